/** `legalActions(state, seat)`: every action the seat may take now, in a stable order. */
import { rulesetOf } from '../rulesets';
import type { Seat, TileId } from '../tiles';
import { PLAYING_KINDS, TILE_COUNT_WITH_BONUS, kindOfId } from '../tiles';
import { isCompleteGrouped, seatLocks } from './claims';
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
        const counts = inHand;
        const groups = inGroup;
        counts.fill(0);
        groups[0] = groups[1] = groups[2] = groups[3] = 0;
        // Whether some kind is held four times: most turns need no look for a concealed kong.
        let four = false;
        for (const id of s.concealed) {
          const kind = kindOfId(id);
          if (kind >= PLAYING_KINDS) continue;
          if (++counts[kind]! === 4) four = true;
          groups[(kind / 9) | 0]++;
        }
        const locked = s.melds.length === 0 ? NO_SETS : seatLocks(hand, seat, inSets);
        if (isCompleteGrouped(counts, groups, -1, s.melds.length, locked))
          actions.push({ type: 'declareWin', seat });
        if (!phase.seabed || lastTileVoids) {
          if (four)
            for (let kind = 0; kind < PLAYING_KINDS; kind++)
              if (counts[kind] === 4) actions.push({ type: 'declareKong', seat, kind });
          for (const m of s.melds) {
            const kind = kindOfId(m.tiles[0]!);
            if (m.kind === 'pung' && counts[kind]! > 0)
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
