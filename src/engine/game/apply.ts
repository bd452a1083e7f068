/**
 * `apply(state, action)`: the pure reducer of the table procedure (zung-jung.md §4–§8).
 * A rejected action returns a namespaced error and the caller keeps the state it had; the reducer
 * never throws for player input, only for broken invariants (design.md, habit 1).
 * Where the rulesets differ (ravenna.md: claims, the end of the wall, kongs, the next hand) it
 * asks the game's ruleset (rulesets/types.ts).
 */
import type { EngineError, EngineErrorCode } from '../errors';
import { InvariantError } from '../errors';
import { isCompleteHand } from '../hand/waits';
import type { Seat, TileId, TileKind } from '../tiles';
import { kindOf, kindOfId } from '../tiles';
import { rulesetOf } from '../rulesets';
import type { Ruleset } from '../rulesets/types';
import { claimOptionsFor, lowestKindOf, seatLocks, settledClaim, winsWith } from './claims';
import { dealHand, sortedIds } from './deal';
import type { DiscardBeforeDraw } from './draw';
import { drawTile } from './draw';
import {
  appended,
  concealedCounts,
  idsInHand,
  insertSorted,
  liveTiles,
  nextSeat,
  updateSeat,
  without,
  withLastChanged,
  withoutIndex,
  withoutTile,
  withPhase,
  handWith,
  seatOf,
  seatsWith,
} from './hand';
import { legalActions } from './legal';
import { tallyLost } from './tally';
import { endWithDraw, endWithWin } from './result';
import type {
  Action,
  ApplyResult,
  ClaimDecision,
  ClaimOptions,
  DeclaredSet,
  GameEvent,
  GameState,
  HandState,
  Phase,
} from './types';
import { validateAction } from './validateAction';

type TurnPhase = Extract<Phase, { kind: 'turn' }>;
type ClaimPhase = Extract<Phase, { kind: 'claimWindow' }>;
type RobbingPhase = Extract<Phase, { kind: 'robbingWindow' }>;

function reject(code: EngineErrorCode, message: string): ApplyResult {
  return { ok: false, error: { code, message } satisfies EngineError };
}

function accepted(state: GameState, events: GameEvent[]): ApplyResult {
  return { ok: true, state, events };
}

/** A window stays open with one more decision recorded. */
function stillWaiting<W extends ClaimPhase | RobbingPhase>(
  state: GameState,
  window: W,
  decisions: W['decisions'],
  events: GameEvent[],
): ApplyResult {
  const phase = { ...window, decisions } as Phase;
  return accepted(withHand(state, withPhase(state.hand, phase)), events);
}

function withHand(state: GameState, hand: HandState): GameState {
  return { config: state.config, rng: state.rng, match: state.match, hand };
}

function rulesOf(state: GameState): Ruleset {
  return rulesetOf(state.config.ruleset);
}

/** A draw (live wall or replacement) that opens the drawer's after-draw turn (§5.2). */
function drawAndPlay(
  state: GameState,
  seat: Seat,
  from: 'wall' | 'deadWall',
  forKong: boolean,
  events: GameEvent[],
  thrown?: DiscardBeforeDraw,
): GameState {
  const ruleset = rulesOf(state);
  if (from === 'wall' && liveTiles(state.hand, ruleset) < 1)
    throw new Error('a normal draw was due with no live tile left');
  const flowers = ruleset.withBonus(state.config.options);
  const next = withHand(
    state,
    drawTile(state.hand, seat, from, forKong, flowers, events, ruleset, true, thrown),
  );
  // ravenna.md §8.3, R-13: the drawer of the last live tile who can neither go out nor declare a
  // kong has nothing to decide: the hand is void at once (he may pass when he has a choice).
  const phase = next.hand.phase;
  if (
    phase.kind === 'turn' &&
    phase.seabed &&
    ruleset.lastLiveTile === 'void' &&
    legalActions(next, seat).every((a) => a.type === 'pass')
  ) {
    return endWithDraw(next, events, ruleset.lastTileDraw(seat));
  }
  return next;
}

