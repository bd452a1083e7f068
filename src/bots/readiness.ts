/**
 * How likely one opponent is to be ready, read from what he has shown this hand (issue 18): his
 * declared sets, how many discards he has made, how long he has kept throwing the tile he just drew,
 * and the tiles he chose to let go from his hand — a player who throws middle tiles from the start
 * is not building a hand, one who starts throwing them from his hand late is finishing one.
 *
 * A small network (network.ts) over these signs and over his latest discards one by one — which
 * came from his hand, what kind of tile each was — since the order tells more than the counts: a
 * player who threw a run of tiles from his hand and then only what he draws has settled his hand.
 * Fitted on self-play of every level together (scripts/calibrate-readiness.ts writes
 * measuredReadiness.ts), so it reads a careless player as harmless and a careful one as close,
 * each on his own discards.
 */
import type { TileKind } from '../engine';
import type { Opponent } from './knowledge';
import { ZUNG_JUNG_READINESS_NETWORK } from './measuredReadiness';
import type { Network } from './network';
import { networkLogit } from './network';

/** Middle tiles (3–7 of a suit): the tiles a hand keeps longest. */
function isMiddle(kind: TileKind): boolean {
  if (kind >= 27) return false;
  const rank = kind % 9;
  return rank >= 2 && rank <= 6;
}

function isOuter(kind: TileKind): boolean {
  return kind >= 27 || kind % 9 === 0 || kind % 9 === 8;
}

/** The discards looked at as "early": what a player lets go first shows how he plays. */
const EARLY = 6;

/** Names of the signs, in the order of `readinessSigns` (the calibration prints them). */
export const READINESS_SIGNS = [
  'bias',
  'one set',
  'two sets',
  'three sets',
  'discards',
  'discards²',
  'discards × sets',
  'draw streak',
  'long draw streak',
  'early middle tiles',
  'early honours and terminals',
  'last from hand: middle',
  'last from hand: 2 or 8',
  'middle tiles from hand, last three',
  'discarded right after a claim',
  'claimed late',
  'threw the drawn tile, before the streak',
  'early middle tiles × discards',
  'sets claimed fast',
] as const;

/** The signs of one opponent, as numbers the model weighs (`READINESS_SIGNS` names them). */
export function readinessSigns(op: Opponent): Float64Array {
  const x = new Float64Array(READINESS_SIGNS.length);
  const sets = Math.min(op.melds.length, 3);
  const n = Math.min(op.discards.length, 20);
  x[0] = 1;
  if (sets > 0) x[sets] = 1;
  x[4] = n / 10;
  x[5] = (n / 10) ** 2;
  x[6] = (n / 10) * (sets / 3);
  x[7] = Math.min(op.drawStreak, 4) / 4;
  x[8] = op.drawStreak >= 3 ? 1 : 0;
  let middle = 0;
  let outer = 0;
  for (const [i, kind] of op.discards.entries()) {
    if (i >= EARLY) break;
    if (op.fromDraw[i] === true) continue;
    if (isMiddle(kind)) middle++;
    else if (isOuter(kind)) outer++;
  }
  x[9] = middle / EARLY;
  x[10] = outer / EARLY;
  const last = op.discards.length - 1;
  const lastKind = op.discards[last];
  if (lastKind !== undefined && op.fromDraw[last] !== true) {
    const rank = lastKind % 9;
    if (isMiddle(lastKind)) x[11] = 1;
    else if (lastKind < 27 && (rank === 1 || rank === 7)) x[12] = 1;
  }
  let lateMiddle = 0;
  for (let i = Math.max(EARLY, last - 2); i <= last; i++) {
    const kind = op.discards[i];
    if (kind !== undefined && op.fromDraw[i] !== true && isMiddle(kind)) lateMiddle++;
  }
  x[13] = lateMiddle / 3;
  x[14] = op.sinceClaim === 1 ? 1 : 0;
  x[15] = op.sinceClaim >= 0 && op.sinceClaim <= 2 && n >= 8 ? 1 : 0;
  // A player who keeps what he draws and throws from his hand is either building fast or not
  // reading his tiles at all; the share counts only the discards before his current streak.
  const before = op.discards.length - op.drawStreak;
  let thrownDrawn = 0;
  for (let i = 0; i < before; i++) if (op.fromDraw[i] === true) thrownDrawn++;
  x[16] = before >= 4 ? ((thrownDrawn / before) * Math.min(before, 10)) / 10 : 0;
  x[17] = x[9] * x[4];
  x[18] = op.melds.length / Math.max(op.discards.length, 2);
  return x;
}

