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
import {
  RULESET_IDS,
  Rng,
  currentPlayers,
  playerView,
  seatShanten,
  seedRng,
  kindOf,
} from '../engine';
import { BOT_RULESETS } from './rulesets';
import { knowledgeOf } from './knowledge';
import {
  READINESS_INPUTS,
  READINESS_SIGNS,
  middleFromHandLate,
  readinessInputs,
  readinessOf,
  readinessSigns,
} from './readiness';
import { ZUNG_JUNG_READINESS_NETWORK as READINESS_NETWORK } from './measuredReadiness';

const player = opponentOf;

describe('readiness of one opponent', () => {
  it('has fitted weights for every input it reads', () => {
    expect(readinessSigns(player('1b'))).toHaveLength(READINESS_SIGNS.length);
    expect(readinessInputs(player('1b'))).toHaveLength(READINESS_INPUTS.length);
    expect(READINESS_NETWORK.inputs).toBe(READINESS_INPUTS.length);
    expect(READINESS_NETWORK.linear).toHaveLength(READINESS_INPUTS.length);
    expect(READINESS_NETWORK.inputWeights).toHaveLength(
      READINESS_NETWORK.hidden * READINESS_INPUTS.length,
    );
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
    const pung = (tile: string): Meld => ({
      kind: 'pung',
      tile: kindOf(kind(tile)),
      concealed: false,
    });
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

  it('reads his latest discards one by one: from his hand or drawn, and what kind of tile', () => {
    const inputs = (op: ReturnType<typeof player>) => {
      const x = readinessInputs(op);
      return (name: string) => x[READINESS_INPUTS.indexOf(name)];
    };
    const drawn = [false, false, false, false, false, true];
    const read = inputs(player('we 1b 2c 5d 5b dr', { fromDraw: drawn, drawStreak: 1 }));
    expect(read('discard 1 back: thrown')).toBe(1);
    expect(read('discard 1 back: the tile he drew')).toBe(1);
    expect(read('discard 1 back: honour')).toBe(1);
    expect(read('discard 2 back: the tile he drew')).toBe(0);
    expect(read('discard 2 back: middle')).toBe(1);
    expect(read('discard 3 back: same suit as the one before')).toBe(0);
    expect(read('discard 4 back: 2 or 8')).toBe(1);
    expect(read('discard 5 back: terminal')).toBe(1);
    expect(read('discard 6 back: early')).toBe(1);
    expect(read('discard 7 back: thrown')).toBe(0);
  });

  it('reads a player who went from throwing from his hand to throwing what he draws as closer', () => {
    const river = 'we wn dw 1b 9c 1d 2b 8c 5d 3c';
    const settled = player(river, {
      fromDraw: [false, false, false, false, false, false, true, true, true, true],
      drawStreak: 4,
    });
    expect(readinessOf(settled)).toBeGreaterThan(readinessOf(player(river)) * 1.5);
  });

  it('knows a player with four declared sets waits on his last tile', () => {
    const pung = (tile: string): Meld => ({
      kind: 'pung',
      tile: kindOf(kind(tile)),
      concealed: false,
    });
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

  // Each ruleset reads with its own network, fitted on its own self-play (issue 36 item 5).
  it.each(RULESET_IDS)(
    'in self-play of standard bots (%s), reads the players who are ready as far readier than the rest, and as often as they are',
    (ruleset) => {
      const players = ['standard', 'standard', 'standard', 'standard'].map((b) => BOTS[b]!) as [
        Decide,
        Decide,
        Decide,
        Decide,
      ];
      const network = BOT_RULESETS[ruleset].readiness;
      const read = { ready: { sum: 0, n: 0 }, notReady: { sum: 0, n: 0 } };
      playMatch(
        { ruleset, seed: 'readiness-sorts' },
        players,
        new Rng(seedRng('readiness-sorts')),
        {
          onStep: (state, action) => {
            if (!action || action.type !== 'discard') return;
            const seat = state.hand.seats[action.seat];
            if (seat.melds.length >= 4) return;
            const observer = ((action.seat + 1) % 4) as 0 | 1 | 2 | 3;
            const op = knowledgeOf(playerView(state, observer)).opponents.find(
              (o) => o.seat === action.seat,
            )!;
            const row = seatShanten(seat) === 0 ? read.ready : read.notReady;
            row.sum += readinessOf(op, network);
            row.n++;
          },
        },
        { maxHands: 8 },
      );
      expect(read.ready.n).toBeGreaterThan(30);
      expect(read.ready.sum / read.ready.n).toBeGreaterThan(
        3 * (read.notReady.sum / read.notReady.n),
      );
      // Calibrated on the whole: the mean reading is about the share of discards made ready.
      const n = read.ready.n + read.notReady.n;
      expect(Math.abs((read.ready.sum + read.notReady.sum) / n - read.ready.n / n)).toBeLessThan(
        0.05,
      );
    },
  );
});
