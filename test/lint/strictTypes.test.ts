/**
 * Issue 38 item 3, types that check: an index read may miss (`noUncheckedIndexedAccess`), and the
 * app's code does not silence that with `x!` (lint fails on one outside the tests).
 */
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function nonNullErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter(
    (m) => m.ruleId === '@typescript-eslint/no-non-null-assertion' && m.severity === 2,
  );
}

const SNIPPET = 'export const first = (xs: readonly number[]): number => xs[0]!;\n';

describe('types that check', () => {
  it('type-checks index reads as possibly missing', () => {
    const config = JSON.parse(readFileSync('tsconfig.json', 'utf8')) as {
      compilerOptions: Record<string, unknown>;
    };
    expect(config.compilerOptions['noUncheckedIndexedAccess']).toBe(true);
    expect(config.compilerOptions['strict']).toBe(true);
  });

  it('fails lint on a non-null assertion in the app’s code, in every folder', async () => {
    for (const folder of ['engine', 'bots', 'store', 'ui', 'cli', 'app', 'worker']) {
      const found = await nonNullErrors(SNIPPET, `src/${folder}/strictness-probe.ts`);
      expect(
        found.map((m) => m.line),
        folder,
      ).toEqual([1]);
    }
  });

  it('lets a test assert what it has just set up', async () => {
    expect(await nonNullErrors(SNIPPET, 'src/engine/strictness-probe.test.ts')).toEqual([]);
  });
});
