import { describe, expect, it } from 'vitest';
import { lotTotal, releasable, remainingOf, replay, type LedgerRow } from './credit-ledger';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** Builds rows with ids 1, 2, 3... in the order given. */
type Row = Pick<LedgerRow, 'kind' | 'amount'> & Partial<Pick<LedgerRow, 'relatedId' | 'expiresAt'>>;
function ledger(...rows: Row[]): LedgerRow[] {
  return rows.map((row, i) => ({ relatedId: null, expiresAt: null, ...row, id: i + 1 }));
}

describe('which credits a hold uses', () => {
  it('takes promotional credits first, soonest expiry first, then purchased credits oldest first', () => {
    const state = replay(
      ledger(
        { kind: 'purchase', amount: 10 }, // 1
        { kind: 'promotional_grant', amount: 5, expiresAt: day(20) }, // 2
        { kind: 'grant', amount: 10 }, // 3
        { kind: 'promotional_grant', amount: 5, expiresAt: day(10) }, // 4
        { kind: 'hold', amount: -12 }, // 5: 5 from #4, 5 from #2, 2 from #1
      ),
    );
    expect([1, 2, 3, 4].map((id) => remainingOf(state, id))).toEqual([8, 0, 10, 0]);
    expect(lotTotal(state)).toBe(18);
  });

  it('breaks a tie in expiry by the older grant', () => {
    const state = replay(
      ledger(
        { kind: 'promotional_grant', amount: 5, expiresAt: day(10) },
        { kind: 'promotional_grant', amount: 5, expiresAt: day(10) },
        { kind: 'hold', amount: -3 },
      ),
    );
    expect([remainingOf(state, 1), remainingOf(state, 2)]).toEqual([2, 5]);
  });

  it('keeps what a settled hold took, and gives back to each lot what a released hold took', () => {
    const rows = ledger(
      { kind: 'promotional_grant', amount: 5, expiresAt: day(10) }, // 1
      { kind: 'purchase', amount: 10 }, // 2
      { kind: 'hold', amount: -8 }, // 3: 5 from #1, 3 from #2
      { kind: 'spend', amount: 0, relatedId: 3 }, // 4
      { kind: 'hold', amount: -4 }, // 5: 4 from #2
    );
    const held = replay(rows);
    expect(releasable(held, 5)).toBe(4);
    const released = replay([...rows, { id: 6, kind: 'release', amount: 4, relatedId: 5, expiresAt: null }]);
    expect([remainingOf(released, 1), remainingOf(released, 2)]).toEqual([0, 7]);
    expect(lotTotal(released)).toBe(7);
  });
});

describe('closing a lot', () => {
  it('expires only what is left of the promotional grant', () => {
    const rows = ledger(
      { kind: 'promotional_grant', amount: 20, expiresAt: day(10) }, // 1
      { kind: 'purchase', amount: 10 }, // 2
      { kind: 'hold', amount: -15 }, // 3
      { kind: 'spend', amount: 0, relatedId: 3 },
    );
    const state = replay(rows);
    expect(remainingOf(state, 1)).toBe(5);
    const after = replay([...rows, { id: 5, kind: 'expiry', amount: -5, relatedId: 1, expiresAt: null }]);
    expect(remainingOf(after, 1)).toBe(0);
    expect(remainingOf(after, 2)).toBe(10);
    expect(lotTotal(after)).toBe(10);
  });

  it('refunds only what is left of that purchase', () => {
    const rows = ledger(
      { kind: 'purchase', amount: 10 }, // 1
      { kind: 'purchase', amount: 10 }, // 2
      { kind: 'hold', amount: -12 }, // 3: 10 from #1, 2 from #2
      { kind: 'spend', amount: 0, relatedId: 3 },
    );
    const state = replay(rows);
    expect([remainingOf(state, 1), remainingOf(state, 2)]).toEqual([0, 8]);
  });

  it('does not give back credits whose lot expired while they were held', () => {
    const rows = ledger(
      { kind: 'promotional_grant', amount: 6, expiresAt: day(10) }, // 1
      { kind: 'purchase', amount: 10 }, // 2
      { kind: 'hold', amount: -10 }, // 3: 6 from #1, 4 from #2
      { kind: 'expiry', amount: 0, relatedId: 1 }, // 4: nothing left of #1
    );
    const state = replay(rows);
    expect(releasable(state, 3)).toBe(4);
    const after = replay([...rows, { id: 5, kind: 'release', amount: 4, relatedId: 3, expiresAt: null }]);
    expect(lotTotal(after)).toBe(10);
    expect(remainingOf(after, 1)).toBe(0);
  });

  it('stops a grant that was closed from taking part in later holds', () => {
    const state = replay(
      ledger(
        { kind: 'promotional_grant', amount: 6, expiresAt: day(10) },
        { kind: 'expiry', amount: -6, relatedId: 1 },
        { kind: 'grant', amount: 3 },
        { kind: 'hold', amount: -3 },
      ),
    );
    expect(lotTotal(state)).toBe(0);
  });
});

it('refuses a ledger whose debits exceed its credits', () => {
  expect(() => replay(ledger({ kind: 'grant', amount: 2 }, { kind: 'hold', amount: -3 }))).toThrow(/row 2/);
});

describe("an administrator's revoke (a spend with no hold)", () => {
  it('takes from the lots in the hold order, for good', () => {
    const state = replay(
      ledger(
        { kind: 'purchase', amount: 10 }, // 1
        { kind: 'promotional_grant', amount: 5, expiresAt: day(10) }, // 2
        { kind: 'spend', amount: -7 }, // 3: 5 from #2, 2 from #1
        { kind: 'hold', amount: -3 }, // 4: from #1
        { kind: 'release', amount: 3, relatedId: 4 }, // 5
      ),
    );
    expect([1, 2].map((id) => remainingOf(state, id))).toEqual([8, 0]);
    expect(lotTotal(state)).toBe(8);
  });

  it('leaves a later expiry nothing to remove from what it took', () => {
    const state = replay(
      ledger(
        { kind: 'promotional_grant', amount: 5, expiresAt: day(10) }, // 1
        { kind: 'grant', amount: 5 }, // 2
        { kind: 'spend', amount: -4 }, // 3: from #1
        { kind: 'expiry', amount: -1, relatedId: 1 }, // 4
      ),
    );
    expect(lotTotal(state)).toBe(5);
  });

  it('refuses a revoke larger than the lots hold', () => {
    expect(() => replay(ledger({ kind: 'grant', amount: 2 }, { kind: 'spend', amount: -3 }))).toThrow(/more than its lots hold/);
  });
});
