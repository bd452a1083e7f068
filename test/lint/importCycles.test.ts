/**
 * design.md habit 13, issue 38 item 5: no import circle, type imports included. The rule
 * (eslint-rules/no-import-cycle.js) fails a circle of `import type` only, which `import-x/no-cycle`
 * lets through (the fixtures in test/lint/fixtures/typeCycle), and the app's code has none.
 */
import { ESLint } from 'eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { describe, expect, it } from 'vitest';
import hu from '../../eslint-rules/no-import-cycle.js';

const FIXTURES = 'test/lint/fixtures/typeCycle';

/** Lints with the project's config plus the rule on the fixtures (ignored by `npm run lint`). */
const eslint = new ESLint({
  ignore: false,
  overrideConfig: {
    files: [`${FIXTURES}/**/*.ts`],
    plugins: { hu },
    rules: { 'hu/no-import-cycle': 'error' },
  },
});

async function messages(file: string) {
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).filter((m) => m.ruleId === 'hu/no-import-cycle');
}

describe('import circles, type imports included', () => {
  it('fail a circle made of type imports only, naming it', async () => {
    const found = await messages(`${FIXTURES}/slice.ts`);
    expect(found.map((m) => m.message)).toEqual([
      `Import circle, type imports included: ${FIXTURES}/slice.ts → ${FIXTURES}/store.ts → ${FIXTURES}/slice.ts.`,
    ]);
    expect(found[0]!.line).toBe(2);
    // import-x/no-cycle, set up on the fixtures as on the app, does not see it.
    const importXOnly = new ESLint({
      ignore: false,
      overrideConfig: {
        files: [`${FIXTURES}/**/*.ts`],
        plugins: { 'import-x': importX },
        settings: {
          'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
          'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
        },
        rules: { 'import-x/no-cycle': 'error' },
      },
    });
    const [plain] = await importXOnly.lintFiles([`${FIXTURES}/slice.ts`]);
    expect(plain!.messages.map((m) => m.ruleId)).not.toContain('import-x/no-cycle');
    expect(plain!.messages.filter((m) => m.fatal)).toEqual([]);
  });

  it('pass a module that imports nothing back', async () => {
    expect(await messages(`${FIXTURES}/leaf.ts`)).toEqual([]);
  });

  it('find none in the app (the store’s slices and the i18n no longer name each other)', async () => {
    const results = await new ESLint().lintFiles([
      'src/store/**/*.ts',
      'src/analysis/**/*.ts',
      'src/persistence/**/*.ts',
      'src/tutorial/**/*.ts',
      'src/ui/i18n/**/*.ts',
    ]);
    const circles = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'hu/no-import-cycle').map((m) => m.message),
    );
    expect(circles).toEqual([]);
    expect(results.length).toBeGreaterThan(40);
  });
});
