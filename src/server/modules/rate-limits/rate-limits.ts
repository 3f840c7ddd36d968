import { rateLimitsSchema, type RateLimits, type RateLimitSettings } from '../../../contracts/rate-limits';
import type { Audit } from '../admin/audit';
import type { SettingsRepo } from '../settings/repo';

const KEY = 'rate_limits';
/** How long a process trusts what it read: another process's change reaches it within this. */
const CACHE_MS = 10_000;

/**
 * The rate limits an admin may change (AI requests per member, sign-ups and sign-ins per address). The server's
 * environment (AI_RATE_LIMIT, SIGNUP_RATE_LIMIT, LOGIN_RATE_LIMIT) gives the defaults; a stored value wins until the
 * admin resets it. The limiter asks on every request, so reads are cached briefly per process.
 */
export function createRateLimitSettings(options: {
  repo: SettingsRepo;
  defaults: RateLimits;
  log: { warn(obj: object, msg: string): void };
  now?: () => number;
}) {
  const { repo, defaults } = options;
  const now = options.now ?? Date.now;
  let cached: { settings: RateLimitSettings; until: number } | null = null;

  async function read(): Promise<RateLimitSettings> {
    const stored = rateLimitsSchema.safeParse((await repo.get([KEY])).get(KEY));
    // A value no longer valid (written by an older version) falls back to the defaults.
    return stored.success ? { limits: stored.data, defaults, custom: true } : { limits: defaults, defaults, custom: false };
  }

  /**
   * The limiter asks before every sign-up and AI request: when the database cannot answer, the
   * last known limits (or the defaults) are used for a while rather than failing those requests.
   */
  async function settings(): Promise<RateLimitSettings> {
    if (cached && cached.until > now()) return cached.settings;
    let fresh: RateLimitSettings;
    try {
      fresh = await read();
    } catch (err) {
      options.log.warn({ err }, 'reading the rate limits failed; using the last known ones');
      fresh = cached?.settings ?? { limits: defaults, defaults, custom: false };
    }
    cached = { settings: fresh, until: now() + CACHE_MS };
    return fresh;
  }

  return {
    settings,
    aiPerMinute: async () => (await settings()).limits.aiPerMinute,
    signupsPer15Minutes: async () => (await settings()).limits.signupsPer15Minutes,
    signInsPer15Minutes: async () => (await settings()).limits.signInsPer15Minutes,
    async save(limits: RateLimits, audit: Audit): Promise<RateLimitSettings> {
      await repo.set(KEY, limits, audit);
      cached = null;
      return settings();
    },
    /** Back to the environment's values. */
    async reset(audit: Audit): Promise<RateLimitSettings> {
      await repo.remove(KEY, audit);
      cached = null;
      return settings();
    },
  };
}

export type RateLimitStore = ReturnType<typeof createRateLimitSettings>;
