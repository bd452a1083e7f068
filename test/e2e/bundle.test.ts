/** The start-up weight of the built app: what a phone downloads and parses before the table. */
import { describe, expect, inject, it } from 'vitest';
import { initialJsGzip } from '../../scripts/bundle-size';

describe('the production build', () => {
  it('loads at most 150 KB of JavaScript (gzip) at start-up', () => {
    const bytes = initialJsGzip(inject('outDir'));
    // Sanity: the entry was found (React alone is ~60 KB gzip).
    expect(bytes).toBeGreaterThan(60 * 1024);
    expect(bytes).toBeLessThanOrEqual(150 * 1024);
  });
});
