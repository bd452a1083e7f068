/**
 * A lesson at the table: the real table components, playing on the lesson's own store
 * (src/store/tutorial.ts), under a panel that says what to do. The panel waits for the right
 * move; another move changes nothing and gets a short explanation, and after it the tile or
 * button to use is pointed out on the table.
 */
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { Action, GameState, HandResult, Seat } from '../../engine';
import { useAppStore } from '../../store';
import type { LessonTable, TableStep } from '../../tutorial';
import { createLessonTable, expectedActions } from '../../tutorial';
import type { ExpectedMove, LessonId } from '../../tutorial';
import { patternName } from '../i18n/patterns';
import { ArrangedTiles } from './Figures';
import type { LessonTableView } from './LessonTableHost';
import { stepText, useTutorialT } from './text';

/** Where the expected move is made on the table: hand tiles by id, or a claim-bar button. */
function targetsOf(game: GameState, seat: Seat, expected: ExpectedMove): string[] {
  const actions = expectedActions(game, seat, expected);
  const offer: Partial<Record<Action['type'], string>> = {
    declareWin: 'win',
    claimWin: 'win',
    declareKong: 'kong',
    claimKong: 'kong',
    claimPung: 'pung',
    claimChow: 'chow',
    pass: 'pass',
  };
  return actions.map((a) =>
    a.type === 'discard' ? `.hand-tile[data-id="${a.tile}"]` : `.offers .offer--${offer[a.type]}`,
  );
}

function ResultLine({ result, seat }: { result: HandResult; seat: Seat }) {
  const t = useTutorialT();
  if (result.kind !== 'win' || result.winner !== seat) return null;
  return (
    <div className="tut-result" data-testid="tutorial-result">
      <strong>
        {t('result.youWin')} {t('result.total', { points: result.score.total })}
      </strong>
      <ArrangedTiles arrangement={result.score.arrangement} winningTile={result.hand.winningTile} />
      <span className="tut-result-patterns">
        {result.score.counted.length === 0
          ? t('result.chicken')
          : result.score.counted.map((p) => `${patternName(t, p.id)} ${p.points}`).join(' · ')}
      </span>
    </div>
  );
}

function LessonTableScreen({
  lesson,
  step,
  table,
  header,
  onContinue,
  TableView,
}: {
  lesson: LessonId;
  step: TableStep;
  table: LessonTable;
  header: ReactNode;
  onContinue: () => void;
  TableView: LessonTableView;
}) {
  const t = useTutorialT();
  const progress = useStore(table.progress);
  const game = useStore(table.store, (s) => s.game);
  const root = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  // After a wrong try, point at the tile or button of the right move.
  useEffect(() => {
    const el = root.current;
    if (el === null) return;
    el.querySelectorAll('[data-tutorial-target]').forEach((n) =>
      n.removeAttribute('data-tutorial-target'),
    );
    const expected = step.moves[progress.move];
    if (game === null || expected === undefined || progress.wrong === 0 || !progress.yourTurn)
      return;
    for (const selector of targetsOf(game, table.seat, expected))
      el.querySelectorAll(selector).forEach((n) => n.setAttribute('data-tutorial-target', ''));
  });

  useEffect(() => {
    if (progress.done) next.current?.focus();
  }, [progress.done]);

  let text: string;
  if (progress.done) text = stepText(t, lesson, step.id, '.done');
  else if (!progress.yourTurn) text = t('tutorial.watch');
  else text = stepText(t, lesson, step.id, `.${progress.move + 1}`);

  return (
    <div className="tutorial-table" ref={root} data-done={progress.done}>
      <section
        className="tut-panel"
        aria-label={t('tutorial.instruction')}
        data-move={progress.done ? 'done' : progress.yourTurn ? progress.move + 1 : 'watch'}
      >
        {header}
        <p className="tut-instruction" aria-live="polite">
          {text}
        </p>
        {progress.wrong > 0 && !progress.done && (
          <p className="tut-wrong" role="status" data-testid="tutorial-wrong">
            {stepText(t, lesson, step.id, `.${progress.move + 1}.wrong`)}
          </p>
        )}
        {progress.done && progress.result !== null && (
          <ResultLine result={progress.result} seat={table.seat} />
        )}
        {progress.done && (
          <div className="tut-actions">
            <button type="button" className="primary" ref={next} onClick={onContinue}>
              {t('tutorial.continue')}
            </button>
          </div>
        )}
      </section>
      <TableView store={table.store} />
    </div>
  );
}

/** Seats the person at the lesson's table for as long as the step is shown. */
export function TableLesson({
  lesson,
  step,
  header,
  onContinue,
  TableView,
}: {
  lesson: LessonId;
  step: TableStep;
  header: ReactNode;
  onContinue: () => void;
  /** The table components (LessonTableHost), handed down from the app. */
  TableView: LessonTableView;
}) {
  const settings = useAppStore((s) => s.settings);
  // One table per step (the parent keys this component by step); settings changed later do not
  // rebuild it.
  const [table] = useState(() => createLessonTable(lesson, step, { settings }));
  useEffect(() => {
    table.start();
    return () => table.stop();
  }, [table]);
  return (
    <LessonTableScreen
      lesson={lesson}
      step={step}
      table={table}
      header={header}
      onContinue={onContinue}
      TableView={TableView}
    />
  );
}
