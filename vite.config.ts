import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { DEFAULT_SITE_NAME, DEFAULT_THEME } from './src/contracts/settings';
import { compressAssets } from './scripts/vite/compress-assets';
import { iconFactory } from './scripts/vite/icon-factory';
import { latinFontSubset } from './scripts/vite/latin-font-subset';
import { scriptsAfterPaint } from './scripts/vite/scripts-after-paint';

const API_TARGET = 'http://localhost:3000';
const proxy = {
  '/api': { target: API_TARGET, changeOrigin: false },
  '/uploads': { target: API_TARGET, changeOrigin: false },
  '/healthz': { target: API_TARGET, changeOrigin: false },
};

/** The page background of index.css (light), used as the splash screen colour. */
const BACKGROUND = '#fbfaf7';

/**
 * Progressive web app (ARCHITECTURE: vite-plugin-pwa, service worker at /sw.js, prompt for update).
 * The worker is registered by src/web/features/pwa/register-sw.ts, never by an injected script.
 * Notes on the Workbox runtime routes: `urlPattern` functions are copied into sw.js as source text,
 * so they may not use anything from this file.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  registerType: 'prompt',
  injectRegister: false,
  // The glob below already precaches the icons; listing them twice would duplicate entries.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: DEFAULT_SITE_NAME,
    short_name: DEFAULT_SITE_NAME,
    description: 'Wholesome recipes and clear nutrition for health-conscious home cooks.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: DEFAULT_THEME.primaryColor,
    background_color: BACKGROUND,
    categories: ['food', 'health', 'lifestyle'],
    // Long-press on the installed app's icon: straight to the list in a shop, or to the week.
    shortcuts: [
      { name: 'Shopping List', url: '/shopping-list', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      { name: 'Meal Plan', url: '/meal-plan', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    ],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // App shell: hashed JS/CSS, index.html, offline.html, icons and images of the public folder, and
    // the Latin subsets of the font (other scripts' subsets are cached when first used, below).
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    globIgnores: ['**/inter-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*.woff2'],
    navigateFallback: '/index.html',
    // Server-answered addresses that are not screens of the app.
    navigateFallbackDenylist: [
      /^\/api\//,
      /^\/uploads\//,
      /^\/sitemap[\w-]*\.xml$/,
      /^\/robots\.txt$/,
      /^\/(?:healthz|readyz)$/,
    ],
    cleanupOutdatedCaches: true,
    // Prompt for update: a new worker waits until the user chooses 'Update Now' (SKIP_WAITING).
    skipWaiting: false,
    // The first worker takes the open page at once, so what it shows next is cached for offline.
    clientsClaim: true,
    runtimeCaching: [
      {
        // Recently viewed recipes, the featured list and the site settings open offline, and so
        // does the member's shopping list (a shop's aisles often have no signal), with who is
        // signed in, so an offline reload does not send the member to sign in. Log Out clears
        // this cache (features/auth/api/sign-out.ts); online, the network answers first.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          (/^\/api\/recipes\/[^/]+$/.test(url.pathname) ||
            url.pathname === '/api/public/theme-settings' ||
            url.pathname === '/api/admin/settings' ||
            url.pathname === '/api/auth/user' ||
            url.pathname === '/api/shopping-list' ||
            url.pathname === '/api/shopping-list/pantry'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'sprig-api',
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Uploaded images (recipe photos, avatars): instant from cache, refreshed in the background.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'sprig-uploads',
          expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Font subsets left out of the precache; hashed names, so the first copy is good for ever.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.woff2'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'sprig-fonts',
          expiration: { maxEntries: 20, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Navigations the app shell does not answer (the denylist above): network, and the
        // offline page when that fails.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
    ],
  },
});

/** iOS ignores the manifest's icons for the home screen; it reads this link. */
const appleTouchIcon: Plugin = {
  name: 'sprig:apple-touch-icon',
  transformIndexHtml: () => [
    { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' }, injectTo: 'head' },
  ],
};

const FEATURE_INDEX = /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  // The server-rendering bundle (scripts/build-web.mjs) needs only React, the icons' factory and the
  // styles' class names.
  plugins: isSsrBuild
    ? [react(), iconFactory()]
    : [react(), iconFactory(), latinFontSubset(), tailwindcss(), pwa, appleTouchIcon, scriptsAfterPaint(), compressAssets()],
  // lucide-react is bundled into the server-rendering build too, so its icons come from the same factory.
  ssr: { noExternal: ['lucide-react'] },
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: isSsrBuild ? '../../dist/web-ssr' : '../../dist/web',
    emptyOutDir: true,
    // Every browser the app supports has modulepreload: the polyfill only added bytes to the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild ? {} : {
      // A feature's index.ts only re-exports (what other features may use, see eslint.config.js):
      // free of side effects, so importing it loads what is used, not the whole feature.
      treeshake: { moduleSideEffects: (id) => (FEATURE_INDEX.test(id) ? false : undefined) },
      output: {
        // React changes rarely: its own long-cached chunk. Lazy screens keep their libraries in
        // their own chunks.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy,
  },
  preview: {
    proxy,
  },
}));
