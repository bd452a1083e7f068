/**
 * The three levels a learner climbs. Each is deterministic given the rng and bounded in work: its
 * `budgetMs` is the decision time it is built to stay under on a desktop (phones are 5–10× slower),
 * measured by `npm run bench`.
 */
export type Level = 'beginner' | 'standard' | 'strong';

export const LEVELS: readonly Level[] = ['beginner', 'standard', 'strong'];

export interface Profile {
  readonly level: Level;
  /** Weigh hand value (patterns in reach, exact waits); otherwise efficiency only. */
  readonly value: boolean;
  /** none: never defends; basic: weighs danger once an opponent looks close or the wall is late; full: always. */
  readonly defence: 'none' | 'basic' | 'full';
  /** Chance of playing one of the next best discards instead of the best. */
  readonly noise: number;
  /** A claim must beat passing by this fraction (exposing the hand has hidden costs). */
  readonly claimMargin: number;
  /** How strongly value counts against speed: expected points use value ** valueExponent. */
  readonly valueExponent: number;
  /**
   * Points a win is worth beyond what it collects: ending the hand stops the others from winning
   * (they take about 8–9 points a hand from each player in self-play).
   */
  readonly endOfHand: number;
  /** Weight of expected loss against expected gain once defence applies (rough threats). */
  readonly defenceWeight: number;
  /**
   * The same weight where threats are read with the models fitted on true hands (readiness,
   * waits and the cost of a win, issue 18): their figures are chances and costs, so they weigh
   * nearer their face value than the rough guesses do.
   */
  readonly measuredDefenceWeight: number;
  /**
   * Weight of the danger of the tiles it will draw (0: none): a hand that goes on for its win
   * throws them unchosen each turn, a hand that folds keeps choosing safe ones. Against ready
   * opponents this makes pushing cost what it risks later, not only the tile thrown now.
   */
  readonly futureExposure: number;
  /** Share of that danger for a hand one tile from ready, which goes on less surely. */
  readonly exposureNear: number;
  /**
   * How many times the danger of a discard counts when it leaves the hand one tile from ready,
   * against a discard that leaves it ready or further (1: the same). In the strong level's own
   * play (1,600 deals) such a hand won 0.66× the measured chance of winning (WIN_TABLE) when the
   * others' readiness summed to 0.6–1, 0.42× at 1–1.5 and 0.26× beyond, where a ready hand held its
   * chance (scripts/measure-pressure.ts): it goes on less surely and loses more often to the
   * others' wins, so pushing it is worth less than it seems exactly where the danger is.
   */
  readonly nearReadyDefence: number;
  /** A deal-in also forfeits the hand's own expected gain: count it in the danger. */
  readonly countsForfeit: boolean;
  /** Threats judged by measured readiness and deal-in costs rather than rough guesses. */
  readonly measuredThreats: boolean;
  /** Speed judged by the chance of winning measured in self-play rather than a formula. */
  readonly measuredWinChance: boolean;
  /** Steer toward the rarer patterns too (7.1 Nine-Tile Straight, 6.1 Three Similar Sequences). */
  readonly rarePatterns: boolean;
  /**
   * Near ready, the leading discards that keep the hand ready are weighed by the analyser's exact
   * figures (issue 18): at most this many of them, 0 for none.
   */
  readonly analyserCandidates: number;
  /**
   * The most work the analyser may spend on them (units of src/bots/analyser/search.ts, about
   * 4 µs each here), so that the decision stays within `budgetMs`.
   */
  readonly analyserWork: number;
  /** Two-ply look-ahead: the leading discards are valued by the best position after each next draw. */
  readonly lookahead: number;
  /** The decision time this level is built to stay under on a desktop (measured by `npm run bench`). */
  readonly budgetMs: number;
}

export const PROFILES: Readonly<Record<Level, Profile>> = {
  beginner: {
    level: 'beginner',
    value: false,
    defence: 'none',
    noise: 0.25,
    claimMargin: 0,
    valueExponent: 1,
    endOfHand: 0,
    defenceWeight: 0,
    futureExposure: 0,
    exposureNear: 0,
    nearReadyDefence: 1,
    measuredDefenceWeight: 0,
    countsForfeit: false,
    measuredThreats: false,
    measuredWinChance: false,
    rarePatterns: false,
    analyserCandidates: 0,
    analyserWork: 0,
    lookahead: 0,
    budgetMs: 2,
  },
  standard: {
    level: 'standard',
    value: true,
    defence: 'basic',
    noise: 0,
    claimMargin: 0.1,
    valueExponent: 1,
    endOfHand: 0,
    defenceWeight: 0.6,
    futureExposure: 0,
    exposureNear: 0,
    nearReadyDefence: 1,
    measuredDefenceWeight: 0.6,
    countsForfeit: false,
    measuredThreats: false,
    measuredWinChance: false,
    rarePatterns: false,
    analyserCandidates: 0,
    analyserWork: 0,
    lookahead: 0,
    budgetMs: 10,
  },
  strong: {
    level: 'strong',
    value: true,
    defence: 'full',
    noise: 0,
    claimMargin: 0.1,
    valueExponent: 1,
    endOfHand: 45,
    defenceWeight: 4.5,
    measuredDefenceWeight: 2,
    futureExposure: 0.5,
    exposureNear: 0.5,
    nearReadyDefence: 1.5,
    countsForfeit: true,
    measuredThreats: true,
    measuredWinChance: true,
    rarePatterns: true,
    analyserCandidates: 4,
    analyserWork: 4_000,
    // Every discard (a hand holds at most 14 kinds). Against the 10 leading ones: +0.11 ± 0.11 and
    // +0.04 ± 0.15 points a hand on the two tuning seeds, for about 0.4 ms more at p95.
    lookahead: 14,
    budgetMs: 50,
  },
};
