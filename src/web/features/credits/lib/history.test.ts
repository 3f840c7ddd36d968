import { describe, expect, it } from 'vitest';
import { describeTransaction, historyEntries } from './history';
import { row } from './test-rows';

const context = { now: new Date('2026-11-10T00:00:00Z'), formatDate: (iso: string) => iso.slice(0, 10) };

describe('historyEntries', () => {
  it('a settled hold is one line with the feature and what it cost; its 0-credit spend is left out', () => {
    const entries = historyEntries(
      [
        row({ id: 4, kind: 'spend', amount: 0, relatedId: 3, feature: 'recipe_transform' }),
        row({ id: 3, kind: 'hold', amount: -10, holdState: 'settled', feature: 'recipe_transform' }),
      ],
      context,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: 3, title: 'Recipe transformation', kindLabel: 'Spent', amount: -10, status: null });
  });

  it('a hold still running, and one given back with its release', () => {
    const [held] = historyEntries([row({ id: 1, kind: 'hold', amount: -5, holdState: 'held', feature: 'recipe_suggestion' })], context);
    expect(held).toMatchObject({ title: 'Recipe Ideas', kindLabel: 'Reserved', status: 'in-progress' });
    const [release, hold] = historyEntries(
      [
        row({ id: 2, kind: 'release', amount: 8, relatedId: 1, feature: 'image_generation' }),
        row({ id: 1, kind: 'hold', amount: -8, holdState: 'released', feature: 'image_generation' }),
      ],
      context,
    );
    expect(release).toMatchObject({ title: 'Image generation', kindLabel: 'Returned', amount: 8 });
    expect(hold).toMatchObject({ kindLabel: 'Reserved', status: null, amount: -8, note: 'The request did not finish; the credits were returned' });
  });

  it('names the grant made with the account (its reason) the welcome bonus, with its expiry date', () => {
    const entry = describeTransaction(
      row({ id: 1, kind: 'promotional_grant', reason: 'signup_bonus', amount: 20, expiresAt: '2027-01-30T10:00:00.000Z' }),
      context,
    );
    expect(entry).toMatchObject({ title: 'Welcome bonus', note: 'Expires on 2027-01-30', amount: 20 });
    const later = describeTransaction(
      row({ id: 2, kind: 'promotional_grant', amount: 5, createdAt: '2026-11-05T00:00:00.000Z', expiresAt: '2026-11-09T00:00:00.000Z' }),
      context,
    );
    expect(later).toMatchObject({ title: 'Promotional credits', note: 'Expired on 2026-11-09' });
  });

  it('puts every other kind in words', () => {
    const titles = (['purchase', 'grant', 'refund', 'expiry'] as const).map(
      (kind, i) => describeTransaction(row({ id: i, kind, amount: kind === 'refund' || kind === 'expiry' ? -5 : 5 }), context)?.title,
    );
    expect(titles).toEqual(['Purchase', 'Granted', 'Refund', 'Expired']);
  });

  it('a spend that closes no hold is an adjustment by the site', () => {
    expect(describeTransaction(row({ id: 9, kind: 'spend', amount: -5, relatedId: null }), context)).toMatchObject({
      title: 'Adjustment by the site',
      kindLabel: 'Spent',
      amount: -5,
    });
  });
});
