/**
 * What the replay viewer draws for one position of a hand, decided without a DOM (design.md habit
 * 8): every seat's tiles face up, who is to play or may claim, and the move in words.
 */
import type { GameState, PlayerIndex, Seat, TileId, TileKind } from '../../engine';
import { kindOfId, currentPlayers } from '../../engine';
import type { ReplayStep } from '../../persistence';
import type { MessageKey, PersonalKey } from '../i18n';

export type Players = readonly [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex];

export function playersOf(state: GameState): Players {
  return currentPlayers(state);
}

/** A seat's concealed tiles in suit order, the tile just drawn set apart at the end. */
export function concealedLayout(
  state: GameState,
  seat: Seat,
): { tiles: TileId[]; drawn: TileId | null } {
  const s = state.hand.seats[seat];
  const drawn = s.drawn !== null && s.concealed.includes(s.drawn) ? s.drawn : null;
  return { tiles: s.concealed.filter((t) => t !== drawn), drawn };
}

export interface SeatActivity {
  /** The seat whose turn it is. */
  readonly toMove: Seat | null;
  /** Seats still deciding on a discard (or on robbing a kong). */
  readonly mayClaim: readonly Seat[];
}

export function activity(state: GameState): SeatActivity {
  const phase = state.hand.phase;
  switch (phase.kind) {
    case 'turn':
      return { toMove: phase.seat, mayClaim: [] };
    case 'claimWindow':
      return {
        toMove: null,
        mayClaim: ([0, 1, 2, 3] as Seat[]).filter(
          (s) => phase.options[s] !== null && phase.decisions[s] === null,
        ),
      };
    case 'robbingWindow':
      return {
        toMove: null,
        mayClaim: ([0, 1, 2, 3] as Seat[]).filter(
          (s) => phase.eligible[s] === true && phase.decisions[s] === null,
        ),
      };
    default:
      return { toMove: null, mayClaim: [] };
  }
}

/** The last discard still lying in a river (marked on the table). */
export function lastRiverTile(state: GameState): TileId | null {
  const last = state.hand.discards[state.hand.discards.length - 1];
  return last !== undefined && last.claimedBy === null ? last.tile : null;
}

/** One sentence, as a catalogue key and what fills it in (names are given by the component). */
export interface Sentence {
  readonly key: MessageKey;
  readonly player?: PlayerIndex;
  readonly kind?: TileKind;
  readonly call?: 'chow' | 'pung' | 'kong' | 'win';
  readonly set?: 'chow' | 'pung' | 'kong';
  readonly points?: number;
}

/** "You" takes its own sentence (the verb agrees with it, in English and in Italian). */
function said(
  base: PersonalKey,
  player: PlayerIndex,
  rest: Omit<Sentence, 'key' | 'player'> = {},
): Sentence {
  return { key: player === 0 ? (`${base}.you` as const) : base, player, ...rest };
}

/**
 * The move of a step in words: what the player did, then what it set off (a claim awarded, a
 * draw, a win). The deal names who is East.
 */
export function describeStep(step: ReplayStep): Sentence[] {
  const players = playersOf(step.state);
  const who = (seat: Seat) => players[seat];
  const out: Sentence[] = [];
  const a = step.action;
  if (a === null) {
    out.push(said('replay.deal', who(0)));
  } else {
    switch (a.type) {
      case 'discard':
        out.push(said('replay.discard', who(a.seat), { kind: kindOfId(a.tile) }));
        break;
      case 'declareKong':
        out.push(said('replay.concealedKong', who(a.seat), { kind: a.kind }));
        break;
      case 'addToPung':
        out.push(said('replay.addToPung', who(a.seat), { kind: a.kind }));
        break;
      case 'declareWin':
        out.push(said('replay.declareWin', who(a.seat)));
        break;
      case 'claimChow':
        out.push(said('replay.call', who(a.seat), { call: 'chow' }));
        break;
      case 'claimPung':
        out.push(said('replay.call', who(a.seat), { call: 'pung' }));
        break;
      case 'claimKong':
        out.push(said('replay.call', who(a.seat), { call: 'kong' }));
        break;
      case 'claimWin':
        out.push(said('replay.call', who(a.seat), { call: 'win' }));
        break;
      case 'pass':
        out.push(said('replay.pass', who(a.seat)));
        break;
      case 'nextHand':
        break;
    }
  }
  for (const e of step.events) {
    switch (e.type) {
      case 'setClaimed':
        out.push(said('replay.takes', who(e.seat), { kind: kindOfId(e.tile), set: e.kind }));
        break;
      case 'kongRobbed':
        out.push(said('replay.robs', who(e.seat)));
        break;
      case 'tileDrawn':
        out.push(
          said(e.from === 'wall' ? 'replay.draws' : 'replay.drawsReplacement', who(e.seat), {
            kind: kindOfId(e.tile),
          }),
        );
        break;
      case 'bonusExposed':
        out.push(said('replay.shows', who(e.seat), { kind: kindOfId(e.tile) }));
        break;
      case 'handWon':
        out.push(
          said(
            e.winFrom === 'wall' ? 'replay.winsSelfDrawn' : 'replay.winsOnDiscard',
            who(e.seat),
            { points: e.value },
          ),
        );
        break;
      case 'handDrawn':
        out.push({ key: 'replay.drawGame' });
        break;
      default:
        break;
    }
  }
  return out;
}
