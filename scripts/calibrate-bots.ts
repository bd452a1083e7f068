/**
 * Measures, over matches of four standard bots, what the strong level uses instead of rough
 * guesses, and writes src/bots/measured.ts:
 * - the chance of winning a hand from a position (tiles from ready, live acceptance, live wall,
 *   exposed or not), with the counts it rests on;
 * - the chance a player is ready right after his n-th discard, by declared sets and by how many of
 *   his latest discards in a row were the tile he had just drawn: no longer what the strong level
 *   reads (readiness.ts, fitted by calibrate-readiness.ts), kept as the baseline that fit is
 *   checked against;
 * - the mean value of winning hands, and what dealing into them costs beyond not dealing in
 *   (§12.3: V, or 3V − 50 for V ≥ 26, against half the time paying V or the par anyway).
 * Re-run after a change to the standard level: `npx tsx scripts/calibrate-bots.ts 400`.
 */
import { writeFileSync } from 'node:fs';
import { BOTS, playMatch } from '../src/bots';
import { acceptance } from '../src/bots/efficiency';
import { knowledgeOf } from '../src/bots/knowledge';
import { WIN_TABLE_KEY } from '../src/bots/winChance';
import { PAR, PLAYING_KINDS, Rng, kindOfId, playerView, seedRng, shanten } from '../src/engine';

const matches = Number(process.argv[2] ?? 400);
const WINS_ANYWAY = 0.5;
const winCells = new Map<string, [number, number]>();
const STREAKS = 5;
const readyCells = [0, 1, 2, 3].map(() =>
  Array.from({ length: 20 }, () =>
    Array.from({ length: STREAKS }, () => [0, 0] as [number, number]),
  ),
);
const byExposed = [0, 1, 2, 3, 4].map(() => ({ wins: 0, value: 0, cost: 0 }));
const rng = new Rng(seedRng('calibrate'));

for (let m = 0; m < matches; m++) {
  const pending: { key: string; seat: number }[] = [];
  playMatch(
    { seed: `calibrate:${m}` },
    [BOTS.standard!, BOTS.standard!, BOTS.standard!, BOTS.standard!],
    rng,
    {
      onStep: (state, action) => {
        if (!action || action.type !== 'discard') return;
        const k = knowledgeOf(playerView(state, action.seat));
        const acc = acceptance(k.hand.slice(), k.meldCount, k.locked, k.unseen);
        pending.push({
          key: WIN_TABLE_KEY(acc.shanten, acc.tiles, k.liveWall, k.exposed),
          seat: action.seat,
        });
        // Readiness of the discarder right after his discard, from his true hand.
        const seat = state.hand.seats[action.seat];
        if (seat.melds.length >= 4) return;
        const counts = new Uint8Array(PLAYING_KINDS);
        for (const t of seat.concealed) counts[kindOfId(t)]++;
        const locked = new Uint8Array(PLAYING_KINDS);
        for (const set of seat.melds) for (const t of set.tiles) locked[kindOfId(t)]++;
        const own = state.hand.discards.filter((d) => d.seat === action.seat);
        let streak = 0;
        for (let i = own.length - 1; i >= 0 && own[i]!.fromDraw; i--) streak++;
        const cell =
          readyCells[seat.melds.length]![Math.min(own.length, 19)]![Math.min(streak, STREAKS - 1)]!;
        cell[0]++;
        if (shanten(counts, seat.melds.length, locked) === 0) cell[1]++;
      },
      onHandEnd: (state) => {
        const phase = state.hand.phase;
        const result = phase.kind === 'handOver' ? phase.result : null;
        const winner = result?.kind === 'win' ? result.winner : -1;
        for (const p of pending) {
          const cell = winCells.get(p.key) ?? [0, 0];
          cell[0]++;
          if (p.seat === winner) cell[1]++;
          winCells.set(p.key, cell);
        }
        pending.length = 0;
        if (result?.kind !== 'win') return;
        const v = result.score.total;
        const row = byExposed[result.hand.melds.filter((set) => !set.concealed).length]!;
        row.wins++;
        row.value += v;
        const dealIn = v <= PAR ? v : 3 * v - 2 * PAR;
        row.cost += dealIn - WINS_ANYWAY * (v <= PAR ? v : (v + 2 * PAR) / 3);
      },
    },
  );
  if ((m + 1) % 50 === 0) console.log(`${m + 1}/${matches} matches`);
}

const round2 = (x: number) => Math.round(x * 100) / 100;
// Readiness by declared sets, discards made and draw streak. A thin cell (under 30 positions)
// borrows from the same discard count over every streak, and the values are kept non-decreasing
// in the number of discards.
const ready = readyCells.map((row) => {
  const previous = new Array<number>(STREAKS).fill(0);
  return row.map((byStreak) => {
    const all = byStreak.reduce(([n, r], [m, q]) => [n + m, r + q], [0, 0]);
    return byStreak.map(([n, r], streak) => {
      const measured = n >= 30 ? r / n : all[0] >= 30 ? all[1] / all[0] : previous[streak]!;
      previous[streak] = Math.max(previous[streak]!, round2(measured));
      return previous[streak]!;
    });
  });
});
const fallbackRow = byExposed.findLast((row) => row.wins >= 30)!;
const meanValue = byExposed.map((row) =>
  Math.round(
    (row.wins >= 30 ? row : fallbackRow).value / (row.wins >= 30 ? row : fallbackRow).wins,
  ),
);
const dealInCost = byExposed.map((row) =>
  Math.round((row.wins >= 30 ? row : fallbackRow).cost / (row.wins >= 30 ? row : fallbackRow).wins),
);
const entries = [...winCells].sort(([a], [b]) => (a < b ? -1 : 1));
writeFileSync(
  'src/bots/measured.ts',
  `// Generated by scripts/calibrate-bots.ts (${matches} matches of four standard bots). Do not edit.\n\n` +
    `/** Position key (see WIN_TABLE_KEY) → [positions seen, hands then won]. */\n` +
    `export const WIN_TABLE: Readonly<Record<string, readonly [number, number]>> = {\n` +
    entries.map(([k, [n, w]]) => `  '${k}': [${n}, ${w}],`).join('\n') +
    `\n};\n\n` +
    `/** Chance of being ready right after the n-th discard: [declared sets 0..3][discards 0..19][draw streak 0..4]. */\n` +
    `export const READY_AFTER_DISCARDS: readonly (readonly (readonly number[])[])[] = ${JSON.stringify(ready)};\n\n` +
    `/** Mean value of a winning hand, by exposed sets (0..4). */\n` +
    `export const EXPECTED_VALUE: readonly number[] = ${JSON.stringify(meanValue)};\n\n` +
    `/** Expected extra cost of dealing into a winning hand, by exposed sets (0..4). */\n` +
    `export const EXPECTED_DEAL_IN_COST: readonly number[] = ${JSON.stringify(dealInCost)};\n`,
);
console.log(
  `${entries.length} position cells; ready ${JSON.stringify(ready)}; value ${meanValue}; cost ${dealInCost}`,
);
