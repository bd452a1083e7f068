/**
 * What the coach marks on the person's own tiles and claim buttons, in the live mode only: the
 * suggested discard, danger shading late in the hand, the advised claim. Read from the store's
 * fresh advice (for the position on the table now); small, so it loads with the table.
 */
import type { Action, TileKind } from '../../engine';
import type { ClaimChoice, DangerMark, HintMode } from '../../store';
import { selectFreshAdvice, useAppStore } from '../../store';

export interface CoachMarks {
  readonly mode: HintMode;
  readonly suggested: TileKind | null;
  readonly danger: readonly DangerMark[] | null;
  readonly claim: ClaimChoice | null;
}

export function useCoachMarks(): CoachMarks {
  const mode = useAppStore((s) => s.settings.hints);
  const advice = useAppStore(selectFreshAdvice);
  if (mode !== 'live' || advice === null)
    return { mode, suggested: null, danger: null, claim: null };
  return {
    mode,
    suggested: advice.discard?.recommended.kind ?? null,
    danger: advice.danger,
    claim: advice.claim?.recommended ?? null,
  };
}

/** Whether `action` is the claim the coach advises. */
export function isAdvised(claim: ClaimChoice | null, action: Action): boolean {
  if (claim === null) return false;
  switch (claim.type) {
    case 'win':
      return action.type === 'claimWin';
    case 'pass':
      return action.type === 'pass';
    case 'pung':
      return action.type === 'claimPung';
    case 'kong':
      return action.type === 'claimKong';
    case 'chow':
      return action.type === 'claimChow' && action.lowest === claim.lowest;
  }
}
