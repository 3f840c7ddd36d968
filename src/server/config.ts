import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CONNECTION_LIMITS, REQUEST_TIMEOUT_MS, type ConnectionLimits } from './connection-limits';
import type { S3Config } from './storage/s3-storage';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * An optional setting, where an empty value (KEY= in a .env file) is unset too. Bad values get the
 * setting's own message (a union with the empty string would say only 'Invalid input').
 */
function unsetWhenEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: unsetWhenEmpty(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'),
  ),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST: z.string().default('./dist/web'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  PUBLIC_URL: unsetWhenEmpty(
    z
      .url('PUBLIC_URL must be an absolute URL like https://sprig.example')
      .transform((u) => u.replace(/\/+$/, '')),
  ),
  NODE_ENV: z.string().default('development'),
  ADMIN_EMAIL: unsetWhenEmpty(z.email('ADMIN_EMAIL must be an e-mail address')),
  ADMIN_PASSWORD: unsetWhenEmpty(
    z
      .string()
      .min(8, 'ADMIN_PASSWORD must be at least 8 characters'),
  ),
  ALLOW_PRIVATE_NETWORKS: z.enum(['true', 'false'], 'ALLOW_PRIVATE_NETWORKS must be true or false').optional(),
  /** The old name of ALLOW_PRIVATE_NETWORKS (recipe import only, then), still read when the new one is unset. */
  IMPORT_ALLOW_PRIVATE_NETWORKS: z.enum(['true', 'false'], 'IMPORT_ALLOW_PRIVATE_NETWORKS must be true or false').optional(),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1, 'SIGNUP_RATE_LIMIT must be at least 1').max(100_000).default(10),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1, 'LOGIN_RATE_LIMIT must be at least 1').max(100_000).default(30),
  OIDC_ISSUER_URL: unsetWhenEmpty(z.url('OIDC_ISSUER_URL must be an absolute URL like https://accounts.example')),
  OIDC_CLIENT_ID: unsetWhenEmpty(z.string()),
  OIDC_CLIENT_SECRET: unsetWhenEmpty(z.string()),
  AI_BASE_URL: unsetWhenEmpty(z.url('AI_BASE_URL must be an absolute URL like https://openrouter.ai/api/v1')),
  AI_API_KEY: unsetWhenEmpty(z.string()),
  AI_TEXT_MODEL: unsetWhenEmpty(z.string()),
  // Kept as given: set but empty means "no pictures".
  AI_IMAGE_MODEL: z.string().trim().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000, 'AI_TIMEOUT_MS must be at least 1000').max(600_000).default(60_000),
  AI_RATE_LIMIT: z.coerce.number().int().min(1, 'AI_RATE_LIMIT must be at least 1').max(10_000).default(10),
  MAX_CONNECTIONS: z.coerce.number().int().min(1, 'MAX_CONNECTIONS must be at least 1').max(1_000_000).default(DEFAULT_CONNECTION_LIMITS.total),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0, 'MAX_CONNECTIONS_PER_ADDRESS must be 0 or more').max(1_000_000).optional(),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100, 'KEEP_ALIVE_TIMEOUT_MS must be at least 100')
    .max(600_000)
    .default(DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs),
  HEADERS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100, 'HEADERS_TIMEOUT_MS must be at least 100')
    .max(REQUEST_TIMEOUT_MS, `HEADERS_TIMEOUT_MS must be at most ${REQUEST_TIMEOUT_MS}`)
    .default(DEFAULT_CONNECTION_LIMITS.headersTimeoutMs),
  STRIPE_SECRET_KEY: unsetWhenEmpty(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_...)'),
  ),
  STRIPE_WEBHOOK_SECRET: unsetWhenEmpty(
    z
      .string()
      .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)'),
  ),
  STRIPE_API_URL: unsetWhenEmpty(z.url('STRIPE_API_URL must be an absolute URL')),
  SMTP_URL: unsetWhenEmpty(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s/?#]+/, 'SMTP_URL must look like smtp://user:password@smtp.example.com:587 (or smtps:// for port 465)'),
  ),
  SENDGRID_API_KEY: unsetWhenEmpty(z.string()),
  SENDGRID_API_URL: unsetWhenEmpty(z.url('SENDGRID_API_URL must be an absolute URL')),
  REDIS_URL: unsetWhenEmpty(
    z
      .string()
      .regex(/^rediss?:\/\/[^\s]+$/, 'REDIS_URL must look like redis://host:6379 (or rediss:// with TLS)'),
  ),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'REDIS_KEY_PREFIX must be 1-64 letters, digits, _ : . or -')
    .default('sprig:'),
  S3_ENDPOINT: unsetWhenEmpty(z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an absolute URL like https://s3.example.com' })),
  S3_BUCKET: unsetWhenEmpty(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens'),
  ),
  S3_REGION: z.string().regex(/^[\w-]{1,64}$/, 'S3_REGION must be a region name like us-east-1 (auto on R2)').default('us-east-1'),
  S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string()),
  S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string()),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], 'S3_FORCE_PATH_STYLE must be true or false').default('false'),
  PUBLIC_ASSET_URL: unsetWhenEmpty(
    z
      .url({ protocol: /^https?$/, error: 'PUBLIC_ASSET_URL must be an absolute URL like https://cdn.sprig.example' })
      .transform((u) => u.replace(/\/+$/, '')),
  ),
  METRICS_TOKEN: unsetWhenEmpty(
    z
      .string()
      .min(16, 'METRICS_TOKEN must be at least 16 characters'),
  ),
  METRICS_PORT: z.coerce.number().int().min(0, 'METRICS_PORT must be a port number').max(65535, 'METRICS_PORT must be a port number').optional(),
  METRICS_HOST: z.string().min(1).optional(),
  MAIL_FROM: unsetWhenEmpty(
    z
      .string()
      .regex(/^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'MAIL_FROM must be an address, or a name and address like Sprig <hello@sprig.example>'),
  ),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  appSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  webDist: string;
  seedDemo: boolean;
  /** Take the client address from X-Forwarded-For: only behind a proxy that sets it. */
  trustProxy: boolean;
  /** Connections kept per client address and in all, and how long idle or slow ones may stay. */
  connectionLimits: ConnectionLimits;
  /** Origin used in canonical links, sitemaps and share images; else taken from each request. */
  publicUrl: string | undefined;
  production: boolean;
  /** Created as (or promoted to) an admin at start. */
  admin: { email: string; password: string } | undefined;
  /** New accounts one client address may create per 15 minutes. */
  signupRateLimit: number;
  loginRateLimit: number;
  /**
   * Every outbound connection (recipe import, AI provider, SMTP, SendGrid, Stripe, OpenID Connect)
   * may reach loopback and private networks: a local AI server, a mail relay on the LAN. Link-local
   * and cloud metadata addresses stay refused. Off by default.
   */
  allowPrivateNetworks: boolean;
  /** OpenID Connect sign-in next to the built-in accounts; undefined when not configured. */
  oidc: OidcConfig | undefined;
  /** The AI provider from the environment; admin settings may supply one when this is undefined. */
  ai: AiEnvConfig | undefined;
  aiTimeoutMs: number;
  /** Requests per minute one member may make to each AI endpoint. */
  aiRateLimit: number;
  /** Stripe Checkout from the environment; admin settings may supply keys when this is undefined. */
  stripe: StripeConfig | undefined;
  /** E-mail from the environment; admin settings supply the provider when neither SMTP_URL nor SENDGRID_API_KEY is set. */
  mail: MailEnvConfig | undefined;
  /** Redis shared by every instance (rate limits); undefined: each process counts its own. */
  redis: RedisConfig | undefined;
  /** Prometheus metrics (METRICS_TOKEN, METRICS_PORT, METRICS_HOST); undefined: off. */
  metrics: MetricsConfig | undefined;
  /** Pictures in an S3-compatible bucket (S3_*); undefined: in uploadsDir. */
  s3: S3Config | undefined;
  /** Where /uploads/<key> redirects (a CDN or the bucket's public address); undefined: the app sends the pictures. */
  publicAssetUrl: string | undefined;
}

