/**
 * The heuristic players: legal, deterministic, and making the decisions their evaluators promise.
 */
import { describe, expect, it } from 'vitest';
import { EAST, NORTH, SOUTH, Table, WEST, kind } from '../../test/helpers/table';
import { simulate } from '../cli/simulate';
import type { Action, PlayerView } from '../engine';
import { Rng, formatTile, playerView, seedRng, kindOf } from '../engine';
import type { Threat } from './danger';
import { dangerOf, dealInCost, threatOf } from './danger';
import { decide } from './decide';
import { acceptance, discardOptions } from './efficiency';
import { addCopies } from './kindCounts';
import { knowledgeOf } from './knowledge';
import { LEVELS } from './levels';
import { potentialValue, readyValue, scoreOnWait } from './rulesets/zung-jung/value';
import { effectiveWaitTiles, measuredWinChance } from './winChance';

const view = (t: Table, seat: 0 | 1 | 2 | 3) => playerView(t.state, seat);
const counts = (tiles: string) => {
  const c = new Uint8Array(34);
  for (const t of tiles.split(' ')) addCopies(c, kind(t), 1);
  return c;
};

describe('every level plays only legal actions', () => {
  // A check of legality, not of speed: 160 whole hands take about a minute on a busy 2-core machine.
  it(
    'over 160 hands mixing every level, with the invariants checked after each action',
    { timeout: 240_000 },
    () => {
      const report = simulate({
        hands: 160,
        seed: 'bots-legal',
        bots: ['strong', 'standard', 'beginner', 'random'],
        flowers: true,
        duplicate: true,
      });
      expect(report).toMatchObject({ illegalActions: 0, invariantViolations: 0 });
    },
  );
});

describe('determinism', () => {
  it.each(LEVELS)('%s gives the same decision for the same view and rng seed', (level) => {
    const t = new Table({}, {}, 'determinism');
    const v = view(t, EAST);
    const a = decide(v, new Rng(seedRng('same')), level);
    const b = decide(v, new Rng(seedRng('same')), level);
    expect(a).toEqual(b);
    expect(v.legalActions).toContainEqual(a);
  });
});

describe('efficiency (shanten and live acceptance)', () => {
  it('counts only copies still unseen', () => {
    const hand = counts('1b 2b 3b 4c 5c 6c 7d 8d 9d 2b 3b ww ww');
    const unseen = new Uint8Array(34).fill(4);
    expect(acceptance(hand, 0, new Uint8Array(34), unseen)).toMatchObject({ shanten: 0, tiles: 8 });
    unseen[kind('1b')] = 1;
    expect(acceptance(hand, 0, new Uint8Array(34), unseen).tiles).toBe(5);
  });

  it('rates every discard of a hand by the shanten and acceptance it leaves', () => {
    const hand = counts('1b 2b 3b 4c 5c 6c 7d 8d 9d 2b 3b ww ww dr');
    const options = discardOptions(hand, 0, new Uint8Array(34), new Uint8Array(34).fill(4));
    const byKind = new Map(options.map((o) => [formatTile(o.discard), o]));
    expect(byKind.get('dr')).toMatchObject({ shanten: 0, tiles: 8 });
    expect(byKind.get('1b')!.shanten).toBe(1);
  });
});

describe('value (§9–§11 payout awareness)', () => {
  const ctx = {
    rarePatterns: true,
    seat: SOUTH,
    melds: [],
    exposed: false,
    bonusTiles: [],
    halveFlowers: false,
  };
  it('values a ready hand by scoring each wait, weighted by unseen copies', () => {
    const hand = counts('1c 2c 3c 5c 5c 5c 7c 8c 9c dr dr dw dw');
    const unseen = new Uint8Array(34).fill(2);
    const expected = (scoreOnWait(hand, ctx, kind('dr')) + scoreOnWait(hand, ctx, kind('dw'))) / 2;
    expect(readyValue(hand, ctx, [kind('dr'), kind('dw')], unseen)).toBeCloseTo(expected, 6);
    expect(scoreOnWait(hand, ctx, kind('dw'))).toBe(55); // vector E2.1.1
  });

  it('rises with a value-honour pair and with progress toward one suit', () => {
    const unseen = new Uint8Array(34).fill(3);
    const plain = potentialValue(counts('1b 2b 4c 5c 7d 8d 3b 4b 6c 7c 9d 1d wn'), ctx, unseen);
    const dragons = potentialValue(counts('1b 2b 4c 5c 7d 8d 3b 4b 6c 7c 9d dr dr'), ctx, unseen);
    const oneSuit = potentialValue(counts('1b 2b 3b 4b 5b 6b 7b 8b 9b 2b 3b 5c dr'), ctx, unseen);
    expect(dragons).toBeGreaterThan(plain + 5);
    expect(oneSuit).toBeGreaterThan(plain + 15);
  });
});

