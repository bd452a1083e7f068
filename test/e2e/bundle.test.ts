/** The start-up weight of the built app: what a phone downloads and parses before the table. */
import { describe, expect, inject, it } from 'vitest';
import { initialJsGzip } from '../../scripts/bundle-size';

describe('the production build', () => {
  // Issue 17 asks for 100 KB and a test at 110. The title paints from the HTML; motion, the game
  // engine, comlink and the service worker's registration load after it, and saving (idb), the
  // bots' client and the table's keyboard once the title is the app's, all in one chunk with the
  // entry (98.4 KB on 2026-11-26). What is left: React DOM (~60 KB), i18next with its React binding
  // and language detector (~21 KB), React, zustand, the title and the catalogue (~4 KB).
  it('loads at most 110 KB of JavaScript (gzip) at start-up', () => {
    const bytes = initialJsGzip(inject('outDir'));
    // Sanity: the entry was found (React alone is ~60 KB gzip).
    expect(bytes).toBeGreaterThan(60 * 1024);
    expect(bytes).toBeLessThanOrEqual(110 * 1024);
  });
});
