/**
 * The project's tile notation (shared/contract.md, "Tiles"): `1b`..`9b`, `1c`..`9c`, `1d`..`9d`,
 * `we ws ww wn`, `dr dg dw`, `f1`..`f4`, `s1`..`s4`; and one-line hands such as
 * `[6c 7c 8c] [9c 9c 9c 9c]c 2b 3b 4b 5d 5d 7d 8d`.
 */
import type { Result } from './errors';
import { fail, ok } from './errors';
import type { Meld } from './melds';
import { classifySet, meldTiles } from './melds';
import type { TileKind } from './tiles';
import { ALL_KINDS, FIRST_BONUS, FIRST_SEASON, FIRST_WIND, isBonus, kindOf } from './tiles';

const SUIT_LETTERS = ['b', 'c', 'd'];
const HONOUR_NAMES = ['we', 'ws', 'ww', 'wn', 'dr', 'dg', 'dw'];

const NAMES: readonly string[] = (() => {
  const names: string[] = [];
  for (const suit of SUIT_LETTERS)
    for (let rank = 1; rank <= 9; rank++) names.push(`${rank}${suit}`);
  names.push(...HONOUR_NAMES);
  for (let n = 1; n <= 4; n++) names.push(`f${n}`);
  for (let n = 1; n <= 4; n++) names.push(`s${n}`);
  return names;
})();

const KIND_BY_NAME = new Map<string, TileKind>(NAMES.map((name, kind) => [name, kindOf(kind)]));

/** The notation of a kind, e.g. `5b`, `we`, `f2`. */
export function formatTile(kind: TileKind): string {
  const name = NAMES[kind];
  if (name === undefined) throw new RangeError(`not a tile kind: ${kind}`);
  return name;
}

/**
 * A tile for a message: its notation when it is a tile kind, otherwise the number marked as not a
 * tile — messages name tiles as people write them, never by an internal index.
 */
export function tileName(kind: number | undefined): string {
  const name = kind !== undefined && Number.isInteger(kind) ? NAMES[kind] : undefined;
  return name ?? `#${String(kind)} (not a tile)`;
}

/** The kind a notation names, or undefined. Case-sensitive, as the contract spells it. */
export function tileKindOf(text: string): TileKind | undefined {
  return KIND_BY_NAME.get(text);
}

export function parseTile(text: string): Result<TileKind> {
  const kind = KIND_BY_NAME.get(text);
  if (kind === undefined) {
    return fail(
      'input/unknown-tile',
      `"${text}" is not a tile (use 1b..9b, 1c..9c, 1d..9d, we ws ww wn, dr dg dw, f1..f4, s1..s4)`,
    );
  }
  return ok(kind);
}

export function parseTiles(texts: readonly string[]): Result<TileKind[]> {
  const kinds: TileKind[] = [];
  for (const text of texts) {
    const parsed = parseTile(text);
    if (!parsed.ok) return parsed;
    kinds.push(parsed.value);
  }
  return ok(kinds);
}

export function formatTiles(kinds: readonly TileKind[]): string {
  return kinds.map(formatTile).join(' ');
}

/** A hand as written on one line: declared sets, loose concealed tiles, and exposed bonus tiles. */
export interface NotatedHand {
  readonly melds: readonly Meld[];
  readonly concealed: readonly TileKind[];
  readonly bonusTiles: readonly TileKind[];
}

const TOKEN = /\[([^\]]*)\](c?)|(\S+)/g;

/** Parses a one-line hand. Loose flowers and seasons are read as exposed bonus tiles. */
export function parseHand(line: string): Result<NotatedHand> {
  const melds: Meld[] = [];
  const concealed: TileKind[] = [];
  const bonusTiles: TileKind[] = [];
  for (const match of line.matchAll(TOKEN)) {
    const [whole, inside, concealedMark, loose] = match;
    if (loose !== undefined) {
      if (loose.includes('[') || loose.includes(']')) {
        return fail('input/invalid-meld', `unbalanced brackets near "${loose}"`);
      }
      const kind = parseTile(loose);
      if (!kind.ok) return kind;
      (isBonus(kind.value) ? bonusTiles : concealed).push(kind.value);
      continue;
    }
    const tiles = parseTiles((inside ?? '').split(/\s+/).filter((t) => t !== ''));
    if (!tiles.ok) return tiles;
    const set = tiles.value.some(isBonus) ? null : classifySet(tiles.value);
    if (set === null) return fail('input/invalid-meld', `${whole} is not a chow, pung or kong`);
    const isConcealed = concealedMark === 'c';
    if (isConcealed && set.kind !== 'kong') {
      return fail('input/invalid-meld', `${whole}: only a kong can be declared concealed`);
    }
    melds.push({ kind: set.kind, tile: set.tile, concealed: isConcealed });
  }
  return ok({ melds, concealed, bonusTiles });
}

export function formatMeld(meld: Meld): string {
  return `[${formatTiles(meldTiles(meld))}]${meld.concealed ? 'c' : ''}`;
}

export function formatHand(hand: NotatedHand): string {
  return [
    ...hand.melds.map(formatMeld),
    ...hand.concealed.map(formatTile),
    ...hand.bonusTiles.map(formatTile),
  ].join(' ');
}

/** Kinds in the canonical order of the notation list (bamboo, characters, dots, winds, dragons). */
export function sortKinds(kinds: readonly TileKind[]): TileKind[] {
  return [...kinds].sort((a, b) => a - b);
}

// Guard against the kind table drifting from the layout documented in tiles.ts.
if (
  NAMES.length !== ALL_KINDS ||
  NAMES[FIRST_WIND] !== 'we' ||
  NAMES[FIRST_BONUS] !== 'f1' ||
  NAMES[FIRST_SEASON] !== 's1'
) {
  throw new Error('notation table does not match the tile kind layout');
}
