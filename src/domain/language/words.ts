/**
 * The words of an ingredient line's amount in each language: units (mapped to the canonical units
 * of units.ts and the parser's count units), number words, and the 'of' between a unit and the food
 * ('1 gousse d'ail', '1 pizca de sal', '1 snufje van'). English is the parser's own table; metric
 * units (g, kg, ml, cl, dl, l) are read in every language by units.ts.
 */
import { foldText, type Language } from './languages';

type Words = Record<string, string>;

/** Spellings are folded (foldText) and written without dots; the lookup drops dots too. */
const UNITS: Record<Exclude<Language, 'en'>, Words> = {
  de: {
    el: 'tbsp', essl: 'tbsp', esslöffel: 'tbsp', eßlöffel: 'tbsp', tl: 'tsp', teel: 'tsp', teelöffel: 'tsp',
    prise: 'pinch', prisen: 'pinch', msp: 'pinch', messerspitze: 'pinch', bund: 'bunch', zehe: 'clove', zehen: 'clove',
    stück: 'piece', stk: 'piece', st: 'piece', becher: 'container', dose: 'can', dosen: 'can', päckchen: 'package',
    pck: 'package', pkg: 'package', packung: 'package', tasse: 'cup', tassen: 'cup', glas: 'jar', scheibe: 'slice',
    scheiben: 'slice', blatt: 'leaf', blätter: 'leaf', zweig: 'sprig', zweige: 'sprig', stiel: 'stem', stiele: 'stem',
    stange: 'stalk', stangen: 'stalk', kopf: 'head', handvoll: 'handful', spritzer: 'dash', schuss: 'splash', flasche: 'bottle',
  },
  fr: {
    'cuillère à soupe': 'tbsp', 'cuillères à soupe': 'tbsp', 'cuil à soupe': 'tbsp', 'c à soupe': 'tbsp', 'c à s': 'tbsp',
    càs: 'tbsp', cas: 'tbsp', cs: 'tbsp', 'cuillère à café': 'tsp', 'cuillères à café': 'tsp', 'cuil à café': 'tsp',
    'c à café': 'tsp', 'c à c': 'tsp', càc: 'tsp', cac: 'tsp', cc: 'tsp', gousse: 'clove', gousses: 'clove',
    pincée: 'pinch', pincées: 'pinch', botte: 'bunch', bottes: 'bunch', bouquet: 'bunch', sachet: 'package',
    sachets: 'package', paquet: 'package', boîte: 'can', boîtes: 'can', tasse: 'cup', tasses: 'cup', verre: 'glass',
    tranche: 'slice', tranches: 'slice', brin: 'sprig', brins: 'sprig', feuille: 'leaf', feuilles: 'leaf',
    poignée: 'handful', filet: 'splash', pot: 'jar', branche: 'stalk', branches: 'stalk', tête: 'head', morceau: 'piece',
  },
  nl: {
    el: 'tbsp', eetlepel: 'tbsp', eetlepels: 'tbsp', tl: 'tsp', theelepel: 'tsp', theelepels: 'tsp', teen: 'clove',
    teentje: 'clove', teentjes: 'clove', tenen: 'clove', snufje: 'pinch', snuifje: 'pinch', mespunt: 'pinch',
    bos: 'bunch', bosje: 'bunch', blik: 'can', blikje: 'can', zakje: 'package', pak: 'package', pakje: 'package',
    kopje: 'cup', kop: 'cup', plak: 'slice', plakje: 'slice', plakjes: 'slice', takje: 'sprig', takjes: 'sprig',
    blaadje: 'leaf', blaadjes: 'leaf', handje: 'handful', handvol: 'handful', stuk: 'piece', stuks: 'piece',
    scheutje: 'splash', potje: 'jar', pot: 'jar', stengel: 'stalk', stengels: 'stalk', krop: 'head',
  },
  no: {
    ss: 'tbsp', spiseskje: 'tbsp', spiseskjeer: 'tbsp', ts: 'tsp', teskje: 'tsp', teskjeer: 'tsp', fedd: 'clove',
    klype: 'pinch', knivsodd: 'pinch', krm: 'ml', bunt: 'bunch', boks: 'can', pose: 'bag', pakke: 'package',
    kopp: 'cup', skive: 'slice', skiver: 'slice', kvist: 'sprig', kvister: 'sprig', blad: 'leaf', stk: 'piece',
    neve: 'handful', never: 'handful', glass: 'jar', stilk: 'stalk', stilker: 'stalk', hode: 'head',
  },
  sv: {
    msk: 'tbsp', matsked: 'tbsp', matskedar: 'tbsp', tsk: 'tsp', tesked: 'tsp', teskedar: 'tsp', krm: 'ml',
    kryddmått: 'ml', klyfta: 'clove', klyftor: 'clove', nypa: 'pinch', knippe: 'bunch', burk: 'can', burkar: 'can',
    paket: 'package', påse: 'bag', kopp: 'cup', koppar: 'cup', skiva: 'slice', skivor: 'slice', kvist: 'sprig',
    kvistar: 'sprig', blad: 'leaf', st: 'piece', styck: 'piece', näve: 'handful', stjälk: 'stalk', stjälkar: 'stalk',
    huvud: 'head', ss: 'tbsp', ts: 'tsp',
  },
  da: {
    spsk: 'tbsp', spiseske: 'tbsp', spiseskefuld: 'tbsp', tsk: 'tsp', teske: 'tsp', fed: 'clove', knsp: 'pinch',
    knivspids: 'pinch', nip: 'pinch', bundt: 'bunch', dåse: 'can', dåser: 'can', pakke: 'package', pose: 'bag',
    kop: 'cup', skive: 'slice', skiver: 'slice', kvist: 'sprig', kviste: 'sprig', blad: 'leaf', stk: 'piece',
    håndfuld: 'handful', glas: 'jar', stilk: 'stalk', stilke: 'stalk', hoved: 'head', krm: 'ml', ss: 'tbsp', ts: 'tsp',
  },
  es: {
    cucharada: 'tbsp', cucharadas: 'tbsp', cda: 'tbsp', cdas: 'tbsp', cucharadita: 'tsp', cucharaditas: 'tsp',
    cdta: 'tsp', cdtas: 'tsp', cdita: 'tsp', cditas: 'tsp', diente: 'clove', dientes: 'clove', pizca: 'pinch',
    pizcas: 'pinch', manojo: 'bunch', ramillete: 'bunch', lata: 'can', latas: 'can', sobre: 'package', paquete: 'package',
    taza: 'cup', tazas: 'cup', vaso: 'glass', rebanada: 'slice', rebanadas: 'slice', loncha: 'slice', lonchas: 'slice',
    rodaja: 'slice', rodajas: 'slice', ramita: 'sprig', ramitas: 'sprig', hoja: 'leaf', hojas: 'leaf', puñado: 'handful',
    chorrito: 'splash', chorro: 'splash', tarro: 'jar', bote: 'jar', tallo: 'stalk', tallos: 'stalk', cabeza: 'head',
    pieza: 'piece', piezas: 'piece', trozo: 'piece', trozos: 'piece',
  },
  it: {
    cucchiaio: 'tbsp', cucchiai: 'tbsp', 'cucchiaio raso': 'tbsp', cucchiaino: 'tsp', cucchiaini: 'tsp',
    spicchio: 'clove', spicchi: 'clove', pizzico: 'pinch', pizzichi: 'pinch', mazzetto: 'bunch', mazzo: 'bunch',
    ciuffo: 'bunch', scatola: 'can', lattina: 'can', barattolo: 'jar', bustina: 'package', bustine: 'package',
    confezione: 'package', tazza: 'cup', tazze: 'cup', bicchiere: 'glass', fetta: 'slice', fette: 'slice', rametto: 'sprig',
    rametti: 'sprig', foglia: 'leaf', foglie: 'leaf', manciata: 'handful', gambo: 'stalk', gambi: 'stalk', costa: 'stalk',
    coste: 'stalk', cespo: 'head', pezzo: 'piece', pezzi: 'piece', noce: 'knob', filo: 'splash',
  },
  tr: {
    'yemek kaşığı': 'tbsp', 'tatlı kaşığı': 'dessertspoon', 'çay kaşığı': 'tsp', 'su bardağı': 'cup',
    'çay bardağı': 'glass', 'kahve fincanı': 'glass', bardak: 'cup', diş: 'clove', tutam: 'pinch', çimdik: 'pinch',
    demet: 'bunch', kutu: 'can', paket: 'package', dilim: 'slice', dal: 'sprig', yaprak: 'leaf', adet: 'piece',
    tane: 'piece', avuç: 'handful', kavanoz: 'jar', sap: 'stalk', baş: 'head',
  },
};

