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
