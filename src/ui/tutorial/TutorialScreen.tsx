/**
 * "Learn to play" (issue 7 item 3): the list of lessons with the person's progress, and one lesson
 * at a time, step by step — explanations with tiles drawn, questions, and real tables built from
 * rigged walls (TableLesson). A lesson counts as done when its last step is finished; the list
 * keeps that in the settings, so it is there the next time.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useAppStore } from '../../store';
import type { Lesson, LessonId, Step } from '../../tutorial';
import { LESSONS, lessonById, nextLesson } from '../../tutorial';
import { KindTile } from '../tiles/Tile';
import { parseTile } from '../../engine';
import { Breakdown, FigureView, scoreOfFigure } from './Figures';
import type { LessonTableView } from './LessonTableHost';
import { TableLesson } from './TableLesson';
import { lessonSummaryKey, lessonTitleKey, paragraphs, stepText, useTutorialT } from './text';
import './tutorial.css';

function CloseButton({ onClose }: { onClose: () => void }) {
  const t = useTutorialT();
  return (
    <button type="button" className="icon-button" onClick={onClose}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" />
      </svg>
      <span className="visually-hidden">{t('app.close')}</span>
    </button>
  );
}

function LessonList({
  onOpen,
  onClose,
}: {
  onOpen: (lesson: LessonId) => void;
  onClose: () => void;
}) {
  const t = useTutorialT();
  const done = useAppStore((s) => s.settings.tutorialDone);
  const first = LESSONS.find((l) => !done.includes(l.id))?.id;
  return (
    <main className="tutorial tutorial--page" aria-labelledby="tutorial-title">
      <div className="tut-sheet">
        <header className="tut-head">
          <h1 id="tutorial-title">{t('tutorial.title')}</h1>
          <CloseButton onClose={onClose} />
        </header>
        <p className="tut-intro">{t('tutorial.intro', { count: LESSONS.length })}</p>
        <ol className="tut-lessons">
          {LESSONS.map((lesson, i) => {
            const finished = done.includes(lesson.id);
            return (
              <li key={lesson.id}>
                <button
                  type="button"
                  className={`tut-lesson${lesson.id === first ? ' tut-lesson--next' : ''}`}
                  data-lesson={lesson.id}
                  data-done={finished}
                  onClick={() => onOpen(lesson.id)}
                >
                  <span className="tut-lesson-number" aria-hidden="true">
                    {finished ? '✓' : i + 1}
                  </span>
                  <span className="tut-lesson-text">
                    <span className="tut-lesson-title">{t(lessonTitleKey(lesson.id))}</span>
                    <span className="tut-lesson-summary">{t(lessonSummaryKey(lesson.id))}</span>
                  </span>
                  {finished && <span className="tut-done">{t('tutorial.done')}</span>}
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </main>
  );
}

function LessonHeader({
  lesson,
  step,
  onLessons,
  onClose,
}: {
  lesson: Lesson;
  step: number;
  onLessons: () => void;
  onClose: () => void;
}) {
  const t = useTutorialT();
  return (
    <header className="tut-head tut-head--lesson">
      <button type="button" className="icon-button" onClick={onLessons}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" />
        </svg>
        <span className="visually-hidden">{t('tutorial.allLessons')}</span>
      </button>
      <div className="tut-head-text">
        <h1>{t(lessonTitleKey(lesson.id))}</h1>
        <p className="tut-step-count">
          {t('tutorial.step', { n: step + 1, count: lesson.steps.length })}
        </p>
      </div>
      <CloseButton onClose={onClose} />
    </header>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {paragraphs(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  );
}

function ChoiceLabel({ choice }: { choice: string | number }) {
  const t = useTutorialT();
  if (typeof choice === 'number') return <>{t('tutorial.points', { points: choice })}</>;
  const kind = parseTile(choice);
  return kind.ok ? <KindTile kind={kind.value} size="result" /> : <>{choice}</>;
}

function Quiz({
  lesson,
  step,
  onAnswered,
  answered,
}: {
  lesson: LessonId;
  step: Extract<Step, { kind: 'quiz' }>;
  answered: boolean;
  onAnswered: () => void;
}) {
  const t = useTutorialT();
  const [tried, setTried] = useState<readonly (string | number)[]>([]);
  const wrong = !answered && tried.length > 0;
  return (
    <>
      <p className="tut-question">{stepText(t, lesson, step.id, '.question')}</p>
      {step.figure !== undefined && <FigureView figure={step.figure} />}
      <div
        className="tut-choices"
        role="group"
        aria-label={stepText(t, lesson, step.id, '.question')}
      >
        {step.choices.map((choice) => {
          const right = answered && choice === step.answer;
          const no = tried.includes(choice) && choice !== step.answer;
          return (
            <button
              key={String(choice)}
              type="button"
              className={`tut-choice${right ? ' tut-choice--right' : ''}${no ? ' tut-choice--no' : ''}`}
              data-choice={choice}
              aria-pressed={right || no}
              disabled={answered || no}
              onClick={() => {
                setTried((list) => [...list, choice]);
                if (choice === step.answer) onAnswered();
              }}
            >
              <ChoiceLabel choice={choice} />
            </button>
          );
        })}
      </div>
      <div aria-live="polite">
        {wrong && (
          <p className="tut-wrong" data-testid="tutorial-wrong">
            {stepText(t, lesson, step.id, '.wrong')}
          </p>
        )}
        {answered && (
          <p className="tut-right" data-testid="tutorial-right">
            {stepText(t, lesson, step.id, '.right')}
          </p>
        )}
      </div>
      {/* The answer worked out: the hand's patterns, or the payments. */}
      {answered && step.figure?.kind === 'hand' && (
        <Breakdown scored={scoreOfFigure(step.figure).scored} />
      )}
      {answered && step.reveal !== undefined && <FigureView figure={step.reveal} reveal />}
    </>
  );
}

