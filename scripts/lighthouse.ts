/**
 * `npm run lighthouse`: issue 6's Lighthouse check. Builds the app for production into a temporary
 * folder, serves it with `vite preview` on 127.0.0.1, runs Lighthouse 12 (its default mobile
 * emulation and simulated throttling) several times in a fresh headless Chromium each, and prints
 * every run and the medians: the performance, accessibility and best-practices scores, LCP, TBT,
 * CLS and FCP, and the audits that keep a category below 100. Exits 1 when a median misses
 * THRESHOLDS. `npx tsx scripts/lighthouse.ts [runs]` (5 by default); CHROME_PATH picks the browser.
 *
 * test/e2e/lighthouse.test.ts reuses runLighthouse() against the preview the browser tests serve.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// chrome-launcher is Lighthouse's own launcher (a dependency of lighthouse): the CLI's flags.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { buildApp, previewApp } from '../test/e2e/build';
import { CHROMIUM_ARGS, findChromium } from '../test/e2e/chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The acceptance lines, on the medians (scores are 0–1): issue 6's accessibility and best
 * practices 100, and issue 17's performance ≥ 0.95 (its aim is 0.98; the margin absorbs this
 * machine's noise). The start-up work of issue 17 put the title in the HTML: 100 in every run here
 * on 2026-11-27 (LCP 0.91 s, TBT 0 ms). Before, on a shared CPU, the score fell to 85–89 with
 * Total Blocking Time of 57–226 ms, and the floor was 0.8; the test now runs alone, after every
 * other test (vite.config.ts), so that the blocking time it measures is the app's own.
 */
export const THRESHOLDS: Readonly<Record<Category, number>> = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
};

export interface FailingAudit {
  readonly category: Category;
  readonly id: string;
  readonly title: string;
  /** What the audit measured, e.g. "2.9 s" (Lighthouse's displayValue), if anything. */
  readonly value?: string;
}

export interface LighthouseFigures {
  readonly scores: Readonly<Record<Category, number>>;
  /** Largest Contentful Paint, ms. */
  readonly lcp: number;
  /** Total Blocking Time, ms. */
  readonly tbt: number;
  /** Cumulative Layout Shift. */
  readonly cls: number;
  /** First Contentful Paint, ms. */
  readonly fcp: number;
}

export interface LighthouseRun extends LighthouseFigures {
  /** Audits that cost a category below 100 points in this run. */
  readonly failing: readonly FailingAudit[];
  /** The LCP element as Lighthouse saw it (its selector), if it reported one. */
  readonly lcpElement?: string;
  /** Lighthouse's CPU benchmark of this machine at the time (higher is faster). */
  readonly benchmarkIndex?: number;
  readonly warnings: readonly string[];
}

export interface LighthouseSummary {
  readonly runs: readonly LighthouseRun[];
  readonly median: LighthouseFigures;
}

