/**
 * What each move sounds and feels like, decided from the real events of `apply`: the person is
 * told (vibration) when a tile arrives for them or a claim is open to them, never for other seats.
 */
import { describe, expect, it } from 'vitest';
import { claimsForSouthOnEast5b, heavenlyNineGates } from '../../test/fixtures/rigs';
import { EAST, SOUTH, Table, WEST } from '../../test/helpers/table';
import type { Action, GameEvent } from '../engine';
import { eventsFor } from '../engine';
import { feedbackFor } from './feedback';

function eventsOf(t: Table, action: Action): GameEvent[] {
  const result = t.try(action);
  if (!result.ok) throw new Error(result.error.code);
  t.state = result.state;
  return [...result.events];
}

describe('feedbackFor', () => {
  it('sounds the discard, and the draw with a short vibration for the seat that drew', () => {
    const t = new Table(claimsForSouthOnEast5b);
    const events = eventsOf(t, { type: 'discard', seat: EAST, tile: t.tile(EAST, 'dg') });
    // Nobody can claim the Green Dragon: South draws at once.
    expect(events.map((e) => e.type)).toEqual(['tileDiscarded', 'tileDrawn']);
    const south = feedbackFor(eventsFor(events, SOUTH), SOUTH);
    expect(south.cues).toEqual(['discard', 'draw']);
    expect(south.vibrate).not.toBeNull();
    // West only hears the discard.
    const west = feedbackFor(eventsFor(events, WEST), WEST);
    expect(west).toEqual({ cues: ['discard'], vibrate: null });
  });

  it('vibrates for the seat to whom a claim window opens, and only for it (§5.3)', () => {
    const t = new Table(claimsForSouthOnEast5b);
    const events = eventsOf(t, { type: 'discard', seat: EAST, tile: t.tile(EAST, '5b') });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'claimWindowOpened', seats: [SOUTH] }),
    );
    expect(feedbackFor(events, SOUTH).vibrate).not.toBeNull();
    expect(feedbackFor(events, WEST).vibrate).toBeNull();
    expect(feedbackFor(events, EAST).vibrate).toBeNull();
  });

  it('sounds a claim when a set is claimed', () => {
    const t = new Table(claimsForSouthOnEast5b);
    eventsOf(t, { type: 'discard', seat: EAST, tile: t.tile(EAST, '5b') });
    const events = eventsOf(t, { type: 'claimPung', seat: SOUTH });
    expect(feedbackFor(events, WEST).cues).toContain('claim');
    expect(feedbackFor(events, SOUTH).cues).toContain('claim');
  });

  it('sounds the win for everybody', () => {
    const t = new Table(heavenlyNineGates);
    const events = eventsOf(t, { type: 'declareWin', seat: EAST });
    for (const seat of [EAST, SOUTH, WEST]) expect(feedbackFor(events, seat).cues).toContain('win');
  });

  it('plays each cue once per move: a drawn flower and its replacement make one draw sound (§4.4.2)', () => {
    const t = new Table({ draws: 's3', replacements: '9d' }, { flowers: true }, 'flower-draw');
    const first = t.state.hand.seats[EAST].concealed[0]!;
    const events = eventsOf(t, { type: 'discard', seat: EAST, tile: first });
    if (t.phase.kind === 'claimWindow') throw new Error('the rig expects no claim on that tile');
    expect(events.filter((e) => e.type === 'tileDrawn' && e.seat === SOUTH)).toHaveLength(2);
    expect(feedbackFor(events, SOUTH).cues).toEqual(['discard', 'draw']);
    expect(feedbackFor([], WEST)).toEqual({ cues: [], vibrate: null });
  });
});
