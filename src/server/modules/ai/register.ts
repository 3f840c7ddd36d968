import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { AppConfig } from '../../config';
import type { Housekeeping } from '../../housekeeping';
import type { Outbound } from '../../net/outbound';
import { createSecretBox } from '../../secret-box';
import type { CreditService } from '../credits/service';
import { createProviderSettings } from './provider-settings';
import { providerSettingsRoutes } from './provider-settings-routes';
import { aiRateLimit, type AiRateLimit } from './rate-limit';
import { createAiRunner, type AiRunnerOptions } from './runner';
import { createStaleHoldSweep } from './stale-holds';
import { aiStatusRoutes } from './status-routes';
import type { AiRunner } from './types';

const DEFAULT_TIMEOUT_MS = 60_000;
const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export interface AiSetup {
  /** What every AI feature calls the provider through. */
  runner: AiRunner;
  /** Route config for AI endpoints: `config: { ...ai.rateLimit(feature) }` (per member, the admin's limit or AI_RATE_LIMIT a minute). */
  rateLimit: AiRateLimit;
}

/**
 * The AI provider plumbing: the runner, GET /api/ai/status, the admin's provider settings, and
 * the sweep that gives back credits held by calls a crashed process never finished.
 */
export async function registerAi(
  app: FastifyInstance,
  options: {
    db: Db;
    credits: CreditService;
    /** AI requests per minute per member in force (see rate-limits/rate-limits.ts). */
    perMinute: () => Promise<number>;
    config: Partial<Pick<AppConfig, 'ai' | 'aiTimeoutMs'>> & Pick<AppConfig, 'appSecret'>;
    /** The address policy on the provider's connections. */
    outbound: Outbound;
    housekeeping: Housekeeping;
    /** Told of every provider call (the instance's metrics, when on). */
    observe?: AiRunnerOptions['observe'];
  },
): Promise<AiSetup> {
  const { db, credits, config } = options;
  const timeoutMs = config.aiTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  const settings = createProviderSettings({ db, env: config.ai, box: createSecretBox(config.appSecret, 'sprig ai provider key'), log: app.log });
  const runner = createAiRunner({ db, credits, settings: () => settings.current(), timeoutMs, log: app.log, fetch: options.outbound.fetch, observe: options.observe });
  await app.register(aiStatusRoutes, { runner });
  await app.register(providerSettingsRoutes, { settings, outbound: options.outbound });
  // One instance sweeps now and then (and a hold is released once, whoever gets there first).
  const staleHolds = createStaleHoldSweep({ db, credits, timeoutMs, log: app.log });
  options.housekeeping.every({ name: 'stale AI credit holds', everyMs: SWEEP_INTERVAL_MS, task: staleHolds.sweep });
  return { runner, rateLimit: aiRateLimit(options.perMinute, credits.canAfford) };
}