export interface LighthouseOptions {
  readonly url: string;
  /** How many runs the medians are taken over; 5 by default. */
  readonly runs?: number;
  /** Chromium or Chrome; findChromium() by default. */
  readonly chromePath?: string;
  /** Called after each run (its index from 0), e.g. to print it. */
  readonly onRun?: (run: LighthouseRun, index: number) => void;
  /** If given, each run's report is saved there as run-<n>.html and run-<n>.json. */
  readonly reportDir?: string;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${id}`);
  return value;
}

/** Audits of a category that count and did not pass (scored below 1). */
function failingAudits(lhr: Result, category: Category): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    // Performance lists its diagnostics with weight 0: only the metrics and the audits that
    // estimate savings say why the score is not 100.
    if (ref.weight === 0 && audit.scoreDisplayMode !== 'metricSavings') continue;
    failing.push({
      category,
      id: audit.id,
      title: audit.title,
      ...(audit.displayValue ? { value: audit.displayValue } : {}),
    });
  }
  return failing;
}

function figuresOf(lhr: Result): LighthouseRun {
  const scores = {} as Record<Category, number>;
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (score === null || score === undefined) {
      throw new Error(`Lighthouse gave no ${category} score (${lhr.runtimeError?.message ?? ''})`);
    }
    scores[category] = score;
    if (score < 1) failing.push(...failingAudits(lhr, category));
  }
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details;
  let lcpElement: string | undefined;
  if (lcpDetails?.type === 'list') {
    const table = lcpDetails.items[0];
    const node = table?.type === 'table' ? table.items[0]?.['node'] : undefined;
    if (node && typeof node === 'object' && 'selector' in node) lcpElement = String(node.selector);
  }
  return {
    scores,
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    failing,
    ...(lcpElement ? { lcpElement } : {}),
    ...(lhr.environment.benchmarkIndex ? { benchmarkIndex: lhr.environment.benchmarkIndex } : {}),
    warnings: lhr.runWarnings,
  };
}

/** One Lighthouse run in its own headless Chromium with a fresh profile. */
async function runOnce(
  url: string,
  chromePath: string,
  report?: { dir: string; name: string },
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'html',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    if (report) {
      mkdirSync(report.dir, { recursive: true });
      writeFileSync(join(report.dir, `${report.name}.html`), String(result.report));
      writeFileSync(join(report.dir, `${report.name}.json`), JSON.stringify(result.lhr, null, 1));
    }
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}

/**
 * Runs Lighthouse `runs` times, one after another (never side by side: they would slow each other
 * down), and takes the median of each figure separately.
 */
export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseSummary> {
  const count = options.runs ?? 5;
  const chromePath = options.chromePath ?? findChromium();
  const runs: LighthouseRun[] = [];
  for (let index = 0; index < count; index++) {
    const report = options.reportDir
      ? { dir: options.reportDir, name: `run-${index + 1}` }
      : undefined;
    const run = await runOnce(options.url, chromePath, report);
    runs.push(run);
    options.onRun?.(run, index);
  }
  const scores = {} as Record<Category, number>;
  for (const category of CATEGORIES) scores[category] = median(runs.map((r) => r.scores[category]));
  return {
    runs,
    median: {
      scores,
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      fcp: median(runs.map((r) => r.fcp)),
    },
  };
}

/** The thresholds a set of medians misses, as sentences; empty when all are met. */
export function missedThresholds(median: LighthouseFigures): string[] {
  return CATEGORIES.filter((category) => median.scores[category] < THRESHOLDS[category]).map(
    (category) =>
      `${category} ${Math.round(median.scores[category] * 100)} < ${THRESHOLDS[category] * 100}`,
  );
}

/** One line of figures: `performance 97 · accessibility 100 · … · LCP 2.14 s · TBT 21 ms · …`. */
export function formatFigures(figures: LighthouseFigures): string {
  const score = (category: Category) => Math.round(figures.scores[category] * 100);
  return [
    `performance ${score('performance')}`,
    `accessibility ${score('accessibility')}`,
    `best-practices ${score('best-practices')}`,
    `LCP ${(figures.lcp / 1000).toFixed(2)} s`,
    `TBT ${Math.round(figures.tbt)} ms`,
    `CLS ${figures.cls.toFixed(3)}`,
    `FCP ${(figures.fcp / 1000).toFixed(2)} s`,
  ].join(' · ');
}

/** Every audit that failed in some run, once, with how many runs it failed in. */
export function formatFailing(runs: readonly LighthouseRun[]): string[] {
  const seen = new Map<string, { audit: FailingAudit; runs: number }>();
  for (const run of runs) {
    for (const audit of run.failing) {
      const key = `${audit.category}/${audit.id}`;
      const entry = seen.get(key);
      if (entry) entry.runs++;
      else seen.set(key, { audit, runs: 1 });
    }
  }
  return [...seen.values()].map(
    ({ audit, runs: failedIn }) =>
      `${audit.category}: ${audit.id} — ${audit.title}${audit.value ? ` (${audit.value})` : ''}` +
      ` [${failedIn}/${runs.length} runs]`,
  );
}

/** Builds as `npm start` does (NODE_ENV=production), into a temporary folder, and previews it. */
async function buildAndPreview(): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'hu-lighthouse-'));
  await buildApp(outDir);
  const server = await previewApp(outDir, 4200);
  return {
    url: server.url,
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Where `npm run lighthouse` leaves each run's report (HTML to open, JSON to query). */
const REPORT_DIR = 'test-results/lighthouse';

async function main(): Promise<number> {
  const runs = Number(process.argv[2] ?? 5);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`not a number of runs: ${process.argv[2]}`);
  const chromePath = findChromium();
  const served = await buildAndPreview();
  try {
    console.log(`Lighthouse ${runs}× (mobile) on ${served.url} with ${chromePath}`);
    const summary = await runLighthouse({
      url: served.url,
      runs,
      chromePath,
      reportDir: REPORT_DIR,
      onRun: (run, index) => {
        const cpu = run.benchmarkIndex ? ` · benchmarkIndex ${Math.round(run.benchmarkIndex)}` : '';
        console.log(`run ${index + 1}: ${formatFigures(run)}${cpu}`);
        if (run.lcpElement) console.log(`       LCP element: ${run.lcpElement}`);
        for (const warning of run.warnings) console.log(`       warning: ${warning}`);
      },
    });
    console.log(`median: ${formatFigures(summary.median)}`);
    console.log(`reports: ${REPORT_DIR}/run-<n>.html`);
    const failing = formatFailing(summary.runs);
    if (failing.length > 0) {
      console.log('failing audits:');
      for (const line of failing) console.log(`  ${line}`);
    }
    const missed = missedThresholds(summary.median);
    if (missed.length > 0) {
      console.error(`FAIL: ${missed.join(', ')}`);
      return 1;
    }
    console.log(
      `PASS: performance ≥ ${Math.round(THRESHOLDS.performance * 100)}, accessibility 100, best practices 100 (medians)`,
    );
    return 0;
  } finally {
    await served.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
