import type { CreditTransaction } from '../../../../contracts/credits';

/** A ledger row for tests; fields not given are empty. */
export function row(partial: Partial<CreditTransaction> & Pick<CreditTransaction, 'id' | 'kind' | 'amount'>): CreditTransaction {
  return {
    reason: null,
    balanceAfter: 0,
    feature: null,
    relatedId: null,
    holdState: null,
    expiresAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...partial,
  };
}
