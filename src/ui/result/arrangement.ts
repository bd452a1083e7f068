/**
 * The winning hand as it was scored (§9.7): the arrangement's sets and pair as rows of tile kinds,
 * with the winning tile placed where the scorer placed it.
 */
import type { Arrangement, TileKind } from '../../engine';
import { kindOf } from '../../engine';

export interface ArrangedGroup {
  readonly kinds: readonly TileKind[];
  readonly label: 'chow' | 'pung' | 'kong' | 'pair' | 'tiles';
  readonly declared: boolean;
  /** Index in `kinds` of the winning tile, or -1. */
  readonly winningAt: number;
}

function setKinds(kind: 'chow' | 'pung' | 'kong', tile: TileKind): TileKind[] {
  if (kind === 'chow') return [tile, kindOf(tile + 1), kindOf(tile + 2)];
  return Array<TileKind>(kind === 'kong' ? 4 : 3).fill(tile);
}

export function arrangedGroups(arrangement: Arrangement, winningTile: TileKind): ArrangedGroup[] {
  switch (arrangement.form) {
    case 'regular': {
      const groups: ArrangedGroup[] = arrangement.sets.map((set, i) => {
        const kinds = setKinds(set.kind, set.tile);
        return {
          kinds,
          label: set.kind,
          declared: set.declared,
          winningAt: arrangement.winningTileIn === i ? kinds.lastIndexOf(winningTile) : -1,
        };
      });
      groups.push({
        kinds: [arrangement.pair, arrangement.pair],
        label: 'pair',
        declared: false,
        winningAt: arrangement.winningTileIn === -1 ? 1 : -1,
      });
      return groups;
    }
    case 'sevenPairs': {
      let marked = false;
      return arrangement.pairs.map((pair) => {
        const here = !marked && pair === winningTile;
        if (here) marked = true;
        return { kinds: [pair, pair], label: 'pair', declared: false, winningAt: here ? 1 : -1 };
      });
    }
    case 'thirteenTerminals': {
      const at = arrangement.tiles.lastIndexOf(winningTile);
      return [{ kinds: arrangement.tiles, label: 'tiles', declared: false, winningAt: at }];
    }
  }
}
