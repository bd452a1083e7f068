/**
 * Shape checks for actions that arrive from outside (a saved log, a worker message): anything that
 * is not a well-formed action is rejected with `action/malformed` before the reducer looks at it.
 */
import type { EngineError } from '../errors';
import { PLAYING_KINDS, TILE_COUNT_WITH_BONUS } from '../tiles';

function isIndex(value: unknown, below: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < below;
}

function malformed(message: string): EngineError {
  return { code: 'action/malformed', message };
}

export function validateAction(action: unknown): EngineError | null {
  if (typeof action !== 'object' || action === null)
    return malformed('an action must be an object');
  const a = action as Record<string, unknown>;
  const type = a['type'];
  // A switch on the type, not a set look-up: every move of every game passes here.
  switch (type) {
    case 'nextHand':
      return null;
    case 'discard':
    case 'declareKong':
    case 'addToPung':
    case 'declareWin':
    case 'claimChow':
    case 'claimPung':
    case 'claimKong':
    case 'claimWin':
    case 'pass':
      break;
    default:
      return malformed(`unknown action type ${JSON.stringify(type)}`);
  }
  if (!isIndex(a['seat'], 4)) return malformed('seat must be 0 (East) to 3 (North)');
  if (type === 'discard' && !isIndex(a['tile'], TILE_COUNT_WITH_BONUS))
    return malformed('discard needs a tile id');
  if ((type === 'declareKong' || type === 'addToPung') && !isIndex(a['kind'], PLAYING_KINDS))
    return malformed(`${type} needs a tile kind`);
  if (type === 'claimChow' && !isIndex(a['lowest'], PLAYING_KINDS))
    return malformed('claimChow needs the lowest kind of the chow');
  return null;
}
