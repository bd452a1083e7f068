/**
 * `hu bench`: the project's performance figures, one `name: value` per line (shared/contract.md).
 * Each figure is the median of several timed passes over a fixed seeded workload, after a warm-up
 * pass; the shanten comparison times both implementations in alternating passes of the same run.
 */
import Majiang from '@kobalab/majiang-core';
import type { Decide } from '../bots';
import type { AnalysePosition } from '../bots/analyser';
import { analyse, positionOfView } from '../bots/analyser';
import { LEVELS, decide, playMatch } from '../bots';
import type { GameState, PlayerView, WinningHand } from '../engine';
import {
  RULESET_IDS,
  Rng,
  allLegalActions,
  apply,
  legalActions,
  newGame,
  regularShanten,
  scoreWinningHand,
  valueWinningHand,
  seedRng,
  shanten,
} from '../engine';
import { randomTileCounts, randomWinningHand } from '../engine/hand/random';
import { randomPatternRichHand } from '../engine/hand/richHands';
import { majiangString } from './majiang';

const SHANTEN_HANDS = 100_000;
const SCORE_HANDS = 20_000;
const PASSES = 9;
const ENGINE_MATCHES = 8; // 128 hands per pass

/** The figure at `index` of a list of timings; every figure is timed at least once. */
function nth(sorted: readonly number[], index: number): number {
  const value = sorted[index];
  if (value === undefined) throw new Error(`bench: no timing ${index} of ${sorted.length}`);
  return value;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? nth(sorted, mid) : (nth(sorted, mid - 1) + nth(sorted, mid)) / 2;
}

/** Milliseconds taken by one pass of `work`. */
function time(work: () => void): number {
  return timed(work).ms;
}

/** What `work` returned, and the milliseconds it took. */
function timed<T>(work: () => T): { readonly value: T; readonly ms: number } {
  const start = performance.now();
  const value = work();
  return { value, ms: performance.now() - start };
}

/**
 * The engine alone: legal actions and `apply` for every move of random-legal players (who always
 * take a win), no views, bots or invariant checks. Returns the hands played.
 */
function playEngineMatches(seed: string): number {
  const rng = new Rng(seedRng(seed));
  let hands = 0;
  for (let m = 0; m < ENGINE_MATCHES; m++) {
    const created = newGame({ seed: `${seed}:${m}` });
    if (!created.ok) throw new Error(created.error.message);
    let state: GameState = created.value.state;
    while (state.hand.phase.kind !== 'matchOver') {
      const phase = state.hand.phase;
      if (phase.kind === 'handOver') hands++;
      const actions =
        phase.kind === 'turn' ? legalActions(state, phase.seat) : allLegalActions(state);
      const win = actions.find((a) => a.type === 'declareWin' || a.type === 'claimWin');
      const action = win ?? actions[rng.int(actions.length)];
      if (action === undefined) throw new Error(`bench: no legal action in a ${phase.kind} phase`);
      const result = apply(state, action);
      if (!result.ok) throw new Error(`bench: a legal action was refused: ${result.error.code}`);
      state = result.state;
    }
  }
  return hands;
}

/** Fixed positions for decision latency: every decision of a seeded game among standard bots. */
function decisionPositions(count: number): PlayerView[] {
  const views: PlayerView[] = [];
  const recorder: Decide = (view, rng) => {
    if (views.length < count && view.legalActions.length > 1) views.push(view);
    return decide(view, rng, 'standard');
  };
  for (let m = 0; views.length < count; m++) {
    playMatch(
      { seed: `bench/positions:${m}` },
      [recorder, recorder, recorder, recorder],
      new Rng(seedRng(`bench/bots:${m}`)),
      {},
      { maxHands: 4 },
    );
  }
  return views;
}

/**
 * The analyser's positions: the first 40 after-draw positions of each of three seeded matches of
 * standard bots per ruleset (240 in all, Zung Jung and Ravenna alike, at the draws each player
 * really had left), a mix of far, near and ready hands as play produces them.
 */
function analysePositions(): AnalysePosition[] {
  const positions: AnalysePosition[] = [];
  for (const ruleset of RULESET_IDS) {
    for (let m = 0; m < 3; m++) {
      let taken = 0;
      const recorder: Decide = (view, rng) => {
        const position = taken < 40 ? positionOfView(view) : null;
        if (position !== null) {
          positions.push(position);
          taken++;
        }
        return decide(view, rng, 'standard');
      };
      playMatch(
        { seed: `bench/analyse/${ruleset}:${m}`, ruleset },
        [recorder, recorder, recorder, recorder],
        new Rng(seedRng(`bench/analyse/bots:${m}`)),
        {},
        { maxHands: 4 },
      );
    }
  }
  return positions;
}

