/**
 * The bots' worker protocol (design.md: src/worker). The client side imports only these types.
 */
import type { Level } from '../bots';
import type { Action, GameLog, PlayerView } from '../engine';

export interface DecisionRequest {
  readonly view: PlayerView;
  readonly level: Level;
  /** Seeds the bot's rng: the same request always gets the same decision. */
  readonly seed: string;
}

export interface BotApi {
  decide(request: DecisionRequest): Action;
  /** The state hash a game log replays to: must equal the main thread's and Node's. */
  replayHash(log: GameLog): string;
}

export type { Action, GameLog, Level, PlayerView };
