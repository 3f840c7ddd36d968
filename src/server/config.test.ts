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
    [{ ADMIN_EMAIL: 'a@b.example', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL must be an e-mail address'],
    [{ OIDC_ISSUER_URL: 'https://id.example' }, 'OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET'],
    [{ OIDC_CLIENT_ID: 'sprig', OIDC_CLIENT_SECRET: 's3cret' }, 'OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET'],
    [{ OIDC_ISSUER_URL: 'not a url', OIDC_CLIENT_ID: 'sprig', OIDC_CLIENT_SECRET: 's3cret' }, 'OIDC_ISSUER_URL must be an absolute URL'],
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

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