describe('defence (§12.3 and §12.5)', () => {
  const threat = (value: number, cost: number, immune: string[] = []): Threat => ({
    opponent: {
      seat: WEST,
      melds: [],
      discards: [],
      immune: new Set(immune.map(kind)),
      passed: new Set(),
      drawStreak: 0,
      fromDraw: [],
      sinceClaim: -1,
      bonus: 0,
      wentBy: new Set(),
    },
    ready: 1,
    value,
    cost,
    suit: -1,
    waitChance: new Float64Array(34).fill(0.1),
  });

  it('lets same-turn immunity lower the cost of a tile discarded since his last discard', () => {
    const big = threat(40, 55, ['5d']);
    expect(dealInCost(big, kind('5d'))).toBeLessThan(dealInCost(big, kind('6d')));
    expect(dangerOf(kind('5d'), [big])).toBeLessThan(dangerOf(kind('6d'), [big]));
  });

  it('fears a one-suit hand in its suit and spares the other suits', () => {
    const k = knowledgeOf(view(new Table({}, {}, 'one-suit-threat'), NORTH));
    // South shows two characters sets: a one-suit hand in characters (2.1).
    const south = threatOf(
      {
        seat: SOUTH,
        melds: [
          { kind: 'chow', tile: kind('2c'), concealed: false },
          { kind: 'pung', tile: kind('7c'), concealed: false },
        ],
        discards: [],
        immune: new Set(),
        passed: new Set(),
        drawStreak: 0,
        fromDraw: [],
        sinceClaim: -1,
        bonus: 0,
        wentBy: new Set(),
      },
      k,
      { measured: true },
    );
    expect(south.suit).toBe(1);
    expect(south.waitChance[kind('5c')]!).toBeGreaterThan(south.waitChance[kind('5d')]!);
    // The standard level's hand-set reading says so more bluntly.
    const rough = threatOf({ ...south.opponent }, k, { measured: false });
    expect(rough.waitChance[kind('5c')]!).toBeGreaterThan(3 * rough.waitChance[kind('5d')]!);
  });
});

describe('reading opponents (strong level)', () => {
  const k = knowledgeOf(view(new Table({}, {}, 'reads'), NORTH));
  const opponent = (change: Partial<Parameters<typeof threatOf>[0]>) =>
    threatOf(
      {
        seat: SOUTH,
        melds: [],
        discards: [
          kindOf(1),
          kindOf(2),
          kindOf(3),
          kindOf(4),
          kindOf(5),
          kindOf(6),
          kindOf(7),
          kindOf(8),
          kindOf(9),
          kindOf(10),
          kindOf(11),
          kindOf(12),
        ],
        immune: new Set(),
        passed: new Set(),
        drawStreak: 0,
        fromDraw: new Array<boolean>(12).fill(false),
        sinceClaim: -1,
        bonus: 0,
        wentBy: new Set(),
        ...change,
      },
      k,
      { measured: true },
    );

  it('treats a tile he let pass since his last discard as no wait of his (he would have won)', () => {
    const plain = opponent({});
    // What passed him since his last discard also went by since his hand last changed.
    const passed = opponent({ passed: new Set([kind('5d')]), wentBy: new Set([kind('5d')]) });
    expect(passed.waitChance[kind('5d')]!).toBeLessThan(plain.waitChance[kind('5d')]! / 10);
  });

  it('finds him more likely ready after a streak of discarding what he just drew', () => {
    const streak = opponent({
      drawStreak: 4,
      fromDraw: [...new Array<boolean>(8).fill(false), true, true, true, true],
    });
    expect(streak.ready).toBeGreaterThan(opponent({ drawStreak: 0 }).ready);
  });
});

describe('speed (strong level, measured chances)', () => {
  it('counts the honours and terminals a ready hand waits on as more likely to come', () => {
    const unseen = new Uint8Array(34).fill(2);
    const honour = effectiveWaitTiles([kind('wn')], unseen);
    const terminal = effectiveWaitTiles([kind('9b')], unseen);
    const middle = effectiveWaitTiles([kind('5d')], unseen);
    expect(honour).toBeGreaterThan(middle);
    expect(terminal).toBeGreaterThan(middle);
    expect(measuredWinChance(0, honour, 40, false)).toBeGreaterThan(
      measuredWinChance(0, middle, 40, false),
    );
  });

  it('gives a dead wait no chance and never less for one more winning tile', () => {
    expect(measuredWinChance(0, 0, 40, false)).toBe(0);
    expect(measuredWinChance(-1, 0, 40, false)).toBe(1);
    for (let tiles = 1; tiles < 10; tiles++)
      expect(measuredWinChance(0, tiles + 1, 40, false)).toBeGreaterThan(
        measuredWinChance(0, tiles, 40, false),
      );
    for (let shanten = 0; shanten <= 4; shanten++)
      for (const live of [5, 25, 45, 65])
        for (const exposed of [false, true])
          for (let tiles = 0; tiles < 60; tiles++)
            expect(measuredWinChance(shanten, tiles + 1, live, exposed)).toBeGreaterThanOrEqual(
              measuredWinChance(shanten, tiles, live, exposed),
            );
  });
});

describe('decisions', () => {
  it('always takes a win when it can (prevent mode offers only real wins)', () => {
    const t = new Table({ hands: ['2b 3b 4b 3c 4c 5c 6c 7c 8c 9d 9d 9d 5b 5b', '', '', ''] });
    for (const level of LEVELS)
      expect(decide(view(t, EAST), new Rng(seedRng(1)), level)).toEqual({
        type: 'declareWin',
        seat: EAST,
      });
  });

  it('claims a pung of dragons at every level that weighs value', () => {
    const t = new Table({
      hands: [
        'dr 1c 1c 9c 9c 2d 2d wn wn ww ww dg dg we',
        'dr dr 3b 4b 6b 7b 1d 5d 9d we ws 2c 3c',
        '',
        '',
      ],
    });
    t.discard(EAST, 'dr');
    const v = view(t, SOUTH);
    expect(v.legalActions).toContainEqual({ type: 'claimPung', seat: SOUTH });
    for (const level of ['standard', 'strong'] as const) {
      expect(decide(v, new Rng(seedRng(2)), level)).toEqual<Action>({
        type: 'claimPung',
        seat: SOUTH,
      });
    }
  });

  it('discards a tile from its own hand in its turn', () => {
    const t = new Table({}, {}, 'discard-choice');
    const v: PlayerView = view(t, EAST);
    for (const level of LEVELS) {
      const action = decide(v, new Rng(seedRng(3)), level);
      expect(action.type).toBe('discard');
      expect(v.legalActions).toContainEqual(action);
    }
  });
});