/** Nobody claimed: the next player draws, or the unclaimed riverbed ends the hand drawn (§4.3.4). */
function afterNoClaim(
  state: GameState,
  discarder: Seat,
  riverbed: boolean,
  events: GameEvent[],
): GameState {
  if (riverbed) return endWithDraw(state, events);
  return drawAndPlay(state, nextSeat(discarder), 'wall', false, events);
}

/** `afterNoClaim` for a discard not yet in the state's hand: it joins the hand with the draw. */
function afterUnclaimedDiscard(
  state: GameState,
  thrown: DiscardBeforeDraw,
  riverbed: boolean,
  events: GameEvent[],
): GameState {
  if (!riverbed) return drawAndPlay(state, nextSeat(thrown.seat), 'wall', false, events, thrown);
  const hand = state.hand;
  const seats = seatsWith(hand.seats, thrown.seat, thrown.state);
  return endWithDraw(withHand(state, handWith(hand, seats, thrown.discards, hand.phase)), events);
}

// ---- after-draw and after-claim turn ---------------------------------------------------------

/** Where the tile lies in the list, or −1: a plain loop the compiler inlines, unlike indexOf. */
function indexIn(tiles: readonly TileId[], tile: TileId): number {
  for (let i = 0; i < tiles.length; i++) if (tiles[i] === tile) return i;
  return -1;
}

function discard(
  state: GameState,
  phase: TurnPhase,
  tile: TileId,
  events: GameEvent[],
): ApplyResult {
  const { seat } = phase;
  const hand = state.hand;
  const s = hand.seats[seat];
  const ruleset = rulesOf(state);
  if (phase.seabed && ruleset.lastLiveTile === 'void') {
    return reject(
      'discard/wall-exhausted',
      `after the last live tile there is no discard: go out, declare a kong, or pass and the hand is void (${ruleset.lastLiveTileRule})`,
    );
  }
  const at = indexIn(s.concealed, tile);
  if (at < 0) return reject('discard/not-in-hand', `tile ${tile} is not in seat ${seat}'s hand`);
  events.push({ type: 'tileDiscarded', seat, tile });
  const riverbed = phase.seabed; // the seabed drawer's discard is the riverbed tile (§4.3.3)
  const fromDraw = s.drawn === tile;
  const concealed = withoutIndex(s.concealed, at);
  tallyLost(seat, s.concealed, concealed, tile);
  const thrown: DiscardBeforeDraw = {
    seat,
    state: seatOf(concealed, s.melds, s.bonus, appended(s.river, tile), null),
    discards: appended(hand.discards, { seat, tile, claimedBy: null, fromDraw }),
  };
  const kind = kindOfId(tile);
  // Built only for a discard somebody can claim: most are not. The checks read only the other
  // seats, which the discard leaves as they were.
  let options: (ClaimOptions | null)[] | null = null;
  let eligible: Seat[] | null = null;
  for (let other = 0 as Seat; other < 4; other = (other + 1) as Seat) {
    if (other === seat) continue;
    const claim = claimOptionsFor(hand, other, seat, kind, riverbed, ruleset.chowClaims);
    if (claim === null) continue;
    options ??= [null, null, null, null];
    options[other] = claim;
    (eligible ??= []).push(other);
  }
  if (options === null || eligible === null)
    return accepted(afterUnclaimedDiscard(state, thrown, riverbed, events), events);
  events.push({ type: 'claimWindowOpened', tile, seats: eligible });
  const window: ClaimPhase = {
    kind: 'claimWindow',
    discarder: seat,
    tile,
    riverbed,
    options,
    decisions: [null, null, null, null],
  };
  const seats = seatsWith(hand.seats, seat, thrown.state);
  return accepted(withHand(state, handWith(hand, seats, thrown.discards, window)), events);
}

