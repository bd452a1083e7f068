/**
 * `playerView(state, seat)`: what one seat may know (design.md, engine contract). It never carries
 * the wall order, the RNG state, other seats' concealed tiles or drawn tile, or other seats'
 * claim options and decisions; bots and the UI receive only this.
 */
import type { Seat, TileId } from '../tiles';
import { legalActions } from './legal';
import type { Standing } from './match';
import { currentPlayers, standings } from './match';
import { rulesetOf } from '../rulesets';
import type {
  Action,
  ClaimDecision,
  ClaimOptions,
  DeclaredSet,
  DiscardEntry,
  GameEvent,
  GameOptions,
  GameState,
  HandResult,
  HandSummary,
  PlayerIndex,
} from './types';
import { liveTiles, wallRemaining } from './hand';

export interface SeatView {
  readonly seat: Seat;
  readonly player: PlayerIndex;
  /** The running total of the player sitting here. */
  readonly total: number;
  readonly concealedCount: number;
  /** Own seat only; null for the others. */
  readonly concealed: readonly TileId[] | null;
  /** Own seat only. */
  readonly drawn: TileId | null;
  /** Public: the seat holds a freshly drawn tile apart from its hand. */
  readonly holdsDrawnTile: boolean;
  readonly melds: readonly DeclaredSet[];
  readonly bonus: readonly TileId[];
  readonly river: readonly TileId[];
}

export type PhaseView =
  | {
      readonly kind: 'turn';
      readonly seat: Seat;
      readonly step: 'afterDraw' | 'afterClaim';
      readonly source: 'deal' | 'wall' | 'replacement' | 'claim';
      readonly seabed: boolean;
    }
  | {
      readonly kind: 'claimWindow';
      readonly discarder: Seat;
      readonly tile: TileId;
      readonly riverbed: boolean;
      readonly myOptions: ClaimOptions | null;
      readonly myDecision: ClaimDecision | null;
    }
  | {
      readonly kind: 'robbingWindow';
      readonly kongSeat: Seat;
      readonly tile: TileId;
      readonly canRob: boolean;
      readonly myDecision: 'win' | 'pass' | null;
    }
  | { readonly kind: 'handOver'; readonly result: HandResult }
  | {
      readonly kind: 'matchOver';
      readonly result: HandResult;
      readonly standings: readonly Standing[];
    };

export interface PlayerView {
  readonly seat: Seat;
  readonly ruleset: GameState['config']['ruleset'];
  readonly options: GameOptions;
  /** 0..15: round = number / 4 + 1 (Zung Jung). Ravenna counts hands without rounds (§2.4, §9). */
  readonly handNumber: number;
  readonly wall: { readonly live: number; readonly remaining: number };
  readonly seats: readonly [SeatView, SeatView, SeatView, SeatView];
  readonly discards: readonly DiscardEntry[];
  readonly phase: PhaseView;
  readonly legalActions: readonly Action[];
  readonly history: readonly HandSummary[];
}

export function playerView(state: GameState, seat: Seat): PlayerView {
  const hand = state.hand;
  const players = currentPlayers(state);
  const phase = hand.phase;
  const seats = hand.seats.map((s, i): SeatView => {
    const mine = i === seat;
    return {
      seat: i as Seat,
      player: players[i as Seat],
      total: state.match.totals[players[i as Seat]],
      concealedCount: s.concealed.length,
      concealed: mine ? s.concealed : null,
      drawn: mine ? s.drawn : null,
      holdsDrawnTile:
        s.drawn !== null && phase.kind === 'turn' && phase.seat === i && phase.step === 'afterDraw',
      melds: s.melds,
      bonus: s.bonus,
      river: s.river,
    };
  }) as unknown as PlayerView['seats'];
  let phaseView: PhaseView;
  switch (phase.kind) {
    case 'turn':
      phaseView = {
        kind: 'turn',
        seat: phase.seat,
        step: phase.step,
        source: phase.source,
        seabed: phase.seabed,
      };
      break;
    case 'claimWindow':
      phaseView = {
        kind: 'claimWindow',
        discarder: phase.discarder,
        tile: phase.tile,
        riverbed: phase.riverbed,
        myOptions: phase.options[seat] ?? null,
        myDecision: phase.decisions[seat] ?? null,
      };
      break;
    case 'robbingWindow':
      phaseView = {
        kind: 'robbingWindow',
        kongSeat: phase.kongSeat,
        tile: phase.tile,
        canRob: phase.eligible[seat] ?? false,
        myDecision: phase.decisions[seat] ?? null,
      };
      break;
    case 'handOver':
      phaseView = { kind: 'handOver', result: phase.result };
      break;
    case 'matchOver':
      phaseView = {
        kind: 'matchOver',
        result: phase.result,
        standings: standings(state.match.totals),
      };
      break;
  }
  return {
    seat,
    ruleset: state.config.ruleset,
    options: state.config.options,
    handNumber: hand.number,
    wall: {
      live: Math.max(0, liveTiles(hand, rulesetOf(state.config.ruleset))),
      remaining: wallRemaining(hand),
    },
    seats,
    discards: hand.discards,
    phase: phaseView,
    legalActions: legalActions(state, seat),
    history: state.match.history,
  };
}

/** The events a seat may see: other seats' drawn tiles become anonymous (tile -1). */
export function eventsFor(events: readonly GameEvent[], seat: Seat): GameEvent[] {
  return events.map((e) =>
    e.type === 'tileDrawn' && e.seat !== seat ? { ...e, tile: -1 as TileId } : e,
  );
}
