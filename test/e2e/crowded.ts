/**
 * The most crowded table a hand can lay out (issue 14, item 1), built with the real engine: three
 * opponents who claim every kong, pung and chow the rules offer, declare every kong they may and
 * never go out, and a person who passes every claim and throws away the tile just drawn — a hand
 * that runs toward the last tile with every opponent showing four exposed sets, kongs among them,
 * and with flowers and seasons on. The first seed from a fixed list that gets there is kept, so the
 * position is the same on every run.
 */
import type { Action, GameState, PlayerIndex, Seat } from '../../src/engine';
import {
  apply,
  currentPlayers,
  kindOfId,
  legalActions,
  newGame,
  seatsToAct,
} from '../../src/engine';

export interface Crowded {
  readonly game: GameState;
  readonly actions: readonly Action[];
}

const HUMAN: PlayerIndex = 0;

/** Claims first (a kong above a pung above a chow), then kongs in hand, never a win. */
const PREFERENCE: readonly Action['type'][] = [
  'claimKong',
  'declareKong',
  'addToPung',
  'claimPung',
  'claimChow',
];

/** An opponent's discard: a tile it holds alone, so pairs stay to be punged. */
function loneTile(game: GameState, seat: Seat, discards: readonly Action[]): Action {
  const concealed = game.hand.seats[seat].concealed;
  const count = (kind: number) => concealed.filter((id) => kindOfId(id) === kind).length;
  return (
    discards.find((a) => a.type === 'discard' && count(kindOfId(a.tile)) === 1) ?? discards[0]!
  );
}

function choose(game: GameState, seat: Seat, person: Seat): Action {
  const legal = legalActions(game, seat);
  const phase = game.hand.phase;
  const discards = legal.filter((a) => a.type === 'discard');
  if (seat === person) {
    if (phase.kind === 'turn') {
      const drawn = game.hand.seats[seat].drawn;
      return discards.find((a) => a.type === 'discard' && a.tile === drawn) ?? discards.at(-1)!;
    }
    return legal.find((a) => a.type === 'pass')!;
  }
  for (const type of PREFERENCE) {
    const action = legal.find((a) => a.type === type);
    if (action !== undefined) return action;
  }
  if (discards.length > 0) return loneTile(game, seat, discards);
  return legal.find((a) => a.type === 'pass')!;
}

/**
 * Plays one seed's first hand as above; the position at the person's last turn before the
 * seabed tile (the rivers at their longest) once every opponent shows four sets, if it comes.
 */
function play(seed: string): Crowded | null {
  const created = newGame({ seed, options: { flowers: true } });
  if (!created.ok) throw new Error(created.error.message);
  let game = created.value.state;
  const person = currentPlayers(game).indexOf(HUMAN) as Seat;
  const actions: Action[] = [];
  let best: Crowded | null = null;
  for (;;) {
    const phase = game.hand.phase;
    if (phase.kind === 'handOver' || phase.kind === 'matchOver') return best;
    if (phase.kind === 'turn' && phase.seat === person && !phase.seabed) {
      const opponents = ([0, 1, 2, 3] as Seat[]).filter((s) => s !== person);
      const sets = opponents.map((s) => game.hand.seats[s].melds);
      const full = sets.every((m) => m.length === 4);
      // Opponents showing a kong.
      const kongs = sets.filter((m) => m.some((set) => set.kind === 'kong')).length;
      if (full && kongs >= 2) best = { game, actions: [...actions] };
    }
    const seat = seatsToAct(game)[0]!;
    const action = choose(game, seat, person);
    const next = apply(game, action);
    if (!next.ok) throw new Error(`${seed}: ${next.error.message}`);
    game = next.state;
    actions.push(action);
  }
}

/** The crowded position: the first seed of `crowd-0`, `crowd-1`, … that reaches it. */
export function crowdedTable(): Crowded & { seed: string } {
  for (let i = 0; i < 500; i++) {
    const seed = `crowd-${i}`;
    const found = play(seed);
    if (found !== null) return { ...found, seed };
  }
  throw new Error('no seed reached four exposed sets for every opponent');
}