function canDeclareKong(state: GameState, phase: TurnPhase): EngineError | null {
  if (phase.step !== 'afterDraw')
    return {
      code: 'kong/not-allowed',
      message: 'a kong is declared only after drawing, not after claiming (D-5)',
    };
  // ravenna.md §8.3: a kong on the last live tile still takes its replacement from the tail.
  if (phase.seabed && rulesOf(state).lastLiveTile === 'riverbed')
    return { code: 'kong/not-allowed', message: 'no kong after drawing the seabed tile (§4.3.2)' };
  return null;
}

function declareKong(
  state: GameState,
  phase: TurnPhase,
  kind: TileKind,
  events: GameEvent[],
): ApplyResult {
  const blocked = canDeclareKong(state, phase);
  if (blocked) return { ok: false, error: blocked };
  const { seat } = phase;
  const tiles = idsInHand(state.hand, seat, kind);
  if (tiles.length !== 4)
    return reject('kong/not-four', 'a concealed kong needs four identical tiles in hand (§6.2)');
  const s = state.hand.seats[seat];
  const set: DeclaredSet = { kind: 'kong', tiles, concealed: true, claimed: null, added: null };
  const hand = updateSeat(state.hand, seat, {
    concealed: without(s.concealed, tiles),
    melds: [...s.melds, set],
    drawn: null,
  });
  events.push({ type: 'kongDeclared', seat, kind: 'concealed', tile: kind });
  return accepted(drawAndPlay(withHand(state, hand), seat, 'deadWall', true, events), events);
}

/** Completes a small exposed kong and draws its replacement (§6.4). */
function completeSmallKong(
  state: GameState,
  seat: Seat,
  tile: TileId,
  events: GameEvent[],
): GameState {
  const s = state.hand.seats[seat];
  const kind = kindOfId(tile);
  const melds = s.melds.map((m) =>
    m.kind === 'pung' && !m.concealed && lowestKindOf(m) === kind
      ? { ...m, kind: 'kong' as const, tiles: insertSorted(m.tiles, tile), added: tile }
      : m,
  );
  const hand = updateSeat(state.hand, seat, {
    concealed: withoutTile(s.concealed, tile),
    melds,
    drawn: null,
  });
  events.push({ type: 'kongDeclared', seat, kind: 'small', tile: kind });
  return drawAndPlay(withHand(state, hand), seat, 'deadWall', true, events);
}

function addToPung(
  state: GameState,
  phase: TurnPhase,
  kind: TileKind,
  events: GameEvent[],
): ApplyResult {
  const blocked = canDeclareKong(state, phase);
  if (blocked) return { ok: false, error: blocked };
  const { seat } = phase;
  const s = state.hand.seats[seat];
  if (!s.melds.some((m) => m.kind === 'pung' && lowestKindOf(m) === kind)) {
    return reject('kong/no-pung', 'only an exposed pung can become a small exposed kong (§6.4)');
  }
  const tile = idsInHand(state.hand, seat, kind)[0];
  if (tile === undefined)
    return reject(
      'kong/not-in-hand',
      'the fourth tile must be in hand, drawn from the wall (§6.4, D-6)',
    );
  // ravenna.md §6.7, R-8: no robbing; the added kong takes its replacement at once.
  if (!rulesOf(state).robbingKong)
    return accepted(completeSmallKong(state, seat, tile, events), events);
  // §7: before the replacement is drawn, any player this tile completes may rob it.
  const eligible = [0, 1, 2, 3].map(
    (other) => other !== seat && winsWith(state.hand, other as Seat, kind),
  );
  if (!eligible.some(Boolean))
    return accepted(completeSmallKong(state, seat, tile, events), events);
  const robbing: RobbingPhase = {
    kind: 'robbingWindow',
    kongSeat: seat,
    tile,
    eligible,
    decisions: [null, null, null, null],
  };
  events.push({
    type: 'claimWindowOpened',
    tile,
    seats: eligible.flatMap((e, i) => (e ? [i as Seat] : [])),
  });
  return accepted(withHand(state, withPhase(state.hand, robbing)), events);
}

