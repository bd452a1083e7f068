/**
 * The after-hand review (issue 7, item 2): one row per decision the person made in a hand — what
 * they did, what the coach would have done (or "same as the coach" ✓), what the difference cost in
 * tiles from ready, useful tiles, points or risk — with a summary, and "Show" to open the replay
 * of the hand at that moment with the coach's comment. The reviews are worked out in the bots'
 * worker (src/app/reviewDriver.ts) from the person's views only; this component asks for them
 * and draws the progress and the answers.
 */
import './text';
import './review.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PlayerView } from '../../engine';
import type { DecisionReview, ReviewTarget } from '../../store';
import { useAppStore, useAppStoreApi } from '../../store';
import { closeHandReview, requestHandReview, reviewKey } from '../../store/review';
import { tileName, useT } from '../i18n';
import type { Translate } from '../i18n';
import { useWords } from '../coach/text';
import type { ReplayCoach } from '../history/coach';
import { useFocusOnOpen } from '../history/MatchDetail';
import { Replay } from '../history/Replay';
import { KindTile } from '../tiles/Tile';
import type { ReviewRow, RowOrder } from './model';
import { figureLines, orderRows, reviewRows, summarize } from './model';
import {
  FIGURE_LABEL,
  actionText,
  choiceTile,
  commentLines,
  didText,
  figureText,
  lossText,
  summaryText,
  wouldText,
} from './words';

function ChoiceTile({ view, review }: { view: PlayerView; review: DecisionReview['mine'] }) {
  const tile = choiceTile(view, review);
  return tile === null ? null : (
    <span className="review-tile" aria-hidden="true">
      <KindTile kind={tile} size="small" />
    </span>
  );
}

