/**
 * What a match log says (summaries, statistics, replays, the log file), on whole matches the bots
 * played (test/helpers/matches.ts), checked against the engine's own replay. The records on the
 * device are tested in src/persistence/history.test.ts.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playedMatch } from '../../test/helpers/matches';
import type { GameLog, GameState, HandResult, PlayerIndex } from '../engine';
import { playersAtSeats, replay, stateHash } from '../engine';
import { handDecisions } from './reviewMoves';
import { exportMatchLog, parseMatchLog } from './logFile';
import { handStarts, handStates } from './replay';
import { patternStats } from './stats';
import type { HandWin } from './summary';
import { summarizeMatch } from './summary';

type Win = Extract<HandResult, { kind: 'win' }>;

// h1 has drawn hands; h3 a win above 25 points on a discard (a responsible payer, §12.3); h5 a
// robbed kong (§7.4); all three end after 16 hands.
const SEEDS = ['h1', 'h3', 'h5'] as const;
const logOf = (seed: string) => playedMatch(seed);

function summary(log: GameLog) {
  const s = summarizeMatch(log);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function replayed(log: GameLog, actions = log.actions.length): GameState {
  const r = replay({ ...log, actions: log.actions.slice(0, actions) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The state at the end of each hand, reached by the engine's replay of the log's prefix. */
function handEnds(log: GameLog): GameState[] {
  return handStarts(log).map((span) => replayed(log, span.end));
}

const resultOf = (state: GameState): HandResult => {
  const phase = state.hand.phase;
  if (phase.kind !== 'handOver' && phase.kind !== 'matchOver') throw new Error('not over');
  return phase.result;
};

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
};

