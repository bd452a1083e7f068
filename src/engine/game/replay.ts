/** `replay(log)`: the state a game log describes (design.md: `{ruleset, options, seed, actions}`). */
import type { Result } from '../errors';
import { fail, ok } from '../errors';
import { apply } from './apply';
import { newGame } from './game';
import type { GameLog, GameState } from './types';

export function replay(log: GameLog): Result<GameState> {
  if (typeof log !== 'object' || log === null || !Array.isArray(log.actions)) {
    return fail('replay/malformed', 'a game log is {ruleset, options, seed, actions[]}');
  }
  const created = newGame({
    ruleset: log.ruleset,
    seed: log.seed,
    options: log.options,
    ...(log.rig ? { rig: log.rig } : {}),
  });
  if (!created.ok) return created;
  let state = created.value.state;
  for (const [index, action] of log.actions.entries()) {
    const result = apply(state, action);
    if (!result.ok) {
      return fail(
        'replay/illegal-action',
        `action ${index} (${JSON.stringify(action)}) was rejected: ${result.error.code} ${result.error.message}`,
      );
    }
    state = result.state;
  }
  return ok(state);
}
