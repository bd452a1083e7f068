/**
 * The replay viewer on a hand the bots played: every seat's tiles are the engine's state at each
 * step, the step moves by buttons, keys and slider, the move is said in words, and the coach's
 * hook is asked but draws nothing when there is no coach.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { playedMatch } from '../../../test/helpers/matches';
import type { GameState, Seat } from '../../engine';
import { kindOfId, tileKindOf } from '../../engine';
import type { FinishedMatch, ReplayStep } from '../../persistence';
import { handStates, summarizeMatch } from '../../persistence';
import type { Language } from '../../store';
import { renderWithStore } from '../test-utils';
import type { ReplayCoach } from './coach';
import { Replay } from './Replay';
import { playersOf } from './replayModel';

const NAMES = ['You', 'Bianca', 'Marco', 'Ling'];
// Hand 10 of h5: pungs are claimed, then Marco robs Bianca's kong (§7).
const HAND = 9;

function finished(seed = 'h5'): FinishedMatch {
  const log = playedMatch(seed);
  const summary = summarizeMatch(log);
  if (!summary.ok) throw new Error(summary.error.message);
  return { id: seed, finishedAt: 0, log, summary: summary.value };
}

function steps(match: FinishedMatch, hand = HAND): readonly ReplayStep[] {
  const r = handStates(match.log, hand);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.steps;
}

function show(
  { hand = HAND, coach, language = 'en' } = {} as {
    hand?: number;
    coach?: ReplayCoach;
    language?: Language;
  },
) {
  const match = finished();
  const onBack = vi.fn();
  renderWithStore(
    <Replay
      match={match}
      handNumber={hand}
      handCount={match.summary.hands.length}
      onBack={onBack}
      {...(coach === undefined ? {} : { coach })}
    />,
    { language },
  );
  return { match, onBack, steps: steps(match, hand) };
}

const at = () => Number(document.querySelector('.replay')!.getAttribute('data-step'));
const line = () => screen.getByTestId('replay-line').textContent;
const kinds = (el: Element) =>
  [...el.querySelectorAll('[data-tile]')].map((t) => tileKindOf(t.getAttribute('data-tile')!)!);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

/** Every tile on screen, seat by seat, against the engine's state (§4 hands, §5.5 sets). */
function expectTilesOf(state: GameState) {
  const players = playersOf(state);
  for (const seat of [0, 1, 2, 3] as Seat[]) {
    const s = state.hand.seats[seat];
    const name = NAMES[players[seat]]!;
    const hand = screen.getByTestId(`replay-hand-${seat}`);
    expect(sorted(kinds(hand)), `hand of seat ${seat}`).toEqual(sorted(s.concealed.map(kindOfId)));
    const mine = name === 'You';
    const river = screen.getByRole('group', {
      name: mine ? 'Your discards' : `Discards of ${name}`,
    });
    expect(kinds(river), `river of seat ${seat}`).toEqual(s.river.map(kindOfId));
    const melds = screen.queryByRole('list', {
      name: mine ? 'Your declared sets' : `Declared sets of ${name}`,
    });
    expect(melds === null ? [] : sorted(kinds(melds)), `sets of seat ${seat}`).toEqual(
      sorted(s.melds.flatMap((m) => m.tiles.map(kindOfId))),
    );
  }
}

