import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreditSettings } from '../../src/contracts/credits';
import type { RateLimitSettings } from '../../src/contracts/rate-limits';
import { AdvancedSettingsPage } from '../../src/web/features/admin/settings/pages/advanced-settings-page';
import { renderInApp } from './support/app';
import { json, standInFetch, validationError, type SentRequest } from './support/fetch-stand-in';

const credits: CreditSettings = {
  signupBonus: { amount: 20, validDays: 30 },
  costs: [{ feature: 'recipe_transform', cost: 3, upcoming: null }],
};
const limits = { aiPerMinute: 10, signupsPer15Minutes: 5, signInsPer15Minutes: 20 };
const rateLimits: RateLimitSettings = { limits, defaults: limits, custom: false };

async function openPage(onSave: (request: SentRequest) => Response) {
  const sent = standInFetch((request) =>
    request.method !== 'GET' ? onSave(request) : json(200, request.path.includes('rate-limits') ? rateLimits : credits),
  );
  const rendered = renderInApp(<AdvancedSettingsPage />);
  await screen.findByLabelText('New cost');
  return { ...rendered, sent, saves: () => sent.filter((r) => r.method !== 'GET') };
}

describe('AdvancedSettingsPage', () => {
  it("checks a new cost, takes the message away on an edit, and shows the server's message", async () => {
    const { user, saves } = await openPage(() => validationError('Invalid cost', [{ field: 'cost', message: 'Cost cannot be negative' }]));
    const cost = screen.getByLabelText('New cost');
    await user.clear(cost);
    await user.type(cost, '1001');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Enter a whole number of credits from 0 to 1000')).toBeTruthy();
    expect(saves()).toEqual([]);

    await user.type(cost, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Enter a whole number of credits from 0 to 1000')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Cost cannot be negative')).toBeTruthy();
    expect(saves()).toEqual([{ method: 'PUT', path: '/api/admin/credits/costs/recipe_transform', body: { cost: 100 } }]);
  });

  it('checks the sign-up bonus and keeps its messages until the next save', async () => {
    const { user, saves } = await openPage(() => json(200, { amount: 0, validDays: 7 }));
    const days = screen.getByLabelText('Valid for (days)');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save Bonus' }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 3650')).toBeTruthy();
    await user.type(days, '7');
    expect(screen.getByText('Enter a whole number of days from 1 to 3650')).toBeTruthy();
    expect(saves()).toEqual([]);

    const amount = screen.getByLabelText('Credits');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.clear(days);
    await user.type(days, '7');
    await user.click(screen.getByRole('button', { name: 'Save Bonus' }));
    expect(await screen.findByText('Sign-up bonus saved')).toBeTruthy();
    expect(screen.queryByText('Enter a whole number of days from 1 to 3650')).toBeNull();
    expect(saves()).toEqual([{ method: 'PUT', path: '/api/admin/credits/signup-bonus', body: { amount: 0, validDays: 7 } }]);
  });
});
