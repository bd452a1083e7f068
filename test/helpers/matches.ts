/**
 * Whole matches played by the bots, as logs: what the history keeps. Each is played through
 * `playerView` and `apply` (src/bots/selfPlay.ts) from a seed, so the same seed gives the same log.
 */
import type { Level } from '../../src/bots';
import { BOTS, playMatch } from '../../src/bots';
import type { Action, GameLog, GameOptions, RulesetId } from '../../src/engine';
import { Rng, seedRng } from '../../src/engine';

const played = new Map<string, GameLog>();

/**
 * The log of a match the four bots play from `seed` (to its end unless `maxHands` stops it
 * earlier). Logs are cached by their arguments: tests may share them but must not change them.
 */
export function playedMatch(
  seed: string,
  {
    level = 'beginner',
    options = {},
    maxHands,
    ruleset,
  }: {
    level?: Level | 'random';
    /** The engine's default (Zung Jung) unless named. */
    ruleset?: RulesetId;
    options?: Partial<GameOptions>;
    maxHands?: number;
  } = {},
): GameLog {
  const key = JSON.stringify([seed, level, options, maxHands, ruleset]);
  const known = played.get(key);
  if (known !== undefined) return known;
  const bot = BOTS[level]!;
  const actions: Action[] = [];
  const final = playMatch(
    { seed, options, ...(ruleset === undefined ? {} : { ruleset }) },
    [bot, bot, bot, bot],
    new Rng(seedRng(`bots-${seed}`)),
    { onStep: (_state, action) => action && actions.push(action) },
    maxHands === undefined ? {} : { maxHands },
  );
  const { ruleset: resolvedRuleset, options: resolved } = final.config;
  const log: GameLog = { ruleset: resolvedRuleset, options: resolved, seed, actions };
  played.set(key, log);
  return log;
}