const NUMBERS: Record<Exclude<Language, 'en'>, Record<string, number>> = {
  de: { ein: 1, eine: 1, einen: 1, einer: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, zwölf: 12, halbe: 0.5, halber: 0.5, halbes: 0.5, halb: 0.5 },
  fr: { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, douze: 12, demi: 0.5, demie: 0.5 },
  nl: { een: 1, één: 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10, twaalf: 12, half: 0.5, halve: 0.5 },
  no: { en: 1, ei: 1, ett: 1, to: 2, tre: 3, fire: 4, fem: 5, seks: 6, sju: 7, syv: 7, åtte: 8, ni: 9, ti: 10, tolv: 12, halv: 0.5, halvt: 0.5 },
  sv: { en: 1, ett: 1, två: 2, tre: 3, fyra: 4, fem: 5, sex: 6, sju: 7, åtta: 8, nio: 9, tio: 10, tolv: 12, halv: 0.5, halvt: 0.5 },
  da: { en: 1, et: 1, to: 2, tre: 3, fire: 4, fem: 5, seks: 6, syv: 7, otte: 8, ni: 9, ti: 10, tolv: 12, halv: 0.5, halvt: 0.5 },
  es: { un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12, medio: 0.5, media: 0.5 },
  it: { un: 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, dodici: 12, mezzo: 0.5, mezza: 0.5 },
  tr: { bir: 1, iki: 2, üç: 3, dört: 4, beş: 5, altı: 6, yedi: 7, sekiz: 8, dokuz: 9, on: 10, yarım: 0.5 },
};