describe('the replay viewer', () => {
  it('shows the dealt hand: every seat face up, East to play, the deal in words (§4)', () => {
    const { steps } = show();
    expect(screen.getByRole('heading', { name: 'Hand 10 of 16' })).toHaveFocus();
    expect(at()).toBe(0);
    expectTilesOf(steps[0]!.state);
    const east = NAMES[playersOf(steps[0]!.state)[0]]!;
    expect(line()).toBe(
      east === 'You'
        ? 'The tiles are dealt: you are East.'
        : `The tiles are dealt: ${east} is East.`,
    );
    const eastSeat = screen.getByRole('region', { name: `${east}, East` });
    expect(within(eastSeat).getByText('to play')).toBeVisible();
    // East holds 14 tiles after the deal, the others 13.
    expect(kinds(screen.getByTestId('replay-hand-0'))).toHaveLength(14);
  });

  it('steps through every action, the tiles always those of the replayed state', () => {
    const { steps } = show();
    const next = screen.getByRole('button', { name: 'Next move' });
    for (let i = 1; i < steps.length; i++) {
      fireEvent.click(next);
      expect(at()).toBe(i);
      expectTilesOf(steps[i]!.state);
    }
    expect(next).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next);
    expect(at()).toBe(steps.length - 1);
  }, 30_000); // one render per action of a whole hand: slow on a loaded 2-core machine

  it('says each move: the discard, the claim, the draw that follows', () => {
    const { steps } = show();
    const players = playersOf(steps[0]!.state);
    fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
    const first = steps[1]!;
    if (first.action?.type !== 'discard') throw new Error('the hand opens with a discard');
    const who = NAMES[players[first.action.seat]]!;
    expect(line()).toMatch(
      who === 'You' ? /^You discard [^.]+\. Bianca draws [^.]+\.$/ : new RegExp(`^${who} discards`),
    );
    // The discard lies in the river, marked as the last discard.
    const river = screen.getByRole('group', {
      name: who === 'You' ? 'Your discards' : `Discards of ${who}`,
    });
    expect(within(river).getByRole('img', { name: /last discard$/ })).toBeInTheDocument();
    // A pung claimed from a discard (§5.5).
    const claim = steps.findIndex((s) => s.action?.type === 'claimPung');
    fireEvent.change(screen.getByRole('slider', { name: 'Move' }), { target: { value: claim } });
    expect(at()).toBe(claim);
    expect(line()).toMatch(/calls? “Pung”\. .+ takes? .+ for a pung\.$/);
  });

  it('moves with ← →, Home and End, and with the slider', () => {
    const { steps } = show();
    for (let i = 0; i < 3; i++) fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(at()).toBe(3);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(at()).toBe(2);
    fireEvent.keyDown(window, { key: 'End' });
    expect(at()).toBe(steps.length - 1);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(at()).toBe(steps.length - 1);
    fireEvent.keyDown(window, { key: 'Home' });
    expect(at()).toBe(0);
    expect(screen.getByRole('button', { name: 'Previous move' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const slider = screen.getByRole('slider', { name: 'Move' });
    fireEvent.change(slider, { target: { value: 12 } });
    expect(at()).toBe(12);
    expect(slider).toHaveAttribute('aria-valuetext', `Move 12 of ${steps.length - 1}`);
    expect(screen.getByText(`Move 12 of ${steps.length - 1}`, { exact: false })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'First move' }));
    expect(at()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Last move' }));
    expect(at()).toBe(steps.length - 1);
  });

  it('ends with the win: the robbed kong in words and the counted patterns (§7.4, §9)', () => {
    const { steps } = show();
    fireEvent.keyDown(window, { key: 'End' });
    const end = steps.at(-1)!.state;
    const phase = end.hand.phase;
    if (phase.kind !== 'handOver' || phase.result.kind !== 'win') throw new Error('no win');
    expect(line()).toBe(
      'Marco calls “Hu!”. Marco robs the kong. Marco wins on the discard: 10 points.',
    );
    const rows = within(screen.getByTestId('replay-patterns')).getAllByRole('row');
    expect(rows.map((r) => r.getAttribute('data-pattern'))).toEqual(
      phase.result.score.counted.map((p) => p.id),
    );
    expect(screen.getByText('Robbing a Kong')).toBeInTheDocument();
    const winner = document.querySelector(`[data-seat="${phase.result.winner}"]`)!;
    expect(winner).toHaveClass('replay-seat--won');
  });

  it('marks the seats that may claim a discard', () => {
    const { steps } = show();
    const window_ = steps.findIndex((s) => s.state.hand.phase.kind === 'claimWindow');
    fireEvent.change(screen.getByRole('slider', { name: 'Move' }), { target: { value: window_ } });
    const phase = steps[window_]!.state.hand.phase;
    if (phase.kind !== 'claimWindow') throw new Error('no claim window');
    const claimers = [0, 1, 2, 3].filter((s) => phase.options[s] !== null);
    expect(claimers.length).toBeGreaterThan(0);
    for (const seat of claimers) {
      const section = document.querySelector(`[data-seat="${seat}"]`) as HTMLElement;
      expect(within(section).getByText('may claim')).toBeVisible();
    }
    expect(screen.queryByText('to play')).not.toBeInTheDocument();
  });

  it('goes back to the hands of the match', () => {
    const { onBack } = show();
    fireEvent.click(screen.getByRole('button', { name: /All hands/ }));
    expect(onBack).toHaveBeenCalled();
  });

  it('draws nothing for the coach when there is none', () => {
    show();
    expect(document.querySelector('.replay-coach')).toBeNull();
  });

  it('asks the coach about each position shown and shows what it says', () => {
    const coach = vi.fn<ReplayCoach>((moment) =>
      moment.action?.type === 'discard'
        ? { seat: moment.action.seat, text: `Step ${moment.step}: a fine discard.`, tone: 'praise' }
        : null,
    );
    const { steps } = show({ coach });
    expect(document.querySelector('.replay-coach')).toBeNull();
    expect(coach).toHaveBeenLastCalledWith(
      expect.objectContaining({ handNumber: HAND, step: 0, action: null, before: null }),
    );
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('Step 1: a fine discard.')).toHaveAttribute('data-tone', 'praise');
    const moment = coach.mock.lastCall![0];
    expect(moment.before).toEqual(steps[0]!.state);
    expect(moment.state).toEqual(steps[1]!.state);
  });

  it('speaks Italian', () => {
    show({ language: 'it' });
    expect(screen.getByRole('heading', { name: 'Mano 10 di 16' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'End' });
    expect(line()).toBe('Marco chiama «Hu!». Marco ruba il kong. Marco vince su scarto: 10 punti.');
    expect(screen.getByText('Pezzo rubato')).toBeInTheDocument();
  });
});
