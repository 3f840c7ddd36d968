import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '../../src/contracts/admin-users';
import { UserDetailDialog } from '../../src/web/features/admin/users/user-detail';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch, validationError, type SentRequest } from './support/fetch-stand-in';
import { member } from './support/users';

const cook: AdminUserDetail = {
  id: 'u-2',
  email: 'sam@example.com',
  username: 'sam',
  firstName: 'Sam',
  lastName: null,
  avatarUrl: null,
  role: 'user',
  credits: 10,
  disabledAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  recipeCount: 0,
  bio: null,
  profileVisible: false,
  lastSeenAt: null,
  activeSessions: 0,
  aiCalls: 0,
  hasPassword: true,
  recentLedger: [],
};

async function openCreditsForm(onAdjust: () => Response | Promise<Response>) {
  const sent = standInFetch((request: SentRequest) => {
    if (request.method === 'POST') return onAdjust();
    if (request.path.startsWith('/api/auth/user')) return json(200, member({ role: 'admin' }));
    if (request.path.includes('/credits')) return json(200, { items: [], nextCursor: null });
    return json(200, cook);
  });
  const rendered = renderInApp(<UserDetailDialog userId="u-2" onClose={() => undefined} />);
  const form = within(await screen.findByRole('form', { name: 'Grant or revoke credits' }));
  return { ...rendered, sent, form, amount: form.getByLabelText('Credits'), reason: form.getByLabelText('Reason'), posts: () => sent.filter((r) => r.method === 'POST') };
}

describe('the credits form of the user detail', () => {
  it('asks for a whole number and a reason at once, focuses the first, and sends nothing', async () => {
    const { user, form, amount, posts } = await openCreditsForm(() => json(200, { balance: 25 }));
    await user.type(amount, '1.5');
    await user.click(form.getByRole('button', { name: 'Grant credits' }));

    expect(await form.findByText('Enter a whole number of credits greater than 0')).toBeTruthy();
    expect(form.getByText('Give a reason: it is kept in the ledger')).toBeTruthy();
    expect(document.activeElement).toBe(amount);
    expect(posts()).toEqual([]);
  });

  it('stops a revoke above the balance, with the reason message too', async () => {
    const { user, form, amount, posts } = await openCreditsForm(() => json(200, { balance: 0 }));
    await user.click(form.getByRole('radio', { name: 'Revoke' }));
    await user.type(amount, '11');
    await user.click(form.getByRole('button', { name: 'Revoke credits' }));

    expect(await form.findByText('The balance is only 10 credits')).toBeTruthy();
    expect(form.getByText('Give a reason: it is kept in the ledger')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('sends a revoke as a negative amount, disabled while saving, then empties the boxes', async () => {
    const held = heldAnswer(json(200, { balance: 6 }));
    const { user, form, amount, reason, posts } = await openCreditsForm(() => held.promise);
    await user.click(form.getByRole('radio', { name: 'Revoke' }));
    await user.type(amount, '4');
    await user.type(reason, ' Duplicate grant ');
    await user.click(form.getByRole('button', { name: 'Revoke credits' }));

    await waitFor(() => expect(form.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true));
    expect(posts()[0]).toMatchObject({ path: '/api/admin/users/u-2/credits', body: { amount: -4, reason: 'Duplicate grant' } });
    held.release();
    expect(await screen.findByText('Credits revoked')).toBeTruthy();
    expect(screen.getByText('The balance is now 6 credits.')).toBeTruthy();
    expect(amount).toHaveProperty('value', '');
    expect(reason).toHaveProperty('value', '');
  });

  it("shows the server's field message, or its message below the form", async () => {
    let answer = validationError('Invalid adjustment', [{ field: 'reason', message: 'Reason must be at most 200 characters' }]);
    const { user, form, amount, reason } = await openCreditsForm(() => answer);
    await user.type(amount, '5');
    await user.type(reason, 'Goodwill');
    await user.click(form.getByRole('button', { name: 'Grant credits' }));
    expect(await form.findByText('Reason must be at most 200 characters')).toBeTruthy();

    answer = json(409, { message: 'This request was already applied', errorCode: 'CONFLICT' });
    await user.click(form.getByRole('button', { name: 'Grant credits' }));
    expect((await form.findByRole('alert')).textContent).toBe('This request was already applied');
    expect(form.queryByText('Reason must be at most 200 characters')).toBeNull();
  });
});
