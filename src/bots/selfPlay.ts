/**
 * Plays a match with one decision function per player, as the app's bot seats and `hu simulate`
 * do: every decision goes through `playerView` and `apply`, so a player never sees hidden tiles
 * and never bypasses the rules.
 */
import type { Action, GameState, NewGameInput, PlayerIndex, PlayerView, Rng } from '../engine';
import { apply, newGame, playerView, currentPlayers, seatsToAct } from '../engine';

export type Decide = (view: PlayerView, rng: Rng) => Action;

export interface SelfPlayHooks {
  /** After every applied action (the action is null for the deal of a new hand). */
  readonly onStep?: (state: GameState, action: Action | null) => void;
  /** When a hand has ended (phase handOver), before the next one is dealt. */
  readonly onHandEnd?: (state: GameState) => void;
  /** When the engine refused a player's action; the player's first legal action is played instead. */
  readonly onIllegal?: (player: PlayerIndex, action: Action, code: string) => void;
}

export interface SelfPlayLimits {
  /** Stop after this many finished hands (a match has 16). */
  readonly maxHands?: number;
}

/** Plays from a new game until the match ends or `maxHands` hands are finished. */
export function playMatch(
  input: NewGameInput,
  players: readonly [Decide, Decide, Decide, Decide],
  rng: Rng,
  hooks: SelfPlayHooks = {},
  limits: SelfPlayLimits = {},
): GameState {
  const created = newGame(input);
  if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
  let state = created.value.state;
  hooks.onStep?.(state, null);
  let finished = 0;
  for (;;) {
    const phase = state.hand.phase;
    if (phase.kind === 'matchOver') return state;
    if (phase.kind === 'handOver') {
      hooks.onHandEnd?.(state);
      finished++;
      if (finished >= (limits.maxHands ?? Infinity)) return state;
      state = step(state, { type: 'nextHand' }, hooks);
      continue;
    }
    const seat = seatsToAct(state)[0];
    if (seat === undefined) throw new Error(`nobody can act in phase ${phase.kind}`);
    const player = currentPlayers(state)[seat];
    const view = playerView(state, seat);
    const action = players[player](view, rng);
    const result = apply(state, action);
    if (result.ok) {
      state = result.state;
      hooks.onStep?.(state, action);
    } else {
      hooks.onIllegal?.(player, action, result.error.code);
      const [fallback] = view.legalActions;
      if (fallback === undefined) throw new Error(`seat ${seat} is to act with no legal action`);
      state = step(state, fallback, hooks);
    }
  }
}

function step(state: GameState, action: Action, hooks: SelfPlayHooks): GameState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`a legal action was refused: ${result.error.code}`);
  hooks.onStep?.(result.state, action);
  return result.state;
}
