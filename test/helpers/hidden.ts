/**
 * Games that differ only in what one seat cannot see: the other seats' concealed tiles (drawn
 * tiles included) and the order of the wall, dead wall included. For tests that show a seat's
 * view — and everything computed from it, the bots and the coach — does not depend on them.
 */
import type { GameState, HandState, PlayerIndex, Seat, SeatState, TileId } from '../../src/engine';
import {
  Rng,
  apply,
  isBonus,
  kindOfId,
  newGame,
  playerView,
  seatsToAct,
  seedRng,
} from '../../src/engine';
import { decideRandom } from '../../src/bots/random';

/** A game played from `seed` for up to `steps` random legal actions (stopping when the hand ends). */
export function randomPosition(
  seed: string,
  steps: number,
  seating: [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex] = [0, 1, 2, 3],
): GameState {
  const created = newGame({ seed, rig: { seating } });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  const rng = new Rng(seedRng(`${seed}/moves`));
  for (let i = 0; i < steps; i++) {
    const seat = seatsToAct(state)[0];
    if (seat === undefined) break;
    const r = apply(state, decideRandom(playerView(state, seat), rng));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

/**
 * The same game with every tile `seat` cannot see shuffled among the places it cannot see: other
 * seats' concealed tiles and the whole remaining wall. Bonus tiles stay where they are (they are
 * never concealed). Sizes, rivers, sets, the phase and the seat's own tiles are unchanged.
 */
export function shuffleHidden(state: GameState, seat: Seat, rng: Rng): GameState {
  const hand = state.hand;
  const hidden: TileId[] = [];
  hand.seats.forEach((s, i) => {
    if (i !== seat) hidden.push(...s.concealed);
  });
  for (let i = hand.drawIndex; i <= hand.replacementIndex; i++) hidden.push(hand.wall[i]!);
  const movable = hidden.filter((id) => !isBonus(kindOfId(id)));
  const shuffled = movable.slice();
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const map = new Map<TileId, TileId>(movable.map((id, i) => [id, shuffled[i]!]));
  const to = (id: TileId) => map.get(id) ?? id;
  const seats = hand.seats.map((s, i): SeatState => {
    if (i === seat) return s;
    const concealed = s.concealed.map(to).sort((a, b) => a - b);
    return { ...s, concealed, drawn: s.drawn === null ? null : to(s.drawn) };
  }) as unknown as HandState['seats'];
  const wall = hand.wall.map((id, i) =>
    i >= hand.drawIndex && i <= hand.replacementIndex ? to(id) : id,
  );
  return { ...state, rng: [9, 8, 7, 6], hand: { ...hand, wall, seats } };
}
