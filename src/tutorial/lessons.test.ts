/**
 * The tutorial's lesson scripts against the engine: every rigged table deals a legal game, every
 * move a lesson asks for is legal when it is asked (the table is walked in strict mode, so it never
 * waits for a move the script does not list), the computer players' script makes the lesson play
 * the same every time, and every worked example and answer is the engine's own (rule ids cited).
 */
import { describe, expect, it } from 'vitest';
import type { Seat, TileKind, WinningHand } from '../engine';
import {
  NO_SITUATION,
  PATTERN_BY_ID,
  RAVENNA_LIMIT,
  checkInvariants,
  classifySet,
  kindOfId,
  legalActions,
  scoreRavennaHand,
  settleRavenna,
  parseHand,
  parseTile,
  scoreWinningHand,
  settle,
  stateHash,
} from '../engine';
import type { Timers } from '../store';
import type { LessonTable, TableStep } from './driver';
import { expectedActions, lessonGame, startLessonTable } from './driver';
import type { Figure, LessonId } from './lessons';
import { LESSONS, TUTORIAL_SEAT, lessonById, nextLesson } from './lessons';

const SOUTH = TUTORIAL_SEAT;

/** Timers run by hand: `flush` fires whatever is due, as often as the table asks. */
function manualTimers(): Timers & { flush(): number } {
  let queue: { callback: () => void; cancelled: boolean }[] = [];
  return {
    setTimeout(callback) {
      const handle = { callback, cancelled: false };
      queue.push(handle);
      return handle;
    },
    clearTimeout(handle) {
      (handle as { cancelled: boolean }).cancelled = true;
    },
    flush() {
      let fired = 0;
      while (queue.length > 0) {
        const due = queue;
        queue = [];
        for (const handle of due) {
          if (handle.cancelled) continue;
          fired++;
          handle.callback();
        }
      }
      return fired;
    },
  };
}

