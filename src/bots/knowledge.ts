/**
 * What a seat can know, read off its `playerView` only: its own tiles, every tile in sight, how
 * many copies of each kind are still unseen, and what each opponent has shown.
 */
import type { Meld, PlayerView, Seat, TileKind } from '../engine';
import { PLAYING_KINDS, kindOfId } from '../engine';
import { addCopies, countOf } from './kindCounts';

export interface Opponent {
  readonly seat: Seat;
  readonly melds: readonly Meld[];
  /** Kinds this opponent discarded, in order (claimed ones included). */
  readonly discards: readonly TileKind[];
  /**
   * Kinds discarded by anyone since this opponent's last discard (included): if he wins on one
   * of them, its later discarder is not responsible (§12.5 same-turn immunity).
   */
  readonly immune: ReadonlySet<TileKind>;
  /**
   * Kinds other players discarded since his last discard that he let pass: his hand has not
   * changed since, so none of them completes it, or he would have won (a player takes a win).
   */
  readonly passed: ReadonlySet<TileKind>;
  /**
   * Kinds that went by since his concealed hand last changed (his last discard from the hand, or
   * the deal): every tile another player threw, and every tile he drew and threw straight back.
   * None completes the hand he holds, or he would have won on it (a player takes a win, §8).
   */
  readonly wentBy: ReadonlySet<TileKind>;
  /** How many of his latest discards in a row were the tile he had just drawn. */
  readonly drawStreak: number;
  /** For each of `discards`: was it the tile he had just drawn (else one kept in his hand)? */
  readonly fromDraw: readonly boolean[];
  /** His discards since he last claimed a discard (-1: he has claimed none this hand). */
  readonly sinceClaim: number;
  /** Bonus tiles he has shown (each a point when he wins, 11.1). */
  readonly bonus: number;
}

export interface Knowledge {
  readonly seat: Seat;
  /** Own concealed tiles per kind. */
  readonly hand: Uint8Array;
  readonly meldCount: number;
  readonly melds: readonly Meld[];
  /** Copies of each kind inside own declared sets. */
  readonly locked: Uint8Array;
  /** Copies of each kind this seat has not seen anywhere (wall, dead wall, other hands). */
  readonly unseen: Uint8Array;
  readonly unseenTotal: number;
  readonly liveWall: number;
  readonly opponents: readonly Opponent[];
  /** Any exposed set: Concealed Hand (1.2) is already lost. */
  readonly exposed: boolean;
}

/** A declared set as the rules read it: its kind, its lowest tile, a concealed kong or not. */
export function toMeld(set: PlayerView['seats'][number]['melds'][number]): Meld {
  const [lowest] = set.tiles; // the tiles are in ascending order
  if (lowest === undefined) throw new Error(`a declared ${set.kind} without tiles`);
  return { kind: set.kind, tile: kindOfId(lowest), concealed: set.concealed };
}

export function knowledgeOf(view: PlayerView): Knowledge {
  const me = view.seats[view.seat];
  const hand = new Uint8Array(PLAYING_KINDS);
  for (const t of me.concealed ?? []) addCopies(hand, kindOfId(t), 1);
  const visible = hand.slice();
  for (const s of view.seats) {
    for (const set of s.melds) for (const t of set.tiles) addCopies(visible, kindOfId(t), 1);
    for (const t of s.river) addCopies(visible, kindOfId(t), 1);
  }
  const unseen = new Uint8Array(PLAYING_KINDS);
  let unseenTotal = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    const left = Math.max(0, 4 - countOf(visible, k));
    unseen[k] = left;
    unseenTotal += left;
  }
  const melds = me.melds.map(toMeld);
  const locked = new Uint8Array(PLAYING_KINDS);
  for (const set of me.melds) for (const t of set.tiles) addCopies(locked, kindOfId(t), 1);
  const opponents = view.seats
    .filter((s) => s.seat !== view.seat)
    .map((s): Opponent => {
      let last = -1;
      view.discards.forEach((d, i) => {
        if (d.seat === s.seat) last = i;
      });
      const immune = new Set<TileKind>();
      const passed = new Set<TileKind>();
      for (let i = Math.max(last, 0); i < view.discards.length; i++) {
        const d = view.discards[i];
        if (d === undefined) continue;
        immune.add(kindOfId(d.tile));
        // A discard claimed by someone else still passed him by (only a win outranks, §5.4).
        if (i > last && d.seat !== s.seat && d.claimedBy !== s.seat) passed.add(kindOfId(d.tile));
      }
      let changed = -1;
      view.discards.forEach((d, i) => {
        if ((d.seat === s.seat && !d.fromDraw) || d.claimedBy === s.seat) changed = i;
      });
      const wentBy = new Set<TileKind>();
      for (let i = changed + 1; i < view.discards.length; i++) {
        const d = view.discards[i];
        if (d === undefined) continue;
        if (d.claimedBy !== s.seat) wentBy.add(kindOfId(d.tile));
      }
      const own = view.discards.filter((d) => d.seat === s.seat);
      let drawStreak = 0;
      for (let i = own.length - 1; i >= 0 && own[i]?.fromDraw === true; i--) drawStreak++;
      let sinceClaim = -1;
      view.discards.forEach((d) => {
        if (d.seat === s.seat && sinceClaim >= 0) sinceClaim++;
        if (d.claimedBy === s.seat) sinceClaim = 0;
      });
      return {
        seat: s.seat,
        melds: s.melds.map(toMeld),
        discards: own.map((d) => kindOfId(d.tile)),
        fromDraw: own.map((d) => d.fromDraw),
        sinceClaim,
        bonus: s.bonus.length,
        wentBy,
        drawStreak,
        immune,
        passed,
      };
    });
  return {
    seat: view.seat,
    hand,
    meldCount: melds.length,
    melds,
    locked,
    unseen,
    unseenTotal,
    liveWall: view.wall.live,
    opponents,
    exposed: me.melds.some((m) => !m.concealed),
  };
}