export function analyseFigures(): Array<[string, string | number]> {
  const positions = analysePositions();
  for (const p of positions.slice(0, 10)) analyse(p); // warm-up
  const byDistance = new Map<string, number[]>();
  const all: number[] = [];
  let entries = 0;
  let exact = 0;
  for (const position of positions) {
    const { value: result, ms } = timed(() => analyse(position));
    all.push(ms);
    const distance = result.shanten <= 1 ? 'near' : result.shanten === 2 ? 'two' : 'far';
    byDistance.set(distance, [...(byDistance.get(distance) ?? []), ms]);
    entries += result.discards.length;
    exact += result.discards.filter((d) => d.exact).length;
  }
  const lines: Array<[string, string | number]> = [];
  const add = (name: string, ms: number[]) => {
    const sorted = [...ms].sort((a, b) => a - b);
    lines.push(
      [`${name}.ms_p50`, percentile(sorted, 0.5).toFixed(1)],
      [`${name}.ms_p95`, percentile(sorted, 0.95).toFixed(1)],
    );
  };
  add('analyse', all);
  // By the position's shanten (the lowest after any discard): at most one tile from ready, two, more.
  for (const d of ['near', 'two', 'far']) {
    const ms = byDistance.get(d);
    if (ms !== undefined) add(`analyse.${d}`, ms);
  }
  lines.push(
    [
      'analyse.positions',
      `${positions.length} (near ${byDistance.get('near')?.length ?? 0}, two ${byDistance.get('two')?.length ?? 0}, far ${byDistance.get('far')?.length ?? 0})`,
    ],
    ['analyse.exact_entries', `${exact}/${entries}`],
  );
  return lines;
}

function percentile(sorted: readonly number[], p: number): number {
  return nth(sorted, Math.min(sorted.length - 1, Math.floor(p * sorted.length)));
}

export function runBench(): Array<[string, string | number]> {
  const rng = new Rng(seedRng('bench/shanten'));
  const hands = Array.from({ length: SHANTEN_HANDS }, () => randomTileCounts(rng, 14));
  const reference = hands.map((h) => Majiang.Shoupai.fromString(majiangString(h)));

  let sink = 0; // consumed below so the timed loops cannot be optimised away
  const ours = () => {
    for (const h of hands) sink += regularShanten(h, 0);
  };
  const allForms = () => {
    for (const h of hands) sink += shanten(h, 0);
  };
  const theirs = () => {
    for (const r of reference) sink += Majiang.Util.xiangting_yiban(r);
  };
  ours();
  allForms();
  theirs();
  const oursMs: number[] = [];
  const allFormsMs: number[] = [];
  const theirsMs: number[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    oursMs.push(time(ours));
    theirsMs.push(time(theirs));
    allFormsMs.push(time(allForms));
  }
  const referenceShanten = reference.map((r) => Majiang.Util.xiangting_yiban(r));
  const agree = hands.filter((h, i) => regularShanten(h, 0) === referenceShanten[i]).length;

  const scoreRng = new Rng(seedRng('bench/score'));
  const winners = Array.from({ length: SCORE_HANDS }, () => randomWinningHand(scoreRng));
  const richRng = new Rng(seedRng('bench/score-rich'));
  const richWinners = Array.from({ length: SCORE_HANDS }, () => randomPatternRichHand(richRng));
  // The scorer of the bots and the game, and the one with the explanations the screens show.
  const scoreAll = (scorer: typeof valueWinningHand, hands: readonly WinningHand[]) => () => {
    for (const hand of hands) {
      const r = scorer(hand);
      if (!r.ok) throw new Error(`bench hand failed to score: ${r.error.code}`);
      sink += r.value.total;
    }
  };
  const scoreRandom = scoreAll(valueWinningHand, winners);
  const scoreRich = scoreAll(valueWinningHand, richWinners);
  const explainRich = scoreAll(scoreWinningHand, richWinners);
  scoreRandom();
  scoreRich();
  explainRich();
  const scoreMs: number[] = [];
  const richMs: number[] = [];
  const explainedMs: number[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    scoreMs.push(time(scoreRandom));
    richMs.push(time(scoreRich));
    explainedMs.push(time(explainRich));
  }

  playEngineMatches('bench/engine/warm-up');
  const engineMs: number[] = [];
  let engineHands = 0;
  for (let pass = 0; pass < PASSES; pass++) {
    engineMs.push(time(() => (engineHands = playEngineMatches(`bench/engine/${pass}`))));
  }

  const positions = decisionPositions(600);
  const latency: Array<[string, string | number]> = [];
  for (const level of LEVELS) {
    const rng = new Rng(seedRng(`bench/${level}`));
    for (const view of positions.slice(0, 50)) decide(view, rng, level); // warm-up
    const ms = positions.map((view) => time(() => decide(view, rng, level))).sort((a, b) => a - b);
    latency.push(
      [`bots.${level}.decision_ms_p50`, percentile(ms, 0.5).toFixed(3)],
      [`bots.${level}.decision_ms_p95`, percentile(ms, 0.95).toFixed(3)],
      [`bots.${level}.decision_ms_max`, percentile(ms, 1).toFixed(3)],
    );
  }

  const perSecond = (count: number, ms: number[]) => Math.round((count * 1000) / median(ms));
  const oursRate = perSecond(SHANTEN_HANDS, oursMs);
  const theirsRate = perSecond(SHANTEN_HANDS, theirsMs);
  if (!Number.isFinite(sink)) throw new Error('unreachable');
  return [
    ['shanten.calls_per_s', oursRate],
    ['shanten.reference_calls_per_s', theirsRate],
    ['shanten.ratio', (oursRate / theirsRate).toFixed(2)],
    ['shanten.agreement', `${agree}/${SHANTEN_HANDS}`],
    ['shanten.all_forms_calls_per_s', perSecond(SHANTEN_HANDS, allFormsMs)],
    ['score.hands_per_s', perSecond(SCORE_HANDS, scoreMs)],
    ['score.rich_hands_per_s', perSecond(SCORE_HANDS, richMs)],
    ['score.rich_explained_hands_per_s', perSecond(SCORE_HANDS, explainedMs)],
    ['engine.hands_per_s', perSecond(engineHands, engineMs)],
    ...latency,
    ['bots.positions', positions.length],
    ...analyseFigures(),
    ['bench.passes', PASSES],
  ];
}
