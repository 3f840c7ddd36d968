import { describe, expect, it } from 'vitest';
import { calculatorFormSchema, checkCalculatorForm } from './calculator-form-schema';
import { EMPTY_FORM, formFieldOf, type CalculatorFormState } from './form-state';

const complete: CalculatorFormState = { ...EMPTY_FORM, age: '40', heightCm: '180', weight: '80', gender: 'male', activity_level: 'moderate' };
const messages = (values: CalculatorFormState) => {
  const checked = checkCalculatorForm(values);
  return checked.ok ? {} : checked.errors;
};

describe('calculator form schema', () => {
  it('shapes the form text into the goals the server takes', () => {
    expect(calculatorFormSchema.parse(complete)).toEqual({ measurement_unit: 'metric', age: 40, height: 180, weight: 80, gender: 'male', activity_level: 'moderate', nutritional_goal: 'maintain' });
    // Feet and inches are sent as total inches; the formula only for the genders asked it.
    expect(calculatorFormSchema.parse({ ...complete, measurement_unit: 'imperial', feet: '5', inches: '9', weight: '187', bmr_formula: 'female' })).toMatchObject({ height: 69, weight: 187 });
    expect(calculatorFormSchema.parse({ ...complete, gender: 'non-binary', bmr_formula: 'male' })).toMatchObject({ bmr_formula: 'male' });
    expect(calculatorFormSchema.parse({ ...complete, bmr_formula: 'female' }).bmr_formula).toBeUndefined();
  });

  it('names every field at fault once, under the box that shows it', () => {
    expect(messages(EMPTY_FORM)).toEqual({
      age: 'Age is required',
      heightCm: 'Height is required',
      weight: 'Weight is required',
      gender: 'Gender is required',
      activity_level: 'Activity level is required',
    });
    expect(messages({ ...complete, age: '17', weight: '500', gender: 'prefer-not-to-say' })).toEqual({
      age: 'Age must be from 18 to 100',
      weight: 'Weight must be from 30 to 300 kg',
      bmr_formula: 'Choose which formula to use',
    });
    expect(messages({ ...complete, measurement_unit: 'imperial', feet: '5', inches: '12', weight: '176' })).toEqual({ feet: 'Inches must be a whole number from 0 to 11' });
    expect(messages({ ...complete, measurement_unit: 'imperial', feet: '9', inches: '', weight: '176' })).toEqual({ feet: 'Feet must be a whole number from 0 to 8' });
    expect(messages({ ...complete, measurement_unit: 'imperial', feet: '2', inches: '0', weight: '176' })).toEqual({ feet: 'Height must be from 3 ft 4 in to 8 ft 2 in' });
  });

  it('puts a server message for the height under the box of the chosen system', () => {
    expect(formFieldOf('height', 'metric')).toBe('heightCm');
    expect(formFieldOf('height', 'imperial')).toBe('feet');
    expect(formFieldOf('weight', 'imperial')).toBe('weight');
    expect(formFieldOf('bmi', 'metric')).toBeUndefined();
  });
});
