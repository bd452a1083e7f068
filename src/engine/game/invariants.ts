/**
 * The invariants of zung-jung.md §15, checked on any state: `hu simulate` and the tests run this
 * after every action. Returns a description of each violation (empty when the state is sound).
 * Each ruleset adds its own (src/engine/rulesets/invariants.ts): the Zung Jung dead wall, Ravenna's
 * tail, claims, scores and settlement.
 */
import { classifySet } from '../melds';
import { rulesetOf } from '../rulesets';
import type { RulesetInvariants } from '../rulesets/invariants';
import { RULESET_INVARIANTS } from '../rulesets/invariants';
import type { Seat } from '../tiles';
import { isBonus, kindOfId } from '../tiles';
import { legalActions } from './legal';
import type { GameState } from './types';

function acting(
  state: GameState,
  rules: RulesetInvariants,
): { seat: Seat | null; holds14: Seat | null } {
  const phase = state.hand.phase;
  if (phase.kind === 'turn') return { seat: phase.seat, holds14: phase.seat };
  if (phase.kind === 'robbingWindow') return { seat: null, holds14: phase.kongSeat };
  if ((phase.kind === 'handOver' || phase.kind === 'matchOver') && phase.result.kind === 'win') {
    return { seat: null, holds14: phase.result.winner };
  }
  // Whoever the ruleset leaves holding 14 tiles without a winner (ravenna.md §8.3: the drawer of
  // the last live tile keeps it, with no final discard).
  if ((phase.kind === 'handOver' || phase.kind === 'matchOver') && phase.result.kind === 'draw') {
    const holds14 = rules.holding14(phase.result);
    if (holds14 !== null) return { seat: null, holds14 };
  }
  return { seat: null, holds14: null };
}

export function checkInvariants(state: GameState): string[] {
  const v: string[] = [];
  const hand = state.hand;
  const ruleset = rulesetOf(state.config.ruleset);
  const flowers = ruleset.withBonus(state.config.options);
  const total = flowers ? 144 : 136;

  // Tile conservation: every tile exactly once across wall, hands, sets, bonus areas and rivers.
  if (hand.wall.length !== total) v.push(`wall has ${hand.wall.length} tiles, not ${total}`);
  const seen = new Uint8Array(total);
  const mark = (id: number | undefined, where: string) => {
    if (id === undefined || !(id >= 0 && id < total))
      v.push(`${where} holds an impossible tile id ${String(id)}`);
    else if ((seen[id] = (seen[id] ?? 0) + 1) > 1) v.push(`tile ${id} appears twice (${where})`);
  };
  // A place past the wall's end reads as no tile, and is reported.
  for (let i = hand.drawIndex; i <= hand.replacementIndex; i++) mark(hand.wall[i], 'wall');
  hand.seats.forEach((s, seat) => {
    s.concealed.forEach((t) => mark(t, `seat ${seat} hand`));
    s.melds.forEach((m) => m.tiles.forEach((t) => mark(t, `seat ${seat} sets`)));
    s.bonus.forEach((t) => mark(t, `seat ${seat} bonus`));
    s.river.forEach((t) => mark(t, `seat ${seat} river`));
  });
  const missing = seen.reduce((n, c) => n + (c === 0 ? 1 : 0), 0);
  if (missing > 0) v.push(`${missing} tile(s) are nowhere`);

  // What the ruleset's own rules add: the dead wall (§4.3.5), Ravenna's tail and claims (§3.2, §6).
  const rules = RULESET_INVARIANTS[ruleset.id];
  v.push(...rules.violations(state));

  // Hand sizes: 13 (+1 per kong) for everybody, 14 for the player in his turn (§15).
  const { holds14 } = acting(state, rules);
  hand.seats.forEach((s, seat) => {
    const units = s.concealed.length + 3 * s.melds.length;
    const expected = seat === holds14 ? 14 : 13;
    if (units !== expected)
      v.push(`seat ${seat} holds ${units} tiles' worth, expected ${expected}`);
    if (s.concealed.some((t) => isBonus(kindOfId(t))))
      v.push(`seat ${seat} keeps a bonus tile in hand`);
    for (const m of s.melds) {
      const shape = classifySet(m.tiles.map(kindOfId));
      if (shape === null || shape.kind !== m.kind) v.push(`seat ${seat} has a malformed ${m.kind}`);
      if (m.concealed && (m.kind !== 'kong' || m.claimed !== null))
        v.push(`seat ${seat} has a concealed set that was claimed`);
      if (m.kind === 'chow' && m.claimed && m.claimed.from !== (seat + 3) % 4) {
        v.push(`seat ${seat} chowed from a player who is not on its left`);
      }
    }
  });

  // Money: every hand is zero-sum, and so are the running totals.
  if (state.match.totals.reduce((a, b) => a + b, 0) !== 0)
    v.push('running totals are not zero-sum');
  for (const h of state.match.history) {
    if (h.payments.reduce((a, b) => a + b, 0) !== 0)
      v.push(`hand ${h.number} payments are not zero-sum`);
  }
  const finished = hand.phase.kind === 'handOver' || hand.phase.kind === 'matchOver' ? 1 : 0;
  if (state.match.history.length !== hand.number + finished)
    v.push('the score sheet misses a hand');

  // Who acts: exactly one seat in a turn, the undecided eligible seats in a window, and some legal
  // action until the match is over.
  const seatsWithActions = ([0, 1, 2, 3] as Seat[]).filter(
    (s) => legalActions(state, s).length > 0,
  );
  const phase = hand.phase;
  if (
    phase.kind === 'turn' &&
    (seatsWithActions.length !== 1 || seatsWithActions[0] !== phase.seat)
  ) {
    v.push(`in seat ${phase.seat}'s turn, seats [${seatsWithActions.join()}] can act`);
  }
  if (
    (phase.kind === 'claimWindow' || phase.kind === 'robbingWindow') &&
    seatsWithActions.length === 0
  ) {
    v.push('a claim window is open but nobody can decide');
  }
  if (
    phase.kind === 'claimWindow' &&
    phase.riverbed &&
    phase.options.some((o) => o && (o.pung || o.kong || o.chows.length))
  ) {
    v.push('the riverbed tile is offered for something other than a win');
  }
  if (phase.kind !== 'matchOver' && seatsWithActions.length === 0)
    v.push('no legal action before the match is over');
  return v;
}
