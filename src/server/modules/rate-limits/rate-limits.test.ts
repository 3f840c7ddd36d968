import { describe, expect, it } from 'vitest';
import { NOT_AUDITED } from '../admin/audit';
import type { SettingsRepo } from '../settings/repo';
import { createRateLimitSettings } from './rate-limits';

const defaults = { aiPerMinute: 10, signupsPer15Minutes: 10, signInsPer15Minutes: 30 };

/** A settings table in memory that can be made to fail, and a clock the test moves. */
function setup() {
  const stored = new Map<string, unknown>();
  const state = { failing: false, reads: 0, time: 0 };
  const warnings: string[] = [];
  const repo: SettingsRepo = {
    async get(keys) {
      state.reads += 1;
      if (state.failing) throw new Error('database unavailable');
      return new Map(keys.filter((k) => stored.has(k)).map((k) => [k, stored.get(k)]));
    },
    async set(key, value, audit) {
      await audit(null as never);
      stored.set(key, value);
    },
    async remove(key, audit) {
      await audit(null as never);
      stored.delete(key);
    },
  };
  const limits = createRateLimitSettings({ repo, defaults, log: { warn: (_obj, msg) => void warnings.push(msg) }, now: () => state.time });
  return { limits, stored, state, warnings };
}

describe('rate limit settings', () => {
  it("answers the environment's defaults until an admin saves others, and the defaults again after a reset", async () => {
    const { limits } = setup();
    expect(await limits.settings()).toEqual({ limits: defaults, defaults, custom: false });
    expect(await limits.save({ aiPerMinute: 3, signupsPer15Minutes: 50, signInsPer15Minutes: 60 }, NOT_AUDITED)).toMatchObject({ limits: { aiPerMinute: 3 }, custom: true });
    expect(await limits.aiPerMinute()).toBe(3);
    expect(await limits.signupsPer15Minutes()).toBe(50);
    expect(await limits.signInsPer15Minutes()).toBe(60);
    expect(await limits.reset(NOT_AUDITED)).toEqual({ limits: defaults, defaults, custom: false });
  });

  it('reads the table at most once per 10 seconds', async () => {
    const { limits, state } = setup();
    await limits.aiPerMinute();
    await limits.aiPerMinute();
    expect(state.reads).toBe(1);
    state.time += 10_001;
    await limits.aiPerMinute();
    expect(state.reads).toBe(2);
  });

  it('a stored value no longer valid falls back to the defaults', async () => {
    const { limits, stored } = setup();
    stored.set('rate_limits', { aiPerMinute: 0 });
    expect(await limits.settings()).toEqual({ limits: defaults, defaults, custom: false });
  });

  it('keeps the last known limits when the table cannot be read, instead of failing every request', async () => {
    const { limits, state, warnings } = setup();
    await limits.save({ aiPerMinute: 4, signupsPer15Minutes: 6, signInsPer15Minutes: 8 }, NOT_AUDITED);
    state.failing = true;
    state.time += 10_001;
    expect(await limits.aiPerMinute()).toBe(4);
    expect(warnings).toEqual(['reading the rate limits failed; using the last known ones']);
    // Not asked again at once while it is down.
    const reads = state.reads;
    await limits.aiPerMinute();
    expect(state.reads).toBe(reads);
  });

  it('uses the defaults when the table could never be read', async () => {
    const { limits, state } = setup();
    state.failing = true;
    expect(await limits.signupsPer15Minutes()).toBe(10);
  });
});
