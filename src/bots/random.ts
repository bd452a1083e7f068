/**
 * The random-legal player: takes a win whenever it can (so that hands end in wins), otherwise picks
 * uniformly among its legal actions. A baseline for simulations until the real bots arrive.
 */
import type { Action, PlayerView, Rng } from '../engine';

export function decideRandom(view: PlayerView, rng: Rng): Action {
  const actions = view.legalActions;
  const win = actions.find((a) => a.type === 'declareWin' || a.type === 'claimWin');
  if (win) return win;
  const action = actions[rng.int(actions.length)];
  if (action === undefined)
    throw new Error(`seat ${view.seat} was asked to act with no legal action`);
  return action;
}
