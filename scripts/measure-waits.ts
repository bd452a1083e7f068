/**
 * Measures how much each unseen copy of a winning tile is worth to a ready hand, by the kind of
 * tile (honour, terminal, 2 or 8, middle), over matches of four standard bots: a least-squares fit
 * of "this ready hand went on to win" on the unseen copies of each class, printed relative to the
 * mean copy. The strong level reads waits with these weights (WAIT_OUTFLOW in src/bots/winChance.ts).
 * `npx tsx scripts/measure-waits.ts 150`
 */
import { solve } from './fitting';
import { BOTS, playMatch } from '../src/bots';
import { acceptance } from '../src/bots/efficiency';
import { knowledgeOf } from '../src/bots/knowledge';
import type { WaitClass } from '../src/bots/winChance';
import { WAIT_OUTFLOW, waitClassOf } from '../src/bots/winChance';
import { Rng, playerView, seedRng } from '../src/engine';

const matches = Number(process.argv[2] ?? 150);
const CLASSES = Object.keys(WAIT_OUTFLOW) as WaitClass[];

/** Rows of [copies per class..., 1] and whether the hand was won. */
const rows: { x: number[]; won: number }[] = [];
const rng = new Rng(seedRng('measure-waits'));
const standard = BOTS.standard!;
for (let m = 0; m < matches; m++) {
  const pending: { seat: number; x: number[] }[] = [];
  playMatch({ seed: `measure-waits:${m}` }, [standard, standard, standard, standard], rng, {
    onStep: (state, action) => {
      if (!action || action.type !== 'discard') return;
      const k = knowledgeOf(playerView(state, action.seat));
      const acc = acceptance(k.hand.slice(), k.meldCount, k.locked, k.unseen);
      if (acc.shanten !== 0) return;
      const x = [0, 0, 0, 0, 1];
      for (const w of acc.kinds) x[CLASSES.indexOf(waitClassOf(w))]! += k.unseen[w]!;
      pending.push({ seat: action.seat, x });
    },
    onHandEnd: (state) => {
      const phase = state.hand.phase;
      const result = phase.kind === 'handOver' ? phase.result : null;
      for (const p of pending)
        rows.push({ x: p.x, won: result?.kind === 'win' && result.winner === p.seat ? 1 : 0 });
      pending.length = 0;
    },
  });
}

// Normal equations (XᵀX) b = Xᵀy, no ridge: every class has thousands of copies behind it.
const n = 5;
const xtx = Array.from({ length: n }, () => new Array<number>(n).fill(0));
const xty = new Array<number>(n).fill(0);
for (const { x, won } of rows) {
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) xtx[i]![j]! += x[i]! * x[j]!;
    xty[i]! += x[i]! * won;
  }
}
const b = solve(xtx, xty);
const copies = [0, 1, 2, 3].map((c) => rows.reduce((s, r) => s + r.x[c]!, 0));
const all = copies.reduce((s, c) => s + c, 0);
const mean = copies.reduce((s, c, i) => s + c * b[i]!, 0) / all;
console.log(`${rows.length} ready positions in ${matches} matches`);
CLASSES.forEach((name, i) =>
  console.log(
    `${name}: ${(b[i]! / mean).toFixed(2)} (${((100 * copies[i]!) / all).toFixed(0)}% of copies)`,
  ),
);
