import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.uploadsDir).toBe(path.join(path.resolve('./data'), 'uploads'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.logLevel).toBe('info');
    expect(c.seedDemo).toBe(true);
    expect(c.appSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h:5432/db',
      APP_SECRET: 'a'.repeat(32),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    });
    expect(c).toMatchObject({ port: 8080, dataDir: '/tmp/x', databaseUrl: 'postgres://u@h:5432/db', logLevel: 'warn', seedDemo: false });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET must be at least 32 characters'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'production' }, 'APP_SECRET is required'],
    [{ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) }, 'PUBLIC_URL is required'],
    [{ ADMIN_EMAIL: 'a@b.example' }, 'ADMIN_EMAIL and ADMIN_PASSWORD'],
    [{ SIGNUP_RATE_LIMIT: '0' }, 'SIGNUP_RATE_LIMIT must be at least 1'],
    [{ LOGIN_RATE_LIMIT: '0' }, 'LOGIN_RATE_LIMIT must be at least 1'],
    [{ ADMIN_EMAIL: 'a@b.example', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL must be an e-mail address'],
    [{ OIDC_ISSUER_URL: 'https://id.example' }, 'OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET'],
    [{ OIDC_CLIENT_ID: 'sprig', OIDC_CLIENT_SECRET: 's3cret' }, 'OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET'],
    [{ OIDC_ISSUER_URL: 'not a url', OIDC_CLIENT_ID: 'sprig', OIDC_CLIENT_SECRET: 's3cret' }, 'OIDC_ISSUER_URL must be an absolute URL'],
    [{ AI_API_KEY: 'k', AI_BASE_URL: 'openrouter' }, 'AI_BASE_URL must be an absolute URL'],
    [{ AI_TIMEOUT_MS: '10' }, 'AI_TIMEOUT_MS must be at least 1000'],
    [{ AI_RATE_LIMIT: '0' }, 'AI_RATE_LIMIT must be at least 1'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, 'STRIPE_SECRET_KEY must be a Stripe secret key'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret'],
  ])('rejects %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the OpenID Connect settings, all three or none', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(loadConfig({ OIDC_ISSUER_URL: '', OIDC_CLIENT_ID: '', OIDC_CLIENT_SECRET: '' }).oidc).toBeUndefined();
    expect(
      loadConfig({ OIDC_ISSUER_URL: 'https://id.example/realms/x', OIDC_CLIENT_ID: 'sprig', OIDC_CLIENT_SECRET: 's3cret' }).oidc,
    ).toEqual({ issuerUrl: 'https://id.example/realms/x', clientId: 'sprig', clientSecret: 's3cret' });
  });

  it('switches the AI tools on with AI_API_KEY, with OpenRouter and its models by default', () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(loadConfig({ AI_API_KEY: '' }).ai).toBeUndefined();
    expect(loadConfig({ AI_API_KEY: 'k' }).ai).toEqual({
      baseUrl: 'https://openrouter.ai/api/v1',
      apiKey: 'k',
      textModel: 'openai/gpt-4o-mini',
      imageModel: 'google/gemini-2.5-flash-image',
    });
    const local = loadConfig({ AI_API_KEY: 'none', AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_TEXT_MODEL: 'llama3.2', AI_TIMEOUT_MS: '120000', AI_RATE_LIMIT: '3' });
    expect(local).toMatchObject({ ai: { baseUrl: 'http://127.0.0.1:11434/v1', textModel: 'llama3.2', imageModel: '' }, aiTimeoutMs: 120_000, aiRateLimit: 3 });
    expect(loadConfig({ AI_API_KEY: 'k', AI_IMAGE_MODEL: '' }).ai?.imageModel).toBe('');
    expect(loadConfig({ AI_API_KEY: 'k', AI_BASE_URL: 'https://api.openai.example/v1', AI_IMAGE_MODEL: 'gpt-image-1' }).ai?.imageModel).toBe('gpt-image-1');
  });

  it('reads the Stripe keys, both or neither', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_y' }).stripe).toEqual({
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_y',
      apiUrl: undefined,
    });
  });

  it('caps connections per address and in all, with no per-address cap behind a trusted proxy unless set', () => {
    expect(loadConfig({}).connectionLimits).toEqual({ perAddress: 64, total: 4096, keepAliveTimeoutMs: 5_000, headersTimeoutMs: 15_000 });
    expect(loadConfig({ TRUST_PROXY: 'true' }).connectionLimits.perAddress).toBe(0);
    const set = loadConfig({
      TRUST_PROXY: 'true',
      MAX_CONNECTIONS_PER_ADDRESS: '500',
      MAX_CONNECTIONS: '9000',
      KEEP_ALIVE_TIMEOUT_MS: '2000',
      HEADERS_TIMEOUT_MS: '8000',
    });
    expect(set.connectionLimits).toEqual({ perAddress: 500, total: 9000, keepAliveTimeoutMs: 2_000, headersTimeoutMs: 8_000 });
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow('MAX_CONNECTIONS must be at least 1');
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '400000' })).toThrow('HEADERS_TIMEOUT_MS must be at most 120000');
  });

  it('allows private networks by ALLOW_PRIVATE_NETWORKS, or by its old name IMPORT_ALLOW_PRIVATE_NETWORKS', () => {
    expect(loadConfig({}).allowPrivateNetworks).toBe(false);
    expect(loadConfig({ ALLOW_PRIVATE_NETWORKS: 'true' }).allowPrivateNetworks).toBe(true);
    expect(loadConfig({ IMPORT_ALLOW_PRIVATE_NETWORKS: 'true' }).allowPrivateNetworks).toBe(true);
    expect(loadConfig({ ALLOW_PRIVATE_NETWORKS: 'false', IMPORT_ALLOW_PRIVATE_NETWORKS: 'true' }).allowPrivateNetworks).toBe(false);
    expect(() => loadConfig({ ALLOW_PRIVATE_NETWORKS: 'yes' })).toThrow('ALLOW_PRIVATE_NETWORKS must be true or false');
  });

  it('shares rate limits through Redis only when REDIS_URL is set, under the sprig: prefix unless another is given', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redis).toEqual({ url: 'redis://cache:6379', keyPrefix: 'sprig:' });
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@cache:6380/2', REDIS_KEY_PREFIX: 'site-b:' }).redis).toEqual({ url: 'rediss://u:p@cache:6380/2', keyPrefix: 'site-b:' });
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL must look like redis:\/\/host:6379/);
    expect(() => loadConfig({ REDIS_URL: 'redis://cache', REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX must be/);
  });

  it('keeps pictures in the uploads folder unless S3_BUCKET is set, and reads the S3_* settings with it', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '' }).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'sprig-pictures' }).s3).toEqual({ endpoint: undefined, bucket: 'sprig-pictures', region: 'us-east-1', credentials: undefined, forcePathStyle: false });
    const env = { S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'pics', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true' };
    expect(loadConfig(env).s3).toEqual({ endpoint: 'http://minio:9000', bucket: 'pics', region: 'auto', credentials: { accessKeyId: 'id', secretAccessKey: 'secret' }, forcePathStyle: true });
    expect(() => loadConfig({ S3_BUCKET: 'pics', S3_ACCESS_KEY_ID: 'id' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither)');
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_ENDPOINT is set but S3_BUCKET is not/);
    expect(() => loadConfig({ S3_BUCKET: 'Pictures_Bucket' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'pics', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an absolute URL/);
    expect(() => loadConfig({ S3_BUCKET: 'pics', S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE must be true or false');
  });

  it('redirects pictures to PUBLIC_ASSET_URL only when it is set, without a trailing slash', () => {
    expect(loadConfig({}).publicAssetUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_ASSET_URL: 'https://cdn.sprig.example/pictures/' }).publicAssetUrl).toBe('https://cdn.sprig.example/pictures');
    expect(() => loadConfig({ PUBLIC_ASSET_URL: 'cdn.sprig.example' })).toThrow(/PUBLIC_ASSET_URL must be an absolute URL/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
