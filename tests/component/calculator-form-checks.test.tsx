import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CalculatorForm } from '../../src/web/features/calculator/components/calculator-form';
import { EMPTY_FORM, type CalculatorFormState } from '../../src/web/features/calculator/lib/form-state';
import { renderInApp } from './support/app';
import { json, standInFetch, validationError } from './support/fetch-stand-in';
import { member } from './support/users';

const complete: CalculatorFormState = { ...EMPTY_FORM, age: '40', heightCm: '180', weight: '80', gender: 'male', activity_level: 'moderate' };
const calculate = () => screen.getByRole('button', { name: 'Calculate' });

// The form loads its check (and zod) on the first Calculate; imported once here, so that first
// import on a busy machine does not outlast the wait of findBy.
beforeAll(async () => {
  await import('../../src/web/features/calculator/lib/calculator-form-schema');
});

describe('CalculatorForm checks', () => {
  it('focuses the results heading after a valid Calculate', async () => {
    standInFetch(() => json(200, member()));
    const { user } = renderInApp(<CalculatorForm user={null} initial={EMPTY_FORM} />);
    await user.type(screen.getByLabelText('Age (years)'), '40');
    await user.type(screen.getByLabelText('Height (cm)'), '180');
    await user.type(screen.getByLabelText('Weight (kg)'), '80');
    await user.selectOptions(screen.getByLabelText('Gender'), 'male');
    await user.selectOptions(screen.getByLabelText('Activity level'), 'moderate');
    expect(screen.getByText('Fill in your details and press Calculate to see your daily calories and macros.')).toBeTruthy();
    await user.click(calculate());

    const heading = await screen.findByRole('heading', { name: 'Your results' });
    expect(document.activeElement).toBe(heading);
  });

  it('rechecks the fields that depend on an edited one after Calculate', async () => {
    standInFetch(() => json(200, member()));
    const { user } = renderInApp(<CalculatorForm user={null} initial={{ ...complete, gender: '' }} />);
    await user.click(calculate());
    expect(await screen.findByText('Gender is required')).toBeTruthy();

    // A gender the equation has no constant for asks for the formula at once.
    await user.selectOptions(screen.getByLabelText('Gender'), 'prefer-not-to-say');
    expect(await screen.findByText('Choose which formula to use')).toBeTruthy();
    expect(screen.queryByText('Gender is required')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Women’s (−161)' }));
    expect(await screen.findByRole('heading', { name: 'Your results' })).toBeTruthy();

    // Switching systems checks the converted entries against the new ranges; inches over 11 are named under the height.
    await user.click(screen.getByRole('radio', { name: 'Imperial (ft, lb)' }));
    expect(screen.getByLabelText('Weight (lb)')).toHaveProperty('value', '176');
    await user.clear(screen.getByLabelText('Height, inches'));
    await user.type(screen.getByLabelText('Height, inches'), '12');
    expect(await screen.findByText('Inches must be a whole number from 0 to 11')).toBeTruthy();
    expect(screen.getByLabelText('Height, feet').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Correct the highlighted fields to see your results.')).toBeTruthy();
  });

  it('checks prefilled complete entries on every edit, as after a Calculate', async () => {
    standInFetch(() => json(200, member()));
    const { user } = renderInApp(<CalculatorForm user={member()} initial={complete} />);
    // As soon as the check has loaded.
    expect(await screen.findByRole('heading', { name: 'Your results' })).toBeTruthy();
    await user.clear(screen.getByLabelText('Age (years)'));
    expect(await screen.findByText('Age is required')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your results' })).toBeNull();
  });

  it('focuses the formula choice before the fields below it, though it appears later', async () => {
    standInFetch(() => json(200, member()));
    const { user } = renderInApp(<CalculatorForm user={null} initial={{ ...complete, gender: 'non-binary', weight: '', activity_level: '' }} />);
    await user.click(calculate());
    expect(await screen.findByText('Choose which formula to use')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Men’s (+5)' }));
  });

  it("takes the server's messages and the saved link away on the next edit", async () => {
    standInFetch(() => validationError('Weight is out of range', [{ field: 'weight', message: 'Weight must be from 20 to 500 kg' }]));
    const { user } = renderInApp(<CalculatorForm user={member()} initial={complete} />);
    await user.click(await screen.findByRole('button', { name: 'Save to profile' }));
    expect(await screen.findByText('Weight must be from 20 to 500 kg')).toBeTruthy();

    await user.type(screen.getByLabelText('Age (years)'), '1');
    expect(screen.queryByText('Weight must be from 20 to 500 kg')).toBeNull();
    expect(screen.getByLabelText('Weight (kg)').getAttribute('aria-invalid')).toBeNull();
  });
});
