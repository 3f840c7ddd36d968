import { describe, expect, it } from 'vitest';
import { servingsText } from './servings-text';

describe("an entry's servings", () => {
  it("say what is cooked and what is the member's", () => {
    expect(servingsText(4, 1)).toBe('4 servings, 1 for you');
    expect(servingsText(6, 1.5)).toBe('6 servings, 1.5 for you');
  });
  it('say so when the member eats all of it', () => {
    expect(servingsText(1, 1)).toBe('1 serving, all yours');
    expect(servingsText(2, 2)).toBe('2 servings, all yours');
    expect(servingsText(0.5, 0.5)).toBe('0.5 servings, all yours');
  });
});

describe("a shared plan's servings", () => {
  it('say what is cooked and what the day counts, to a reader who is not the member', () => {
    expect(servingsText(4, 1, true)).toBe('4 servings, 1 counted');
    expect(servingsText(1, 0.5, true)).toBe('1 serving, 0.5 counted');
    expect(servingsText(2, 2, true)).toBe('2 servings');
    expect(servingsText(1, 1, true)).toBe('1 serving');
  });
});