describe('summarizeMatch', () => {
  it.each(SEEDS)('summarises the 16 hands of match %s as the engine scored them (§3.1)', (seed) => {
    const log = logOf(seed);
    const s = summary(log);
    const final = replayed(log);
    expect(s.finished).toBe(true);
    expect(s.hands).toHaveLength(16);
    expect(s.hands.map((h) => h.number)).toEqual([...Array(16).keys()]);
    final.match.history.forEach((sheet, i) => {
      const hand = s.hands[i]!;
      expect(hand.players).toEqual(sheet.players);
      expect(hand.payments).toEqual(sheet.payments);
      expect(hand.result.kind).toBe(sheet.result);
      if (hand.result.kind === 'win') {
        expect(hand.result.value).toBe(sheet.value);
        expect(hand.result.winner).toBe(sheet.players[sheet.winner!]);
      }
    });
    expect(s.totals).toEqual(final.match.totals);
  });

  it('gives every winner 3V and keeps every hand zero-sum; a draw pays nothing (§12.1, §8.5)', () => {
    for (const seed of SEEDS) {
      for (const hand of summary(logOf(seed)).hands) {
        expect(hand.payments.reduce((a, b) => a + b, 0)).toBe(0);
        if (hand.result.kind === 'win')
          expect(hand.payments[hand.result.winner]).toBe(3 * hand.result.value);
        else expect(hand.payments).toEqual([0, 0, 0, 0]);
      }
    }
    expect(summary(logOf('h1')).hands.some((h) => h.result.kind === 'draw')).toBe(true);
  });

  it('names the discarder of the winning tile: the last discard of the hand (§12.2)', () => {
    let checked = 0;
    for (const seed of SEEDS) {
      const log = logOf(seed);
      const s = summary(log);
      handEnds(log).forEach((end, i) => {
        const r = s.hands[i]!.result;
        if (r.kind !== 'win') return;
        const players = playersAtSeats(end.match.seating, i, end.config.options.dealPass);
        if (r.from === 'wall') {
          // §8.3: self-drawn, nobody discarded it and nobody is responsible.
          expect(r.discarder).toBeNull();
          expect(r.responsible).toBeNull();
        } else if (!r.robbedKong) {
          expect(r.discarder).toBe(players[end.hand.discards.at(-1)!.seat]);
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('holds the kong player as the discarder of a robbed kong tile (§7.4)', () => {
    const log = logOf('h5');
    const s = summary(log);
    const robbed = s.hands.find((h) => h.result.kind === 'win' && h.result.robbedKong);
    expect(robbed).toBeDefined();
    const replay = handStates(log, robbed!.number);
    if (!replay.ok) throw new Error(replay.error.message);
    const beforeEnd = replay.value.steps.at(-2)!.state;
    if (beforeEnd.hand.phase.kind !== 'robbingWindow') throw new Error('no robbing window');
    const r = robbed!.result as HandWin;
    expect(r.from).toBe('discard');
    expect(r.discarder).toBe(robbed!.players[beforeEnd.hand.phase.kongSeat]);
    expect(r.scoredBy.map((p) => p.id)).toContain('9.3');
  });

  it('lists the counted patterns with their points, which add up to the value below the limit (§9)', () => {
    for (const seed of SEEDS) {
      const log = logOf(seed);
      const ends = handEnds(log);
      summary(log).hands.forEach((hand, i) => {
        if (hand.result.kind !== 'win') return;
        const engine = resultOf(ends[i]!) as Win;
        expect(hand.result.scoredBy).toEqual(
          engine.score.counted.map((p) => ({ id: p.id, points: p.points })),
        );
        const sum = hand.result.scoredBy.reduce((a, p) => a + (p.points ?? 0), 0);
        if (hand.result.limit === 'none') expect(hand.result.value).toBe(Math.max(1, sum));
      });
    }
  });

  it('ranks the players by total, equal totals sharing a place (§3.4, D-2)', () => {
    const s = summary(logOf('h4'));
    expect(s.standings.map((x) => x.total)).toEqual([...s.totals].sort((a, b) => b - a));
    // In h4 players 0 and 3 finish level at the top.
    expect(s.standings.filter((x) => x.place === 1)).toHaveLength(2);
  });

  it('summarises an unfinished match as far as it goes', () => {
    const log = playedMatch('h2', { maxHands: 3 });
    const s = summary(log);
    expect(s.finished).toBe(false);
    expect(s.hands).toHaveLength(3);
    const midHand = summary({ ...log, actions: log.actions.slice(0, -5) });
    expect(midHand.hands).toHaveLength(2);
  });

  it('refuses a log the engine does not accept, with a typed error, never throwing', () => {
    const log = logOf('h1');
    const tampered = {
      ...log,
      actions: log.actions.map((a, i) => (i === 3 ? { type: 'pass', seat: 1 } : a)),
    } as GameLog;
    const r = summarizeMatch(tampered);
    expect(r.ok ? 'accepted' : r.error.code).toBe('history/illegal-log');
    for (const junk of [null, 42, 'log', [], {}, { actions: [1, 2] }, { ...log, options: 3 }]) {
      const j = summarizeMatch(junk as never);
      expect(j.ok ? 'accepted' : j.error.code).toMatch(/^history\/(malformed|illegal-log)$/);
    }
  });

  it('does not change the log it reads', () => {
    const log = deepFreeze(structuredClone(logOf('h3')));
    expect(summary(log)).toEqual(summary(logOf('h3')));
    expect(handStates(log, 4).ok).toBe(true);
    expect(parseMatchLog(exportMatchLog(log)).ok).toBe(true);
  });
});

describe('patternStats', () => {
  /** The same statistics counted the long way, from the engine's results at each hand's end. */
  function expected(logs: GameLog[], player: PlayerIndex) {
    let hands = 0;
    let wins = 0;
    let selfDrawn = 0;
    let dealIns = 0;
    let value = 0;
    const patterns = new Map<string, number>();
    for (const log of logs) {
      for (const end of handEnds(log)) {
        hands++;
        const r = resultOf(end);
        if (r.kind !== 'win') continue;
        const players = playersAtSeats(end.match.seating, end.hand.number, 'next');
        if (players[r.winner] === player) {
          wins++;
          value += r.score.total;
          if (r.winFrom === 'wall') selfDrawn++;
          for (const p of r.score.counted) patterns.set(p.id, (patterns.get(p.id) ?? 0) + 1);
        }
        if (r.discarder !== null && players[r.discarder] === player) dealIns++;
      }
    }
    return { hands, wins, selfDrawn, dealIns, averageWin: wins ? value / wins : 0, patterns };
  }

  it.each([0, 1, 2, 3] as PlayerIndex[])(
    'counts hands, wins, self-draws and deal-ins of player %i over three matches (§8.3, §12.2)',
    (player) => {
      const logs = SEEDS.map(logOf);
      const stats = patternStats(logs.map(summary), player);
      const want = expected(logs, player);
      expect(stats.matches).toBe(3);
      expect(stats.hands).toBe(48);
      expect(stats.wins).toBe(want.wins);
      expect(stats.selfDrawn).toBe(want.selfDrawn);
      expect(stats.dealIns).toBe(want.dealIns);
      expect(stats.winRate).toBeCloseTo(want.wins / 48);
      expect(stats.dealInRate).toBeCloseTo(want.dealIns / 48);
      expect(stats.averageWin).toBeCloseTo(want.averageWin);
      expect(new Map(stats.scoredBy.map((p) => [p.id, p.count]))).toEqual(want.patterns);
      expect(stats.places.reduce((a, b) => a + b, 0)).toBe(3);
    },
  );

  it('orders the patterns most often scored first', () => {
    const stats = patternStats(
      SEEDS.map((s) => summary(logOf(s))),
      0,
    );
    const counts = stats.scoredBy.map((p) => p.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(stats.scoredBy.length).toBeGreaterThan(2);
  });

  it('counts the wins above 25 points the player paid for as the responsible player (§12.3)', () => {
    // In h3 player 3 wins 30 points on player 0's discard.
    const stats = patternStats([summary(logOf('h3'))], 0);
    expect(stats.responsible).toBe(1);
  });

  it('is all zeros with no match', () => {
    const stats = patternStats([], 0);
    expect(stats).toMatchObject({ hands: 0, wins: 0, winRate: 0, dealInRate: 0, averageWin: 0 });
    expect(stats.scoredBy).toEqual([]);
  });
});

describe('handStarts and handStates', () => {
  it('splits the log into 16 hands, each closed by its nextHand (§3.2)', () => {
    const log = logOf('h1');
    const spans = handStarts(log);
    expect(spans).toHaveLength(16);
    expect(spans[0]!.first).toBe(0);
    spans.forEach((span, i) => {
      expect(span.number).toBe(i);
      expect(log.actions[span.end]?.type).toBe('nextHand');
      if (i > 0) expect(span.first).toBe(spans[i - 1]!.end + 1);
      for (let a = span.first; a < span.end; a++) expect(log.actions[a]!.type).not.toBe('nextHand');
    });
    expect(spans[15]!.end).toBe(log.actions.length - 1);
  });

  it('counts the hand being played in a log that stops mid-hand', () => {
    const log = playedMatch('h2', { maxHands: 3 });
    expect(handStarts(log)).toHaveLength(3);
    expect(handStarts({ ...log, actions: [] })).toEqual([{ number: 0, first: 0, end: 0 }]);
  });

  it.each([0, 7, 15])('gives every full state of hand %i, the same the replay reaches', (n) => {
    const log = logOf('h5');
    const span = handStarts(log)[n]!;
    const r = handStates(log, n);
    if (!r.ok) throw new Error(r.error.message);
    const steps = r.value.steps;
    expect(steps).toHaveLength(span.end - span.first + 1);
    expect(steps[0]!.action).toBeNull();
    expect(steps[0]!.state.hand.number).toBe(n);
    for (const i of [0, 1, Math.floor(steps.length / 2), steps.length - 1]) {
      const step = steps[i]!;
      expect(stateHash(step.state)).toBe(stateHash(replayed(log, span.first + i)));
      if (i > 0) expect(step.action).toEqual(log.actions[step.index]);
    }
    expect(steps.at(-1)!.state.hand.phase.kind).toBe('handOver');
  });

  it('reports the events of each step: the deal, then draws and discards', () => {
    const r = handStates(logOf('h5'), 2);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.steps[0]!.events.some((e) => e.type === 'handStarted')).toBe(true);
    const discard = r.value.steps.find((s) => s.action?.type === 'discard')!;
    expect(discard.events.some((e) => e.type === 'tileDiscarded')).toBe(true);
  });

  it('refuses a hand that is not in the log, or a log that does not replay', () => {
    const log = logOf('h1');
    for (const n of [-1, 16, 2.5]) {
      const r = handStates(log, n);
      expect(r.ok ? 'accepted' : r.error.code).toBe('history/no-such-hand');
    }
    const broken = { ...log, actions: [{ type: 'pass', seat: 3 }, ...log.actions] } as GameLog;
    const r = handStates(broken, 0);
    expect(r.ok ? 'accepted' : r.error.code).toBe('history/illegal-log');
    const junk = handStates({ actions: 'no' } as never, 0);
    expect(junk.ok ? 'accepted' : junk.error.code).toBe('history/malformed');
  });
});

describe('the match log file', () => {
  it('writes {format, version, ruleset, options, seed, actions}, one action a line', () => {
    const log = logOf('h1');
    const text = exportMatchLog(log);
    const doc = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(doc)).toEqual([
      'format',
      'version',
      'ruleset',
      'options',
      'seed',
      'actions',
    ]);
    expect(doc).toMatchObject({ format: 'hu-match-log', version: 1, seed: 'h1' });
    expect(text.split('\n').length).toBeGreaterThan(log.actions.length);
    expect(text).toContain('\n    {"type":"discard"');
  });

  it('reads back exactly the log it wrote', () => {
    for (const seed of SEEDS) {
      const log = logOf(seed);
      const parsed = parseMatchLog(exportMatchLog(log));
      expect(parsed).toEqual({ ok: true, log });
    }
    const empty = { ...logOf('h1'), actions: [] };
    expect(parseMatchLog(exportMatchLog(empty))).toEqual({ ok: true, log: empty });
  });

  const codeOf = (text: unknown) => {
    const parsed = parseMatchLog(text);
    return parsed.ok ? 'accepted' : parsed.error.code;
  };

  it('names what is wrong with a file that is not a match log', () => {
    const good = JSON.parse(exportMatchLog(logOf('h1'))) as Record<string, unknown>;
    const without = (key: string) => JSON.stringify({ ...good, [key]: undefined });
    expect(codeOf('')).toBe('import/not-json');
    expect(codeOf('{"format": "hu-match-log",')).toBe('import/not-json');
    expect(codeOf(undefined)).toBe('import/not-json');
    expect(codeOf(new Uint8Array(4))).toBe('import/not-json');
    expect(codeOf('[1,2,3]')).toBe('import/wrong-format');
    expect(codeOf('null')).toBe('import/wrong-format');
    expect(codeOf(JSON.stringify({ ...good, format: 'other' }))).toBe('import/wrong-format');
    // A recorded game without the file's header (test/fixtures/replays) is not a match log file.
    const fixture = readFileSync(
      new URL('../../test/fixtures/replays/full-match.json', import.meta.url),
      'utf8',
    );
    expect(codeOf(fixture)).toBe('import/wrong-format');
    for (const key of ['version', 'ruleset', 'options', 'seed', 'actions'])
      expect(codeOf(without(key)), key).toBe('import/wrong-format');
    expect(codeOf(JSON.stringify({ ...good, version: 2 }))).toBe('import/newer-version');
    expect(codeOf(JSON.stringify({ ...good, actions: [1, 2] }))).toBe('import/wrong-format');
    expect(codeOf('x'.repeat(8_000_001))).toBe('import/too-large');
  });

  it('refuses a log the engine does not replay: a changed move, an unknown option', () => {
    const good = JSON.parse(exportMatchLog(logOf('h1'))) as { actions: unknown[] };
    const moved = good.actions.map((a, i) =>
      i === 10 ? { type: 'discard', seat: 0, tile: 0 } : a,
    );
    expect(codeOf(JSON.stringify({ ...good, actions: moved }))).toBe('import/illegal-log');
    expect(codeOf(JSON.stringify({ ...good, options: { dice: 7 } }))).toBe('import/illegal-log');
    expect(codeOf(JSON.stringify({ ...good, ruleset: 'riichi' }))).toBe('import/illegal-log');
    expect(codeOf(JSON.stringify({ ...good, seed: 1.5 }))).toBe('import/illegal-log');
  });

  it('never throws, whatever the text (fuzzed)', () => {
    const text = exportMatchLog(playedMatch('h2', { maxHands: 1 }));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.nat({ max: text.length }).map((n) => text.slice(0, n)),
          fc
            .tuple(fc.nat({ max: text.length - 1 }), fc.string({ maxLength: 3 }))
            .map(([at, s]) => text.slice(0, at) + s + text.slice(at + 1)),
        ),
        (input) => {
          const parsed = parseMatchLog(input);
          if (!parsed.ok) expect(parsed.error.code).toMatch(/^import\/[a-z-]+$/);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('matches of any length (issue 15, item 3)', () => {
  // Seed r3: the bots' Ravenna match lasts 25 hands — East kept the deal or the hand was void
  // (ravenna.md §9) nine times before the deal had passed 16 times (§9.4, R-14).
  const ravennaLog = () => playedMatch('r3', { ruleset: 'ravenna' });

  it('regression: every Ravenna hand after the 16th failed to replay with history/no-such-hand (HANDS_PER_MATCH = 16)', () => {
    const log = ravennaLog();
    const s = summary(log);
    expect(s.finished).toBe(true);
    expect(s.hands.length).toBeGreaterThan(16);
    const spans = handStarts(log);
    expect(spans).toHaveLength(s.hands.length);
    s.hands.forEach((hand, n) => {
      expect(spans[n]).toEqual({
        number: n,
        first: hand.firstAction,
        end: hand.firstAction + hand.actionCount,
      });
      const r = handStates(log, n);
      if (!r.ok) throw new Error(`hand ${n}: ${r.error.code}`);
      const last = r.value.steps.at(-1)!.state;
      expect(last.hand.number).toBe(n);
      expect(['handOver', 'matchOver']).toContain(last.hand.phase.kind);
      expect(stateHash(last)).toBe(stateHash(replayed(log, spans[n]!.end)));
      // The after-hand review reads the same replay: every hand has the person's decisions.
      const decisions = handDecisions({ log, handNumber: n });
      expect(decisions.ok).toBe(true);
    });
    const after = handStates(log, s.hands.length);
    expect(after.ok ? 'accepted' : after.error.code).toBe('history/no-such-hand');
  });

  it('gives Ravenna balances: the starting balance plus the net of every hand (§1.2, R-1)', () => {
    const log = ravennaLog();
    const s = summary(log);
    expect(s.startingBalance).toBe(2000);
    const net = [0, 1, 2, 3].map((p) => s.hands.reduce((sum, h) => sum + h.payments[p]!, 0));
    expect(s.totals).toEqual(net);
    expect(s.balances).toEqual(net.map((n) => 2000 + n));
    const custom = summary(
      playedMatch('r3', {
        ruleset: 'ravenna',
        options: { ravenna: { startingBalance: 500 } } as never,
      }),
    );
    expect(custom.balances).toEqual(custom.totals.map((t) => 500 + t));
  });

  it('a Zung Jung balance is its total: the match starts from nothing (§3.4)', () => {
    const s = summary(logOf('h1'));
    expect(s.startingBalance).toBe(0);
    expect(s.balances).toEqual(s.totals);
  });
});
