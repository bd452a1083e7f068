/** `legalActions(state, seat)`: every action the seat may take now, in a stable order. */
import { rulesetOf } from '../rulesets';
import type { Seat, Seats, TileId, TileKind } from '../tiles';
import { isCompleteHand } from '../hand/waits';
import { PLAYING_KINDS, TILE_COUNT_WITH_BONUS, asKind, seatTuple } from '../tiles';
import { lowestKindOf, seatLocks } from './claims';
import { tallyComplete, tallyOf } from './tally';
import type { Action, ClaimOptions, GameState } from './types';

/** Scratch for the after-draw turn (never re-entered): every turn of every game asks. */
const inSets = new Uint8Array(PLAYING_KINDS);
/** A seat with no declared set locks no copies (never written). */
const NO_SETS = new Uint8Array(PLAYING_KINDS);

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

/** The shared discard of `tile` by `seat` (a fresh one for an id past the table, never held). */
function discardAction(seat: Seat, tile: TileId): Action {
  return DISCARDS[seat * TILE_COUNT_WITH_BONUS + tile] ?? { type: 'discard', seat, tile };
}

/** The same for the other actions a seat is offered again and again, by seat. */
function bySeat<A extends Action>(action: (seat: Seat) => A): Seats<A> {
  return seatTuple((seat) => Object.freeze(action(seat)));
}
const CLAIM_WIN = bySeat((seat) => ({ type: 'claimWin' as const, seat }));
const CLAIM_KONG = bySeat((seat) => ({ type: 'claimKong' as const, seat }));
const CLAIM_PUNG = bySeat((seat) => ({ type: 'claimPung' as const, seat }));
const PASS = bySeat((seat) => ({ type: 'pass' as const, seat }));
const DECLARE_WIN = bySeat((seat) => ({ type: 'declareWin' as const, seat }));
/** Chows by seat and lowest kind: `CHOWS[seat * PLAYING_KINDS + lowest]`. */
const CHOWS: readonly Action[] = Array.from({ length: 4 * PLAYING_KINDS }, (_, i) =>
  Object.freeze({
    type: 'claimChow' as const,
    seat: Math.floor(i / PLAYING_KINDS) as Seat,
    lowest: asKind(i % PLAYING_KINDS),
  }),
);
const NEXT_HAND: Action = Object.freeze({ type: 'nextHand' as const });

/** The shared chow claim of `seat` from `lowest` (a fresh one past the table, never offered). */
function chowAction(seat: Seat, lowest: TileKind): Action {
  return CHOWS[seat * PLAYING_KINDS + lowest] ?? { type: 'claimChow', seat, lowest };
}

/** The claims a seat is offered on a discard, best first, then pass; pushed onto `actions`. */
function pushClaims(actions: Action[], options: ClaimOptions, seat: Seat): void {
  if (options.win) actions.push(CLAIM_WIN[seat]);
  if (options.kong) actions.push(CLAIM_KONG[seat]);
  if (options.pung) actions.push(CLAIM_PUNG[seat]);
  for (const lowest of options.chows) actions.push(chowAction(seat, lowest));
  actions.push(PASS[seat]);
}

export function legalActions(state: GameState, seat: Seat): Action[] {
  const hand = state.hand;
  const phase = hand.phase;
  switch (phase.kind) {
    case 'matchOver':
      return [];
    case 'handOver':
      return [NEXT_HAND];
    case 'claimWindow': {
      const options = phase.options[seat];
      if (!options || phase.decisions[seat] !== null) return [];
      const actions: Action[] = [];
      pushClaims(actions, options, seat);
      return actions;
    }
    case 'robbingWindow':
      return phase.eligible[seat] && phase.decisions[seat] === null
        ? [CLAIM_WIN[seat], PASS[seat]]
        : [];
    case 'turn': {
      if (phase.seat !== seat) return [];
      const s = hand.seats[seat];
      // Built only when the turn offers more than its discards: most offer nothing else.
      let actions: Action[] | null = null;
      // ravenna.md §8.3: after the last live tile, kongs but no discard; passing voids the hand.
      const lastTileVoids = phase.seabed && rulesetOf(state.config.ruleset).lastLiveTile === 'void';
      if (phase.step === 'afterDraw') {
        const meldCount = s.melds.length;
        const tally = tallyOf(seat, s.concealed);
        const counts = tally.counts;
        const complete =
          tallyComplete(tally, meldCount) ??
          isCompleteHand(
            counts,
            meldCount,
            meldCount === 0 ? NO_SETS : seatLocks(hand, seat, inSets),
          );
        if (complete) (actions ??= []).push(DECLARE_WIN[seat]);
        if (!phase.seabed || lastTileVoids) {
          if (tally.fours > 0)
            for (let kind = 0; kind < PLAYING_KINDS; kind++)
              if (counts[kind] === 4)
                (actions ??= []).push({ type: 'declareKong', seat, kind: asKind(kind) });
          for (const m of s.melds) {
            const kind = lowestKindOf(m);
            if (m.kind === 'pung' && (counts[kind] ?? 0) > 0)
              (actions ??= []).push({ type: 'addToPung', seat, kind });
          }
        }
      }
      if (lastTileVoids) {
        (actions ??= []).push(PASS[seat]);
        return actions;
      }
      // Without other actions the list is built at its size rather than grown discard by discard
      // (a loop: no callback per tile, as a map would call).
      const concealed = s.concealed;
      if (actions === null) {
        const discards = new Array<Action>(concealed.length);
        for (let i = 0; i < concealed.length; i++) {
          const tile = concealed[i];
          if (tile !== undefined) discards[i] = discardAction(seat, tile);
        }
        return discards;
      }
      for (const tile of concealed) actions.push(discardAction(seat, tile));
      return actions;
    }
  }
}

/** Every seat's legal actions, seat by seat: what the table as a whole can do next. */
export function allLegalActions(state: GameState): Action[] {
  const phase = state.hand.phase;
  if (phase.kind === 'handOver') return [NEXT_HAND];
  const actions: Action[] = [];
  if (phase.kind === 'claimWindow') {
    // The claim window asked directly, without a list per seat.
    for (let seat = 0 as Seat; seat < 4; seat = (seat + 1) as Seat) {
      const options = phase.options[seat];
      if (options && phase.decisions[seat] === null) pushClaims(actions, options, seat);
    }
    return actions;
  }
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
