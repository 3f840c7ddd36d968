import { describe, expect, it } from 'vitest';
import { applyPending, changeTime, parsePending, pendingKey, withChange, withoutItem, withoutSent, type PendingCheck } from './pending-checks';

const tick = (id: number, checked: boolean, changedAt: string): PendingCheck => ({ id, checked, changedAt });
const item = (id: number, checked: boolean, changedAt: string | null) => ({ id, checked, changedAt, name: `item ${id}` });

describe('the pending queue', () => {
  it('is stored per member', () => {
    expect(pendingKey('u-1')).toBe('sprig:shopping-pending:u-1');
  });

  it('reads what it wrote and ignores anything else', () => {
    const queue = [tick(1, true, '2026-11-30T10:00:00.000Z')];
    expect(parsePending(JSON.stringify(queue))).toEqual(queue);
    expect(parsePending(null)).toEqual([]);
    expect(parsePending('not json')).toEqual([]);
    expect(parsePending('{"id":1}')).toEqual([]);
    expect(parsePending(JSON.stringify([{ id: 0, checked: true, changedAt: '2026-11-30T10:00:00Z' }, { id: 2, checked: 'yes', changedAt: 'x' }, tick(3, false, '2026-11-30T10:00:00Z')]))).toEqual([
      tick(3, false, '2026-11-30T10:00:00Z'),
    ]);
  });

  it('keeps only the last tick of an item', () => {
    const queue = withChange(withChange([], tick(1, true, '2026-11-30T10:00:00Z')), tick(2, true, '2026-11-30T10:00:01Z'));
    expect(withChange(queue, tick(1, false, '2026-11-30T10:00:02Z'))).toEqual([tick(2, true, '2026-11-30T10:00:01Z'), tick(1, false, '2026-11-30T10:00:02Z')]);
  });

  it('drops a sent change but keeps a newer one made while it was on its way', () => {
    const sent = tick(1, true, '2026-11-30T10:00:00Z');
    expect(withoutSent([sent, tick(2, true, '2026-11-30T10:00:01Z')], sent)).toEqual([tick(2, true, '2026-11-30T10:00:01Z')]);
    const newer = tick(1, false, '2026-11-30T10:00:05Z');
    expect(withoutSent([newer], sent)).toEqual([newer]);
    expect(withoutItem([newer, sent], 1)).toEqual([]);
  });
});

describe('applyPending', () => {
  it('shows queued ticks on their items', () => {
    const items = [item(1, false, '2026-11-30T09:00:00Z'), item(2, true, '2026-11-30T09:00:00Z')];
    expect(applyPending(items, [tick(1, true, '2026-11-30T10:00:00Z')])).toEqual([item(1, true, '2026-11-30T10:00:00Z'), items[1]]);
  });

  it('leaves an item changed since (on another device, later) as the server will', () => {
    const items = [item(1, false, '2026-11-30T11:00:00Z')];
    expect(applyPending(items, [tick(1, true, '2026-11-30T10:00:00Z')])).toEqual(items);
  });

  it('compares instants, not text', () => {
    const items = [item(1, false, '2026-11-30T10:30:00+01:00')];
    expect(applyPending(items, [tick(1, true, '2026-11-30T09:45:00.000Z')])[0]!.checked).toBe(true);
  });
});

describe('changeTime', () => {
  it('is now', () => {
    expect(changeTime({ changedAt: '2026-11-30T10:00:00.000Z' }, Date.parse('2026-11-30T10:05:00.000Z'))).toBe('2026-11-30T10:05:00.000Z');
  });

  it('is never before the item’s own last change (a clock behind the server’s)', () => {
    expect(changeTime({ changedAt: '2026-11-30T10:05:00.000Z' }, Date.parse('2026-11-30T10:00:00.000Z'))).toBe('2026-11-30T10:05:00.001Z');
  });

  it('is now when the item’s time cannot be read', () => {
    expect(changeTime({ changedAt: 'garbage' }, Date.parse('2026-11-30T10:00:00.000Z'))).toBe('2026-11-30T10:00:00.000Z');
  });
});

describe('an item never ticked or moved (changedAt null)', () => {
  it('takes any queued tick', () => {
    expect(applyPending([item(1, false, null)], [tick(1, true, '2026-11-30T10:00:00Z')])[0]!.checked).toBe(true);
  });

  it('is changed now', () => {
    expect(changeTime({ changedAt: null }, Date.parse('2026-11-30T10:00:00.000Z'))).toBe('2026-11-30T10:00:00.000Z');
  });
});
