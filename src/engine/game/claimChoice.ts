/**
 * A seat's answer when a tile is on offer (a discard, §5; a kong being added, §7): win on it, pass,
 * or claim a set with it. The coach advises one, the review compares two, the UI names them: the
 * one reading of an action as an answer is here, where every layer may take it.
 */
import type { TileKind } from '../tiles';
import type { Action } from './types';

export type ClaimChoice =
  | { readonly type: 'win' }
  | { readonly type: 'pass' }
  | { readonly type: 'pung' }
  | { readonly type: 'kong' }
  | { readonly type: 'chow'; readonly lowest: TileKind };

/** The answer an action gives to a tile on offer; null for an action that answers none. */
export function claimChoiceOf(action: Action): ClaimChoice | null {
  switch (action.type) {
    case 'pass':
      return { type: 'pass' };
    case 'claimPung':
      return { type: 'pung' };
    case 'claimKong':
      return { type: 'kong' };
    case 'claimChow':
      return { type: 'chow', lowest: action.lowest };
    case 'claimWin':
      return { type: 'win' };
    default:
      return null;
  }
}

export const sameClaimChoice = (a: ClaimChoice, b: ClaimChoice): boolean =>
  a.type === b.type && (a.type !== 'chow' || (b.type === 'chow' && a.lowest === b.lowest));
