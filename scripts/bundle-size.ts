/** The start-up JavaScript of a build: the scripts index.html loads (entry and modulepreloads). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function initialJsGzip(dir: string): number {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return srcs.reduce((sum, src) => sum + gzipSync(readFileSync(join(dir, src))).length, 0);
}
