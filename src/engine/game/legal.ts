/** `legalActions(state, seat)`: every action the seat may take now, in a stable order. */
import { rulesetOf } from '../rulesets';
import type { Seat, TileId } from '../tiles';
import { PLAYING_KINDS, SUITED_KINDS, TILE_COUNT_WITH_BONUS, kindOfId } from '../tiles';
import { GROUP_OF_KIND, isCompleteGrouped, regularSplitRuledOut, seatLocks } from './claims';
import type { Action, GameState } from './types';

/** Scratch counts for the after-draw turn (never re-entered): every turn of every game asks. */
const inHand = new Uint8Array(PLAYING_KINDS);
const inSets = new Uint8Array(PLAYING_KINDS);
/** A seat with no declared set locks no copies (never written). */
const NO_SETS = new Uint8Array(PLAYING_KINDS);
/** Tiles per suit and honours, counted with `inHand`. */
const inGroup = new Uint8Array(4);

/**
 * One frozen discard action per seat and tile, shared by every turn: a turn offers about fourteen
 * discards, and games ask for them on every turn. Actions are plain values, so sharing is safe.
 */
const DISCARDS: readonly Action[] = Array.from({ length: 4 * TILE_COUNT_WITH_BONUS }, (_, i) =>
  Object.freeze({
    type: 'discard' as const,
    seat: Math.floor(i / TILE_COUNT_WITH_BONUS) as Seat,
    tile: (i % TILE_COUNT_WITH_BONUS) as TileId,
  }),
);

/** What one walk over a hand's ascending ids found (never re-entered). */
const walk = { ascending: true, four: false, oddRuns: 0, kinds: 0, terminalsOnly: true };

/**
 * One walk over the ids run by run (a run: the copies of one kind, adjacent in ascending order):
 * the tiles per group in `inGroup`, and in `walk` whether some kind is held four times, the runs
 * of odd length, the kinds held, and whether all are terminals or honours. Bonus tiles are passed.
 */
function walkHand(concealed: readonly TileId[]): void {
  const groups = inGroup;
  groups[0] = groups[1] = groups[2] = groups[3] = 0;
  walk.ascending = true;
  walk.four = false;
  walk.oddRuns = 0;
  walk.kinds = 0;
  walk.terminalsOnly = true;
  let previous = -1;
  let i = 0;
  const n = concealed.length;
  while (i < n) {
    const k = kindOfId(concealed[i]!);
    let j = i + 1;
    while (j < n && kindOfId(concealed[j]!) === k) j++;
    if (k < previous) walk.ascending = false;
    previous = k;
    if (k < PLAYING_KINDS) {
      const run = j - i;
      groups[GROUP_OF_KIND[k]!] += run;
      walk.kinds++;
      if (run === 4) walk.four = true;
      if (run % 2 === 1) walk.oddRuns++;
      if (k < SUITED_KINDS && k % 9 !== 0 && k % 9 !== 8) walk.terminalsOnly = false;
    }
    i = j;
  }
}

/** The hand's kinds counted in `inHand`. */
function countHand(concealed: readonly TileId[]): void {
  const counts = inHand;
  counts.fill(0);
  for (const id of concealed) {
    const kind = kindOfId(id);
    if (kind < PLAYING_KINDS) counts[kind]++;
  }
}

function holds(concealed: readonly TileId[], kind: number): boolean {
  for (const id of concealed) if (kindOfId(id) === kind) return true;
  return false;
}

export function legalActions(state: GameState, seat: Seat): Action[] {
  const hand = state.hand;
  const phase = hand.phase;
  switch (phase.kind) {
    case 'matchOver':
      return [];
    case 'handOver':
      return [{ type: 'nextHand' }];
    case 'claimWindow': {
      const options = phase.options[seat];
      if (!options || phase.decisions[seat] !== null) return [];
      const actions: Action[] = [];
      if (options.win) actions.push({ type: 'claimWin', seat });
      if (options.kong) actions.push({ type: 'claimKong', seat });
      if (options.pung) actions.push({ type: 'claimPung', seat });
      for (const lowest of options.chows) actions.push({ type: 'claimChow', seat, lowest });
      actions.push({ type: 'pass', seat });
      return actions;
    }
    case 'robbingWindow':
      return phase.eligible[seat] && phase.decisions[seat] === null
        ? [
            { type: 'claimWin', seat },
            { type: 'pass', seat },
          ]
        : [];
    case 'turn': {
      if (phase.seat !== seat) return [];
      const s = hand.seats[seat];
      const actions: Action[] = [];
      // ravenna.md §8.3: after the last live tile, kongs but no discard; passing voids the hand.
      const lastTileVoids = phase.seabed && rulesetOf(state.config.ruleset).lastLiveTile === 'void';
      if (phase.step === 'afterDraw') {
        const meldCount = s.melds.length;
        walkHand(s.concealed);
        let counted = false;
        let complete: boolean;
        if (!walk.ascending || !regularSplitRuledOut(inGroup, -1, meldCount)) {
          countHand(s.concealed);
          counted = true;
          const locked = meldCount === 0 ? NO_SETS : seatLocks(hand, seat, inSets);
          complete = isCompleteGrouped(inHand, inGroup, -1, meldCount, locked);
        } else {
          // No regular split (isCompleteHand finds the same): Seven Pairs are even runs only,
          // Thirteen Terminals the thirteen terminal and honour kinds, one of them twice.
          complete =
            meldCount === 0 && (walk.oddRuns === 0 || (walk.terminalsOnly && walk.kinds === 13));
        }
        if (complete) actions.push({ type: 'declareWin', seat });
        if (!phase.seabed || lastTileVoids) {
          if (walk.four || !walk.ascending) {
            if (!counted) countHand(s.concealed);
            for (let kind = 0; kind < PLAYING_KINDS; kind++)
              if (inHand[kind] === 4) actions.push({ type: 'declareKong', seat, kind });
          }
          for (const m of s.melds) {
            const kind = kindOfId(m.tiles[0]!);
            if (m.kind === 'pung' && holds(s.concealed, kind))
              actions.push({ type: 'addToPung', seat, kind });
          }
        }
      }
      if (lastTileVoids) actions.push({ type: 'pass', seat });
      else {
        // Mapped in one go: the list is built at its size rather than grown discard by discard.
        const discards = s.concealed.map((tile) => DISCARDS[seat * TILE_COUNT_WITH_BONUS + tile]!);
        if (actions.length === 0) return discards;
        for (const action of discards) actions.push(action);
      }
      return actions;
    }
  }
}

/** Every seat's legal actions, seat by seat: what the table as a whole can do next. */
export function allLegalActions(state: GameState): Action[] {
  if (state.hand.phase.kind === 'handOver') return [{ type: 'nextHand' }];
  const actions: Action[] = [];
  for (let seat = 0 as Seat; seat < 4; seat = (seat + 1) as Seat)
    for (const action of legalActions(state, seat)) actions.push(action);
  return actions;
}

/** Seats that must act before the game can move on. */
export function seatsToAct(state: GameState): Seat[] {
  const phase = state.hand.phase;
  if (phase.kind === 'turn') return [phase.seat];
  if (phase.kind === 'claimWindow' || phase.kind === 'robbingWindow') {
    return ([0, 1, 2, 3] as Seat[]).filter((seat) => legalActions(state, seat).length > 0);
  }
  return [];
}
