/**
 * Builds the app as `npm start` does, serves it with `vite preview` on 127.0.0.1, and finds
 * Chromium; the browser tests receive both through `inject`.
 */
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const outDir = 'dist-e2e';
  // vitest sets NODE_ENV=test, which Vite would carry into the bundle (React's development
  // build): the browser tests must run what `npm start` serves.
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env['NODE_ENV'] = nodeEnv;
  }
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 4180, strictPort: false },
  });
  const baseUrl = server.resolvedUrls?.local[0];
  if (!baseUrl) throw new Error('vite preview did not report its address');
  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    await server.close();
  };
}
