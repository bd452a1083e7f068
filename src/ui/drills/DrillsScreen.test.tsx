/**
 * The drills (issue 37, item 1) over in-memory shelves: the deck's counts, a question drawn from
 * the person's view of the position the mistake was made in (the same hand), the answer sent to the
 * coach as the move it is, and, once the coach's review is in, right or not as the review grades
 * it, the card rescheduled in the deck, the words of the answer; both languages; an empty deck says
 * how it fills. Today's five: built-in positions of the ruleset chosen, graded for the aim and
 * table they were chosen for, counted done once answered, the idea they teach named in the answer.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playedMatch } from '../../../test/helpers/matches';
import { reviewedMatch } from '../../../test/helpers/reviews';
import { reviewDecision } from '../../bots/coach';
import { followCoach } from '../../bots/coach/follow';
import { Rng, kindOfId, seedRng } from '../../engine';
import type { Language } from '../../store';
import {
  BUILTIN_AIM,
  builtinCardId,
  builtinPosition,
  cardsFromFindings,
  createHistoryRepository,
  memoryDrills,
  memoryShelf,
  recordFinishedMatch,
  summarizeMatch,
} from '../../persistence';
import { gradeReview } from '../../analysis';
import { decisionAt } from '../../analysis';
import { RULESET_DRAWINGS } from '../rulesets';
import { renderWithStore, testStore } from '../test-utils';
import { todaysFive } from './Daily';
import { DrillsScreen } from './DrillsScreen';

const LOG = playedMatch('drills-screen', { maxHands: 3, level: 'random' });

afterEach(cleanup);

async function show(language: Language, withCards = true, ruleset = LOG.ruleset) {
  const shelf = memoryShelf();
  await recordFinishedMatch(shelf, { log: LOG, id: 'm0', finishedAt: Date.UTC(2026, 5, 1) });
  const drills = memoryDrills();
  const { findings } = reviewedMatch('m0', LOG);
  const cards = withCards ? cardsFromFindings(findings, new Set(), Date.now() - 1000) : [];
  await drills.put(cards);
  const store = testStore({ settings: { language, ruleset } });
  renderWithStore(
    <DrillsScreen
      onClose={vi.fn()}
      history={createHistoryRepository(async () => shelf)}
      drills={drills}
    />,
    { store, language },
  );
  await screen.findByRole('dialog');
  return { store, drills, cards };
}

describe('DrillsScreen', () => {
  it('asks the position again and grades the answer as the coach’s review does', async () => {
    const { store, drills, cards } = await show('en');
    expect(cards.length).toBeGreaterThan(0);
    const counts = await screen.findByTestId('drills-counts');
    expect(
      within(counts).getByText(`${cards.length} question${cards.length === 1 ? '' : 's'} waiting`),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const first = cards[0]!;
    expect(document.querySelector('.drill')).toHaveAttribute('data-card', first.id);
    const summary = summarizeMatch(LOG);
    if (!summary.ok) throw new Error(summary.error.message);
    const position = decisionAt(LOG, summary.value.hands, first.index);
    if (!position.ok) throw new Error(position.error.message);
    const { view, action: mistake } = position.value;
    // The person's hand in that position, one button per tile.
    const me = view.seats[view.seat];
    // The concealed tiles include the one just drawn: each tile once, 14 on a turn.
    expect(me.concealed!.length % 3).toBe(2);
    const hand = [...me.concealed!].map(kindOfId).sort((a, b) => a - b);
    const buttons = [...document.querySelectorAll('.drill-tile')].map((b) =>
      Number(b.getAttribute('data-tile-kind')),
    );
    expect(buttons).toEqual(hand);
    // Answered with the same mistake: the coach is asked about that very move.
    expect(mistake.type).toBe('discard');
    if (mistake.type !== 'discard') return;
    const kind = kindOfId(mistake.tile);
    fireEvent.click(
      document.querySelector(`.drill-tile[data-tile-kind="${kind}"]:not(:disabled)`)!,
    );
    const asked = store.getState().drillAnswer!;
    expect(asked).toMatchObject({ cardId: first.id, status: 'grading' });
    expect(asked.action).toMatchObject({ type: 'discard', seat: view.seat });
    expect(kindOfId((asked.action as typeof mistake).tile)).toBe(kind);
    expect(screen.getByText('The coach is looking at your answer…')).toBeInTheDocument();
    // The coach's review comes back (src/app/drillDriver.ts does this with the worker).
    const review = reviewDecision(view, asked.action, asked.aim, asked.strongOpponents)!;
    act(() => store.setState({ drillAnswer: { ...asked, status: 'ready', review } }));
    expect(gradeReview(review).big).toBe(true);
    expect(await screen.findByText('Not the coach’s move.')).toBeInTheDocument();
    expect(screen.getByText('It comes back tomorrow.')).toBeInTheDocument();
    await vi.waitFor(async () =>
      expect((await drills.all()).get(first.id)).toMatchObject({ misses: 1, streak: 0 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to the drills' }));
    await vi.waitFor(() =>
      expect(
        within(screen.getByTestId('drills-counts')).getByText('1 coming back later'),
      ).toBeInTheDocument(),
    );
  });

  it('speaks Italian, and says how the deck fills when it is empty', async () => {
    await show('it', false);
    expect(await screen.findByRole('heading', { name: 'Cosa scarteresti?' })).toBeInTheDocument();
    expect(await screen.findByText(/^Ancora nessun esercizio\./)).toBeInTheDocument();
  });

  it('asks today’s positions of the ruleset, graded as they were chosen, and counts them done', async () => {
    const { store, drills } = await show('en', false);
    const section = await screen.findByRole('region', { name: /^Today’s 5/ });
    expect(await within(section).findByTestId('daily-done')).toHaveTextContent('0 of 5 done today');
    fireEvent.click(within(section).getByRole('button', { name: 'Start today’s positions' }));
    const set = await RULESET_DRAWINGS[LOG.ruleset].drillSet();
    const first = todaysFive(set, new Map(), Date.now())[0]!;
    const id = builtinCardId(first.id);
    expect(document.querySelector('.drill')).toHaveAttribute('data-card', id);
    expect(screen.getByText(/^Today’s positions: 1 of 5/)).toBeInTheDocument();
    const position = builtinPosition(set, LOG.ruleset, first);
    if (!position.ok) throw new Error(position.error.message);
    const { view } = position.value;
    // The coach's own move, answered: graded for points against standard opponents.
    const move = followCoach(view, new Rng(seedRng('drill')), BUILTIN_AIM);
    if (move.type === 'discard')
      fireEvent.click(
        document.querySelector(
          `.drill-tile[data-tile-kind="${kindOfId(move.tile)}"]:not(:disabled)`,
        )!,
      );
    else act(() => store.setState({ drillAnswer: null }));
    if (move.type !== 'discard') {
      // A claim drill: its answer is one of the offers.
      const { requestDrillAnswer } = await import('../../store');
      act(() =>
        requestDrillAnswer(
          store,
          { cardId: id, view, action: move },
          { aim: BUILTIN_AIM, strongOpponents: 0 },
        ),
      );
    }
    const asked = store.getState().drillAnswer!;
    expect(asked).toMatchObject({ cardId: id, aim: BUILTIN_AIM, strongOpponents: 0 });
    const review = reviewDecision(view, asked.action, asked.aim, asked.strongOpponents)!;
    act(() => store.setState({ drillAnswer: { ...asked, status: 'ready', review } }));
    expect(await screen.findByText('Right!')).toBeInTheDocument();
    expect(document.querySelector('.drill-idea')).toHaveTextContent(/^The idea: /);
    await vi.waitFor(async () =>
      expect((await drills.all()).get(id)).toMatchObject({ source: 'builtin', streak: 1 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByText(/^Today’s positions: 2 of 5/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the drills' }));
    // Once the deck is read again (the answer was kept): one done, the next one waiting.
    await vi.waitFor(() =>
      expect(screen.getByTestId('daily-done')).toHaveTextContent('1 of 5 done today'),
    );
    expect(screen.getByRole('button', { name: 'Go on' })).toBeInTheDocument();
  });
});
