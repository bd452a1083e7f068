/**
 * The after-hand review on a hand the bots played, player 0's moves standing for the person's:
 * a row per decision with what was done and the coach's choice (or ✓), the figures of a difference
 * (a discard's chance to win and points to expect by the analyser), the summary naming the
 * costliest move, the costliest-first order, the "big mistakes only" filter, the progress while the
 * coach thinks, "Show" opening the replay at the position of the move with the coach's comment and
 * back, and the words in Italian. The reviews are the real coach's.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { playedMatch } from '../../../test/helpers/matches';
import { formatTile, kindOfId } from '../../engine';
import type { AppStore, HandReviewState, Language, ReviewTarget } from '../../store';
import { reviewKey } from '../../store';
import { handDecisions } from '../../analysis';
import { botApi } from '../../worker/botApi';
import { renderWithStore, testStore } from '../test-utils';
import { HandReview } from './HandReview';
import { reviewRow } from './model';

const target: ReviewTarget = { log: playedMatch('review-ui', { maxHands: 2 }), handNumber: 1 };

const found = handDecisions(target);
if (!found.ok) throw new Error(found.error.message);
const decisions = found.value;
const reviews = decisions.map((d) => botApi.review({ view: d.view, action: d.action, aim: 'win' }));
/** How each row reads (model.ts), to find rows of each kind. */
const model = decisions.map((d, i) => reviewRow(i + 1, d, reviews[i]));

/**
 * These rows are judged for aim "win" (chance to win first): the costliest move and the order by
 * chance lost read in chances. The store a review is shown from aims the same way.
 */
const AIM = 'win';
const reviewStore = () => testStore({ settings: { coachAim: AIM } });

function reviewState(done = reviews.length): HandReviewState {
  return {
    key: reviewKey(target, AIM),
    target,
    aim: AIM,
    strongOpponents: 0,
    status: done === reviews.length ? 'ready' : 'computing',
    decisions,
    reviews: reviews.slice(0, done),
  };
}

function show({
  done = reviews.length,
  language = 'en',
  store = reviewStore(),
}: { done?: number; language?: Language; store?: AppStore } = {}) {
  store.setState({ handReview: reviewState(done) });
  const onBack = vi.fn();
  const r = renderWithStore(
    <HandReview target={target} onBack={onBack} backLabel="Hand result" />,
    { store, language },
  );
  return { ...r, onBack };
}

const moves = () => [...document.querySelectorAll<HTMLElement>('.review-move')];