function kind(tile: string): TileKind {
  const parsed = parseTile(tile);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const tableSteps = LESSONS.flatMap((lesson) =>
  lesson.steps
    .filter((step): step is TableStep => step.kind === 'table')
    .map((step) => ({ lesson: lesson.id, step, name: `${lesson.id}/${step.id}` })),
);

/** Plays a lesson table to its end by making each expected move; returns the table. */
function walk(lesson: LessonId, step: TableStep): LessonTable {
  const timers = manualTimers();
  const table = startLessonTable(lesson, step, { timers, delayMs: 0, strict: true });
  for (let guard = 0; guard < 100; guard++) {
    timers.flush();
    const progress = table.progress.getState();
    if (progress.done) return table;
    expect(progress.yourTurn).toBe(true);
    const game = table.store.getState().game!;
    const choices = expectedActions(game, SOUTH, step.moves[progress.move]!);
    expect(choices.length).toBeGreaterThan(0);
    const applied = table.store.getState().dispatch(choices[0]!);
    expect(applied.ok).toBe(true);
    expect(checkInvariants(table.store.getState().game!)).toEqual([]);
  }
  throw new Error('the lesson table did not finish');
}

describe('the lessons', () => {
  it('are eight, each with a few steps and unique step ids', () => {
    expect(LESSONS.map((l) => l.id)).toEqual([
      'tiles',
      'turns',
      'claiming',
      'kongs',
      'winning',
      'scoring',
      'payments',
      'inRavenna',
    ]);
    for (const lesson of LESSONS) {
      expect(lesson.steps.length).toBeGreaterThan(0);
      expect(lesson.steps.length).toBeLessThanOrEqual(6);
      const ids = lesson.steps.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(lessonById('kongs')?.id).toBe('kongs');
    expect(nextLesson('tiles')?.id).toBe('turns');
    expect(nextLesson('payments')?.id).toBe('inRavenna');
    expect(nextLesson('inRavenna')).toBeNull();
  });
});

describe.each(tableSteps)('the lesson table $name', ({ lesson, step }) => {
  it('deals a legal game from its rigged wall (§4.2, §15)', () => {
    const created = lessonGame(lesson, step);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(checkInvariants(created.value.state)).toEqual([]);
    // The person sits South with the dealt 13 tiles (§4.1 step 5).
    expect(created.value.state.hand.seats[SOUTH].concealed).toHaveLength(13);
  });

  it('asks only for legal moves, in order, and ends when they are made', () => {
    const table = walk(lesson, step);
    expect(table.progress.getState()).toMatchObject({ done: true, move: step.moves.length });
    table.stop();
  });

  it('plays the same every time (the computer players follow the script)', () => {
    const a = walk(lesson, step);
    const b = walk(lesson, step);
    expect(stateHash(a.store.getState().game!)).toBe(stateHash(b.store.getState().game!));
    expect(a.store.getState().log).toEqual(b.store.getState().log);
  });

  it('refuses another move and leaves the table as it was', () => {
    const timers = manualTimers();
    const table = startLessonTable(lesson, step, { timers, delayMs: 0, strict: true });
    timers.flush();
    const before = table.store.getState().game!;
    const expected = expectedActions(before, SOUTH, step.moves[0]!);
    const legal = before.hand.phase.kind === 'turn' || before.hand.phase.kind === 'claimWindow';
    expect(legal).toBe(true);
    const other = (
      before.hand.phase.kind === 'turn'
        ? before.hand.seats[SOUTH].concealed.map((tile) => ({
            type: 'discard' as const,
            seat: SOUTH,
            tile,
          }))
        : [{ type: 'pass' as const, seat: SOUTH }]
    ).find((a) => !expected.some((e) => JSON.stringify(e) === JSON.stringify(a)))!;
    const refused = table.store.getState().dispatch(other);
    expect(refused.ok).toBe(false);
    expect(table.store.getState().game).toBe(before);
    expect(table.progress.getState()).toMatchObject({ wrong: 1, move: 0 });
    table.stop();
  });
});

describe('what each lesson table teaches', () => {
  const finished = (lesson: LessonId, id: string) =>
    walk(lesson, lessonById(lesson)!.steps.find((s) => s.id === id) as TableStep);

  it('turns: draw one tile, discard one, counter-clockwise (§2.2, §5.1, §5.2)', () => {
    const game = finished('turns', 'play').store.getState().game!;
    const discards = game.hand.discards.map((d) => d.seat);
    // East, you, West, North, East, you.
    expect(discards).toEqual([0, 1, 2, 3, 0, 1]);
    expect(game.hand.seats[SOUTH].concealed).toHaveLength(13);
  });

  it('claiming: a pung from anyone, a chow only from the player on the left (§5.3, §5.5)', () => {
    const game = finished('claiming', 'play').store.getState().game!;
    const melds = game.hand.seats[SOUTH].melds;
    expect(melds.map((m) => m.kind)).toEqual(['pung', 'chow']);
    // Both discards were East's, the person's previous player (§2.3).
    expect(melds.map((m) => m.claimed?.from)).toEqual([0, 0]);
    expect(kindOfId(melds[1]!.claimed!.tile)).toBe(kind('4c'));
  });

  it('ravenna: the discard a chow would take in Zung Jung is offered for a pung only (ravenna.md §6.2)', () => {
    const step = lessonById('inRavenna')!.steps.find((s): s is TableStep => s.kind === 'table')!;
    const created = lessonGame('inRavenna', step);
    expect(created.ok && created.value.state.config.ruleset).toBe('ravenna');
    const timers = manualTimers();
    const table = startLessonTable('inRavenna', step, { timers, delayMs: 0, strict: true });
    timers.flush();
    const game = table.store.getState().game!;
    // East's first discard is the 5 of Characters; South holds 4c 5c 5c 6c.
    expect(game.hand.phase.kind).toBe('claimWindow');
    const offered = expectedActions(game, SOUTH, { type: 'claimPung' });
    expect(offered).toHaveLength(1);
    expect(legalActions(game, SOUTH).some((a) => a.type === 'claimChow')).toBe(false);
    table.stop();
    const done = finished('inRavenna', 'play').store.getState().game!;
    expect(done.hand.seats[SOUTH].melds.map((m) => m.kind)).toEqual(['pung']);
  });

  it('kongs: a concealed kong and a big exposed kong, each with a replacement (§6.1–§6.3)', () => {
    const game = finished('kongs', 'play').store.getState().game!;
    const melds = game.hand.seats[SOUTH].melds;
    expect(melds.map((m) => [m.kind, m.concealed, m.claimed?.from ?? null])).toEqual([
      ['kong', true, null],
      ['kong', false, 2],
    ]);
    // Two replacement tiles came from the end of the wall (§4.2): the dead wall stays 14.
    expect(game.hand.wall.length - 1 - game.hand.replacementIndex).toBe(2);
  });

  it('winning: a self-drawn win and a win on a discard (§8.1, §8.3, §12.2)', () => {
    const self = finished('winning', 'selfDrawn').progress.getState().result!;
    expect(self).toMatchObject({ kind: 'win', winner: SOUTH, winFrom: 'wall', responsible: null });
    const onDiscard = finished('winning', 'onDiscard').progress.getState().result!;
    expect(onDiscard).toMatchObject({ kind: 'win', winner: SOUTH, winFrom: 'discard' });
    if (onDiscard.kind !== 'win') return;
    expect(onDiscard.discarder).toBe(3);
    // Not on East's first discard: no Blessing of Earth (9.4.2).
    expect(onDiscard.score.counted.map((p) => p.id)).not.toContain('9.4.2');
    // Up to 25 points everybody pays the value (§12.3).
    const v = onDiscard.score.total;
    expect(v).toBeLessThanOrEqual(25);
    expect(onDiscard.payments).toEqual([-v, 3 * v, -v, -v]);
  });
});

function scoreFigure(figure: Extract<Figure, { kind: 'hand' }>) {
  const parsed = parseHand(figure.hand);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const hand: WinningHand = {
    concealed: parsed.value.concealed,
    melds: parsed.value.melds,
    winningTile: kind(figure.win),
    winFrom: figure.from,
    seat: figure.seat,
    bonusTiles: [],
    situation: NO_SITUATION,
  };
  const scored = scoreWinningHand(hand);
  if (!scored.ok) throw new Error(scored.error.message);
  return scored.value;
}

describe('the worked examples and answers are the engine’s', () => {
  const steps = LESSONS.flatMap((l) => l.steps);
  const figures = steps.flatMap((s) =>
    s.kind === 'table' ? [] : [s.figure, s.kind === 'quiz' ? s.reveal : undefined],
  );

  it('every hand drawn is a winning hand (§8.1)', () => {
    for (const figure of figures)
      if (figure?.kind === 'hand') expect(scoreFigure(figure).total).toBeGreaterThan(0);
  });

  it('every tile drawn exists (at most four of a kind in one figure)', () => {
    for (const figure of figures) {
      if (figure?.kind !== 'tiles') continue;
      for (const group of figure.groups)
        for (const tile of group.split(' ')) expect(parseTile(tile).ok, tile).toBe(true);
      expect(figure.labels?.length ?? figure.groups.length).toBe(figure.groups.length);
    }
  });

  it('a hand with no pattern is a chicken hand worth 1 (§9.4, vector CHICK)', () => {
    const figure = lessonById('scoring')!.steps.find((s) => s.id === 'chicken')!;
    expect(figure.kind === 'explain' && figure.figure?.kind === 'hand').toBe(true);
    if (figure.kind !== 'explain' || figure.figure?.kind !== 'hand') return;
    expect(scoreFigure(figure.figure)).toMatchObject({ total: 1, counted: [] });
  });

  it('the points question is answered by the engine’s score (§9.3: 1.1 + 1.2 + 1.3)', () => {
    const quiz = lessonById('scoring')!.steps.find((s) => s.kind === 'quiz')!;
    if (quiz.kind !== 'quiz' || quiz.figure?.kind !== 'hand') throw new Error('no hand');
    const scored = scoreFigure(quiz.figure);
    expect(scored.counted.map((p) => p.id)).toEqual(['1.1', '1.2', '1.3']);
    expect(quiz.answer).toBe(scored.total);
    expect(quiz.choices.filter((c) => c === quiz.answer)).toHaveLength(1);
  });

  it('the limit example is capped at 320 (§9.5 compound limit, vector LIMc)', () => {
    const step = lessonById('scoring')!.steps.find((s) => s.id === 'limit')!;
    if (step.kind !== 'explain' || step.figure?.kind !== 'hand') throw new Error('no hand');
    const scored = scoreFigure(step.figure);
    expect(scored).toMatchObject({ total: 320, limit: 'compound', rawSum: 340 });
  });

  it('the pattern list shows patterns the engine knows (§10)', () => {
    const step = lessonById('scoring')!.steps.find((s) => s.id === 'patterns')!;
    if (step.kind !== 'explain' || step.figure?.kind !== 'patterns') throw new Error('no list');
    for (const id of step.figure.ids) expect(PATTERN_BY_ID.get(id), id).toBeDefined();
  });

  it('the payment examples follow §12.3 (vectors P1, P2, P5)', () => {
    const pay = (id: string) => {
      const step = lessonById('payments')!.steps.find((s) => s.id === id)!;
      const figure =
        step.kind === 'quiz' ? step.reveal : step.kind === 'explain' ? step.figure : null;
      if (figure?.kind !== 'payments') throw new Error('no payments');
      return settle(figure.value, figure.winner, figure.responsible);
    };
    expect(pay('selfDrawn')).toEqual([-30, -30, 90, -30]);
    expect(pay('small')).toEqual([-20, -20, -20, 60]);
    expect(pay('large')).toEqual([150, -25, -100, -25]);
    const quiz = lessonById('payments')!.steps.find((s) => s.kind === 'quiz')!;
    if (quiz.kind !== 'quiz') throw new Error('no quiz');
    // The person (South) discarded a 40-point winning tile: 3 × 40 − 50 = 70.
    expect(quiz.answer).toBe(-pay('quiz')[SOUTH as Seat]!);
  });

  it('the Ravenna score question is the engine’s: (12 + 20) × 2 (ravenna.md §10.1–§10.5)', () => {
    const quiz = lessonById('inRavenna')!.steps.find((s) => s.id === 'quiz')!;
    if (quiz.kind !== 'quiz') throw new Error('no quiz');
    // 12 table points with a Red Dragon pung: exposed dr pung 4, exposed 2b pung 2, concealed 5c
    // pung 4, pair of Green Dragons 2, a chow 0; won self-drawn on 5d; one doubling, no other.
    const scored = scoreRavennaHand(
      {
        seat: SOUTH,
        concealed: ['5c', '5c', '5c', 'dg', 'dg', '3d', '4d'].map(kind),
        melds: [
          { kind: 'pung', tile: kind('dr'), concealed: false },
          { kind: 'pung', tile: kind('2b'), concealed: false },
        ],
        bonusTiles: [],
        win: { winningTile: kind('5d'), winFrom: 'wall', heaven: false, earth: false },
      },
      { limit: RAVENNA_LIMIT },
    );
    expect(scored.ok).toBe(true);
    if (!scored.ok) return;
    expect(scored.value.tablePoints).toBe(12);
    expect(scored.value.doublings).toHaveLength(1);
    expect(quiz.answer).toBe(scored.value.score);
  });

  it('the Ravenna East question is the engine’s: East pays double (ravenna.md §11.1)', () => {
    const quiz = lessonById('inRavenna')!.steps.find((s) => s.id === 'east')!;
    if (quiz.kind !== 'quiz') throw new Error('no quiz');
    // South wins with 40; the others hold nothing that scores.
    const paid = settleRavenna([0, 40, 0, 0], SOUTH as Seat);
    expect(quiz.answer).toBe(-paid[0]!);
    expect(paid[SOUTH]).toBe(160);
  });

  it('the tile question has one right tile: the one that makes a chow (§1.4)', () => {
    const quiz = lessonById('tiles')!.steps.find((s) => s.kind === 'quiz')!;
    if (quiz.kind !== 'quiz' || quiz.figure?.kind !== 'tiles') throw new Error('no quiz');
    const shown = quiz.figure.groups[0]!.split(' ').map(kind);
    const makesChow = quiz.choices.filter(
      (c) => classifySet([...shown, kind(String(c))])?.kind === 'chow',
    );
    expect(makesChow).toEqual([quiz.answer]);
  });
});
