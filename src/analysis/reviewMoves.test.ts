/**
 * Which of the person's moves the after-hand review looks at: every action of the person's seat
 * where the rules offered a real choice, found by replaying the log — checked against an
 * independent walk through the log with the engine; forced moves are left out; each decision
 * comes with the person's view of its position, and the reviews of a hand's decisions do not change
 * when the other players' concealed tiles and the wall do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPosition, shuffleHidden } from '../../test/helpers/hidden';
import { playedMatch } from '../../test/helpers/matches';
import type { Action, GameLog, GameState, PlayerView, Seat, TileId } from '../engine';
import { Rng, apply, currentPlayers, kindOfId, legalActions, newGame, playerView } from '../engine';
import { seedRng } from '../engine';
import { botApi } from '../worker/botApi';
import { handStarts, handStates } from './replay';
import { handDecisions, isDecision, PERSON as HUMAN } from './reviewMoves';

const log = playedMatch('review-moves', { maxHands: 3 });

/** Independently: the person's actions in the hand with at least two different choices. */
function expectedDecisions(game: GameLog, handNumber: number) {
  const span = handStarts(game)[handNumber]!;
  const created = newGame(game);
  if (!created.ok) throw new Error(created.error.message);
  let state: GameState = created.value.state;
  const found: { index: number; action: Action }[] = [];
  for (let index = 0; index < span.end; index++) {
    const action = game.actions[index]!;
    if (index >= span.first && 'seat' in action) {
      const seat = currentPlayers(state).indexOf(HUMAN) as Seat;
      const choices = new Set(
        legalActions(state, seat).map((a) =>
          a.type === 'discard' ? `d${kindOfId(a.tile)}` : `${a.type}/${JSON.stringify(a)}`,
        ),
      );
      if (action.seat === seat && choices.size > 1) found.push({ index, action });
    }
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return found;
}

describe('isDecision', () => {
  const view = playerView(randomPosition('is-decision', 0), 0);
  const mine = view.legalActions.find((a) => a.type === 'discard')!;

  it('counts a move with other choices beside it', () => {
    expect(isDecision(view, mine)).toBe(true);
  });

  it('skips a forced move: every option the same choice', () => {
    const tile = (mine as { tile: TileId }).tile;
    const sameKind = view.seats[0].concealed!.filter((t) => kindOfId(t) === kindOfId(tile));
    const forced: PlayerView = {
      ...view,
      legalActions: sameKind.map((t) => ({ type: 'discard', seat: 0, tile: t })),
    };
    expect(isDecision(forced, mine)).toBe(false);
    expect(isDecision({ ...view, legalActions: [mine] }, mine)).toBe(false);
  });

  it('skips another seat’s move', () => {
    expect(isDecision(view, { type: 'pass', seat: 2 })).toBe(false);
    expect(isDecision(view, { type: 'nextHand' })).toBe(false);
  });
});

describe('handDecisions', () => {
  it('finds exactly the person’s choices, hand by hand, with the view of each position', () => {
    let total = 0;
    for (const handNumber of [0, 1, 2]) {
      const found = handDecisions({ log, handNumber });
      if (!found.ok) throw new Error(found.error.message);
      const decisions = found.value;
      expect(decisions.map((d) => ({ index: d.index, action: d.action }))).toEqual(
        expectedDecisions(log, handNumber),
      );
      const steps = handStates(log, handNumber);
      if (!steps.ok) throw new Error(steps.error.message);
      for (const d of decisions) {
        // The step is the position the move was made in: the replay shows it, the next step the move.
        const before = steps.value.steps[d.step]!.state;
        expect(steps.value.steps[d.step + 1]!.action).toEqual(d.action);
        expect(steps.value.steps[d.step + 1]!.index).toBe(d.index);
        const seat = currentPlayers(before).indexOf(HUMAN) as Seat;
        expect(d.view).toEqual(playerView(before, seat));
        expect(d.view.seats.filter((s) => s.concealed !== null)).toHaveLength(1);
      }
      total += decisions.length;
    }
    expect(total).toBeGreaterThan(20);
  });

  it('includes claims and passes where the person could claim', () => {
    const kinds = new Set<string>();
    for (const handNumber of [0, 1, 2]) {
      const found = handDecisions({ log, handNumber });
      if (found.ok) for (const d of found.value) kinds.add(d.action.type);
    }
    expect(kinds).toContain('discard');
    expect(kinds).toContain('pass');
  });

  it('reports a log it cannot replay', () => {
    expect(handDecisions({ log, handNumber: 9 }).ok).toBe(false);
    const broken = { ...log, actions: [{ type: 'pass', seat: 3 } as Action, ...log.actions] };
    expect(handDecisions({ log: broken, handNumber: 0 }).ok).toBe(false);
  });
});

describe('the review of a hand sees only the person’s views', () => {
  it('is unchanged when the other players’ concealed tiles and the wall change', () => {
    const found = handDecisions({ log, handNumber: 1 });
    if (!found.ok) throw new Error(found.error.message);
    const steps = handStates(log, 1);
    if (!steps.ok) throw new Error(steps.error.message);
    const decisions = found.value.slice(0, 8);
    const reviews = decisions.map((d) => botApi.review({ view: d.view, action: d.action }));
    fc.assert(
      fc.property(fc.integer(), (shuffleSeed) => {
        decisions.forEach((d, i) => {
          const before = steps.value.steps[d.step]!.state;
          const other = shuffleHidden(before, d.view.seat, new Rng(seedRng(shuffleSeed + i)));
          expect(other.hand.wall).not.toEqual(before.hand.wall);
          const view = playerView(other, d.view.seat);
          expect(view).toEqual(d.view);
          expect(botApi.review({ view, action: d.action })).toEqual(reviews[i]);
        });
      }),
      { numRuns: 4, seed: 3 },
    );
  });
});
