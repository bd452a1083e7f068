/**
 * Ravenna's options (ravenna.md §13) and the ones its rules fix: what the settings and the
 * new-match screen check before a match, apart from the rest of the ruleset (./ruleset.ts), so
 * that the app's start-up code reads them without loading the reducer and the scorer.
 */
import type { Result } from '../../errors';
import { fail, ok } from '../../errors';
import type { GameOptions } from '../../game/types';
import { RAVENNA_LIMIT } from './scoring/limit';
import type { PlayerOption } from '../types';
import type { RavennaOptions } from './slots';

/**
 * The name of Ravenna's four options (§13) among a ruleset's `playerOptions` and in GameOptions:
 * the UI and the settings ask for it by this constant, not by a literal that reads like the id.
 */
export const RAVENNA_OPTION = 'ravenna' satisfies PlayerOption;

/** §13 defaults. */
export const RAVENNA_DEFAULTS: RavennaOptions = {
  limit: RAVENNA_LIMIT,
  startingBalance: 2000,
  dealPasses: 16,
  stopWhenBroke: true,
};

/**
 * The options every Ravenna game has: always 144 tiles (§1.1), no halving, the deal passing to the
 * previous South (§9.1, the `next` of zung-jung D-1), wins only when the tiles are a winning hand.
 */
export const RAVENNA_OPTIONS: GameOptions = {
  flowers: true,
  halveFlowers: false,
  dealPass: 'next',
  falseWin: 'prevent',
  seating: 'random',
  ravenna: RAVENNA_DEFAULTS,
};

const FIXED: Readonly<Record<string, readonly unknown[]>> = {
  flowers: [true],
  halveFlowers: [false],
  dealPass: ['next'],
  falseWin: ['prevent'],
  seating: ['random', 'dice'],
};

const wholeAtLeast = (min: number) => (v: unknown) =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min;

const RAVENNA_CHECKS: { readonly [K in keyof RavennaOptions]: (v: unknown) => boolean } = {
  limit: wholeAtLeast(1),
  startingBalance: wholeAtLeast(1),
  dealPasses: wholeAtLeast(1),
  stopWhenBroke: (v) => typeof v === 'boolean',
};

function setRavennaOption(
  into: Record<string, unknown>,
  name: string,
  value: unknown,
): Result<null> {
  const check = (RAVENNA_CHECKS as Record<string, (v: unknown) => boolean>)[name];
  if (check === undefined) return fail('config/unknown-option', `unknown option "ravenna.${name}"`);
  if (!check(value)) {
    return fail(
      'config/invalid-option',
      `option ravenna.${name} cannot be ${JSON.stringify(value)}`,
    );
  }
  into[name] = value;
  return ok(null);
}

/**
 * §13: `ravenna.limit`, `ravenna.startingBalance`, `ravenna.dealPasses`, `ravenna.stopWhenBroke`,
 * given as `{"ravenna": {"limit": 300}}` or `{"ravenna.limit": 300}`. The Zung Jung options are
 * accepted only at the values Ravenna fixes (a resolved options object reads back as itself).
 */
export function resolveRavennaOptions(partial: object = {}): Result<GameOptions> {
  const options: Record<string, unknown> = { ...RAVENNA_OPTIONS };
  const ravenna: Record<string, unknown> = { ...RAVENNA_DEFAULTS };
  for (const [name, value] of Object.entries(partial)) {
    if (name === 'ravenna') {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return fail('config/invalid-option', 'option ravenna must be an object');
      for (const [inner, v] of Object.entries(value)) {
        const set = setRavennaOption(ravenna, inner, v);
        if (!set.ok) return set;
      }
      continue;
    }
    if (name.startsWith('ravenna.')) {
      const set = setRavennaOption(ravenna, name.slice('ravenna.'.length), value);
      if (!set.ok) return set;
      continue;
    }
    const choices = FIXED[name];
    if (choices === undefined) return fail('config/unknown-option', `unknown option "${name}"`);
    if (!choices.includes(value)) {
      return fail(
        'config/invalid-option',
        `option ${name} cannot be ${JSON.stringify(value)} in the Ravenna rules`,
      );
    }
    options[name] = value;
  }
  options['ravenna'] = ravenna;
  return ok(options as unknown as GameOptions);
}

export function ravennaOptionsOf(options: GameOptions): RavennaOptions {
  return options.ravenna ?? RAVENNA_DEFAULTS;
}
