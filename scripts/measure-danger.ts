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
 * `npx tsx scripts/measure-danger.ts [hands per ruleset] [seed] [ruleset] [scale] [aim]` (400,
 * "danger", both, 1, points): `scale` multiplies the ruleset's levels and safety margin, to try
 * others than the registry's before choosing; `aim` is the coach's (points, the app's default, or
 * win).
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { BOTS, playMatch } from '../src/bots';
import type { CoachDanger } from '../src/bots/rulesets';
import { BOT_RULESETS } from '../src/bots/rulesets';
import type { CoachAdvice, CoachAim } from '../src/bots/coach';
import { coach } from '../src/bots/coach';
import { threatsOfView } from '../src/bots/coach/coach';
import { knowledgeOf } from '../src/bots/knowledge';
import { followCoach } from '../src/bots/coach/follow';
import type { Decide } from '../src/bots';
import type { GameState, PlayerView, RulesetId, TileKind } from '../src/engine';
import { RULESET_IDS, Rng, playerView, seedRng, waits } from '../src/engine';
import { readView } from '../test/helpers/coach';

interface Tally {
  turns: number;
  shaded: number;
  safety: number;
  /** Safety advice that names a player as maybe ready, and how often he really is. */
  named: number;
  safetyThreatReady: number;
  citedReadiness: number[];
  /** Per safety warning: the readiness it cites, and whether that player is ready. */
  warned: { cited: number; ready: boolean }[];
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

export function measureDanger(
  ruleset: RulesetId,
  hands: number,
  seed: string,
  aim: CoachAim = 'points',
) {
  const tally: Tally = {
    turns: 0,
    shaded: 0,
    safety: 0,
    named: 0,
    safetyThreatReady: 0,
    citedReadiness: [],
    warned: [],
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
      // A warning names a player when it says he may be ready (the ruleset's `namedFrom`).
      if (reason.signs.some((sign) => sign.type === 'ready')) {
        tally.named++;
        if (ready.has(reason.threat)) tally.safetyThreatReady++;
      }
      for (const sign of reason.signs)
        if (sign.type === 'ready') tally.citedReadiness.push(sign.chance);
      // Named or not, how ready the coach read the player the danger comes from, to choose
      // `namedFrom` from the record (WARNINGS_OUT).
      const threat = threatsOfView(view, knowledgeOf(view)).find(
        (t) => t.opponent.seat === reason.threat,
      )!;
      tally.warned.push({ cited: Math.round(100 * threat.ready), ready: ready.has(reason.threat) });
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
    const advice = coach(view, aim);
    if (view.legalActions.some((a) => a.type === 'discard')) record(view, advice);
    return followCoach(view, rng, aim, advice);
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
  if (process.env['WARNINGS_OUT'])
    writeFileSync(
      `${process.env['WARNINGS_OUT']}-${ruleset}-${aim}.json`,
      JSON.stringify({ turns: tally.turns, warned: tally.warned }),
    );
  return {
    ruleset,
    hands: played,
    turns: tally.turns,
    shadedTurnsPct: pct(tally.shaded, tally.turns),
    safetyTurnsPct: pct(tally.safety, tally.turns),
    namedWarningTurnsPct: pct(tally.named, tally.turns),
    warnedPlayerReallyReadyPct: pct(tally.safetyThreatReady, tally.named),
    citedReadinessMedian: cited.length === 0 ? null : quantile(cited, 0.5),
    // Whether the readiness read of the player a warning is about comes true, named or not:
    // warnings, and the share truly ready, by band.
    warningsByCited: [0, 20, 40, 60].map((from) => {
      const band = tally.warned.filter(
        (w) => w.cited >= from && w.cited < from + 20 + (from === 60 ? 21 : 0),
      );
      return {
        from,
        warnings: band.length,
        readyPct: pct(band.filter((w) => w.ready).length, band.length),
      };
    }),
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
  const aim = (process.argv[6] ?? 'points') as CoachAim;
  for (const ruleset of RULESET_IDS) {
    const { levels, safetyMin } = BOT_RULESETS[ruleset].danger;
    const tried: CoachDanger = {
      ...BOT_RULESETS[ruleset].danger,
      levels: levels.map((l) => l * scale) as unknown as CoachDanger['levels'],
      safetyMin: safetyMin * scale,
    };
    // A measurement's own trial: the registry is read-only to the app.
    (BOT_RULESETS[ruleset] as { danger: CoachDanger }).danger = tried;
  }
  for (const ruleset of RULESET_IDS.filter((r) => only === undefined || r === only))
    console.log(
      JSON.stringify({
        aim,
        ...measureDanger(ruleset, hands, seed, aim),
        danger: BOT_RULESETS[ruleset].danger,
      }),
    );
}
