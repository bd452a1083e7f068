/**
 * Shape checks for actions that arrive from outside (a saved log, a worker message): anything that
 * is not a well-formed action is rejected with `action/malformed` before the reducer looks at it.
 */
import type { EngineError } from '../errors';
import { PLAYING_KINDS, TILE_COUNT_WITH_BONUS } from '../tiles';

const SEATED = new Set([
  'discard',
  'declareKong',
  'addToPung',
  'declareWin',
  'claimChow',
  'claimPung',
  'claimKong',
  'claimWin',
  'pass',
]);
const WITH_KIND = new Set(['declareKong', 'addToPung']);

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
  if (a['type'] === 'nextHand') return null;
  if (typeof a['type'] !== 'string' || !SEATED.has(a['type']))
    return malformed(`unknown action type ${JSON.stringify(a['type'])}`);
  if (!isIndex(a['seat'], 4)) return malformed('seat must be 0 (East) to 3 (North)');
  if (a['type'] === 'discard' && !isIndex(a['tile'], TILE_COUNT_WITH_BONUS))
    return malformed('discard needs a tile id');
  if (WITH_KIND.has(a['type']) && !isIndex(a['kind'], PLAYING_KINDS))
    return malformed(`${a['type']} needs a tile kind`);
  if (a['type'] === 'claimChow' && !isIndex(a['lowest'], PLAYING_KINDS))
    return malformed('claimChow needs the lowest kind of the chow');
  return null;
}