function declareWin(state: GameState, phase: TurnPhase, events: GameEvent[]): ApplyResult {
  if (phase.step !== 'afterDraw')
    return reject('win/not-allowed', 'after claiming a chow or pung the player must discard (D-5)');
  const { seat } = phase;
  const hand = state.hand;
  const s = hand.seats[seat];
  if (!isCompleteHand(concealedCounts(hand, seat), s.melds.length, seatLocks(hand, seat))) {
    return reject('win/not-winning', 'these tiles are not a winning hand (§8.1)');
  }
  const tile = s.drawn;
  if (tile === null) throw new InvariantError(`seat ${seat} has drawn no tile in his turn`);
  // §10 9.4.1: East's dealt 14 tiles, no discard yet and no concealed kong declared.
  const heaven =
    phase.source === 'deal' && seat === 0 && hand.discards.length === 0 && s.melds.length === 0;
  return accepted(
    endWithWin(
      state,
      {
        winner: seat,
        tile,
        winFrom: 'wall',
        discarder: null,
        situation: { lastWallTile: phase.seabed, kongReplacement: phase.kongReplacement, heaven },
        robbed: false,
      },
      events,
    ),
    events,
  );
}

// ---- claim window ---------------------------------------------------------------------------

function decisionFor(action: Action, options: ClaimOptions): ClaimDecision | EngineError {
  switch (action.type) {
    case 'pass':
      return { claim: 'pass' };
    case 'claimWin':
      return options.win
        ? { claim: 'win' }
        : { code: 'claim/not-allowed', message: 'the discard does not complete this hand' };
    case 'claimPung':
      return options.pung
        ? { claim: 'pung' }
        : {
            code: 'claim/not-allowed',
            message: 'a pung needs two matching tiles in hand, and never on the riverbed',
          };
    case 'claimKong':
      return options.kong
        ? { claim: 'kong' }
        : {
            code: 'claim/not-allowed',
            message: 'a kong claim needs three matching tiles in hand, and never on the riverbed',
          };
    case 'claimChow':
      return options.chows.includes(action.lowest)
        ? { claim: 'chow', lowest: action.lowest }
        : {
            code: 'claim/not-allowed',
            message:
              'a chow is claimed only from the player on the left, with two tiles that make the sequence',
          };
    default:
      return {
        code: 'action/not-now',
        message: `${action.type} is not possible while a discard can be claimed`,
      };
  }
}

function takeForSet(hand: HandState, seat: Seat, kinds: readonly TileKind[]): TileId[] {
  const taken: TileId[] = [];
  const concealed = hand.seats[seat].concealed;
  for (const kind of kinds) {
    let id: TileId | undefined;
    for (const t of concealed) {
      if (kindOfId(t) === kind && !taken.includes(t)) {
        id = t;
        break;
      }
    }
    if (id === undefined) throw new Error(`claim offered without the tiles in hand (kind ${kind})`);
    taken.push(id);
  }
  return taken;
}

