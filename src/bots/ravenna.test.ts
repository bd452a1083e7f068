/**
 * The bots in a Ravenna game (shared/rules/ravenna.md): hands valued by Ravenna points (table
 * points, doublings, the limit), the exhausted-wall `pass` of §8.3, and only legal actions over
 * hundreds of seeded hands at every level. Zung Jung keeps its own evaluators (bots.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { claimsOnEast5b } from '../../test/fixtures/rigs';
import { RavennaTable } from '../../test/helpers/ravennaTable';
import { EAST, NORTH, SOUTH, Table, drawsEndingWith, kind } from '../../test/helpers/table';
import { simulate } from '../cli/simulate';
import type { Meld, RiggedWall, TileKind } from '../engine';
import { Rng, playerView, scoreRavennaHand, seedRng, kindOf, BONUS_KIND_LIST } from '../engine';
import { decide } from './decide';
import { LEVELS } from './levels';
import {
  ravennaPotentialValue,
  ravennaRackScore,
  ravennaReadyValue,
  ravennaScoreOnWait,
} from './rulesets/ravenna/value';
import { addCopies } from './kindCounts';
import { BOT_RULESETS } from './rulesets';
import { ravennaValuation } from './rulesets/ravenna/valuation';
import { ZUNG_JUNG_VALUATION } from './rulesets/zung-jung';
import type { ValueContext } from './value';

const counts = (tiles: string) => {
  const c = new Uint8Array(34);
  for (const t of tiles.split(' ').filter(Boolean)) addCopies(c, kind(t), 1);
  return c;
};
const kinds = (tiles: string) => tiles.split(' ').filter(Boolean).map(kind);
const ctxOf = (seat: 0 | 1 | 2 | 3, melds: Meld[] = [], bonus = ''): ValueContext => ({
  rarePatterns: false,
  seat,
  melds,
  exposed: melds.some((m) => !m.concealed),
  bonusTiles: kinds(bonus),
  halveFlowers: false,
});
const unseen = new Uint8Array(34).fill(2);

describe('Ravenna values (§10)', () => {
  it('scores a ready hand exactly as the engine would, wait by wait', () => {
    // §12.1 South: exposed dr pung, concealed 9c pung, chow, ws pair, waiting on 4d/7d; f2.
    const melds: Meld[] = [{ kind: 'pung', tile: kind('dr'), concealed: false }];
    const hand = counts('9c 9c 9c 2b 3b 4b 5d 6d ws ws');
    const ctx = ctxOf(SOUTH, melds, 'f2');
    expect(ravennaScoreOnWait(hand, ctx, kind('7d'), 200)).toBe(152);
    const engine = scoreRavennaHand({
      seat: SOUTH,
      concealed: kinds('9c 9c 9c 2b 3b 4b 5d 6d ws ws'),
      melds,
      bonusTiles: kinds('f2'),
      win: { winningTile: kind('4d'), winFrom: 'discard', heaven: false, earth: false },
    });
    expect(engine.ok && ravennaScoreOnWait(hand, ctx, kind('4d'), 200)).toBe(
      engine.ok && engine.value.score,
    );
    expect(ravennaReadyValue(hand, ctx, [kind('4d'), kind('7d')], unseen, 200)).toBe(152);
    // A limit of 100 caps it (option ravenna.limit, R-21).
    expect(ravennaScoreOnWait(hand, ctx, kind('7d'), 100)).toBe(100);
  });

  it('counts a losing hand as the engine does (R-16), from tile counts', () => {
    const rng = new Rng(seedRng('rack'));
    for (let i = 0; i < 300; i++) {
      const hand = new Uint8Array(34);
      const concealed: TileKind[] = [];
      const melds: Meld[] = [];
      const used = new Uint8Array(34);
      for (let m = 0; m < rng.int(3); m++) {
        const tile = rng.int(34);
        if (used[tile]! > 0) continue;
        const kongs = rng.int(3) === 0;
        used[tile] = kongs ? 4 : 3;
        melds.push({
          kind: kongs ? 'kong' : 'pung',
          tile: kindOf(tile),
          concealed: kongs && rng.int(2) === 0,
        });
      }
      while (concealed.length < 13 - 3 * melds.length) {
        const t = rng.int(34);
        if (used[t]! + hand[t]! >= 4) continue;
        addCopies(hand, t, 1);
        concealed.push(kindOf(t));
      }
      const bonus = BONUS_KIND_LIST.filter(() => rng.int(4) === 0);
      const seat = rng.int(4) as 0 | 1 | 2 | 3;
      const ctx = { ...ctxOf(seat, melds), bonusTiles: bonus };
      const engine = scoreRavennaHand({ seat, concealed, melds, bonusTiles: bonus, win: null });
      if (!engine.ok) throw new Error(engine.error.message);
      expect(ravennaRackScore(hand, ctx, 200)).toBe(engine.value.score);
    }
  });

  it('knows chows are worth nothing and pungs, dragons and the own wind are', () => {
    const chows = ravennaPotentialValue(
      counts('1b 2b 3b 4c 5c 6c 7d 8d 2b 3b 5c 6c 9d'),
      ctxOf(SOUTH),
      unseen,
      200,
    );
    const pungs = ravennaPotentialValue(
      counts('1b 1b 1b 4c 4c 7d 8d 2b 3b 5c 6c 9d 9d'),
      ctxOf(SOUTH),
      unseen,
      200,
    );
    const dragons = ravennaPotentialValue(
      counts('1b 2b 4c 5c 7d 8d 3b 4b 6c 7c 9d dr dr'),
      ctxOf(SOUTH),
      unseen,
      200,
    );
    const ownWind = ravennaPotentialValue(
      counts('1b 2b 4c 5c 7d 8d 3b 4b 6c 7c 9d ws ws'),
      ctxOf(SOUTH),
      unseen,
      200,
    );
    const otherWind = ravennaPotentialValue(
      counts('1b 2b 4c 5c 7d 8d 3b 4b 6c 7c 9d wn wn'),
      ctxOf(SOUTH),
      unseen,
      200,
    );
    expect(pungs).toBeGreaterThan(chows);
    expect(dragons).toBeGreaterThan(otherWind);
    expect(ownWind).toBeGreaterThan(otherWind);
    // Own flower and season are two doublings; with a dragon pung, three: the limit (rule h).
    const bonus = ctxOf(SOUTH, [{ kind: 'pung', tile: kind('dg'), concealed: false }], 'f2 s2');
    expect(ravennaPotentialValue(counts('1b 2b 4c 5c 7d 8d 3b 4b 6c 7c'), bonus, unseen, 200)).toBe(
      200,
    );
  });

  it("is chosen from the view through the bots' registry: Ravenna for a Ravenna game, Zung Jung for Zung Jung", () => {
    const zj = new Table({}, {}, 'valuation');
    expect(BOT_RULESETS[zj.state.config.ruleset].valuation(playerView(zj.state, EAST))).toBe(
      ZUNG_JUNG_VALUATION,
    );
    const rav = new RavennaTable({}, {}, 'valuation');
    const v = BOT_RULESETS[rav.state.config.ruleset].valuation(playerView(rav.state, EAST));
    expect(v).not.toBe(ZUNG_JUNG_VALUATION);
    // §11.1: East collects double from each of the three others; South from East double.
    expect(v.collect(50)).toBe(300);
    expect(ravennaValuation(playerView(rav.state, SOUTH)).collect(50)).toBe(200);
  });
});

describe('the exhausted wall (§8.3, R-13)', () => {
  const hands = claimsOnEast5b.hands!;
  const kongHands: RiggedWall['hands'] = [
    hands[0],
    hands[1],
    hands[2],
    '4b 5b 6b 5c 6c 7c 2d 3d 4d 8c 8c 8c dw',
  ];
  const rig = (): RiggedWall => ({
    hands: kongHands,
    draws: drawsEndingWith([...kongHands!, 'dw'], '8c', 71, true),
    replacements: 'dw',
  });

  it.each(LEVELS)('%s declares the kong for one more chance to go out, then goes out', (level) => {
    const t = new RavennaTable(rig());
    t.playUntilLive(1);
    t.discardDrawn((t.phase as { seat: 0 | 1 | 2 | 3 }).seat);
    expect(t.phase).toMatchObject({ kind: 'turn', seat: NORTH, seabed: true });
    const rng = new Rng(seedRng(level));
    const first = decide(playerView(t.state, NORTH), rng, level);
    expect(first).toEqual({ type: 'declareKong', seat: NORTH, kind: kind('8c') });
    t.act(first);
    expect(decide(playerView(t.state, NORTH), rng, level)).toEqual({
      type: 'declareWin',
      seat: NORTH,
    });
  });
});

describe('every level plays only legal Ravenna actions', () => {
  // A check of legality, not of speed: 240 whole hands take most of a minute on a busy machine.
  it(
    'over 240 hands mixing every level, with the invariants checked after each action',
    { timeout: 240_000 },
    () => {
      const problems: string[] = [];
      const report = simulate(
        {
          hands: 240,
          seed: 'bots-legal-ravenna',
          bots: ['strong', 'standard', 'beginner', 'random'],
          flowers: false,
          duplicate: false,
          ruleset: 'ravenna',
        },
        (line) => problems.push(line),
      );
      expect(problems).toEqual([]);
      expect(report).toMatchObject({
        ruleset: 'ravenna',
        illegalActions: 0,
        invariantViolations: 0,
      });
      const wins = report.players.map((p) => p.wins);
      // Most hands are won, and by the bots that value their hands, not by random-legal play.
      expect(wins.reduce((a, b) => a + b, 0)).toBeGreaterThan(150);
      expect(wins[3]).toBeLessThan(wins[1]! / 10);
    },
  );
});
