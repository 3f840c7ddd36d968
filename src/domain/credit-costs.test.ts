import { describe, expect, it } from 'vitest';
import { DEFAULT_CREDIT_COSTS } from '../contracts/credits';
import { costAt, parseChanges, scheduleChange, upcomingChange } from './credit-costs';

const DAY = 24 * 60 * 60 * 1000;
const t0 = new Date('2026-03-01T12:00:00Z');
const later = (days: number) => new Date(t0.getTime() + days * DAY);

describe('feature costs', () => {
  it('start at the SPEC section 9 defaults', () => {
    expect(DEFAULT_CREDIT_COSTS).toEqual({ recipe_transform: 10, recipe_suggestion: 5, recipe_analysis: 5, image_generation: 8 });
    expect(costAt([], 'image_generation', t0)).toBe(8);
  });

  it('take a change into force exactly 30 days after it is made, not before', () => {
    const changes = scheduleChange([], 'recipe_transform', 12, t0);
    expect(changes).toEqual([{ feature: 'recipe_transform', cost: 12, effectiveAt: later(30).toISOString() }]);
    expect(costAt(changes, 'recipe_transform', later(29.99))).toBe(10);
    expect(upcomingChange(changes, 'recipe_transform', later(29.99))?.cost).toBe(12);
    expect(costAt(changes, 'recipe_transform', later(30))).toBe(12);
    expect(upcomingChange(changes, 'recipe_transform', later(30))).toBeNull();
    expect(costAt(changes, 'recipe_suggestion', later(30))).toBe(5);
  });

  it('let a new change replace the pending one, with its own 30 days', () => {
    const first = scheduleChange([], 'recipe_analysis', 7, t0);
    const second = scheduleChange(first, 'recipe_analysis', 9, later(10));
    expect(second).toEqual([{ feature: 'recipe_analysis', cost: 9, effectiveAt: later(40).toISOString() }]);
    expect(costAt(second, 'recipe_analysis', later(35))).toBe(5);
  });

  it('cancel a pending change when asked for the cost in force', () => {
    const pending = scheduleChange([], 'recipe_analysis', 7, t0);
    expect(scheduleChange(pending, 'recipe_analysis', 5, later(1))).toEqual([]);
  });

  it('keep other features’ changes and drop those superseded', () => {
    let changes = scheduleChange([], 'image_generation', 6, t0);
    changes = scheduleChange(changes, 'image_generation', 4, later(31)); // 6 in force, 4 pending
    changes = scheduleChange(changes, 'recipe_transform', 11, later(32));
    expect(changes.map((c) => `${c.feature} ${c.cost}`).sort()).toEqual(['image_generation 4', 'image_generation 6', 'recipe_transform 11']);
    changes = scheduleChange(changes, 'recipe_suggestion', 3, later(70)); // 4 now in force: 6 is dropped
    expect(changes.filter((c) => c.feature === 'image_generation').map((c) => c.cost)).toEqual([4]);
  });

  it('ignore stored entries that do not parse', () => {
    const good = { feature: 'recipe_transform', cost: 3, effectiveAt: t0.toISOString() };
    expect(parseChanges([good, { feature: 'teleport', cost: 1, effectiveAt: t0.toISOString() }, { cost: -1 }, 'x'])).toEqual([good]);
    expect(parseChanges({})).toEqual([]);
  });
});
