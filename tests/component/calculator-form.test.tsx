import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CalculatorForm } from '../../src/web/features/calculator/components/calculator-form';
import { EMPTY_FORM, type CalculatorFormState } from '../../src/web/features/calculator/lib/form-state';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch, validationError } from './support/fetch-stand-in';
import { member } from './support/users';

const complete: CalculatorFormState = { ...EMPTY_FORM, age: '40', heightCm: '180', weight: '80', gender: 'male', activity_level: 'moderate' };
const saveButton = () => screen.getByRole('button', { name: /Save to profile|Saving/ });
// Prefilled entries show their results (and Save) once the check has loaded.
const shownSaveButton = () => screen.findByRole('button', { name: 'Save to profile' });

// The form loads its check (and zod) on the first Calculate; imported once here, so that first
// import on a busy machine does not outlast the wait of findBy.
beforeAll(async () => {
  await import('../../src/web/features/calculator/lib/calculator-form-schema');
});

describe('CalculatorForm', () => {
  it('names every missing field, focuses the first and shows no results', async () => {
    standInFetch(() => json(200, member()));
    const { user } = renderInApp(<CalculatorForm user={null} initial={EMPTY_FORM} />);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    // The check loads with the first Calculate.
    expect(await screen.findByText('Age is required')).toBeTruthy();
    for (const message of ['Age is required', 'Gender is required', 'Height is required', 'Weight is required', 'Activity level is required']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Age (years)'));
    expect(screen.getByText('Correct the highlighted fields to see your results.')).toBeTruthy();

    // Messages then follow the entries.
    await user.type(screen.getByLabelText('Age (years)'), '12');
    expect(await screen.findByText('Age must be from 18 to 100')).toBeTruthy();
  });

  it("shows the server's field message when saving fails", async () => {
    standInFetch(() => validationError('Weight is out of range', [{ field: 'weight', message: 'Weight must be from 20 to 500 kg' }]));
    const { user } = renderInApp(<CalculatorForm user={member()} initial={complete} />);
    await user.click(await shownSaveButton());

    expect(await screen.findByText('Save Failed')).toBeTruthy();
    expect(screen.getByText('Weight is out of range')).toBeTruthy();
    expect(screen.getByText('Weight must be from 20 to 500 kg')).toBeTruthy();
    expect(screen.getByLabelText('Weight (kg)').getAttribute('aria-invalid')).toBe('true');
  });

  it('disables Save while the request is out, then confirms', async () => {
    const held = heldAnswer(json(200, member()));
    const sent = standInFetch(() => held.promise);
    const { user } = renderInApp(<CalculatorForm user={member()} initial={complete} />);
    await user.click(await shownSaveButton());

    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));
    expect(saveButton().textContent).toBe('Saving...');
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/users/nutrition-goals', body: { age: 40, height: 180, weight: 80, gender: 'male' } });

    held.release();
    expect(await screen.findByText('Nutrition Goals Saved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View on your profile' })).toBeTruthy();
  });
});
