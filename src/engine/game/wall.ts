/**
 * The wall (zung-jung.md §4): shuffled or rigged, its canonical deal order (§4.2, D-3), and the
 * dead wall that is always the last 14 remaining tiles. A ruleset may deal in another order
 * (ravenna.md §4.1); the rig places tiles by the ruleset's deal positions.
 */
import type { Result } from '../errors';
import { defined, fail, ok } from '../errors';
import { parseTile } from '../notation';
import type { RngState } from '../rng';
import { shuffle } from '../rng';
import type { Seats, TileId, TileKind } from '../tiles';
import { allTileIds, idsOfKind, kindOfId, seatTuple } from '../tiles';
import type { RiggedWall } from './types';

export const DEAD_WALL = 14;
/** 13 tiles each plus East's 14th (§4.1 step 5). */
export const DEALT_TILES = 53;

/** Wall positions dealt to each seat, in the canonical order of §4.2. */
export const DEAL_POSITIONS: Seats<readonly number[]> = seatTuple((seat) => {
  const positions: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (let j = 0; j < 4; j++) positions.push(round * 16 + seat * 4 + j);
  }
  if (seat === 0) positions.push(48, 49);
  else positions.push(48 + seat + 1);
  return positions;
});

export function shuffledWall(rng: RngState, withBonus: boolean): { wall: TileId[]; rng: RngState } {
  const { value, state } = shuffle(rng, allTileIds(withBonus));
  return { wall: value, rng: state };
}

/** Tiles written in notation, in the order written (draw order matters). */
function kindsOf(text: string | undefined, what: string): Result<TileKind[]> {
  const kinds: TileKind[] = [];
  for (const token of (text ?? '').split(/\s+/).filter((t) => t !== '')) {
    const kind = parseTile(token);
    if (!kind.ok) return fail('config/invalid-rig', `${what}: ${kind.error.message}`);
    kinds.push(kind.value);
  }
  return ok(kinds);
}

/**
 * Builds a hand's wall from a rig: the named tiles go where the deal, the live draws and the
 * replacement draws will take them; the remaining tiles fill the other places in shuffled order.
 */
export function riggedWall(
  rig: RiggedWall,
  rng: RngState,
  withBonus: boolean,
  dealPositions: Seats<readonly number[]> = DEAL_POSITIONS,
): Result<{ wall: TileId[]; rng: RngState }> {
  const size = withBonus ? 144 : 136;
  const placed = new Array<TileKind | undefined>(size);
  const put = (position: number, kind: TileKind, what: string): Result<null> => {
    if (position < 0 || position >= size || placed[position] !== undefined) {
      return fail('config/invalid-rig', `${what}: the rigged tiles overlap or do not fit the wall`);
    }
    placed[position] = kind;
    return ok(null);
  };
  for (const [seat, positions] of dealPositions.entries()) {
    const kinds = kindsOf(rig.hands?.[seat], `hand of seat ${seat}`);
    if (!kinds.ok) return kinds;
    if (kinds.value.length > positions.length) {
      return fail(
        'config/invalid-rig',
        `seat ${seat} is dealt ${positions.length} tiles, not ${kinds.value.length}`,
      );
    }
    for (const [i, kind] of kinds.value.entries()) {
      const r = put(defined(positions[i], 'a deal position'), kind, `hand of seat ${seat}`);
      if (!r.ok) return r;
    }
  }
  const draws = kindsOf(rig.draws, 'draws');
  if (!draws.ok) return draws;
  for (const [i, kind] of draws.value.entries()) {
    const r = put(DEALT_TILES + i, kind, 'draws');
    if (!r.ok) return r;
  }
  const replacements = kindsOf(rig.replacements, 'replacements');
  if (!replacements.ok) return replacements;
  for (const [i, kind] of replacements.value.entries()) {
    const r = put(size - 1 - i, kind, 'replacements');
    if (!r.ok) return r;
  }
  // Give each named kind the next unused copy; the rest of the set fills the gaps, shuffled.
  const unused = new Map<TileKind, TileId[]>();
  for (const id of allTileIds(withBonus)) {
    const kind = kindOfId(id);
    unused.set(kind, [...(unused.get(kind) ?? []), id]);
  }
  const wall = new Array<TileId>(size);
  for (let position = 0; position < size; position++) {
    const kind = placed[position];
    if (kind === undefined) continue;
    const id = unused.get(kind)?.shift();
    if (id === undefined) {
      const known = idsOfKind(kind).length;
      return fail('config/invalid-rig', `the rig uses more than ${known} of a tile kind (${kind})`);
    }
    wall[position] = id;
  }
  const rest = [...unused.values()].flat();
  const { value, state } = shuffle(rng, rest);
  let next = 0;
  for (let position = 0; position < size; position++) {
    if (wall[position] === undefined) {
      wall[position] = defined(value[next++], 'a shuffled tile for the rest of the wall');
    }
  }
  return ok({ wall, rng: state });
}
