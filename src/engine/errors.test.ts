/**
 * One list of error codes (issue 38 item 3): `EngineErrorCode` is `ENGINE_ERROR_CODES[number]`,
 * and the compiler checks every code given to `fail` or put in an `EngineError`. This test checks
 * what the compiler cannot: that the list holds each code once, that no code written in the source
 * — refused by `fail`, `reject` and the validators, set as an error's `code`, or expected by a
 * test — is missing from it, and that it keeps no code nobody returns any more.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_ERROR_CODES, fail } from './errors';
import type { EngineErrorCode } from './errors';

const ROOT = join(import.meta.dirname, '../..');

/**
 * Namespaces with error types of their own, never an `EngineError`: the history import's refusals
 * (`ImportErrorCode`, src/analysis/logFile.ts), a save's (`SaveErrorCode` and the store's
 * `SaveProblem`, src/persistence), and the requests the bots' worker refuses (`BotRequestError`,
 * src/worker/botApi.ts).
 */
const OTHER_NAMESPACES = ['import', 'save', 'bot', 'analyse', 'coach', 'review'];

/** This file writes a code that is not in the list, to show that it does not compile. */
const THIS_FILE = 'src/engine/errors.test.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    // Lint fixtures are code written to break a rule, not the app's.
    if (entry.isDirectory()) return path === 'test/lint/fixtures' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && path !== THIS_FILE ? [path] : [];
  });
}

/** A namespaced code in quotes: `'claim/not-allowed'`. */
const CODE = String.raw`['\x60]([a-z]+/[a-z0-9-]+)['\x60]`;

/**
 * Where a code is written as an error's: the first argument of `fail` and of the reducer's and the
 * validators' helpers (`reject`, `error`, `refuse`), an error's `code:` (a value or its type), and
 * a test's `.code` comparisons.
 */
const CODE_PLACES = [
  new RegExp(String.raw`\b(?:fail|reject|error|refuse)\s*(?:<[^>()]*>)?\(\s*${CODE}`, 'g'),
  new RegExp(String.raw`\bcode\s*:\s*${CODE}`, 'g'),
  new RegExp(String.raw`\bcode\)?\s*\.toBe\(\s*${CODE}`, 'g'),
  new RegExp(String.raw`\bcode\s*[!=]==\s*${CODE}`, 'g'),
  new RegExp(String.raw`\bcode\s*:\s*[^;{}]*?\|\s*${CODE}`, 'g'),
];

/** Every code written in src and test, and where it is first found. */
function codesInSource(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of [...sourceFiles('src'), ...sourceFiles('test')]) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const place of CODE_PLACES) {
      for (const match of text.matchAll(place)) {
        const code = match[1];
        if (code === undefined || OTHER_NAMESPACES.includes(code.split('/')[0] ?? '')) continue;
        if (!found.has(code)) {
          const line = text.slice(0, match.index).split('\n').length;
          found.set(code, `${relative(ROOT, join(ROOT, file))}:${line}`);
        }
      }
    }
  }
  return found;
}

describe('EngineErrorCode: one list of every error code', () => {
  it('lists each code once, each namespaced', () => {
    expect(new Set(ENGINE_ERROR_CODES).size).toBe(ENGINE_ERROR_CODES.length);
    for (const code of ENGINE_ERROR_CODES) expect(code).toMatch(/^[a-z]+\/[a-z0-9-]+$/);
  });

  it('holds every code the source refuses with, sets on an error or expects in a test', () => {
    const listed: readonly string[] = ENGINE_ERROR_CODES;
    const found = codesInSource();
    // The scan finds the engine's own refusals, and through them the whole list's kinds of place.
    expect(found.has('claim/not-allowed')).toBe(true);
    expect(found.has('config/unknown-ruleset')).toBe(true);
    const missing = [...found].filter(([code]) => !listed.includes(code));
    expect(missing.map(([code, where]) => `${code} (${where})`)).toEqual([]);
  });

  it('keeps no code that nothing in src returns any more', () => {
    // A code only the tests mention is not returned: the app's source alone is scanned.
    const returned = new Set<string>();
    for (const file of sourceFiles('src').filter((f) => !/\.test\.tsx?$/.test(f))) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const place of CODE_PLACES)
        for (const match of text.matchAll(place))
          if (match[1] !== undefined) returned.add(match[1]);
    }
    expect(ENGINE_ERROR_CODES.filter((code) => !returned.has(code))).toEqual([]);
  });

  it('types fail() by the list', () => {
    const code: EngineErrorCode = 'claim/not-allowed';
    expect(fail(code, 'no')).toEqual({ ok: false, error: { code, message: 'no' } });
    // @ts-expect-error a code that is not in the list does not compile
    expect(fail('claim/unheard-of', 'no').ok).toBe(false);
  });
});
