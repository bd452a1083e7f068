/**
 * The worker side: the same bot code that `hu simulate` runs synchronously in Node. A request
 * that is not a well-formed decision request is refused with a coded error (the client then falls
 * back), never by crashing the worker.
 */
import { LEVELS, decide } from '../bots';
import { analyse, positionOfView } from '../bots/analyser';
import type { CoachAim } from '../bots/coach';
import { DEFAULT_AIM, coach, reviewDecision } from '../bots/coach';
import type { GameLog } from '../engine';
import { Rng, replay, seedRng, stateHash } from '../engine';
import type { BotApi, DecisionRequest } from './protocol';

export class BotRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

function checkRequest(request: unknown): asserts request is DecisionRequest {
  const r = request as Partial<DecisionRequest> | null;
  if (typeof r !== 'object' || r === null)
    throw new BotRequestError('bot/malformed', 'a request is an object');
  if (!LEVELS.includes(r.level as never))
    throw new BotRequestError('bot/unknown-level', `no level ${String(r.level)}`);
  if (typeof r.seed !== 'string') throw new BotRequestError('bot/malformed', 'seed must be text');
  const view = r.view as Partial<DecisionRequest['view']> | undefined;
  if (
    typeof view !== 'object' ||
    view === null ||
    !Array.isArray(view.legalActions) ||
    !Array.isArray(view.seats) ||
    view.seats.length !== 4 ||
    typeof view.phase !== 'object'
  ) {
    throw new BotRequestError('bot/malformed', 'view is not a player view');
  }
  if (view.legalActions.length === 0)
    throw new BotRequestError('bot/nothing-to-decide', 'no legal action in this view');
}

/** The coach's aim in a request: the default (the most points) when absent, anything else refused. */
function aimOf(request: unknown, code: 'coach/malformed' | 'review/malformed'): CoachAim {
  const aim = (request as { aim?: unknown } | null)?.aim ?? DEFAULT_AIM;
  if (aim !== 'win' && aim !== 'points')
    throw new BotRequestError(code, 'aim is neither "win" nor "points"');
  return aim;
}

/** How many opponents play at the strong level: 0 when absent, anything but 0..3 refused. */
function strongOpponentsOf(request: unknown, code: 'coach/malformed' | 'review/malformed'): number {
  const n = (request as { strongOpponents?: unknown } | null)?.strongOpponents ?? 0;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 3)
    throw new BotRequestError(code, 'strongOpponents is not a whole number from 0 to 3');
  return n;
}

export const botApi: BotApi = {
  decide(request) {
    checkRequest(request);
    return decide(request.view, new Rng(seedRng(request.seed)), request.level);
  },
  coach(request) {
    const view = (request as Partial<typeof request> | null)?.view;
    if (typeof view !== 'object' || view === null || !Array.isArray(view.seats))
      throw new BotRequestError('coach/malformed', 'view is not a player view');
    return coach(
      view,
      aimOf(request, 'coach/malformed'),
      strongOpponentsOf(request, 'coach/malformed'),
    );
  },
  review(request) {
    const r = request as Partial<typeof request> | null;
    const view = r?.view;
    if (typeof view !== 'object' || view === null || !Array.isArray(view.seats))
      throw new BotRequestError('review/malformed', 'view is not a player view');
    if (typeof r?.action !== 'object' || r.action === null || typeof r.action.type !== 'string')
      throw new BotRequestError('review/malformed', 'action is not an action');
    return reviewDecision(
      view,
      r.action,
      aimOf(request, 'review/malformed'),
      strongOpponentsOf(request, 'review/malformed'),
    );
  },
  analyse(request) {
    const view = (request as Partial<typeof request> | null)?.view;
    if (typeof view !== 'object' || view === null || !Array.isArray(view.seats))
      throw new BotRequestError('analyse/malformed', 'view is not a player view');
    const position = positionOfView(view);
    return position === null ? null : analyse(position);
  },
  replayHash(log: GameLog) {
    const state = replay(log);
    if (!state.ok) throw new BotRequestError(state.error.code, state.error.message);
    return stateHash(state.value);
  },
};
