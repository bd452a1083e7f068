/**
 * One drill asked (issue 37): the position, the person's answer sent to the coach in the bots'
 * worker, and once it has looked, the answer with the card as the answer leaves it (written once
 * per answer). The same for a big mistake of the person's own and for a built-in drill; a built-in
 * one is graded for the aim and table it was chosen for, and its answer names the idea it teaches.
 */
import { useEffect, useRef, useState } from 'react';
import type { Action, PlayerView } from '../../engine';
import { useAppStore, useAppStoreApi } from '../../store';
import type { DrillAnswerState } from '../../store';
import { clearDrillAnswer, requestDrillAnswer } from '../../store';
import type { DrillCard, DrillIdea } from '../../persistence';
import { answerCard } from '../../persistence';
import { gradeReview } from '../../analysis';
import { useT } from '../i18n';
import { DrillAnswer } from './DrillAnswer';
import { DrillBoard } from './DrillBoard';

export interface Asked {
  /** The position as the person saw it; null when it could not be rebuilt. */
  readonly view: PlayerView | null;
  /** The card as it is before this answer (a built-in drill's first: a fresh one). */
  readonly card: DrillCard;
  /** Where the position comes from, in a sentence. */
  readonly note: string;
  /** Built-in drills: the aim and table they were chosen for; otherwise the settings'. */
  readonly grading?: Pick<DrillAnswerState, 'aim' | 'strongOpponents'>;
  readonly idea: DrillIdea | null;
}

export function Question({
  asked,
  onAnswered,
  onNext,
  onBack,
}: {
  readonly asked: Asked;
  readonly onAnswered: (card: DrillCard) => Promise<void>;
  /** Null when nothing follows: only "back". */
  readonly onNext: (() => void) | null;
  readonly onBack: () => void;
}) {
  const t = useT();
  const store = useAppStoreApi();
  const { card, view } = asked;
  const answer = useAppStore((s) => (s.drillAnswer?.cardId === card.id ? s.drillAnswer : null));
  // The card as this answer left it: written once per answer.
  const [after, setAfter] = useState<{ card: DrillCard; at: number } | null>(null);
  const graded = useRef<unknown>(null);
  useEffect(() => {
    if (answer?.status !== 'ready' || answer.review === null || graded.current === answer) return;
    graded.current = answer;
    const right = gradeReview(answer.review).verdict !== 'different';
    const at = Date.now();
    const updated = answerCard(card, right, at);
    setAfter({ card: updated, at });
    void onAnswered(updated);
  }, [answer, card, onAnswered]);
  useEffect(() => () => clearDrillAnswer(store), [store]);
  if (view === null) return <p role="alert">{t('drills.failed')}</p>;
  const result =
    answer?.status === 'ready' && answer.review !== null && after !== null
      ? { review: answer.review, ...after }
      : null;
  const answered = result !== null;
  const ask = (action: Action) =>
    requestDrillAnswer(store, { cardId: card.id, view, action }, asked.grading);
  return (
    <div className="drill" data-card={card.id}>
      <p className="drill-note">{asked.note}</p>
      <DrillBoard
        view={view}
        onAnswer={ask}
        disabled={answer !== null && answer.status !== 'failed'}
      />
      {answer?.status === 'grading' && <p role="status">{t('drills.thinking')}</p>}
      {answer?.status === 'failed' && <p role="alert">{t('drills.failed')}</p>}
      {result !== null && (
        <DrillAnswer
          view={view}
          review={result.review}
          card={result.card}
          answeredAt={result.at}
          idea={asked.idea}
        />
      )}
      <div className="drill-actions">
        {answered && onNext !== null && (
          <button type="button" className="primary" onClick={onNext} data-autofocus>
            {t('drills.next')}
          </button>
        )}
        <button
          type="button"
          className={answered && onNext === null ? 'primary' : 'secondary'}
          onClick={onBack}
        >
          {t('drills.back')}
        </button>
      </div>
    </div>
  );
}
