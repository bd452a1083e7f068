/**
 * A rigged table for scenario tests: a game whose first hand's wall is fixed, driven by short
 * calls that fail loudly (with the engine's error code) when the engine refuses an action.
 */
import type {
  Action,
  ApplyResult,
  GameOptions,
  GameState,
  HandResult,
  PlayerIndex,
  RiggedWall,
  TileKind,
  Seat,
  TileId,
} from '../../src/engine';
import {
  apply,
  formatTile,
  kindOfId,
  legalActions,
  newGame,
  parseTile,
  kindOf,
} from '../../src/engine';

export const EAST = 0 as Seat;
export const SOUTH = 1 as Seat;
export const WEST = 2 as Seat;
export const NORTH = 3 as Seat;

export function kind(tile: string): TileKind {
  const parsed = parseTile(tile);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

export class Table {
  state: GameState;

  constructor(
    wall: RiggedWall,
    options: Partial<GameOptions> = {},
    seed: number | string = 'rigged',
    seating: [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex] = [0, 1, 2, 3],
  ) {
    const created = newGame({ seed, options, rig: { seating, walls: { 0: wall } } });
    if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
    this.state = created.value.state;
  }

  get phase() {
    return this.state.hand.phase;
  }

  /** Applies an action without asserting: for tests of rejections. */
  try(action: Action): ApplyResult {
    return apply(this.state, action);
  }

  act(action: Action): this {
    const result = apply(this.state, action);
    if (!result.ok)
      throw new Error(
        `${JSON.stringify(action)} refused: ${result.error.code} ${result.error.message}`,
      );
    this.state = result.state;
    return this;
  }

  /** The id of a tile of that kind in the seat's hand. */
  tile(seat: Seat, tile: string): TileId {
    const id = this.state.hand.seats[seat].concealed.find((t) => kindOfId(t) === kind(tile));
    if (id === undefined) throw new Error(`seat ${seat} holds no ${tile}`);
    return id;
  }

  discard(seat: Seat, tile: string): this {
    return this.act({ type: 'discard', seat, tile: this.tile(seat, tile) });
  }

  /** Every seat still deciding in an open claim or robbing window passes. */
  passRest(): this {
    const phase = this.phase;
    if (phase.kind !== 'claimWindow' && phase.kind !== 'robbingWindow') return this;
    for (const seat of [0, 1, 2, 3] as Seat[]) {
      if (this.phase.kind !== phase.kind) break;
      if (legalActions(this.state, seat).some((a) => a.type === 'pass'))
        this.act({ type: 'pass', seat });
    }
    return this;
  }

  /** Discards the tile just drawn and lets every claim window pass. */
  discardDrawn(seat: Seat): this {
    const drawn = this.state.hand.seats[seat].drawn;
    if (drawn === null) throw new Error(`seat ${seat} has not drawn`);
    return this.act({ type: 'discard', seat, tile: drawn }).passRest();
  }

  discardAndPass(seat: Seat, tile: string): this {
    return this.discard(seat, tile).passRest();
  }

  actionsOf(seat: Seat): Action[] {
    return legalActions(this.state, seat);
  }

  kinds(seat: Seat): string[] {
    return this.state.hand.seats[seat].concealed.map((t) => String(kindOfId(t)));
  }

  get result(): HandResult {
    const phase = this.phase;
    if (phase.kind !== 'handOver' && phase.kind !== 'matchOver')
      throw new Error(`hand not over: ${phase.kind}`);
    return phase.result;
  }

  /** The winner's counted pattern ids. */
  patterns(): string[] {
    const r = this.result;
    if (r.kind !== 'win') throw new Error('the hand was drawn');
    return r.score.counted.map((p) => p.id);
  }
}

/**
 * A `draws` rig of exactly `count` live draws ending with `ending`, the filler being every tile
 * not already placed by `placed` (hands and replacements), in kind order.
 */
export function drawsEndingWith(
  placed: readonly string[],
  ending: string,
  count: number,
  flowers = false,
): string {
  const left = new Map<number, number>();
  for (let k = 0; k < (flowers ? 42 : 34); k++) left.set(k, k < 34 ? 4 : 1);
  const take = (tile: string) => {
    const k = kind(tile);
    const n = left.get(k) ?? 0;
    if (n === 0) throw new Error(`no ${tile} left for the rig`);
    left.set(k, n - 1);
  };
  const words = (text: string) => text.split(/\s+/).filter((w) => w !== '');
  placed.flatMap(words).forEach(take);
  const tail = words(ending);
  tail.forEach(take);
  const filler: string[] = [];
  for (const [k, n] of left) for (let i = 0; i < n; i++) filler.push(formatTile(kindOf(k)));
  if (filler.length < count - tail.length) throw new Error('not enough tiles for the draws');
  return [...filler.slice(0, count - tail.length), ...tail].join(' ');
}

export function playOutUntilLive(table: Table, live: number): Table {
  for (let guard = 0; guard < 1000; guard++) {
    const phase = table.phase;
    if (phase.kind === 'claimWindow' || phase.kind === 'robbingWindow') {
      table.passRest();
      continue;
    }
    if (phase.kind !== 'turn') throw new Error(`the hand ended while playing out: ${phase.kind}`);
    const remaining = table.state.hand.replacementIndex - table.state.hand.drawIndex + 1 - 14;
    if (remaining <= live) return table;
    const seat = phase.seat;
    const s = table.state.hand.seats[seat];
    table.act({ type: 'discard', seat, tile: s.drawn ?? s.concealed[0]! });
  }
  throw new Error('playOutUntilLive did not finish');
}
