import { describe, expect, it } from 'vitest';
import { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY, type ToasterToast } from './use-toast';

const t = (id: string): ToasterToast => ({ id, title: id, open: true });

describe('toast store (SPEC section 9)', () => {
  it('keeps at most one toast, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = reducer(reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: t('a') }), {
      type: 'ADD_TOAST',
      toast: t('b'),
    });
    expect(state.toasts.map((x) => x.id)).toEqual(['b']);
  });

  it('removes toasts 5000 ms after dismissal', () => {
    expect(TOAST_REMOVE_DELAY).toBe(5000);
    const dismissed = reducer({ toasts: [t('a')] }, { type: 'DISMISS_TOAST', toastId: 'a' });
    expect(dismissed.toasts[0]?.open).toBe(false);
    expect(reducer(dismissed, { type: 'REMOVE_TOAST', toastId: 'a' }).toasts).toEqual([]);
  });
});
