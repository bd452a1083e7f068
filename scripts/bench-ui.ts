/**
 * `npm run bench:ui`: the table's figures in real Chromium against a production build — the
 * initial JavaScript (gzip) and the main thread's long tasks (> 50 ms, Long Tasks API) while the
 * bots think and play, over several hands at the normal bot speed, and the JS heap over a whole
 * 16-hand match at instant speed (no growth). Prints `name: value` lines.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../test/e2e/chromium';
import { INSTANT, playHands, playMatchMeasuringHeap } from '../test/e2e/heap';
import { initialJsGzip } from './bundle-size';

const OUT = 'dist-bench';
const HANDS = Number(process.argv[2] ?? 3);

/** A whole match at instant speed in a fresh page: the JS heap after the first hand and at the end. */
async function matchHeap(browser: Browser, url: string) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  try {
    await page.addInitScript((settings) => {
      localStorage.setItem('hu-settings', JSON.stringify({ state: { settings }, version: 1 }));
    }, INSTANT);
    await page.goto(`${url}?seed=bench-ui-heap&debug`);
    await page.getByRole('button', { name: 'New match' }).click();
    await page.getByRole('group', { name: 'Your hand' }).waitFor();
    return await playMatchMeasuringHeap(page);
  } finally {
    await page.close();
  }
}

async function main() {
  await build({ logLevel: 'warn', build: { outDir: OUT, emptyOutDir: true } });
  const bundle = readdirSync(join(OUT, 'assets')).length;
  const server = await preview({
    logLevel: 'warn',
    build: { outDir: OUT },
    preview: { host: '127.0.0.1', port: 4190, strictPort: false },
  });
  const url = server.resolvedUrls!.local[0]!;
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
    await page.addInitScript(() => {
      localStorage.setItem(
        'hu-settings',
        JSON.stringify({
          state: {
            settings: { botSpeed: 'fast', animationSpeed: 'normal', claimCountdown: false },
          },
          version: 1,
        }),
      );
      const w = window as unknown as { longTasks: number[]; measuring: boolean };
      w.longTasks = [];
      w.measuring = false;
      new PerformanceObserver((list) => {
        if (!w.measuring) return;
        for (const e of list.getEntries()) {
          w.longTasks.push(e.duration);
          const debug = (
            window as unknown as {
              huDebug?: () => { log: unknown[]; phase: { kind: string } | null };
            }
          ).huDebug?.();
          console.log(
            `long task ${e.duration.toFixed(0)} ms at action ${debug?.log.length} ${debug?.phase?.kind} dialog=${document.querySelector('.dialog') !== null}`,
          );
        }
      }).observe({ type: 'longtask', buffered: false });
    });
    page.on('console', (m) => {
      if (process.env['BENCH_TRACE'] && m.text().startsWith('long task')) console.log(m.text());
    });
    await page.goto(`${url}?seed=bench-ui&debug`);
    await page.getByRole('button', { name: 'New match' }).click();
    await page.getByRole('group', { name: 'Your hand' }).waitFor();
    // Start-up is over (the motion features and the fallback player load lazily): measure play.
    await page.waitForTimeout(2500);
    await page.evaluate(() => {
      (window as unknown as { measuring: boolean }).measuring = true;
    });
    const started = Date.now();
    await playHands(page, HANDS);
    const seconds = (Date.now() - started) / 1000;
    const tasks = await page.evaluate(
      () => (window as unknown as { longTasks: number[] }).longTasks,
    );
    const sorted = [...tasks].sort((a, b) => a - b);
    console.log(`ui initial js gzip KB: ${(initialJsGzip(OUT) / 1024).toFixed(1)}`);
    console.log(`ui assets emitted: ${bundle}`);
    console.log(`ui hands played: ${HANDS} in ${seconds.toFixed(1)} s`);
    console.log(`ui long tasks while playing: ${tasks.length}`);
    console.log(`ui longest task ms: ${sorted.length ? sorted[sorted.length - 1]!.toFixed(0) : 0}`);
    const heap = await matchHeap(browser, url);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
    console.log(`ui heap after first hand MB: ${mb(heap.afterFirstHand)}`);
    console.log(`ui heap after ${heap.hands} hands MB: ${mb(heap.atEnd)}`);
    console.log(`ui heap growth ratio: ${(heap.atEnd / heap.afterFirstHand).toFixed(2)}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
