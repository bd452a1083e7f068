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
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
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
