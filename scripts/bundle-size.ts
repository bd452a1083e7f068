/**
 * The start-up JavaScript of a build: the scripts index.html loads (entry and modulepreloads,
 * which the title's boot script starts after the first paint),
 * plus the language catalogue the app fetches before its first render (src/ui/i18n loads the
 * spoken language's only; the larger of the two is counted).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipped = (dir: string, file: string) => gzipSync(readFileSync(join(dir, file))).length;

export function initialJsGzip(dir: string): number {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/(?:src|href|content)="\/?(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const catalogues = readdirSync(join(dir, 'assets'))
    .filter((file) => /^text\.(en|it)-[\w-]+\.js$/.test(file))
    .map((file) => gzipped(dir, `assets/${file}`));
  if (catalogues.length !== 2) throw new Error(`expected the en and it catalogue chunks in ${dir}`);
  return srcs.reduce((sum, src) => sum + gzipped(dir, src), Math.max(...catalogues));
}
