import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import directions of ARCHITECTURE.md (and ADR 0001), enforced here rather than in review:
 * web -> contracts, domain; server -> contracts, domain, db; db -> domain, contracts;
 * domain -> contracts; contracts -> zod only.
 */
const layer = (name) => [`**/${name}`, `**/${name}/**`];
const serverOnlyPackages = ['fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'sharp', '@electric-sql/*'];
const restrict = (files, groups, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }] },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  restrict(
    ['src/contracts/**'],
    [...layer('domain'), ...layer('db'), ...layer('server'), ...layer('web'), 'node:*', 'react', ...serverOnlyPackages],
    'contracts import only zod (ARCHITECTURE.md, Layout)',
  ),
  restrict(
    ['src/domain/**'],
    [...layer('db'), ...layer('server'), ...layer('web'), 'node:*', 'react', 'react-dom', ...serverOnlyPackages],
    'domain is pure logic: no I/O, no framework (ARCHITECTURE.md, Layout)',
  ),
  restrict(['src/db/**'], [...layer('server'), ...layer('web')], 'db imports only domain and contracts (ADR 0001)'),
  restrict(['src/server/**'], [...layer('web')], 'the server never imports the web app'),
  restrict(
    ['src/web/**'],
    [...layer('server'), ...layer('db'), 'node:*', ...serverOnlyPackages],
    'the web imports only contracts and domain (ARCHITECTURE.md, Layout)',
  ),
);