function resolveClaim(
  state: GameState,
  window: ClaimPhase,
  winner: { seat: Seat; decision: ClaimDecision },
  events: GameEvent[],
): GameState {
  const { discarder, tile } = window;
  const kind = kindOfId(tile);
  const { seat, decision } = winner;
  if (decision.claim === 'win') {
    const hand = state.hand;
    // 9.4.2: a non-East player wins on East's very first discard, East having declared no kong.
    const earth = discarder === 0 && hand.discards.length === 1 && hand.seats[0].melds.length === 0;
    return endWithWin(
      state,
      {
        winner: seat,
        tile,
        winFrom: 'discard',
        discarder,
        situation: { lastDiscard: window.riverbed, earth },
        robbed: false,
      },
      events,
    );
  }
  const setKind = decision.claim === 'chow' ? 'chow' : decision.claim === 'pung' ? 'pung' : 'kong';
  const fromHand =
    decision.claim === 'chow'
      ? [decision.lowest, kindOf(decision.lowest + 1), kindOf(decision.lowest + 2)].filter(
          (k) => k !== kind,
        )
      : new Array<TileKind>(decision.claim === 'pung' ? 2 : 3).fill(kind);
  let hand = state.hand;
  const taken = takeForSet(hand, seat, fromHand);
  const set: DeclaredSet = {
    kind: setKind,
    tiles: sortedIds(appended(taken, tile)),
    concealed: false,
    claimed: { tile, from: discarder },
    added: null,
  };
  const claimer = hand.seats[seat];
  const from = hand.seats[discarder];
  let seats = seatsWith(
    hand.seats,
    seat,
    seatOf(
      without(claimer.concealed, taken),
      appended(claimer.melds, set),
      claimer.bonus,
      claimer.river,
      null,
    ),
  );
  seats = seatsWith(
    seats,
    discarder,
    seatOf(from.concealed, from.melds, from.bonus, withoutTile(from.river, tile), from.drawn),
  );
  hand = handWith(
    hand,
    seats,
    withLastChanged(hand.discards, (d) => ({ ...d, claimedBy: seat })),
    hand.phase,
  );
  events.push({ type: 'setClaimed', seat, kind: setKind, tile, from: discarder });
  if (setKind === 'kong') {
    // §6.3: a big exposed kong draws its replacement and plays an after-draw turn.
    return drawAndPlay(withHand(state, hand), seat, 'deadWall', true, events);
  }
  const phase: Phase = {
    kind: 'turn',
    seat,
    step: 'afterClaim',
    source: 'claim',
    seabed: false,
    kongReplacement: false,
  };
  return withHand(state, withPhase(hand, phase));
}

function decideClaim(
  state: GameState,
  window: ClaimPhase,
  action: Action & { seat: Seat },
  events: GameEvent[],
): ApplyResult {
  const { seat } = action;
  const options = window.options[seat];
  if (options === null || options === undefined) {
    return reject('claim/not-eligible', `seat ${seat} has nothing to claim on this discard`);
  }
  if (window.decisions[seat] !== null)
    return reject('claim/already-decided', `seat ${seat} has already decided`);
  const decision = decisionFor(action, options);
  if ('code' in decision) return { ok: false, error: decision };
  events.push({ type: 'decided', seat });
  const decisions = window.decisions.map((d, i) => (i === seat ? decision : d));
  // §5.4 by precedence and interception, or as the ruleset has it (ravenna.md §6.5: a void hand).
  const settled = rulesOf(state).settleClaims(
    window.discarder,
    window.options,
    decisions,
    window.tile,
  );
  if (settled === undefined) return stillWaiting(state, window, decisions, events);
  if (settled === null)
    return accepted(afterNoClaim(state, window.discarder, window.riverbed, events), events);
  if ('draw' in settled) return accepted(endWithDraw(state, events, settled.draw), events);
  return accepted(resolveClaim(state, window, settled, events), events);
}

// ---- robbing a kong (§7) ---------------------------------------------------------------------

function decideRobbing(
  state: GameState,
  window: RobbingPhase,
  action: Action & { seat: Seat },
  events: GameEvent[],
): ApplyResult {
  const { seat } = action;
  if (!window.eligible[seat])
    return reject('claim/not-eligible', `seat ${seat} cannot win on this tile`);
  if (window.decisions[seat] !== null)
    return reject('claim/already-decided', `seat ${seat} has already decided`);
  if (action.type !== 'claimWin' && action.type !== 'pass') {
    return reject(
      'action/not-now',
      'while a kong can be robbed, the only choices are to win on its tile or pass (§7)',
    );
  }
  events.push({ type: 'decided', seat });
  const decisions = window.decisions.map((d, i) =>
    i === seat ? (action.type === 'claimWin' ? 'win' : 'pass') : d,
  );
  const options = window.eligible.map((e) =>
    e ? { win: true, pung: false, kong: false, chows: [] } : null,
  );
  const settled = settledClaim(
    window.kongSeat,
    options,
    decisions.map((d) => (d === null ? null : { claim: d })),
  );
  if (settled === undefined) return stillWaiting(state, window, decisions, events);
  if (settled === null)
    return accepted(completeSmallKong(state, window.kongSeat, window.tile, events), events);
  // §7.4: the robber wins on a discard; the kong player counts as its discarder.
  events.push({ type: 'kongRobbed', seat: settled.seat, from: window.kongSeat, tile: window.tile });
  const won = endWithWin(
    state,
    {
      winner: settled.seat,
      tile: window.tile,
      winFrom: 'discard',
      discarder: window.kongSeat,
      situation: { robbingKong: true },
      robbed: true,
    },
    events,
  );
  return accepted(won, events);
}

