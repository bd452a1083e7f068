/**
 * ≥ 5,000 seeded Ravenna hands (shared/rules/ravenna.md) by random-legal players, with the
 * invariant checker after every action — 144 tiles conserved, the tail of §3.2, no chow ever
 * claimed, every hand zero-sum and settled by §11 — and every player's score of every won hand
 * re-scored through `hu score --ruleset ravenna`, the payments through `hu settle --ruleset
 * ravenna` (src/cli/simulate.ts).
 *
 * Random-legal players rarely go out without chow claims, so a second run uses greedy-legal
 * players (go out whenever possible, claim and declare every kong and pung, discard a tile that
 * keeps the hand closest to ready): it exercises wins, limit hands, simultaneous wins that void
 * the hand, East keeping the deal, and the settlement.
 */
import { describe, expect, it } from 'vitest';
import type { Decide } from '../../src/bots';
import type { Action, GameState } from '../../src/engine';
import {
  PLAYING_KINDS,
  Rng,
  apply,
  balances,
  checkInvariants,
  currentPlayers,
  kindOfId,
  newGame,
  playerView,
  seatsToAct,
  seedRng,
  shanten,
} from '../../src/engine';
import { addCopies } from '../../src/bots/kindCounts';
import { simulate } from '../../src/cli/simulate';

const FIRST_CHOICES: readonly Action['type'][] = [
  'declareWin',
  'claimWin',
  'claimKong',
  'declareKong',
  'addToPung',
  'claimPung',
];

/** A legal player that only ever picks among `view.legalActions`, greedily. */
const greedy: Decide = (view, rng) => {
  const actions = view.legalActions;
  for (const type of FIRST_CHOICES) {
    const found = actions.filter((a) => a.type === type);
    if (found.length > 0) return found[rng.int(found.length)]!;
  }
  const discards = actions.filter((a) => a.type === 'discard');
  if (discards.length === 0) return actions[rng.int(actions.length)]!;
  const me = view.seats[view.seat];
  const counts = new Uint8Array(PLAYING_KINDS);
  for (const id of me.concealed ?? []) addCopies(counts, kindOfId(id), 1);
  const locked = new Uint8Array(PLAYING_KINDS);
  for (const m of me.melds) for (const id of m.tiles) addCopies(locked, kindOfId(id), 1);
  let best = Infinity;
  let choices: Action[] = [];
  for (const d of discards) {
    const k = kindOfId(d.tile);
    addCopies(counts, k, -1);
    const s = shanten(counts, me.melds.length, locked);
    addCopies(counts, k, 1);
    if (s < best) [best, choices] = [s, [d]];
    else if (s === best) choices.push(d);
  }
  return choices[rng.int(choices.length)]!;
};

describe('seeded Ravenna hands keep every invariant', () => {
  it('5,000 hands by random-legal players', () => {
    const problems: string[] = [];
    const report = simulate(
      {
        hands: 5000,
        seed: 'ci-ravenna',
        bots: ['random', 'random', 'random', 'random'],
        flowers: false,
        duplicate: false,
        ruleset: 'ravenna',
      },
      (line) => problems.push(line),
    );
    expect(problems).toEqual([]);
    expect(report).toMatchObject({
      ruleset: 'ravenna',
      hands: 5000,
      invariantViolations: 0,
      illegalActions: 0,
    });
    const wins = report.players.reduce((n, p) => n + p.wins, 0);
    expect(wins + report.draws).toBe(5000);
    expect(report.players.reduce((s, p) => s + p.pointsPerHand, 0)).toBeCloseTo(0, 6);
  });

  it('1,500 hands by greedy-legal players, most of them won', () => {
    const problems: string[] = [];
    const report = simulate(
      {
        hands: 1500,
        seed: 'ci-ravenna-greedy',
        bots: ['greedy', 'greedy', 'greedy', 'greedy'],
        players: [greedy, greedy, greedy, greedy],
        flowers: false,
        duplicate: false,
        ruleset: 'ravenna',
      },
      (line) => problems.push(line),
    );
    expect(problems).toEqual([]);
    expect(report).toMatchObject({ hands: 1500, invariantViolations: 0, illegalActions: 0 });
    const wins = report.players.reduce((n, p) => n + p.wins, 0);
    expect(wins).toBeGreaterThan(500);
    expect(report.players.reduce((s, p) => s + p.pointsPerHand, 0)).toBeCloseTo(0, 6);
  });
});

describe('whole Ravenna matches (§9)', () => {
  it('end after the deal has passed ravenna.dealPasses times, or when a player is broke', () => {
    const rng = new Rng(seedRng('ci-ravenna-matches'));
    const seen = new Map<string, number>();
    const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
    for (let match = 0; match < 30; match++) {
      const created = newGame({
        ruleset: 'ravenna',
        seed: `ci-ravenna-match-${match}`,
        options: { ravenna: { dealPasses: 4, startingBalance: 1000 } },
      });
      if (!created.ok) throw new Error(created.error.message);
      let state: GameState = created.value.state;
      let east = currentPlayers(state)[0];
      for (let step = 0; state.hand.phase.kind !== 'matchOver'; step++) {
        expect(checkInvariants(state)).toEqual([]);
        if (step > 20_000) throw new Error('the match does not end');
        const phase = state.hand.phase;
        let action: Action;
        if (phase.kind === 'handOver') {
          const r = phase.result;
          count(r.kind === 'win' ? (r.winner === 0 ? 'East won' : 'another won') : r.void!.reason);
          action = { type: 'nextHand' };
        } else {
          const seat = seatsToAct(state)[0]!;
          action = greedy(playerView(state, seat), rng);
        }
        const result = apply(state, action);
        if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.code}`);
        state = result.state;
        if (action.type === 'nextHand' && state.hand.phase.kind !== 'matchOver') {
          const last = state.match.history.at(-1)!;
          const now = currentPlayers(state)[0];
          // §9.1–§9.3: the deal passes only after a hand won by a player other than East.
          expect(now !== east).toBe(last.result === 'win' && last.winner !== 0);
          east = now;
        }
      }
      expect(checkInvariants(state)).toEqual([]);
      const passes = state.match.history.filter((h) => h.result === 'win' && h.winner !== 0);
      const broke = balances(state).some((b) => b <= 0);
      count(broke ? 'ended broke' : 'ended after 4 passes');
      expect(broke || passes.length === 4).toBe(true);
      expect(balances(state).reduce((a, b) => a + b, 0)).toBe(4000);
    }
    for (const what of ['East won', 'another won', 'wall-exhausted', 'ended after 4 passes'])
      expect(seen.get(what) ?? 0).toBeGreaterThan(0);
  });
});
