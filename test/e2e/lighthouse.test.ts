/**
 * Issue 6's acceptance line: Lighthouse 12, mobile emulation, median of 5 runs on the preview
 * build — performance ≥ 95 (issue 17, see THRESHOLDS), accessibility 100, best practices 100
 * (scripts/lighthouse.ts). Issue 17's: the title paints from the HTML, so the largest paint comes
 * at ≤ 1.8 s (the margin over its 1.2 s aim) and the first at ≤ 1.5 s, whatever the CPU
 * load does to the blocking time.
 */
import { describe, expect, inject, it } from 'vitest';
import { THRESHOLDS, formatFailing, formatFigures, runLighthouse } from '../../scripts/lighthouse';

describe('Lighthouse on the preview build', () => {
  it('scores performance ≥ 95, accessibility and best practices 100, LCP ≤ 1.8 s (median of 5)', async () => {
    const summary = await runLighthouse({
      url: inject('baseUrl'),
      runs: 5,
      chromePath: inject('chromiumPath'),
      // The reports of the last run stay there (HTML to open, JSON to query) to explain a failure.
      reportDir: 'test-results/lighthouse',
      onRun: (run, index) => console.log(`lighthouse run ${index + 1}: ${formatFigures(run)}`),
    });
    const { median } = summary;
    console.log(`lighthouse median: ${formatFigures(median)}`);
    console.log(
      `lighthouse medians: LCP ${Math.round(median.lcp)} ms, TBT ${Math.round(median.tbt)} ms, ` +
        `CLS ${median.cls.toFixed(3)}`,
    );
    const failing = formatFailing(summary.runs);
    if (failing.length > 0) console.log(`lighthouse failing audits:\n  ${failing.join('\n  ')}`);

    expect(median.scores.performance).toBeGreaterThanOrEqual(THRESHOLDS.performance);
    expect(median.lcp).toBeLessThanOrEqual(1800);
    expect(median.fcp).toBeLessThanOrEqual(1500);
    expect(median.cls).toBeLessThanOrEqual(0.02);
    expect(median.scores.accessibility).toBe(THRESHOLDS.accessibility);
    expect(median.scores['best-practices']).toBe(THRESHOLDS['best-practices']);
  }, 240_000);
});
