import type { Result } from '../errors';
import { fail, ok } from '../errors';
import type { GameOptions } from './types';

/** zung-jung.md §14 defaults. */
export const DEFAULT_OPTIONS: GameOptions = {
  flowers: false,
  halveFlowers: false,
  dealPass: 'next',
  falseWin: 'prevent',
  seating: 'random',
};

const CHOICES: { readonly [K in keyof GameOptions]: readonly GameOptions[K][] } = {
  flowers: [true, false],
  halveFlowers: [true, false],
  dealPass: ['next', 'previous'],
  falseWin: ['prevent'],
  seating: ['random', 'dice'],
};

/** Completes partial options with the defaults; rejects unknown names and values. */
export function resolveOptions(partial: object = {}): Result<GameOptions> {
  const options: Record<string, unknown> = { ...DEFAULT_OPTIONS };
  for (const [name, value] of Object.entries(partial)) {
    const choices = (CHOICES as Record<string, readonly unknown[]>)[name];
    if (choices === undefined) return fail('config/unknown-option', `unknown option "${name}"`);
    if (!choices.includes(value)) {
      const hint =
        name === 'falseWin' ? ' (the strict-table "penalise" mode is not available)' : '';
      return fail(
        'config/invalid-option',
        `option ${name} cannot be ${JSON.stringify(value)}${hint}`,
      );
    }
    options[name] = value;
  }
  return ok(options as unknown as GameOptions);
}
