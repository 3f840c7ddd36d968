import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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

/**
 * Web features talk to each other only through a feature's public index.ts (issue 16): one zone
 * per feature, closing its folder to every other feature except its index. Read from the folder,
 * so a new feature is covered the day it appears.
 */
const FEATURES = 'src/web/features';
const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `${FEATURES}/!(${feature})/**`,
  from: `${FEATURES}/${feature}`,
  except: ['./index.ts'],
  message: `Import the ${feature} feature through its index ('features/${feature}'); export there what other features may use.`,
}));
// The app shell (router, layout, providers) uses features the same way, except that the router
// loads each screen lazily from its own file, so a page is not pulled in through the index.
const appZones = features.map((feature) => ({
  target: 'src/web/app/**',
  from: `${FEATURES}/${feature}`,
  except: ['./index.ts', './pages', './admin-routes.tsx'],
  message: `Import the ${feature} feature through its index ('features/${feature}'); only the router's lazy pages are read from their own files.`,
}));
// Shared code (components, lib) sits below every feature and the app shell: it imports neither.
const sharedZones = ['src/web/components', 'src/web/lib'].map((target) => ({
  target: `${target}/**`,
  from: [FEATURES, 'src/web/app'],
  message: 'Shared web code (components, lib) imports no feature and not the app shell; move what it needs down into lib.',
}));

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
    // Type-aware: a promise nobody awaits, returns or marks `void` loses its failure silently.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows only files it may parse: the TypeScript ones, with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...appZones, ...sharedZones] }],
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
