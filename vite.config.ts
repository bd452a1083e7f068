/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { createServer, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import packageJson from './package.json' with { type: 'json' };
import {
  DEFERRED_PRELOAD,
  ENTRY_META,
  TITLE_BOOT_SCRIPT,
  TITLES_TEMPLATE_ID,
} from './src/ui/title/boot.ts';

const APP_VERSION = JSON.stringify(process.env['HU_VERSION'] ?? packageJson.version);

/** The page's one inline script, allowed by its hash and nothing else (src/ui/title/boot.ts). */
const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(TITLE_BOOT_SCRIPT).digest('base64')}'`;

/**
 * The Content-Security-Policy (issue 6): everything from our own origin, no inline script but the
 * title's boot script (by its hash), workers from self. Styles set through the DOM (React's `style`, motion) are not inline style sheets, so
 * `style-src 'self'` holds. Served as a header by `npm start` and as a <meta> in the built page,
 * so a plain static host applies it as well.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${BOOT_SCRIPT_SOURCE}`,
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Puts the policy into the built index.html (the dev server's inline scripts would break it). */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'hu-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * The title screen painted from the HTML itself (issue 17): every variant is rendered at build time
 * by the app's own components (src/ui/title/prerender.tsx, loaded through Vite's server-side
 * loader); #root holds the default one and the boot script swaps in the person's before the first
 * paint. The app then hydrates it (main.tsx). The entry script and its preloads become inert tags
 * the boot script brings to life after that paint.
 */
function prerenderTitle(): Plugin {
  return {
    name: 'hu-prerender-title',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          define: { __APP_VERSION__: APP_VERSION },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { prerenderTitles } = (await server.ssrLoadModule(
            '/src/ui/title/prerender.tsx',
          )) as typeof import('./src/ui/title/prerender');
          const titles = prerenderTitles();
          const first = titles[0];
          if (first === undefined) throw new Error('no title was rendered');
          const variants = titles
            .map((title) => `<div data-title="${title.key}">${title.html}</div>`)
            .join('');
          const root = '<div id="root"></div>';
          if (!html.includes(root)) throw new Error(`index.html has no ${root}`);
          const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
          if (!entry.test(html)) throw new Error('index.html has no entry script');
          return html
            .replace(entry, `<meta name="${ENTRY_META}" content="$1">`)
            .replaceAll(
              /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
              `<link rel="${DEFERRED_PRELOAD}" href="$1">`,
            )
            .replace(
              root,
              `<div id="root" data-title="${first.key}">${first.html}</div>` +
                `<template id="${TITLES_TEMPLATE_ID}">${variants}</template>` +
                `<script>${TITLE_BOOT_SCRIPT}</script>`,
            );
        } finally {
          await server.close();
        }
      },
    },
  };
}

export default defineConfig({
  // The version people see in Settings (and quote in a bug report); HU_VERSION names a build.
  define: {
    __APP_VERSION__: APP_VERSION,
  },
  plugins: [
    react(),
    contentSecurityPolicy(),
    prerenderTitle(),
    VitePWA({
      strategies: 'generateSW',
      // The person decides when an update applies, and only between hands (src/pwa/register.ts).
      registerType: 'prompt',
      // injectRegister stays at its default: main.tsx imports virtual:pwa-register, so nothing is
      // injected (shared/toolchain.md: `false` would drop clientsClaim).
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Hu! — Zung Jung mahjong',
        short_name: 'Hu!',
        description:
          'Offline mahjong against three computer opponents, Zung Jung rules, in Italian and English',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0a3d26',
        theme_color: '#0f5132',
        categories: ['games'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Every emitted file (test/e2e/pwa.test.ts checks none is left out); the manifest is added
        // by the plugin itself.
        globPatterns: ['**/*.{js,css,html,png,svg,ico,txt}'],
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        // No skipWaiting: a waiting update applies when the person accepts it between hands.
      },
    }),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // Everything the entry imports in one chunk (issue 17): left to itself, the bundler gives each
      // module the lazy screens share with it a chunk of its own — a dozen requests before the title
      // is the app's, each compressed alone (about 3 KB gzip more than one chunk).
      output: {
        codeSplitting: {
          groups: [{ name: 'startup', tags: ['$initial'] }],
        },
      },
    },
  },
  preview: {
    headers: {
      'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on the 2-core machines the
    // tests run on. The browser tests spend most of their time waiting on Chromium, so a second
    // worker keeps both cores busy: the whole run went from 710 s to 482 s here, all passing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.ts', 'test/sim/**/*.test.ts', 'test/lint/**/*.test.ts'],
          setupFiles: ['./test/setup/gameEngine.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          sequence: { groupOrder: 0 },
          // A table rendered in jsdom takes a second or two; beside the browser tests on a busy
          // 2-core machine, several (the default is 5 s).
          testTimeout: 20_000,
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./test/setup/gameEngine.ts', './src/ui/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          exclude: ['test/e2e/lighthouse.test.ts'],
          sequence: { groupOrder: 0 },
          globalSetup: ['./test/e2e/global-setup.ts'],
          // The tests work out in Node what the page should show, with the store's helpers too.
          setupFiles: ['./test/setup/gameEngine.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Lighthouse measures the page's main-thread work: it runs once every other test is done,
          // alone on the machine, so that the blocking time it reports is the app's own (issue 17).
          name: 'lighthouse',
          environment: 'node',
          include: ['test/e2e/lighthouse.test.ts'],
          globalSetup: ['./test/e2e/global-setup.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
