/**
 * A compact text for a hand's actions (issue 37: the built-in drills ship each hand they ask from
 * as its seed and its moves, about four characters a move instead of forty in a log file's JSON).
 * One token per action, separated by spaces: a letter for the action, the seat's digit, and the
 * tile's id or kind in two base-36 digits where the action names one —
 * `d` discard, `k` concealed kong, `a` a tile added to a pung, `w` self-drawn win, `c` chow (its
 * lowest kind), `p` pung, `g` kong on a discard, `h` win on a discard, `x` pass, `n` next hand.
 * Pure; reading a text that is not this one is a typed error, never an exception.
 */
import type { Action, Result, Seat, TileId } from '../engine';
import { asKind, fail, ok } from '../engine';

const TWO = 36 * 36;
const two = (n: number) => n.toString(36).padStart(2, '0');

function token(action: Action): string {
  if (action.type === 'nextHand') return 'n';
  const s = action.seat;
  switch (action.type) {
    case 'discard':
      return `d${s}${two(action.tile)}`;
    case 'declareKong':
      return `k${s}${two(action.kind)}`;
    case 'addToPung':
      return `a${s}${two(action.kind)}`;
    case 'claimChow':
      return `c${s}${two(action.lowest)}`;
    case 'declareWin':
      return `w${s}`;
    case 'claimPung':
      return `p${s}`;
    case 'claimKong':
      return `g${s}`;
    case 'claimWin':
      return `h${s}`;
    case 'pass':
      return `x${s}`;
  }
}

export function encodeMoves(actions: readonly Action[]): string {
  return actions.map(token).join(' ');
}

function readToken(text: string): Action | null {
  if (text === 'n') return { type: 'nextHand' };
  const letter = text[0];
  const digit = text.charCodeAt(1) - 48;
  if (!(digit >= 0 && digit <= 3)) return null;
  const seat = digit as Seat;
  if (text.length === 2)
    switch (letter) {
      case 'w':
        return { type: 'declareWin', seat };
      case 'p':
        return { type: 'claimPung', seat };
      case 'g':
        return { type: 'claimKong', seat };
      case 'h':
        return { type: 'claimWin', seat };
      case 'x':
        return { type: 'pass', seat };
      default:
        return null;
    }
  if (text.length !== 4 || !/^[0-9a-z]{2}$/.test(text.slice(2))) return null;
  const n = parseInt(text.slice(2), 36);
  if (!(n >= 0 && n < TWO)) return null;
  // Unchecked, as the tile id is: the reducer refuses a move naming no tile when it is replayed.
  switch (letter) {
    case 'd':
      return { type: 'discard', seat, tile: n as TileId };
    case 'k':
      return { type: 'declareKong', seat, kind: asKind(n) };
    case 'a':
      return { type: 'addToPung', seat, kind: asKind(n) };
    case 'c':
      return { type: 'claimChow', seat, lowest: asKind(n) };
    default:
      return null;
  }
}

/** The actions of a text `encodeMoves` wrote; whether the engine accepts them is the engine's to say. */
export function decodeMoves(text: unknown): Result<Action[]> {
  if (typeof text !== 'string') return fail('moves/malformed', 'the moves are not text');
  if (text === '') return ok([]);
  const actions: Action[] = [];
  for (const [i, part] of text.split(' ').entries()) {
    const action = readToken(part);
    if (action === null) return fail('moves/malformed', `move ${i} ("${part}") is not a move`);
    actions.push(action);
  }
  return ok(actions);
}