describe('the after-hand review', () => {
  it('has a row per decision of the person, in order of play', () => {
    expect(decisions.length).toBeGreaterThan(5);
    show();
    const rows = moves();
    expect(rows.map((r) => Number(r.dataset['index']))).toEqual(decisions.map((d) => d.index));
    expect(rows.map((r) => r.dataset['verdict'])).toEqual(reviews.map((r) => r!.verdict));
    expect(rows.map((r) => r.dataset['shown'])).toEqual(model.map((r) => r.verdict));
    expect(screen.getByRole('heading', { name: 'Your moves in hand 2' })).toBeInTheDocument();
  });

  it('says what was done and what the coach would do, with the figures of a difference', () => {
    show();
    const i = model.findIndex((r) => r.loss?.type === 'odds');
    expect(i).toBeGreaterThanOrEqual(0);
    const row = moves()[i]!;
    const r = reviews[i]!;
    const action = decisions[i]!.action as { tile: number };
    expect(row.querySelector('.review-did .review-text')!.textContent).toContain('You discarded');
    expect(row.querySelector('.review-did [data-tile]')!.getAttribute('data-tile')).toBe(
      formatTile(kindOfId(action.tile as never)),
    );
    expect(row.querySelector('.review-would .review-text')!.textContent).toMatch(
      /^The coach would/,
    );
    const figures = within(row.querySelector('table')!);
    const away = figures.getByRole('rowheader', { name: 'Tiles from ready' }).closest('tr')!;
    const cells = [...away.querySelectorAll('td')].map((c) => c.textContent);
    const name = (s: number) => (s < 0 ? 'Hu!' : s === 0 ? 'ready' : String(s));
    expect(cells).toEqual([name(r.mineFigures.shanten), name(r.coachFigures.shanten)]);
    // The analyser's chance to win and expected points, each to the decimals shown.
    const shown = (label: string) =>
      [
        ...figures.getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td'),
      ].map((c) => c.textContent!);
    const near = (text: string, figure: number) => {
      const decimals = text.replace('%', '').split('.')[1]?.length ?? 0;
      expect(Math.abs(Number.parseFloat(text) - figure)).toBeLessThanOrEqual(0.5 * 10 ** -decimals);
    };
    const [myChance, coachChance] = shown('Chance to win');
    expect(myChance).toMatch(/%$/);
    near(myChance!, r.mineFigures.winChance! * 100);
    near(coachChance!, r.coachFigures.winChance! * 100);
    const [myPoints, coachPoints] = shown('Points to expect');
    near(myPoints!, r.mineFigures.expectedPoints!);
    near(coachPoints!, r.coachFigures.expectedPoints!);
    expect(myChance === coachChance && myPoints === coachPoints).toBe(false);
    // The loss by the same figures: percentage points of chance to win, expected points.
    const lost = (r.coachFigures.winChance! - r.mineFigures.winChance!) * 100;
    const loss = row.querySelector('.review-loss')!.textContent!;
    if (Math.round(lost * 10) > 0)
      expect(loss).toMatch(
        new RegExp(
          `^${String(Math.round(lost * 10) / 10).replace('.', '\\.')} percentage points? of chance to win`,
        ),
      );
    const same = moves().find((m) => m.dataset['verdict'] === 'same');
    if (same !== undefined) {
      expect(same.querySelector('.review-verdict')!.textContent).toBe('✓ Same as the coach');
      expect(same.querySelector('table')).toBeNull();
    }
  });

  it('sums up the moves matched and names the costliest, marked in its row', () => {
    show();
    const matched = reviews.filter((r) => r!.verdict !== 'different').length;
    const summary = screen.getByTestId('review-summary').textContent!;
    if (matched === reviews.length) {
      expect(summary).toMatch(/every move/);
    } else {
      expect(summary).toContain(`You matched the coach on ${matched} of ${reviews.length} moves.`);
      const n = Number(/Your costliest move: .+ \(move (\d+)\)/.exec(summary)![1]);
      const costliest = document.querySelector('.review-move--costliest') as HTMLElement;
      expect(Number(costliest.dataset['move'])).toBe(n);
      expect(within(costliest).getByText('Costliest')).toBeInTheDocument();
      // A discard the analyser measured: what it did to the chance to win, in plain words.
      const r = reviews[n - 1]!;
      if (model[n - 1]!.loss?.type === 'odds') {
        expect(summary).toMatch(
          /Your costliest move: discarding .+ \(move \d+\) cut your chance to win from .+ to .+\.$/,
        );
        expect(r.coachFigures.winChance!).toBeGreaterThan(r.mineFigures.winChance!);
      }
    }
  });

  it('keeps only the big mistakes on request, and all the moves again', () => {
    show();
    const big = model.filter((r) => r.big);
    expect(big.length).toBeGreaterThan(0);
    expect(model.filter((r) => r.verdict === 'different' && !r.big).length).toBeGreaterThan(0);
    const filter = screen.getByRole('button', { name: 'Big mistakes only' });
    expect(filter).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(filter);
    expect(filter).toHaveAttribute('aria-pressed', 'true');
    expect(moves().map((m) => Number(m.dataset['move']))).toEqual(big.map((r) => r.n));
    for (const m of moves()) {
      const r = reviews[Number(m.dataset['move']) - 1]!;
      expect(m.dataset['big']).toBe('true');
      // A discard kept by the analyser's figures lost 5 points of chance or a quarter of the points.
      if (r.mine.type === 'discard' && r.coach.type === 'discard' && r.driver !== 'safety') {
        const chance = (r.coachFigures.winChance! - r.mineFigures.winChance!) * 100;
        const points = r.coachFigures.expectedPoints! - r.mineFigures.expectedPoints!;
        expect(chance >= 5 || points >= 0.25 * r.coachFigures.expectedPoints!).toBe(true);
      }
    }
    // With the costliest first, still only the big ones.
    fireEvent.click(screen.getByRole('button', { name: 'Most chance to win lost first' }));
    expect(moves()).toHaveLength(big.length);
    fireEvent.click(filter);
    expect(moves()).toHaveLength(decisions.length);
  });

  it('shows a move better by the analyser’s figures with a ✓, the coach’s choice and the figures', () => {
    // A real review of a discard, its figures turned so the person's beat the coach's for the aim.
    const i = model.findIndex((r) => r.loss?.type === 'odds');
    const r = reviews[i]!;
    const better = {
      ...r,
      verdict: 'better' as const,
      mineFigures: {
        ...r.mineFigures,
        winChance: r.coachFigures.winChance! + 0.05,
        expectedPoints: r.coachFigures.expectedPoints! + 0.5,
      },
    };
    for (const [language, words, comment] of [
      [
        'en',
        '✓ Better than the coach’s choice by the numbers',
        'By the numbers your move is better',
      ],
      [
        'it',
        '✓ Secondo i numeri, meglio della scelta del coach',
        'Secondo i numeri la tua mossa è migliore',
      ],
    ] as const) {
      const store = reviewStore();
      store.setState({
        handReview: { ...reviewState(), decisions: [decisions[i]!], reviews: [better] },
      });
      const { unmount } = renderWithStore(
        <HandReview target={target} onBack={() => {}} backLabel="Back" />,
        { store, language },
      );
      const [row] = moves();
      expect(row!.dataset['shown']).toBe('better');
      expect(row!.querySelector('.review-verdict')!.textContent).toBe(words);
      expect(row!.querySelector('.review-would')).not.toBeNull();
      expect(row!.querySelector('table')).not.toBeNull();
      // No loss, no tag: not a mistake, let alone the costliest.
      expect(row!.querySelector('.review-loss')).toBeNull();
      expect(row!.querySelector('.review-tag')).toBeNull();
      expect(screen.getByTestId('review-summary').textContent).toMatch(
        language === 'en' ? /every move/ : /ogni mossa/,
      );
      fireEvent.click(row!.querySelector('.review-show')!);
      const said = document.querySelector('.replay-coach')!;
      expect(said.getAttribute('data-tone')).toBe('praise');
      expect(said.textContent).toContain(comment);
      unmount();
    }
  });

  it('says so when the hand had no big mistake', () => {
    const store = reviewStore();
    const small = model.filter((r) => !r.big).map((r) => r.n - 1);
    store.setState({
      handReview: {
        ...reviewState(),
        decisions: small.map((i) => decisions[i]!),
        reviews: small.map((i) => reviews[i]!),
      },
    });
    renderWithStore(<HandReview target={target} onBack={() => {}} backLabel="Back" />, { store });
    expect(moves()).toHaveLength(small.length);
    fireEvent.click(screen.getByRole('button', { name: 'Big mistakes only' }));
    expect(moves()).toHaveLength(0);
    expect(screen.getByText('No big mistakes in this hand.')).toBeInTheDocument();
  });

  it('puts the most chance to win lost first on request', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Most chance to win lost first' }));
    expect(screen.getByRole('button', { name: 'Most chance to win lost first' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const verdicts = moves().map((m) => m.dataset['shown']);
    const firstSame = verdicts.findIndex((v) => v !== 'different');
    // Every difference comes before every match.
    if (firstSame >= 0) expect(verdicts.slice(firstSame)).not.toContain('different');
    const costliest = document.querySelector('.review-move--costliest');
    if (costliest !== null) expect(moves()[0]).toBe(costliest);
  });

  it('shows the progress while the coach is thinking, the rows still to come as pending', () => {
    show({ done: 2 });
    expect(screen.getByRole('status')).toHaveTextContent(
      `The coach is looking at your moves: 2 of ${decisions.length}`,
    );
    expect(document.querySelector('progress')).toHaveAttribute('value', '2');
    expect(moves().filter((m) => m.dataset['verdict'] === 'pending')).toHaveLength(
      decisions.length - 2,
    );
    expect(screen.queryByTestId('review-summary')).toBeNull();
  });

  it('opens the replay at the position of the move, with the coach’s comment, and comes back', () => {
    show();
    const i = Math.min(3, decisions.length - 1);
    const d = decisions[i]!;
    fireEvent.click(screen.getByRole('button', { name: `Show move ${i + 1} in the replay` }));
    const replay = document.querySelector('.replay') as HTMLElement;
    expect(Number(replay.dataset['step'])).toBe(d.step);
    // The person's tiles are those of the view the move was made from.
    const hand = screen.getByTestId(`replay-hand-${d.view.seat}`);
    const shown = [...hand.querySelectorAll('[data-tile]')].map((t) => t.getAttribute('data-tile'));
    expect(shown.sort()).toEqual(
      d.view.seats[d.view.seat].concealed!.map((id) => formatTile(kindOfId(id))).sort(),
    );
    const comment = document.querySelector('.replay-coach')!;
    expect(comment.getAttribute('data-tone')).toBe(
      reviews[i]!.verdict === 'different' ? 'advice' : 'praise',
    );
    expect(comment.textContent!.length).toBeGreaterThan(10);
    fireEvent.click(screen.getByRole('button', { name: /Back to the review/ }));
    expect(document.querySelector('.replay')).toBeNull();
    expect(screen.getByRole('button', { name: `Show move ${i + 1} in the replay` })).toHaveFocus();
  });

  it('asks for the review of its hand when it opens, and closes it when it goes', () => {
    const store = testStore();
    const r = renderWithStore(<HandReview target={target} onBack={() => {}} backLabel="Back" />, {
      store,
    });
    expect(store.getState().handReview).toMatchObject({
      key: reviewKey(target, store.getState().settings.coachAim),
      status: 'computing',
      decisions: null,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Replaying the hand…');
    r.unmount();
    expect(store.getState().handReview).toBeNull();
  });

  it('asks again, for the other aim, when the coach’s aim changes while it is open', () => {
    const store = reviewStore();
    const other = 'points';
    const r = renderWithStore(<HandReview target={target} onBack={() => {}} backLabel="Back" />, {
      store,
    });
    act(() => store.setState({ handReview: reviewState() }));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => store.getState().updateSettings({ coachAim: other }));
    expect(store.getState().handReview).toMatchObject({
      key: reviewKey(target, other),
      aim: other,
      status: 'computing',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Replaying the hand…');
    r.unmount();
    expect(store.getState().handReview).toBeNull();
  });

  it('says when the hand cannot be reviewed, and when there was no choice to make', () => {
    const store = reviewStore();
    show({ store });
    act(() =>
      store.setState({ handReview: { ...reviewState(), status: 'failed', decisions: null } }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This hand cannot be reviewed');
    act(() => store.setState({ handReview: { ...reviewState(), decisions: [], reviews: [] } }));
    expect(screen.getByText('You had no choice to make in this hand.')).toBeInTheDocument();
  });

  it('speaks Italian', () => {
    show({ language: 'it' });
    const i = model.findIndex((r) => r.loss?.type === 'odds');
    const row = within(moves()[i]!);
    expect(row.getByRole('rowheader', { name: 'Probabilità di vincere' })).toBeInTheDocument();
    expect(row.getByRole('rowheader', { name: 'Punti attesi' })).toBeInTheDocument();
    expect(moves()[i]!.querySelector('.review-loss')!.textContent).toMatch(
      /punt[oi] percentual[ei] di probabilità di vincere/,
    );
    expect(screen.getByTestId('review-summary').textContent).toMatch(
      /La tua mossa più costosa: scartare .+ \(mossa \d+\)/,
    );
    expect(screen.getByRole('heading', { name: 'Le tue mosse nella mano 2' })).toBeInTheDocument();
    expect(screen.getByTestId('review-summary').textContent).toMatch(/coach/);
    expect(
      screen.getAllByRole('button', { name: /^Mostra la mossa \d+ nel replay$/ }),
    ).toHaveLength(decisions.length);
    expect(moves()[0]!.querySelector('.review-did .review-text')!.textContent).toMatch(/^Hai /);
    fireEvent.click(screen.getByRole('button', { name: 'Solo gli errori gravi' }));
    expect(moves()).toHaveLength(model.filter((r) => r.big).length);
  });
});