/** An explanation or a question, on a sheet. */
function PageStep({
  lesson,
  step,
  stepIndex,
  header,
  onBack,
  onContinue,
}: {
  lesson: Lesson;
  step: Step;
  stepIndex: number;
  header: ReactNode;
  onBack: (() => void) | null;
  onContinue: () => void;
}) {
  const t = useTutorialT();
  const [answered, setAnswered] = useState(false);
  const last = stepIndex === lesson.steps.length - 1;
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    body.current?.focus();
  }, []);
  const ready = step.kind !== 'quiz' || answered;
  return (
    <main className="tutorial tutorial--page" data-step={`${lesson.id}/${step.id}`}>
      <div className="tut-sheet">
        {header}
        <div className="tut-body" ref={body} tabIndex={-1}>
          {step.kind === 'explain' && (
            <>
              <Paragraphs text={stepText(t, lesson.id, step.id)} />
              {step.figure !== undefined && <FigureView figure={step.figure} />}
            </>
          )}
          {step.kind === 'quiz' && (
            <Quiz
              lesson={lesson.id}
              step={step}
              answered={answered}
              onAnswered={() => setAnswered(true)}
            />
          )}
        </div>
        <div className="tut-actions">
          {onBack !== null && (
            <button type="button" className="secondary" onClick={onBack}>
              {t('tutorial.back')}
            </button>
          )}
          {ready && (
            <button type="button" className="primary" onClick={onContinue}>
              {last ? t('tutorial.finish') : t('tutorial.continue')}
            </button>
          )}
        </div>
      </div>
    </main>
  );
}

function Complete({
  lesson,
  onNext,
  onLessons,
  onClose,
}: {
  lesson: LessonId;
  onNext: (lesson: LessonId) => void;
  onLessons: () => void;
  onClose: () => void;
}) {
  const t = useTutorialT();
  const startMatch = useAppStore((s) => s.startMatch);
  const game = useAppStore((s) => s.game);
  const next = nextLesson(lesson);
  const primary = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    primary.current?.focus();
  }, []);
  return (
    <main className="tutorial tutorial--page" aria-labelledby="tutorial-complete">
      <div className="tut-sheet tut-complete">
        <header className="tut-head">
          <span />
          <CloseButton onClose={onClose} />
        </header>
        <span className="tut-complete-mark" aria-hidden="true">
          ✓
        </span>
        <h1 id="tutorial-complete">{t('tutorial.complete.title')}</h1>
        <p className="tut-complete-lesson">{t(lessonTitleKey(lesson))}</p>
        <p>
          {next !== null
            ? t('tutorial.complete.next', { lesson: t(lessonTitleKey(next.id)) })
            : t('tutorial.complete.last')}
        </p>
        <div className="tut-actions">
          <button type="button" className="secondary" onClick={onLessons}>
            {t('tutorial.allLessons')}
          </button>
          {next !== null ? (
            <button type="button" className="primary" ref={primary} onClick={() => onNext(next.id)}>
              {t('tutorial.complete.nextButton')}
            </button>
          ) : (
            <button
              type="button"
              className="primary"
              ref={primary}
              // A match already under way is taken up where it was; otherwise a new one starts.
              onClick={game === null ? () => startMatch() : onClose}
            >
              {t('tutorial.complete.play')}
            </button>
          )}
        </div>
      </div>
    </main>
  );
}

type Place =
  | { readonly at: 'list' }
  | { readonly at: 'step'; readonly lesson: LessonId; readonly step: number }
  | { readonly at: 'complete'; readonly lesson: LessonId };

export function TutorialScreen({
  onClose,
  TableView,
}: {
  onClose: () => void;
  /** The table components for the lesson tables (LessonTableHost). */
  TableView: LessonTableView;
}) {
  const [place, setPlace] = useState<Place>({ at: 'list' });
  const updateSettings = useAppStore((s) => s.updateSettings);
  const done = useAppStore((s) => s.settings.tutorialDone);
  const open = (lesson: LessonId) => setPlace({ at: 'step', lesson, step: 0 });
  const toList = () => setPlace({ at: 'list' });

  if (place.at === 'list') return <LessonList onOpen={open} onClose={onClose} />;
  if (place.at === 'complete')
    return <Complete lesson={place.lesson} onNext={open} onLessons={toList} onClose={onClose} />;

  const lesson = lessonById(place.lesson);
  const index = place.step;
  const step = lesson?.steps[index];
  if (lesson === undefined || step === undefined)
    return <LessonList onOpen={open} onClose={onClose} />;
  const header = <LessonHeader lesson={lesson} step={index} onLessons={toList} onClose={onClose} />;
  const onContinue = () => {
    if (index + 1 < lesson.steps.length) {
      setPlace({ at: 'step', lesson: lesson.id, step: index + 1 });
      return;
    }
    if (!done.includes(lesson.id)) updateSettings({ tutorialDone: [...done, lesson.id] });
    setPlace({ at: 'complete', lesson: lesson.id });
  };
  const key = `${lesson.id}/${step.id}`;
  if (step.kind === 'table')
    return (
      // The table inside is the page's main landmark.
      <div className="tutorial tutorial--table" data-step={key}>
        <TableLesson
          key={key}
          lesson={lesson.id}
          step={step}
          header={header}
          onContinue={onContinue}
          TableView={TableView}
        />
      </div>
    );
  return (
    <PageStep
      key={key}
      lesson={lesson}
      step={step}
      stepIndex={index}
      header={header}
      onBack={index > 0 ? () => setPlace({ at: 'step', lesson: lesson.id, step: index - 1 }) : null}
      onContinue={onContinue}
    />
  );
}
