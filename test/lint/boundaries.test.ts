/** The import rules of shared/design.md, checked by linting snippets as if they lived in each room. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'fatal');
}

describe('folder boundaries (design.md "Rooms")', () => {
  it.each([
    ['src/engine/x.ts', "import { App } from '../ui/App';"],
    ['src/engine/x.ts', "import { create } from 'zustand';"],
    ['src/engine/hand/x.ts', "import { runBench } from '../../cli/bench';"],
    ['src/bots/x.ts', "import { App } from '../ui/App';"],
    ['src/store/x.ts', "import { App } from '../ui/App';"],
    ['src/ui/x.ts', "import { decide } from '../bots/decide';"],
    ['src/ui/x.ts', "import { apply } from '../engine';"],
    ['src/cli/x.ts', "import { App } from '../ui/App';"],
    ['src/store/x.ts', "import { wire } from '../app';"],
    ['src/persistence/x.ts', "import { wire } from '../app/wire';"],
    ['src/ui/x.ts', "import { wire } from '../app/wire';"],
    ['src/engine/x.ts', "import { wire } from '../app';"],
    ['src/bots/x.ts', "import { wire } from '../app';"],
    ['src/worker/x.ts', "import { wire } from '../app';"],
    ['src/app/x.ts', "import { App } from '../ui/App';"],
    ['src/app/x.ts', "import { decide } from '../bots';"],
    ['src/app/x.ts', "import { registerServiceWorker } from '../pwa/register';"],
    // Issue 38: the store holds state only, and it and the rooms beside it are reached through
    // their public entries.
    ['src/store/x.ts', "import { appHistory } from '../persistence';"],
    ['src/store/x.ts', "import { gradeReview } from '../analysis';"],
    ['src/store/x.ts', "import { LESSONS } from '../tutorial';"],
    ['src/analysis/x.ts', "import { HUMAN } from '../store';"],
    ['src/analysis/x.ts', "import { openDB } from 'idb';"],
    ['src/persistence/x.ts', "import { HUMAN } from '../store';"],
    ['src/engine/x.ts', "import { gradeReview } from '../analysis';"],
    ['src/ui/x.ts', "import { HUMAN } from '../store/state';"],
    ['src/ui/x.ts', "import { gradeReview } from '../../analysis/grading';"],
    ['src/app/x.ts', "import { startSaving } from '../persistence/saver';"],
  ])('%s may not %s', async (file, code) => {
    expect(await ruleIds(file, `${code}\nexport {};\n`)).toContain('no-restricted-imports');
  });

  it.each([
    ['src/engine/scoring/x.ts', "import { isSuited } from '../tiles';"],
    ['src/bots/x.ts', "import { shanten } from '../engine';"],
    ['src/ui/x.ts', "import { formatTile } from '../engine';"],
    ['src/cli/x.ts', "import { scoreWinningHand } from '../engine';"],
    // A room is a folder: the App component is not the src/app room.
    ['src/ui/x.ts', "import { App } from './App';"],
    ['src/app/x.ts', "import { driveBots } from '../store';"],
    ['src/app/x.ts', "import { BotClient } from '../worker/client';"],
    ['src/app/x.ts', "import { stateHash } from '../engine';"],
    ['src/app/x.ts', "import { openSession } from '../persistence/saving';"],
    ['src/ui/x.ts', "import { gradeReview } from '../analysis';"],
    ['src/persistence/x.ts', "import { summarizeMatch } from '../analysis';"],
    ['src/tutorial/x.ts', "import { createAppStore } from '../store';"],
  ])('%s may %s', async (file, code) => {
    expect(await ruleIds(file, `${code}\nexport {};\n`)).not.toContain('no-restricted-imports');
  });

  // A lazy import() is held to the same rooms (no-restricted-imports sees static imports only).
  it.each([
    ['src/ui/x.ts', "export const load = () => import('../app');"],
    ['src/store/x.ts', "export const load = () => import('../app/wire');"],
    ['src/engine/x.ts', "export const load = () => import('../ui/App');"],
    ['src/app/x.ts', "export const load = () => import('../ui/App');"],
    ['src/ui/x.ts', "export const load = () => import('../store/review');"],
  ])('%s may not load lazily: %s', async (file, code) => {
    expect(await ruleIds(file, `${code}\n`)).toContain('no-restricted-syntax');
  });

  it.each([
    ['src/app/x.ts', "export const load = () => import('../analysis');"],
    ['src/ui/x.ts', "export const load = () => import('./history/HistoryScreen');"],
    ['src/engine/x.ts', "export const load = () => import('./scoring');"],
  ])('%s may load lazily: %s', async (file, code) => {
    expect(await ruleIds(file, `${code}\n`)).not.toContain('no-restricted-syntax');
  });

  it.each([
    ['Math.random()', 'no-restricted-properties'],
    ['Date.now()', 'no-restricted-properties'],
    ['new Date()', 'no-restricted-syntax'],
    ['window.alert("x")', 'no-restricted-globals'],
  ])('keeps the engine pure: %s is refused', async (expr, rule) => {
    expect(await ruleIds('src/engine/x.ts', `export const x = ${expr};\n`)).toContain(rule);
  });

  it('refuses an import circle (design.md habit 13), dynamic imports included', async () => {
    // Linted as if PaymentsTable imported the dialog that imports it: a circle through real files.
    const circle =
      "import { HandResultPanel } from './HandResult';\nexport const x = HandResultPanel;\n";
    expect(await ruleIds('src/ui/result/PaymentsTable.tsx', circle)).toContain('import-x/no-cycle');
    const lazy = "export const load = () => import('./HandResult');\n";
    expect(await ruleIds('src/ui/result/PaymentsTable.tsx', lazy)).toContain('import-x/no-cycle');
    const straight = "import { signedPoints } from '../format';\nexport const x = signedPoints;\n";
    expect(await ruleIds('src/ui/result/PaymentsTable.tsx', straight)).not.toContain(
      'import-x/no-cycle',
    );
  });
});
