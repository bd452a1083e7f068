/**
 * Reading each opponent (issue 18, item 1): how likely he is to be ready comes from his own
 * signs — sets, discards, draw streak, and what he chose to let go from his hand.
 */
import { describe, expect, it } from 'vitest';
import { opponentOf } from '../../test/helpers/opponent';
import { kind } from '../../test/helpers/table';
import type { Decide } from '.';
import { BOTS, playMatch } from '.';
import type { Meld } from '../engine';
import { Rng, currentPlayers, playerView, seedRng } from '../engine';
import { knowledgeOf } from './knowledge';
import { READINESS_SIGNS, middleFromHandLate, readinessOf, readinessSigns } from './readiness';
import { READINESS_WEIGHTS } from './measuredReadiness';

const player = opponentOf;

describe('readiness of one opponent', () => {
  it('has one fitted weight per sign', () => {
    expect(READINESS_WEIGHTS).toHaveLength(READINESS_SIGNS.length);
    expect(readinessSigns(player('1b'))).toHaveLength(READINESS_SIGNS.length);
  });

  it('reads a player who threw honours and terminals first as closer than one who threw middle tiles', () => {
    const late = ' 5c 6c 2d 8b 4d 6b';
    const careful = player(`we wn dw 1b 9c 1d${late}`);
    const careless = player(`5b 4c 6d 5d 3b 7c${late}`);
    expect(readinessOf(careful)).toBeGreaterThan(readinessOf(careless) * 1.3);
  });

  it('grows as he keeps discarding and as he declares sets', () => {
    const few = player('we wn dw 1b');
    const many = player('we wn dw 1b 9c 1d 2b 8c 5d 3c 7b 6c');
    expect(readinessOf(many)).toBeGreaterThan(readinessOf(few) * 3);
    const pung = (tile: string): Meld => ({ kind: 'pung', tile: kind(tile), concealed: false });
    const withSets = player('we wn dw 1b 9c 1d 2b 8c', { melds: [pung('5b'), pung('dr')] });
    expect(readinessOf(withSets)).toBeGreaterThan(readinessOf(player('we wn dw 1b 9c 1d 2b 8c')));
  });

  it('notices when, late, he gives up a middle tile from his hand (the coach names it)', () => {
    const kept = 'we wn dw 1b 9c 1d 5b';
    expect(middleFromHandLate(player(kept))).toBe(true);
    const drawn = player(kept, { fromDraw: [false, false, false, false, false, false, true] });
    expect(middleFromHandLate(drawn)).toBe(false);
    expect(middleFromHandLate(player('we wn 5b'))).toBe(false);
    expect(middleFromHandLate(player('we wn dw 1b 9c 1d 9b'))).toBe(false);
  });

  it('knows a player with four declared sets waits on his last tile', () => {
    const pung = (tile: string): Meld => ({ kind: 'pung', tile: kind(tile), concealed: false });
    const four = player('we wn', { melds: [pung('1b'), pung('2c'), pung('3d'), pung('dr')] });
    expect(readinessOf(four)).toBe(1);
  });

  it('in self-play, reads the random-legal player as a small threat and the standard players as real ones', () => {
    const bots = ['standard', 'standard', 'beginner', 'random'];
    const players = bots.map((b) => BOTS[b]!) as [Decide, Decide, Decide, Decide];
    const guessed = new Map<string, { sum: number; n: number }>();
    playMatch(
      { seed: 'readiness-test' },
      players,
      new Rng(seedRng('readiness-test')),
      {
        onStep: (state, action) => {
          if (
            !action ||
            action.type !== 'discard' ||
            state.hand.seats[action.seat].melds.length >= 4
          )
            return;
          const observer = ((action.seat + 1) % 4) as 0 | 1 | 2 | 3;
          const op = knowledgeOf(playerView(state, observer)).opponents.find(
            (o) => o.seat === action.seat,
          )!;
          // What he shows is read off the river: one flag per discard, the streak at its end.
          expect(op.fromDraw).toHaveLength(op.discards.length);
          expect(op.drawStreak).toBe(op.fromDraw.length - 1 - op.fromDraw.lastIndexOf(false));
          // Late in the hand, where defence matters.
          if (op.discards.length < 8) return;
          const bot = bots[currentPlayers(state)[action.seat]]!;
          const row = guessed.get(bot) ?? { sum: 0, n: 0 };
          row.sum += readinessOf(op);
          row.n++;
          guessed.set(bot, row);
        },
      },
      { maxHands: 8 },
    );
    const mean = (bot: string) => guessed.get(bot)!.sum / guessed.get(bot)!.n;
    expect(mean('random')).toBeLessThan(0.6 * mean('standard'));
  });
});