// ---- between hands ---------------------------------------------------------------------------

function nextHand(state: GameState, events: GameEvent[]): ApplyResult {
  const phase = state.hand.phase;
  if (phase.kind !== 'handOver')
    return reject('hand/not-over', 'the next hand starts only when this one is over');
  if (rulesOf(state).matchOver(state)) {
    events.push({ type: 'matchEnded' });
    return accepted(
      withHand(state, withPhase(state.hand, { kind: 'matchOver', result: phase.result })),
      events,
    );
  }
  const dealt = dealHand(state.config, state.hand.number + 1, state.rng, events);
  if (!dealt.ok) return dealt;
  return accepted(
    { config: state.config, rng: dealt.value.rng, match: state.match, hand: dealt.value.hand },
    events,
  );
}

/** The actions of a player's turn (a switch: every move of every game asks). */
function isTurnAction(type: Action['type']): boolean {
  switch (type) {
    case 'discard':
    case 'declareKong':
    case 'addToPung':
    case 'declareWin':
      return true;
    default:
      return false;
  }
}

/** ravenna.md §8.3, R-13: the drawer of the last live tile does not go out: the hand is void. */
function passLastTile(state: GameState, phase: TurnPhase, events: GameEvent[]): ApplyResult {
  if (!(phase.seabed && phase.step === 'afterDraw' && rulesOf(state).lastLiveTile === 'void'))
    return reject('action/not-now', 'pass is possible only when a discard can be claimed');
  const voided = endWithDraw(state, events, rulesOf(state).lastTileDraw(phase.seat));
  return accepted(voided, events);
}

/** A Ravenna turn after the last live tile, where `pass` voids the hand (§8.3). */
function lastTileTurn(state: GameState): boolean {
  const phase = state.hand.phase;
  return phase.kind === 'turn' && phase.seabed && rulesOf(state).lastLiveTile === 'void';
}

export function apply(state: GameState, action: Action): ApplyResult {
  const malformed = validateAction(action);
  if (malformed !== null) return { ok: false, error: malformed };
  const phase = state.hand.phase;
  const events: GameEvent[] = [];
  if (phase.kind === 'matchOver') return reject('action/match-over', 'the match is over');
  if (action.type === 'nextHand') return nextHand(state, events);
  if (phase.kind === 'handOver')
    return reject('action/not-now', 'the hand is over: only the next hand can start');
  if (phase.kind === 'claimWindow') return decideClaim(state, phase, action, events);
  if (phase.kind === 'robbingWindow') return decideRobbing(state, phase, action, events);
  if (!isTurnAction(action.type) && !(action.type === 'pass' && lastTileTurn(state))) {
    return reject(
      'action/not-now',
      `${action.type} is possible only when a discard can be claimed`,
    );
  }
  if (action.seat !== phase.seat)
    return reject('turn/not-your-turn', `it is seat ${phase.seat}'s turn`);
  switch (action.type) {
    case 'pass':
      return passLastTile(state, phase, events);
    case 'discard':
      return discard(state, phase, action.tile, events);
    case 'declareKong':
      return declareKong(state, phase, action.kind, events);
    case 'addToPung':
      return addToPung(state, phase, action.kind, events);
    case 'declareWin':
      return declareWin(state, phase, events);
    default:
      return reject(
        'action/not-now',
        `${action.type} is possible only when a discard can be claimed`,
      );
  }
}
