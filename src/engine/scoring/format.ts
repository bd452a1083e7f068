import { formatMeld, formatTile } from '../notation';
import { kindOf } from '../tiles';
import type { Arrangement, WinningHand } from './types';

/**
 * An arrangement in one-line notation, as `hu score` prints it: declared sets as declared, then the
 * concealed tiles (with the winning tile) split into sets and the pair, or the irregular hand.
 */
export function formatArrangement(hand: WinningHand, arrangement: Arrangement): string {
  const parts = hand.melds.map(formatMeld);
  if (arrangement.form === 'regular') {
    for (const set of arrangement.sets) {
      if (set.declared) continue;
      const t = set.tile;
      const tiles = set.kind === 'chow' ? [t, kindOf(t + 1), kindOf(t + 2)] : [t, t, t];
      parts.push(tiles.map(formatTile).join(' '));
    }
    parts.push(`${formatTile(arrangement.pair)} ${formatTile(arrangement.pair)}`);
  } else if (arrangement.form === 'sevenPairs') {
    for (const p of arrangement.pairs) parts.push(`${formatTile(p)} ${formatTile(p)}`);
  } else {
    parts.push(arrangement.tiles.map(formatTile).join(' '));
  }
  return parts.join(' ');
}