/**
 * His latest discard, past the early ones, was a middle tile from his hand: he is reshaping a hand
 * that has kept its middle tiles so far, the way a player does as he becomes ready.
 */
export function middleFromHandLate(op: Opponent): boolean {
  const last = op.discards.length - 1;
  const kind = op.discards[last];
  return last >= EARLY && op.fromDraw[last] === false && kind !== undefined && isMiddle(kind);
}

/** His latest discards, read one by one (most recent first). */
export const RECENT_DISCARDS = 12;

/** What the network reads of each of them, in this order. */
const PER_DISCARD = [
  'thrown',
  'the tile he drew',
  'honour',
  'terminal',
  '2 or 8',
  'middle',
  'same suit as the one before',
  'early',
] as const;

/** What it reads of the whole hand besides the signs, in this order. */
const WHOLE_HAND = [
  'share of his discards in his least thrown suit',
  'share in his most thrown suit',
  'share of honours',
  'declared sets',
  'discards',
  'draw streak',
  'discards from his hand among his last six',
  'has claimed nothing',
  'discards since his last claim',
  'chows declared',
  'pungs and kongs declared',
  'bonus tiles',
] as const;

/** Everything the network reads, named (the signs without the bias, then the discards, then the rest). */
export const READINESS_INPUTS: readonly string[] = [
  ...READINESS_SIGNS.slice(1),
  ...Array.from({ length: RECENT_DISCARDS }, (_, back) =>
    PER_DISCARD.map((what) => `discard ${back + 1} back: ${what}`),
  ).flat(),
  ...WHOLE_HAND,
];

function suitOf(kind: TileKind): number {
  return kind >= 27 ? 3 : Math.floor(kind / 9);
}

/** The network's inputs for one opponent (`READINESS_INPUTS` names them). */
export function readinessInputs(op: Opponent): Float64Array {
  const x = new Float64Array(READINESS_INPUTS.length);
  const signs = readinessSigns(op);
  x.set(signs.subarray(1));
  let at = signs.length - 1;
  const n = op.discards.length;
  for (let back = 0; back < RECENT_DISCARDS; back++, at += PER_DISCARD.length) {
    const i = n - 1 - back;
    const kind = op.discards[i];
    if (kind === undefined) continue;
    const rank = kind % 9;
    x[at] = 1;
    x[at + 1] = op.fromDraw[i] === true ? 1 : 0;
    if (kind >= 27) x[at + 2] = 1;
    else if (rank === 0 || rank === 8) x[at + 3] = 1;
    else if (rank === 1 || rank === 7) x[at + 4] = 1;
    else x[at + 5] = 1;
    const before = op.discards[i - 1];
    x[at + 6] = before !== undefined && kind < 27 && suitOf(before) === suitOf(kind) ? 1 : 0;
    x[at + 7] = i < EARLY ? 1 : 0;
  }
  const bySuit = [0, 0, 0, 0];
  for (const kind of op.discards) {
    const suit = suitOf(kind);
    bySuit[suit] = (bySuit[suit] ?? 0) + 1;
  }
  const suits = bySuit.slice(0, 3).sort((a, b) => a - b);
  let fromHand = 0;
  for (let i = Math.max(0, n - 6); i < n; i++) if (op.fromDraw[i] !== true) fromHand++;
  let chows = 0;
  for (const meld of op.melds) if (meld.kind === 'chow') chows++;
  const whole = [
    n > 0 ? (suits[0] ?? 0) / n : 0,
    n > 0 ? (suits[2] ?? 0) / n : 0,
    n > 0 ? (bySuit[3] ?? 0) / n : 0,
    op.melds.length / 4,
    Math.min(n, 24) / 12,
    op.drawStreak / 6,
    fromHand / 6,
    op.sinceClaim < 0 ? 1 : 0,
    op.sinceClaim >= 0 ? Math.min(op.sinceClaim, 10) / 10 : 0,
    chows / 4,
    (op.melds.length - chows) / 4,
    op.bonus / 4,
  ];
  x.set(whole, at);
  return x;
}

/**
 * The chance, from what he has shown alone, that this opponent is ready now, read by `network`
 * (a ruleset's own, fitted on its self-play; the bots were built and measured with Zung Jung's).
 */
export function readinessOf(op: Opponent, network: Network = ZUNG_JUNG_READINESS_NETWORK): number {
  // Four declared sets leave a single tile: he waits on it, whatever it is.
  if (op.melds.length >= 4) return 1;
  return 1 / (1 + Math.exp(-networkLogit(network, readinessInputs(op))));
}
