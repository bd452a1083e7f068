/** `playerView` shows a seat what it may know and nothing more (design.md, engine contract). */
import { describe, expect, it } from 'vitest';
import { EAST, SOUTH, Table } from '../../../test/helpers/table';
import type { TileId } from '../tiles';
import type { GameState, SeatState } from './types';
import { eventsFor, playerView } from './view';

/** The same table with West's and North's concealed tiles swapped for tiles from the live wall. */
function withOtherHiddenTiles(state: GameState): GameState {
  const hand = state.hand;
  const wall = hand.wall.slice();
  const seats = hand.seats.map((s, seat) => {
    if (seat < 2) return s;
    const concealed = s.concealed.map((tile, i) => {
      const from = hand.drawIndex + (seat - 2) * 13 + i;
      const swapped = wall[from]!;
      wall[from] = tile;
      return swapped;
    });
    return { ...s, concealed: [...concealed].sort((a, b) => a - b) as TileId[] };
  }) as unknown as [SeatState, SeatState, SeatState, SeatState];
  return { ...state, rng: [1, 2, 3, 4], hand: { ...hand, wall, seats } };
}

describe('playerView', () => {
  const table = new Table({}, {}, 'view');

  it('shows the seat its own tiles and only counts of the others\u2019', () => {
    const view = playerView(table.state, SOUTH);
    expect(view.seats[SOUTH].concealed).toEqual(table.state.hand.seats[SOUTH].concealed);
    expect(view.seats[EAST].concealed).toBeNull();
    expect(view.seats[EAST].drawn).toBeNull();
    expect(view.seats[EAST].concealedCount).toBe(14);
    expect(view.wall).toEqual({ live: 69, remaining: 83 });
    expect(Object.keys(view)).not.toContain('rng');
  });

  it('is identical when only tiles hidden from that seat differ (wall order, RNG, other hands)', () => {
    const other = withOtherHiddenTiles(table.state);
    expect(other.hand.seats[2].concealed).not.toEqual(table.state.hand.seats[2].concealed);
    for (const seat of [EAST, SOUTH]) {
      expect(JSON.stringify(playerView(other, seat))).toBe(
        JSON.stringify(playerView(table.state, seat)),
      );
    }
  });

  it('hides other seats\u2019 drawn tiles in the events it passes on', () => {
    const t = new Table({}, {}, 'view-events');
    const discard = { type: 'discard' as const, seat: EAST, tile: t.state.hand.seats[EAST].drawn! };
    const r = t.try(discard);
    if (!r.ok) throw new Error(r.error.code);
    const drawn = r.events.filter((e) => e.type === 'tileDrawn');
    expect(drawn.length).toBeGreaterThan(0);
    expect(
      eventsFor(r.events, EAST)
        .filter((e) => e.type === 'tileDrawn')
        .every((e) => e.tile === -1),
    ).toBe(true);
  });
});
