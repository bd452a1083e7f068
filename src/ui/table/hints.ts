/**
 * The beginner's discard hint: the tiles whose discard leaves the hand closest to ready (shanten,
 * §8.1 forms), and among those the ones that leave the most kinds of useful tiles to draw.
 * A pure query of the engine's hand analysis; the coach (issue 7) goes further.
 */
import type { DeclaredSet, TileId } from '../../engine';
import { countKinds, improvingKinds, kindOfId } from '../../engine';

export function goodDiscards(
  concealed: readonly TileId[],
  melds: readonly DeclaredSet[],
): TileId[] {
  if (concealed.length % 3 !== 2) return [];
  const counts = countKinds(concealed.map(kindOfId));
  const locked = new Uint8Array(counts.length);
  for (const meld of melds) for (const id of meld.tiles) locked[kindOfId(id)]++;
  let best: { shanten: number; width: number } | null = null;
  let bestKinds: number[] = [];
  counts.forEach((c, kind) => {
    if (c === 0) return;
    counts[kind]--;
    const { shanten, kinds } = improvingKinds(counts, melds.length, locked);
    counts[kind]++;
    const better =
      best === null ||
      shanten < best.shanten ||
      (shanten === best.shanten && kinds.length > best.width);
    if (better) {
      best = { shanten, width: kinds.length };
      bestKinds = [kind];
    } else if (best !== null && shanten === best.shanten && kinds.length === best.width) {
      bestKinds.push(kind);
    }
  });
  return concealed.filter((id) => bestKinds.includes(kindOfId(id)));
}
