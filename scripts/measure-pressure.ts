/**
 * Measures how often the strong level's hand goes on to win, against the chance of winning its
 * table gives (WIN_TABLE, measured on standard self-play), by how far from ready it is and how
 * ready the others look (the sum of the chances readiness.ts reads for them). One tile from ready
 * the hand wins far less often than the table says when the others look ready, while a ready hand
 * holds its chance: why the strong level counts the danger of a discard that leaves its hand one
 * tile from ready `nearReadyDefence` times (src/bots/levels.ts).
 *
 * Data: after each discard of the strong level, in matches against three standard bots, the
 * position it left (tiles from ready, the table's chance from it), the others' summed readiness,
 * and whether it then won the hand.
 *
 * `npx tsx scripts/measure-pressure.ts [matches, default 200]`
 */
import { BOTS, playMatch } from '../src/bots';
import { threatsOf } from '../src/bots/danger';
import { acceptance } from '../src/bots/efficiency';
import { knowledgeOf } from '../src/bots/knowledge';
import { effectiveWaitTiles, measuredWinChance } from '../src/bots/winChance';
import { Rng, currentPlayers, playerView, seedRng } from '../src/engine';

const matches = Number(process.argv[2] ?? 200);
const PRESSURE = [0.3, 0.6, 1, 1.5, Infinity];
const label = (i: number) =>
  i === 0
    ? '< 0.3'
    : i === PRESSURE.length - 1
      ? `≥ ${PRESSURE[i - 1]}`
      : `${PRESSURE[i - 1]}–${PRESSURE[i]}`;

/** Per tiles from ready (0, 1, 2) and pressure bucket: positions, summed table chance, wins. */
const cells = [0, 1, 2].map(() => PRESSURE.map(() => ({ n: 0, chance: 0, won: 0 })));
const players = [BOTS.strong!, BOTS.standard!, BOTS.standard!, BOTS.standard!] as const;
const rng = new Rng(seedRng('measure-pressure'));
for (let m = 0; m < matches; m++) {
  const pending: { shanten: number; bucket: number; chance: number }[] = [];
  playMatch({ seed: `measure-pressure:${m}` }, [...players], rng, {
    onStep: (state, action) => {
      if (!action || action.type !== 'discard') return;
      if (currentPlayers(state)[action.seat] !== 0) return;
      const k = knowledgeOf(playerView(state, action.seat));
      const acc = acceptance(k.hand.slice(), k.meldCount, k.locked, k.unseen);
      if (acc.shanten > 2) return;
      const tiles = acc.shanten === 0 ? effectiveWaitTiles(acc.kinds, k.unseen) : acc.tiles;
      const pressure = threatsOf(k, { measured: true }).reduce((s, t) => s + t.ready, 0);
      pending.push({
        shanten: acc.shanten,
        bucket: PRESSURE.findIndex((limit) => pressure < limit),
        chance: measuredWinChance(acc.shanten, tiles, k.liveWall, k.exposed),
      });
    },
    onHandEnd: (state) => {
      const phase = state.hand.phase;
      const result = phase.kind === 'handOver' ? phase.result : null;
      const won = result?.kind === 'win' && currentPlayers(state)[result.winner] === 0 ? 1 : 0;
      for (const p of pending) {
        const cell = cells[p.shanten]![p.bucket]!;
        cell.n++;
        cell.chance += p.chance;
        cell.won += won;
      }
      pending.length = 0;
    },
  });
}
console.log(`strong against three standard, ${matches} matches: won / table's chance`);
cells.forEach((row, shanten) => {
  console.log(`${shanten} from ready:`);
  row.forEach((c, i) => {
    if (c.n === 0) return;
    const ratio = c.won / c.chance;
    console.log(
      `  others' readiness ${label(i).padEnd(8)} ${String(c.n).padStart(6)} positions, ` +
        `table ${(c.chance / c.n).toFixed(3)}, won ${(c.won / c.n).toFixed(3)}, ratio ${ratio.toFixed(2)}`,
    );
  });
});