/**
 * `token`: /metrics on the site answers with `Authorization: Bearer <token>` only (and the metrics
 * port asks it too). `port`: a listener of its own on `host` serving /metrics alone.
 */
export interface MetricsConfig {
  token: string | undefined;
  port: number | undefined;
  host: string;
}

/** REDIS_URL and REDIS_KEY_PREFIX: every key this site writes starts with the prefix, so one Redis may serve several sites. */
export interface RedisConfig {
  url: string;
  keyPrefix: string;
}

/** SMTP_URL or SENDGRID_API_KEY (one of them), MAIL_FROM, SENDGRID_API_URL. */
export interface MailEnvConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 */
  smtpUrl?: string | undefined;
  sendgridApiKey?: string | undefined;
  /** "Name <address>" or a bare address; used for every message when set. */
  from?: string | undefined;
  /** Another address for SendGrid's API (tests' stand-in); SendGrid's own when undefined. */
  sendgridApiUrl?: string | undefined;
}

/** Any OpenAI-compatible API (OpenRouter by default); an empty imageModel means no pictures. */
export interface AiEnvConfig {
  baseUrl: string;
  apiKey: string;
  textModel: string;
  imageModel: string;
}

export const DEFAULT_AI_BASE_URL = 'https://openrouter.ai/api/v1';
export const DEFAULT_AI_TEXT_MODEL = 'openai/gpt-4o-mini';
export const DEFAULT_AI_IMAGE_MODEL = 'google/gemini-2.5-flash-image';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the Stripe API (tests' stand-in); Stripe's own when undefined. */
  apiUrl?: string | undefined;
}

