export { detectLanguage } from './detect';
export { englishFoodName, foodNameCounts } from './english-name';
export { LANGUAGES, type Language } from './languages';
export { languageNumber, languageUnit, withoutOf } from './words';
export { americanSpelling } from './spelling';
