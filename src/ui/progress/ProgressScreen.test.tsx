/**
 * The progress page (issue 37, item 2) over in-memory shelves: the figures it writes are the
 * pooled statistics of the stored matches, one ruleset at a time (the newest match's first), the
 * most frequent big mistake in one sentence, charts with a sentence a screen reader hears, the coach's
 * progress while it looks at the matches, and both languages. It opens from the title.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playedMatch } from '../../../test/helpers/matches';
import type { GameLog } from '../../engine';
import type { Language } from '../../store';
import { HUMAN } from '../../store';
import type { MatchFindings } from '../../persistence';
import {
  FINDINGS_SCHEMA,
  PROGRESS_METRICS,
  createHistoryRepository,
  memoryFindings,
  memoryShelf,
  pooledMetric,
  progressByRuleset,
  recordFinishedMatch,
  summarizeMatch,
} from '../../persistence';
import { formatMetric } from './ProgressChart';
import { ProgressScreen } from './ProgressScreen';
import { renderWithStore, testStore } from '../test-utils';

const ZJ = [playedMatch('ps-1', { maxHands: 3 }), playedMatch('ps-2', { maxHands: 2 })];
const RV = playedMatch('ps-3', { maxHands: 2, ruleset: 'ravenna' });

const summary = (log: GameLog) => {
  const s = summarizeMatch(log);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};

/** Findings as a review could have kept them: every hand reviewed, some big mistakes. */
function findingsOf(
  id: string,
  log: GameLog,
  kinds: MatchFindings['hands'][number]['bigMistakes'][number]['kind'][],
): MatchFindings {
  const s = summary(log);
  return {
    schema: FINDINGS_SCHEMA,
    matchId: id,
    ruleset: s.ruleset,
    actions: log.actions.length,
    aim: 'points',
    strongOpponents: 0,
    hands: s.hands.map((_, hand) => ({
      hand,
      reviewed: 10,
      discards: 8,
      matchedDiscards: 5 + (hand % 3),
      bigMistakes:
        hand === 0 ? kinds.map((kind, i) => ({ index: s.hands[0]!.firstAction + i, kind })) : [],
    })),
  };
}

afterEach(cleanup);

async function show(logs: GameLog[], language: Language, findings: MatchFindings[] = []) {
  const shelf = memoryShelf();
  // The first log is the newest.
  for (const [i, log] of logs.entries())
    await recordFinishedMatch(shelf, { log, id: `m${i}`, finishedAt: 10_000 - i });
  const history = createHistoryRepository(async () => shelf);
  const kept = memoryFindings();
  for (const f of findings) await kept.put(f);
  const store = testStore({ settings: { language } });
  const view = renderWithStore(
    <ProgressScreen onClose={vi.fn()} history={history} findings={kept} />,
    { store, language },
  );
  await screen.findByRole('dialog');
  return { ...view, history, kept };
}

const recentOf = (metric: string) =>
  document.querySelector(`[data-metric="${metric}"] .progress-chart-recent`)!.textContent;

describe('ProgressScreen', () => {
  it('writes the pooled figures of the last matches, per ruleset, newest match’s rules first', async () => {
    const logs = [RV, ...ZJ];
    const findings = [
      findingsOf('m1', ZJ[0]!, ['speed', 'safety', 'speed']),
      findingsOf('m0', RV, ['claim']),
    ];
    await show(logs, 'en', findings);
    const groups = progressByRuleset(
      logs.map((log, i) => ({
        id: `m${i}`,
        finishedAt: 10_000 - i,
        actions: log.actions.length,
        summary: summary(log),
      })),
      new Map(findings.map((f) => [f.matchId, f])),
      HUMAN,
    );
    const rules = await screen.findByRole('group', { name: 'Rules' });
    const buttons = within(rules).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Ravenna rules', 'Zung Jung']);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    for (const [b, group] of groups.entries()) {
      fireEvent.click(buttons[b]!);
      expect(document.querySelector('.progress-ruleset')).toHaveAttribute(
        'data-ruleset',
        group.ruleset,
      );
      for (const metric of PROGRESS_METRICS)
        expect(recentOf(metric)).toBe(
          formatMetric('en', metric, pooledMetric(group.points.slice(-5), metric)),
        );
    }
    // Zung Jung: three big mistakes in the reviewed match, two of them speed.
    expect(screen.getByTestId('progress-mistake')).toHaveTextContent(
      'Your most frequent big mistake: keeping tiles that bring your hand to ready more slowly (2 of 3).',
    );
    // Each chart has a sentence for a screen reader; an unreviewed match's coach figure is a gap.
    const match = screen.getByRole('img', { name: /^Discards like the coach’s:/ });
    expect(match.getAttribute('aria-label')).toMatch(/in your first match, .* in your last/);
    expect(document.querySelectorAll('[data-metric="coachMatch"] .progress-dot')).toHaveLength(1);
    expect(document.querySelectorAll('[data-metric="winRate"] .progress-dot')).toHaveLength(2);
  });

  it('speaks Italian', async () => {
    await show([ZJ[0]!], 'it', [findingsOf('m0', ZJ[0]!, [])]);
    expect(await screen.findByRole('heading', { name: 'I tuoi progressi' })).toBeInTheDocument();
    expect(screen.getByTestId('progress-mistake')).toHaveTextContent(
      'Nessun errore grave nelle partite che il coach ha guardato. Ben giocato!',
    );
    expect(screen.getByText('Scarti come il coach')).toBeInTheDocument();
    expect(screen.getByText('Dalla tua ultima partita.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Regole' })).toBeNull();
  });

  it('says how to fill the page when there is no match yet', async () => {
    await show([], 'en');
    expect(await screen.findByText(/^No match yet\. Play a match/)).toBeInTheDocument();
    expect(document.querySelector('.progress-chart')).toBeNull();
  });

  it('shows how far the coach has got, and reads the matches again as it keeps each one', async () => {
    const { store, kept } = await show([ZJ[0]!], 'en');
    await screen.findByText('From your last match.');
    expect(screen.queryByTestId('progress-mistake')).toBeNull();
    act(() =>
      store.setState({ progressReview: { status: 'reviewing', done: 0, total: 1, revision: 0 } }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The coach is looking at your matches: 0 of 1 done.',
    );
    await act(async () => {
      await kept.put(findingsOf('m0', ZJ[0]!, ['value']));
      store.setState({ progressReview: { status: 'done', done: 1, total: 1, revision: 1 } });
    });
    expect(await screen.findByTestId('progress-mistake')).toHaveTextContent(
      'giving up a hand worth more points (1 of 1)',
    );
  });

  it('opens from the History, under the statistics', async () => {
    const store = testStore();
    const shelf = memoryShelf();
    await recordFinishedMatch(shelf, { log: ZJ[0]!, id: 'm0', finishedAt: 1 });
    const { HistoryScreen } = await import('../history/HistoryScreen');
    renderWithStore(
      <HistoryScreen onClose={vi.fn()} repository={createHistoryRepository(async () => shelf)} />,
      { store },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Your progress' }));
    expect(store.getState().screen).toBe('progress');
  });
});
