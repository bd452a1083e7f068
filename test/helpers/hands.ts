/** Winning hands for tests, written in one-line notation (shared/contract.md). */
import type { ScoredHand, Seat, Situation, WinningHand } from '../../src/engine';
import { NO_SITUATION, parseHand, parseTile, scoreWinningHand } from '../../src/engine';

const SEATS: Record<string, Seat> = { we: 0, ws: 1, ww: 2, wn: 3 };

export interface WinSpec {
  readonly from?: 'wall' | 'discard';
  readonly seat?: 'we' | 'ws' | 'ww' | 'wn';
  readonly situation?: Partial<Situation>;
  readonly bonus?: string;
}

/** `hand('[6c 7c 8c] 2b 3b …', '5d', { from: 'discard', seat: 'ws' })`: concealed tiles exclude the winning tile. */
export function hand(line: string, winningTile: string, spec: WinSpec = {}): WinningHand {
  const parsed = parseHand(`${line} ${spec.bonus ?? ''}`);
  if (!parsed.ok) throw new Error(`${line}: ${parsed.error.message}`);
  const tile = parseTile(winningTile);
  if (!tile.ok) throw new Error(tile.error.message);
  return {
    concealed: parsed.value.concealed,
    melds: parsed.value.melds,
    winningTile: tile.value,
    winFrom: spec.from ?? 'discard',
    seat: SEATS[spec.seat ?? 'ws']!,
    bonusTiles: parsed.value.bonusTiles,
    situation: { ...NO_SITUATION, ...spec.situation },
  };
}

export function scored(h: WinningHand, halveFlowers = false): ScoredHand {
  const result = scoreWinningHand(h, { halveFlowers });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}
