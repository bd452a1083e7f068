/**
 * `?debug` lets the browser tests read the game the page is playing (the log, the last result,
 * what is saved) to check the screen against the `hu` CLI and the save against a replay.
 */
import type { AppStore } from '../store';
import type { Session } from '../persistence';
import { gameEngine, nextBotSeat } from '../store';
import { APP_VERSION } from '../version';

/**
 * Puts `huDebug()` on the page, and `huStateHash()`: the tests poll the first many times a move,
 * so the state's hash (a walk of the whole state) is computed only when asked for.
 */
export function exposeDebug(store: AppStore, session: Session): void {
  const huDebug = () => {
    const { game, log, matchId } = store.getState();
    return {
      config: game?.config ?? null,
      log,
      phase: game?.hand.phase ?? null,
      matchId,
      savedActions: session.saver?.savedActions() ?? 0,
      waitingFor: game === null ? null : nextBotSeat(game) === null ? 'person' : 'bot',
      resumed: session.resumed,
      version: APP_VERSION,
    };
  };
  const huStateHash = () => {
    const { game } = store.getState();
    return game === null ? null : gameEngine().stateHash(game);
  };
  Object.assign(globalThis, { huDebug, huStateHash });
}
