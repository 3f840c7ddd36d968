import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RateLimitSettings } from '../../src/contracts/rate-limits';
import { RateLimitsForm } from '../../src/web/features/admin/settings/components/rate-limits-form';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch, validationError, type SentRequest } from './support/fetch-stand-in';

const limits = { aiPerMinute: 10, signupsPer15Minutes: 5, signInsPer15Minutes: 20 };
const stored: RateLimitSettings = { limits, defaults: limits, custom: false };

function openForm(onSave: (request: SentRequest) => Response | Promise<Response>) {
  const sent = standInFetch(onSave);
  const rendered = renderInApp(<RateLimitsForm settings={stored} />);
  return {
    ...rendered,
    sent,
    ai: screen.getByRole('textbox', { name: 'AI requests per minute' }),
    saveButton: () => screen.getByRole('button', { name: /Save Limits|Saving/ }),
  };
}

describe('RateLimitsForm', () => {
  it('asks for whole numbers in range, keeps the message while typing, and sends nothing', async () => {
    const { user, ai, saveButton, sent } = openForm(() => json(200, stored));
    for (const typed of ['0', '2.5', 'ten', '100001']) {
      await user.clear(ai);
      await user.type(ai, typed);
      await user.click(saveButton());
      expect(await screen.findByText('Enter a whole number from 1 to 100000')).toBeTruthy();
      expect(document.activeElement).toBe(ai);
    }
    await user.type(ai, '5');
    expect(screen.getByText('Enter a whole number from 1 to 100000')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the limits as numbers, disabled while saving, then confirms', async () => {
    const held = heldAnswer(json(200, { ...stored, custom: true }));
    const { user, ai, saveButton, sent } = openForm(() => held.promise);
    await user.clear(ai);
    await user.type(ai, ' 500 ');
    await user.click(saveButton());

    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));
    expect(saveButton().textContent).toBe('Saving...');
    expect(sent).toEqual([{ method: 'PUT', path: '/api/admin/settings/rate-limits', body: { ...limits, aiPerMinute: 500 } }]);

    held.release();
    expect(await screen.findByText('Rate limits saved')).toBeTruthy();
  });

  it("shows the server's field message under the field and its message in a toast", async () => {
    const { user, saveButton } = openForm(() =>
      validationError('Invalid rate limits', [{ field: 'signupsPer15Minutes', message: 'signupsPer15Minutes must be at most 100000' }]),
    );
    await user.click(saveButton());

    expect(await screen.findByText('Saving failed')).toBeTruthy();
    expect(screen.getByText('Invalid rate limits')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Sign-ups per 15 minutes' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('signupsPer15Minutes must be at most 100000')).toBeTruthy();
  });
});
