/**
 * What the coach marks on the person's own tiles and claim buttons, in the live mode only: the
 * suggested discard, danger shading late in the hand, the advised claim. Read from the store's
 * fresh advice (for the position on the table now); small, so it loads with the table.
 */
import type { Action, TileKind } from '../../engine';
import type { ClaimChoice, DangerMark, DiscardAdvice, HintMode } from '../../store';
import { selectFreshAdvice, useAppStore } from '../../store';

export interface CoachMarks {
  readonly mode: HintMode;
  readonly suggested: TileKind | null;
  /** Other discards the analyser values within a small margin of the suggestion (dotted). */
  readonly close: readonly TileKind[];
  readonly danger: readonly DangerMark[] | null;
  readonly claim: ClaimChoice | null;
}

export function useCoachMarks(): CoachMarks {
  const mode = useAppStore((s) => s.settings.hints);
  const advice = useAppStore(selectFreshAdvice);
  if (mode !== 'live' || advice === null)
    return { mode, suggested: null, close: [], danger: null, claim: null };
  return {
    mode,
    suggested: advice.discard?.recommended.kind ?? null,
    close: advice.discard === null ? [] : closeDiscards(advice.discard),
    danger: advice.danger,
    claim: advice.claim?.recommended ?? null,
  };
}

/** A discard is as good as the suggestion when its figure is at least this share of it. */
export const CLOSE_SHARE = 0.95;
/** At most this many dots beside the suggestion: the others of the panel's three best. */
export const MAX_CLOSE = 2;

/**
 * The discards worth a dot beside the suggestion (issue 16: quieter overlays): the next in the
 * coach's order, as far from ready as the suggestion and valued, for the coach's aim, within 5% of
 * it — at most two, the panel's other best discards. None when the suggestion's figure is nothing
 * (every tile then looks alike) or when danger decided it (only the safe tile is advised).
 */
export function closeDiscards(discard: DiscardAdvice): TileKind[] {
  if (discard.reason.type === 'safety') return [];
  const figure = (f: DiscardAdvice['figures'][number]) =>
    discard.aim === 'win' ? f.tableChance : f.tablePoints;
  const suggested = discard.figures.find((f) => f.kind === discard.recommended.kind);
  if (suggested === undefined || figure(suggested) <= 0) return [];
  return discard.figures
    .filter(
      (f) =>
        f !== suggested &&
        f.shanten === suggested.shanten &&
        figure(f) >= CLOSE_SHARE * figure(suggested),
    )
    .slice(0, MAX_CLOSE)
    .map((f) => f.kind);
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
