/** `legalActions(state, seat)`: every action the seat may take now, in a stable order. */
import { isCompleteHand } from '../hand/waits';
import { rulesetOf } from '../rulesets';
import type { Seat } from '../tiles';
import { PLAYING_KINDS, kindOfId } from '../tiles';
import { seatLocks } from './claims';
import { concealedCounts } from './hand';
import type { Action, GameState } from './types';

/** Scratch counts for the after-draw turn (never re-entered): every turn of every game asks. */
const inHand = new Uint8Array(PLAYING_KINDS);
const inSets = new Uint8Array(PLAYING_KINDS);

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
        const counts = concealedCounts(hand, seat, inHand);
        if (isCompleteHand(counts, s.melds.length, seatLocks(hand, seat, inSets)))
          actions.push({ type: 'declareWin', seat });
        if (!phase.seabed || lastTileVoids) {
          for (let kind = 0; kind < counts.length; kind++)
            if (counts[kind] === 4) actions.push({ type: 'declareKong', seat, kind });
          for (const m of s.melds) {
            const kind = kindOfId(m.tiles[0]!);
            if (m.kind === 'pung' && counts[kind]! > 0)
              actions.push({ type: 'addToPung', seat, kind });
          }
        }
      }
      if (lastTileVoids) actions.push({ type: 'pass', seat });
      else for (const tile of s.concealed) actions.push({ type: 'discard', seat, tile });
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
