/**
 * How often the coach's danger shading and safety advice fire, and how true they are, per ruleset
 * (issue 36 item 5). A coach-follower plays with three standard bots (the app's default table); at
 * each of his turns the coach's advice is read beside the truth of the deal: which opponents are
 * ready now (their real tiles) and on which kinds.
 *
 * Prints, per ruleset: the turns; how many show the shading and how many give safety advice (with
 * the readiness the advice cites, and how often the player it names is really ready); when the
 * shading shows, the share of the hand's kinds tinted and of turns with all kinds but one risky or
 * worse; for each level, the share of the hand's kinds at that level that would deal in now; and
 * the quantiles of the risk (expected points lost, danger.ts) over the hand's kinds when the
 * shading shows, from which the levels of a ruleset are read.
 *
 * `npx tsx scripts/measure-danger.ts [hands per ruleset] [seed] [ruleset] [scale]` (400, "danger",
 * both, 1): `scale` multiplies the ruleset's levels and safety margin, to try others than the
 * registry's before choosing.
 */
import { pathToFileURL } from 'node:url';
import { BOTS, playMatch } from '../src/bots';
import type { CoachDanger } from '../src/bots/rulesets';
import { BOT_RULESETS } from '../src/bots/rulesets';
import type { CoachAdvice } from '../src/bots/coach';
import { coach } from '../src/bots/coach';
import { followCoach } from '../src/bots/coach/follow';
import type { Decide } from '../src/bots';
import type { GameState, PlayerView, RulesetId, TileKind } from '../src/engine';
import { RULESET_IDS, Rng, playerView, seedRng, waits } from '../src/engine';
import { readView } from '../test/helpers/coach';

interface Tally {
  turns: number;
  shaded: number;
  safety: number;
  safetyThreatReady: number;
  citedReadiness: number[];
  tintedShare: number[];
  allButOneRisky: number;
  byLevel: { kinds: number; dealIn: number }[];
  risks: number[];
}

/** Kinds each opponent of `seat` is waiting on now, from his real tiles (empty: not ready). */
function readyWaits(state: GameState, seat: number): Map<number, Set<TileKind>> {
  const out = new Map<number, Set<TileKind>>();
  for (let s = 0; s < 4; s++) {
    if (s === seat) continue;
    const view = playerView(state, s as 0 | 1 | 2 | 3);
    const { hand, locked, melds } = readView(view);
    const held = hand.reduce((n, c) => n + c, 0);
    if (held !== 13 - 3 * melds) continue; // his turn: 14 tiles, not waiting on a discard
    const w = waits(hand, melds, locked);
    if (w.length > 0) out.set(s, new Set(w));
  }
  return out;
}

function quantile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

export function measureDanger(ruleset: RulesetId, hands: number, seed: string) {
  const tally: Tally = {
    turns: 0,
    shaded: 0,
    safety: 0,
    safetyThreatReady: 0,
    citedReadiness: [],
    tintedShare: [],
    allButOneRisky: 0,
    byLevel: [0, 1, 2, 3].map(() => ({ kinds: 0, dealIn: 0 })),
    risks: [],
  };
  let current: GameState | null = null;
  const record = (view: PlayerView, advice: CoachAdvice) => {
    if (advice.discard === null || current === null) return;
    tally.turns++;
    const ready = readyWaits(current, view.seat);
    const reason = advice.discard.reason;
    if (reason.type === 'safety') {
      tally.safety++;
      if (ready.has(reason.threat)) tally.safetyThreatReady++;
      for (const sign of reason.signs)
        if (sign.type === 'ready') tally.citedReadiness.push(sign.chance);
    }
    const marks = advice.danger;
    if (marks === null) return;
    tally.shaded++;
    tally.tintedShare.push(marks.filter((m) => m.level > 0).length / marks.length);
    if (marks.filter((m) => m.level >= 2).length >= marks.length - 1 && marks.length > 1)
      tally.allButOneRisky++;
    for (const m of marks) {
      const dealsIn = [...ready.values()].some((w) => w.has(m.kind));
      tally.byLevel[m.level]!.kinds++;
      if (dealsIn) tally.byLevel[m.level]!.dealIn++;
      tally.risks.push(m.risk);
    }
  };
  const follower: Decide = (view, rng) => {
    const advice = coach(view, 'win');
    if (view.legalActions.some((a) => a.type === 'discard')) record(view, advice);
    return followCoach(view, rng, 'win', advice);
  };
  const standard = BOTS['standard']!;
  const rng = new Rng(seedRng(`${seed}/bots`));
  let played = 0;
  for (let deal = 0; played < hands; deal++) {
    playMatch(
      { ruleset, seed: `${seed}:${deal}` },
      [follower, standard, standard, standard],
      rng,
      {
        onStep: (state) => (current = state),
        onHandEnd: () => {
          played++;
        },
      },
      { maxHands: 1 },
    );
  }
  const pct = (n: number, d: number) => (d === 0 ? null : Math.round((1000 * n) / d) / 10);
  const mean = (xs: number[]) =>
    xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;
  const risks = [...tally.risks].sort((a, b) => a - b);
  const cited = [...tally.citedReadiness].sort((a, b) => a - b);
  return {
    ruleset,
    hands: played,
    turns: tally.turns,
    shadedTurnsPct: pct(tally.shaded, tally.turns),
    safetyTurnsPct: pct(tally.safety, tally.turns),
    safetyThreatReallyReadyPct: pct(tally.safetyThreatReady, tally.safety),
    citedReadinessMedian: cited.length === 0 ? null : quantile(cited, 0.5),
    whenShaded: {
      tintedKindsPct:
        tally.tintedShare.length === 0 ? null : Math.round(1000 * mean(tally.tintedShare)!) / 10,
      allButOneRiskyPct: pct(tally.allButOneRisky, tally.shaded),
      dealInNowPctByLevel: tally.byLevel.map((l) => pct(l.dealIn, l.kinds)),
      kindsByLevel: tally.byLevel.map((l) => l.kinds),
    },
    riskQuantiles: Object.fromEntries(
      [0.25, 0.5, 0.75, 0.9, 0.95, 0.99].map((p) => [
        p,
        Math.round(quantile(risks, p) * 100) / 100,
      ]),
    ),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const hands = Number(process.argv[2] ?? 400);
  const seed = process.argv[3] ?? 'danger';
  const only = process.argv[4];
  const scale = Number(process.argv[5] ?? 1);
  for (const ruleset of RULESET_IDS) {
    const { levels, safetyMin } = BOT_RULESETS[ruleset].danger;
    const tried: CoachDanger = {
      levels: levels.map((l) => l * scale) as unknown as CoachDanger['levels'],
      safetyMin: safetyMin * scale,
    };
    // A measurement's own trial: the registry is read-only to the app.
    (BOT_RULESETS[ruleset] as { danger: CoachDanger }).danger = tried;
  }
  for (const ruleset of RULESET_IDS.filter((r) => only === undefined || r === only))
    console.log(
      JSON.stringify({
        ...measureDanger(ruleset, hands, seed),
        danger: BOT_RULESETS[ruleset].danger,
      }),
    );
}