function Figures({ t, review }: { t: Translate; review: DecisionReview }) {
  return (
    <table className="review-figures">
      <thead>
        <tr>
          <td />
          <th scope="col">{t('review.fig.you')}</th>
          <th scope="col">{t('review.fig.coach')}</th>
        </tr>
      </thead>
      <tbody>
        {figureLines(review).map((line) => (
          <tr key={line} data-figure={line}>
            <th scope="row">{t(FIGURE_LABEL[line])}</th>
            <td>{figureText(t, line, review.mineFigures)}</td>
            <td>{figureText(t, line, review.coachFigures)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Move({
  row,
  costliest,
  onShow,
}: {
  row: ReviewRow;
  costliest: boolean;
  onShow: (row: ReviewRow) => void;
}) {
  const t = useT();
  const { review, decision, n, loss } = row;
  const view = decision.view;
  const verdict = review === undefined ? 'pending' : review === null ? 'unknown' : review.verdict;
  return (
    <li
      className={`review-move review-move--${verdict}${costliest ? ' review-move--costliest' : ''}`}
      data-move={n}
      data-step={decision.step}
      data-index={decision.index}
      data-verdict={verdict}
    >
      <p className="review-move-head">
        <span className="review-move-n">{t('review.move', { n })}</span>
        {costliest && <span className="review-tag">{t('review.costliestTag')}</span>}
      </p>
      <button
        type="button"
        className="secondary review-show"
        aria-label={t('review.showMove', { n })}
        onClick={() => onShow(row)}
      >
        {t('review.show')}
      </button>
      <p className="review-did">
        {review ? (
          <>
            <ChoiceTile view={view} review={review.mine} />
            <span className="review-text">{didText(t, view, review)}</span>
          </>
        ) : (
          <span className="review-text">{actionText(t, view, decision.action)}</span>
        )}
      </p>
      {review === undefined && <p className="review-note">{t('review.pending')}</p>}
      {review === null && <p className="review-note">{t('review.unanswered')}</p>}
      {review?.verdict === 'same' && (
        <p className="review-verdict">
          <span aria-hidden="true">✓ </span>
          {t('review.same')}
        </p>
      )}
      {review?.verdict === 'equal' && review.coach.type === 'discard' && (
        <p className="review-verdict">
          <span aria-hidden="true">✓ </span>
          {t('review.equal', { tile: tileName(t, review.coach.kind) })}
        </p>
      )}
      {review?.verdict === 'different' && (
        <>
          <p className="review-would">
            <ChoiceTile view={view} review={review.coach} />
            <span className="review-text">{wouldText(t, view, review)}</span>
          </p>
          {loss !== null && <p className="review-loss">{lossText(t, loss)}</p>}
          <Figures t={t} review={review} />
        </>
      )}
    </li>
  );
}

export function HandReview({
  target,
  onBack,
  backLabel,
}: {
  target: ReviewTarget;
  onBack: () => void;
  backLabel: string;
}) {
  const t = useT();
  const words = useWords();
  const store = useAppStoreApi();
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  const key = useMemo(() => reviewKey(target), [target]);
  const state = useAppStore((s) => (s.handReview?.key === key ? s.handReview : null));
  const [order, setOrder] = useState<RowOrder>('play');
  const [showing, setShowing] = useState<ReviewRow | null>(null);
  const shown = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  /** What scrolls (the dialog): the replay opens at its top, not where the list was. */
  const scroller = useRef<HTMLElement | null>(null);

  // Asked for once per hand (the target object may be new at every render of the parent).
  const [wanted, setWanted] = useState(target);
  if (reviewKey(wanted) !== key) setWanted(target);
  useEffect(() => {
    requestHandReview(store, wanted);
    return () => closeHandReview(store, reviewKey(wanted));
  }, [store, wanted]);

  // Back from the replay: the focus returns to the move that was shown.
  useEffect(() => {
    if (showing !== null) {
      const box = scroller.current;
      if (box === null) return;
      // The replay opens at its top; if the person's hand is under the controls, just enough
      // further for it to show.
      box.scrollTop = 0;
      const mine = box.querySelector('.replay-seat[data-player="0"]');
      const dock = box.querySelector('.replay-dock');
      if (mine === null || dock === null) return;
      const hidden = mine.getBoundingClientRect().bottom - dock.getBoundingClientRect().top + 8;
      if (hidden > 0) box.scrollTop = hidden;
      return;
    }
    if (shown.current === null) return;
    list.current
      ?.querySelector<HTMLButtonElement>(`[data-move="${shown.current}"] .review-show`)
      ?.focus();
  }, [showing]);

  const rows = useMemo(() => (state === null ? [] : reviewRows(state)), [state]);
  const summary = useMemo(() => summarize(rows), [rows]);

  const coach: ReplayCoach = useCallback(
    (moment) => {
      const row = rows.find((r) => r.decision.step === moment.step);
      if (row === undefined || !row.review) return null;
      const { view, action } = row.decision;
      return {
        seat: view.seat,
        text: commentLines(words, view, action, row.review).join(' '),
        tone: row.review.verdict === 'different' ? 'advice' : 'praise',
      };
    },
    [rows, words],
  );

  if (showing !== null)
    return (
      <Replay
        match={target}
        handNumber={target.handNumber}
        initialStep={showing.decision.step}
        onBack={() => setShowing(null)}
        backLabel={t('review.backToReview')}
        coach={coach}
      />
    );

  const status = state?.status ?? 'computing';
  const decisions = state?.decisions ?? null;
  const done = state?.reviews.length ?? 0;
  return (
    <div
      className="review"
      data-status={status}
      data-decisions={decisions?.length ?? ''}
      data-reviewed={done}
    >
      <div className="history-nav">
        <button type="button" className="back-button" onClick={onBack}>
          <span aria-hidden="true">‹ </span>
          {backLabel}
        </button>
      </div>
      <h3 ref={heading} tabIndex={-1}>
        {t('review.title', { n: target.handNumber + 1 })}
      </h3>
      <p className="review-intro">{t('review.intro')}</p>
      {status === 'failed' ? (
        <p className="history-note" role="alert">
          {t('review.failed')}
        </p>
      ) : decisions === null ? (
        <p className="history-note" role="status">
          {t('review.replaying')}
        </p>
      ) : status === 'computing' ? (
        <div className="review-progress" role="status">
          <progress value={done} max={Math.max(1, decisions.length)} />
          <span>{t('review.thinking', { done, total: decisions.length })}</span>
        </div>
      ) : decisions.length === 0 ? (
        <p className="history-note">{t('review.none')}</p>
      ) : (
        <div className="review-summary" data-testid="review-summary">
          {summaryText(t, summary).map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
      {status === 'ready' && rows.length > 1 && (
        <div className="review-order" role="group" aria-label={t('review.order')}>
          {(['play', 'cost'] as const).map((o) => (
            <button
              key={o}
              type="button"
              className="review-order-button"
              aria-pressed={order === o}
              onClick={() => setOrder(o)}
            >
              {t(`review.order.${o}`)}
            </button>
          ))}
        </div>
      )}
      {rows.length > 0 && (
        <ol ref={list} className="review-moves" aria-label={t('review.moves')}>
          {orderRows(rows, order).map((row) => (
            <Move
              key={row.n}
              row={row}
              costliest={summary.costliest?.n === row.n}
              onShow={(r) => {
                shown.current = r.n;
                scroller.current = list.current?.closest<HTMLElement>('.dialog') ?? null;
                setShowing(r);
              }}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