export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/** A setting missing or wrong: the server says which and stops (main.ts prints the message alone). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.APP_SECRET) throw new ConfigError('APP_SECRET is required when NODE_ENV=production');
  // E-mailed links (password reset) must not take their host from a request a stranger can forge.
  if (production && !e.PUBLIC_URL) throw new ConfigError('PUBLIC_URL is required when NODE_ENV=production');
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD are set together (or neither)');
  }
  const oidcSet = [e.OIDC_ISSUER_URL, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcSet !== 0 && oidcSet !== 3) {
    throw new ConfigError('OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together (or none)');
  }
  if (e.SMTP_URL && e.SENDGRID_API_KEY) throw new ConfigError('Set SMTP_URL or SENDGRID_API_KEY, not both');
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together (or neither)');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither)');
  }
  if (e.S3_ENDPOINT && !e.S3_BUCKET) throw new ConfigError('S3_ENDPOINT is set but S3_BUCKET is not: name the bucket pictures go to');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    // Without a configured secret, signed values only need to survive this process.
    appSecret: e.APP_SECRET ?? randomBytes(32).toString('hex'),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    seedDemo: e.SEED_DEMO === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    connectionLimits: {
      total: e.MAX_CONNECTIONS,
      // Behind a proxy every connection comes from the proxy: capping its address would cap the site.
      perAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY === 'true' ? 0 : DEFAULT_CONNECTION_LIMITS.perAddress),
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    },
    publicUrl: e.PUBLIC_URL,
    production,
    signupRateLimit: e.SIGNUP_RATE_LIMIT,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    allowPrivateNetworks: (e.ALLOW_PRIVATE_NETWORKS ?? e.IMPORT_ALLOW_PRIVATE_NETWORKS) === 'true',
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    oidc:
      e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    ai: e.AI_API_KEY
      ? {
          baseUrl: e.AI_BASE_URL ?? DEFAULT_AI_BASE_URL,
          apiKey: e.AI_API_KEY,
          textModel: e.AI_TEXT_MODEL ?? DEFAULT_AI_TEXT_MODEL,
          // OpenRouter's picture model is a sensible default only on OpenRouter; elsewhere name one.
          imageModel: e.AI_IMAGE_MODEL ?? ((e.AI_BASE_URL ?? DEFAULT_AI_BASE_URL) === DEFAULT_AI_BASE_URL ? DEFAULT_AI_IMAGE_MODEL : ''),
        }
      : undefined,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    aiRateLimit: e.AI_RATE_LIMIT,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : undefined,
    mail:
      e.SMTP_URL || e.SENDGRID_API_KEY || e.MAIL_FROM || e.SENDGRID_API_URL
        ? { smtpUrl: e.SMTP_URL, sendgridApiKey: e.SENDGRID_API_KEY, from: e.MAIL_FROM, sendgridApiUrl: e.SENDGRID_API_URL }
        : undefined,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    metrics: e.METRICS_TOKEN || e.METRICS_PORT !== undefined ? { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST ?? e.HOST } : undefined,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    publicAssetUrl: e.PUBLIC_ASSET_URL,
  };
}
