/**
 * The answer to a drill (issue 37): right or not, what the person chose and what the coach would
 * choose, the loss in plain words with both moves' figures (or the coach's reason), the best
 * discards with their chance and points as the coach's panel shows them, and when the question
 * comes back. The words and figures are the after-hand review's, from the same review.
 */
import '../coach/coach.css';
import { useEffect, useRef } from 'react';
import type { PlayerView } from '../../engine';
import type { DecisionReview } from '../../store';
import { gradeReview } from '../../analysis';
import type { DrillCard, DrillIdea } from '../../persistence';
import { DAY_MS } from '../../persistence';
import { Options } from '../coach/CoachPanel';
import { discardForms } from '../coach/text';
import { ChoiceTile, Figures, Reason, useHandWords } from '../review/HandReview';
import { didText, lossText, wouldText } from '../review/words';

export function DrillAnswer({
  view,
  review,
  card,
  answeredAt,
  idea,
}: {
  readonly view: PlayerView;
  readonly review: DecisionReview;
  /** The card as the answer left it. */
  readonly card: DrillCard;
  readonly answeredAt: number;
  /** A built-in drill's idea: what the position teaches, said under the answer. */
  readonly idea: DrillIdea | null;
}) {
  const w = useHandWords(view.ruleset);
  const t = w.t;
  // The answer comes under the position: brought into view (and focus) as it arrives.
  const verdict = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // (A DOM without layout, as in the component tests, has no scrolling.)
    verdict.current?.scrollIntoView?.({ block: 'start' });
    verdict.current?.focus({ preventScroll: true });
  }, []);
  const grade = gradeReview(review);
  const right = grade.verdict !== 'different';
  const days = Math.round((card.due - answeredAt) / DAY_MS);
  const discard = review.advice.discard;
  return (
    <div className="drill-answer" data-right={right}>
      <p
        ref={verdict}
        tabIndex={-1}
        className={`drill-verdict drill-verdict--${right ? 'right' : 'wrong'}`}
        role="status"
      >
        <span aria-hidden="true">{right ? '✓ ' : '✗ '}</span>
        {t(right ? 'drills.right' : 'drills.wrong')}
      </p>
      <p className="review-did">
        <ChoiceTile view={view} review={review.mine} />
        <span className="review-text">{didText(t, view, review)}</span>
      </p>
      {grade.verdict !== 'same' && (
        <p className="review-would">
          <ChoiceTile view={view} review={review.coach} />
          <span className="review-text">{wouldText(t, view, review)}</span>
        </p>
      )}
      {grade.loss !== null && <p className="review-loss">{lossText(t, grade.loss)}</p>}
      {grade.figures !== null && <Figures t={t} figures={grade.figures} />}
      {/* Why: the coach's reason for its discard, as its panel gives it, or for its claim. */}
      {discard !== null && review.coach.type === 'discard' ? (
        <p className="review-note review-reason">
          {discardForms(w, view, discard, review.advice.waits)[0]}
        </p>
      ) : (
        <Reason w={w} review={review} />
      )}
      {idea !== null && (
        <p className="drill-idea">
          <strong>
            {t('drills.idea')}: {t(`drills.idea.${idea}`)}.
          </strong>{' '}
          {t(`drills.idea.${idea}.text`)}
        </p>
      )}
      {discard !== null && review.mine.type === 'discard' && (
        <section className="drill-best coach-panel" aria-label={t('drills.best')}>
          <h3>{t('drills.best')}</h3>
          <Options w={w} discard={discard} danger={review.advice.danger} />
        </section>
      )}
      <p className="drill-note">
        {card.retired
          ? t(card.misses === 0 && card.streak === 1 ? 'drills.learntAtOnce' : 'drills.learnt')
          : t('drills.again', { count: Math.max(1, days) })}
      </p>
    </div>
  );
}