/** The 'of' between a unit and the food, as written before it ('de ', "d'", 'di ', 'van '). */
const OF_WORDS: Record<Language, RegExp> = {
  en: /^of\s+/i,
  de: /^(?:von\s+)/i,
  fr: /^(?:de\s+|d['’]|du\s+|des\s+)/i,
  nl: /^(?:van\s+)/i,
  no: /^(?:av\s+|med\s+)/i,
  sv: /^(?:av\s+|med\s+)/i,
  da: /^(?:af\s+|med\s+)/i,
  es: /^(?:de\s+)/i,
  it: /^(?:di\s+|d['’])/i,
  tr: /^$/,
};

/** The canonical unit for a spelling in `language`, or null (English lines use units.ts alone). */
export function languageUnit(spelling: string, language: Language): string | null {
  if (language === 'en') return null;
  return UNITS[language][foldText(spelling).replace(/\./g, '').replace(/\s+/g, ' ').trim()] ?? null;
}

/** The number a word means in `language` ('zwei', 'une', 'yarım'), or undefined. */
export function languageNumber(word: string, language: Language): number | undefined {
  if (language === 'en') return undefined;
  return NUMBERS[language][foldText(word)];
}

/** `text` without the 'of' word it starts with, in `language`. */
export function withoutOf(text: string, language: Language): string {
  return text.replace(OF_WORDS[language], '').replace(/^of\s+/i, '');
}

/** Every unit spelling of `language`, for detection. */
export function unitWords(language: Exclude<Language, 'en'>): readonly string[] {
  return Object.keys(UNITS[language]);
}
