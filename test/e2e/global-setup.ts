/**
 * Builds the app as `npm start` does, serves it with `vite preview` on 127.0.0.1, and finds
 * Chromium; the browser tests receive both through `inject`.
 */
import { rmSync } from 'node:fs';
import { buildApp, previewApp } from './build';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** The built app the preview serves. */
    outDir: string;
  }
}

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  // One build per test run and project, so runs side by side do not empty each other's files.
  const outDir = `dist-e2e/${process.pid}-${project.name}`;
  await buildApp(outDir);
  const server = await previewApp(outDir, 4180);
  project.provide('baseUrl', server.url);
  project.provide('chromiumPath', chromiumPath);
  project.provide('outDir', outDir);
  return async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
