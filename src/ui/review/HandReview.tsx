/**
 * The after-hand review (issue 7, item 2; issue 16, item 4): one row per decision the person made
 * in a hand — what they did, what the coach would have done (or "same as the coach" ✓; a move the
 * analyser values as high or higher reads ✓ too, issue 35), what the difference cost (for a
 * discard, the chance to win and the points to expect by the discard analyser; else tiles from
 * ready, useful tiles, points or risk) with both moves' figures — a summary naming the costliest
 * move (the largest loss), a "big mistakes only" filter, and "Show" to open the replay
 * of the hand at that moment with the coach's comment. The reviews are worked out in the bots'
 * worker (src/app/reviewDriver.ts) from the person's views only; this component asks for them
 * and draws the progress and the answers.
 */
import './text';
import './review.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PlayerView, RulesetId } from '../../engine';
import type { DecisionReview, ReviewTarget, Settings } from '../../store';
import { useAppStore, useAppStoreApi } from '../../store';
import { closeHandReview, requestHandReview, reviewKey } from '../../store';
import type { HandReviewState } from '../../store';
import { tileName } from '../i18n';
import type { Translate } from '../i18n';
import type { Words } from '../coach/text';
import { useWords } from '../coach/text';
import { rulesetWords, useRulesetT } from '../rulesets';
import type { ReplayCoach } from '../history/coach';
import { useFocusOnOpen } from '../history/MatchDetail';
import { Replay } from '../history/Replay';
import { KindTile } from '../tiles/Tile';
import type { FigureRow, ReviewRow, ReviewSummary, RowOrder } from './model';
import { filterRows, orderRows, reviewRows, summarize } from './model';
import {
  actionText,
  choiceTile,
  commentLines,
  didText,
  figureCells,
  lossText,
  reasonText,
  summaryText,
  wouldText,
} from './words';

/**
 * The app's words and the coach's in the words of the hand's ruleset (src/ui/rulesets): a
 * Ravenna hand is reviewed with Tris, Poker and Mah Jong.
 */
export function useHandWords(ruleset: RulesetId): Words {
  const words = useWords();
  const t = useRulesetT(ruleset);
  return { t, c: rulesetWords(words.c, ruleset) };
}

export function ChoiceTile({ view, review }: { view: PlayerView; review: DecisionReview['mine'] }) {
  const tile = choiceTile(view, review);
  return tile === null ? null : (
    <span className="review-tile" aria-hidden="true">
      <KindTile kind={tile} size="small" />
    </span>
  );
}

export function Figures({ t, figures }: { t: Translate; figures: readonly FigureRow[] }) {
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
        {figures.map((row) => {
          const [label, mine, coach] = figureCells(t, row);
          return (
            <tr key={row.line} data-figure={row.line}>
              <th scope="row">{label}</th>
              <td>{mine}</td>
              <td>{coach}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Why the coach prefers its move when no figure tells the two apart. */
export function Reason({ w, review }: { w: Words; review: DecisionReview }) {
  const reason = reasonText(w, review);
  return reason === null ? null : <p className="review-note review-reason">{reason}</p>;
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
  const w = useHandWords(row.decision.view.ruleset);
  const t = w.t;
  const { review, decision, n, loss } = row;
  const view = decision.view;
  const none = review === undefined ? 'pending' : 'unknown';
  // `data-verdict` is the coach's verdict; the row reads as `data-shown` (model.ts `reviewRow`).
  const shown = row.verdict ?? none;
  return (
    <li
      className={`review-move review-move--${shown}${costliest ? ' review-move--costliest' : ''}`}
      data-move={n}
      data-step={decision.step}
      data-index={decision.index}
      data-verdict={review ? review.verdict : none}
      data-shown={shown}
      data-big={row.big}
    >
      <p className="review-move-head">
        <span className="review-move-n">{t('review.move', { n })}</span>
        {costliest && <span className="review-tag">{t('review.costliestTag')}</span>}
        {row.big && !costliest && (
          <span className="review-tag review-tag--big">{t('review.bigTag')}</span>
        )}
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
      {review && row.verdict === 'same' && (
        <p className="review-verdict">
          <span aria-hidden="true">✓ </span>
          {t('review.same')}
        </p>
      )}
      {review && row.verdict === 'equal' && review.coach.type === 'discard' && (
        <p className="review-verdict">
          <span aria-hidden="true">✓ </span>
          {t('review.equal', { tile: tileName(t, review.coach.kind) })}
        </p>
      )}
      {review && row.verdict === 'better' && (
        <>
          <p className="review-verdict">
            <span aria-hidden="true">✓ </span>
            {t('review.better')}
          </p>
          <p className="review-would">
            <ChoiceTile view={view} review={review.coach} />
            <span className="review-text">{wouldText(t, view, review)}</span>
          </p>
          {row.figures !== null && <Figures t={t} figures={row.figures} />}
        </>
      )}
      {review && row.verdict === 'different' && (
        <>
          <p className="review-would">
            <ChoiceTile view={view} review={review.coach} />
            <span className="review-text">{wouldText(t, view, review)}</span>
          </p>
          {loss !== null && <p className="review-loss">{lossText(t, loss)}</p>}
          {row.figures !== null ? (
            <Figures t={t} figures={row.figures} />
          ) : (
            <Reason w={w} review={review} />
          )}
        </>
      )}
    </li>
  );
}

/**
 * Back from the replay: the focus returns to the move that was shown. Gives the list of moves,
 * the move shown and what scrolls (the dialog: the replay opens at its top, not where the list
 * was), for the review to fill in.
 */
function useReturnFromReplay(showing: boolean) {
  const shown = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const scroller = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (showing) {
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
  return { shown, list, scroller };
}

/** Where the review stands: failed, replaying, thinking (with progress), or its summary. */
function ReviewStatus({
  words,
  status,
  decisions,
  done,
  summary,
}: {
  words: Words;
  status: HandReviewState['status'];
  /** How many decisions the hand had; null while the hand is being replayed. */
  decisions: number | null;
  done: number;
  summary: ReviewSummary;
}) {
  const { t } = words;
  if (status === 'failed')
    return (
      <p className="history-note" role="alert">
        {t('review.failed')}
      </p>
    );
  if (decisions === null)
    return (
      <p className="history-note" role="status">
        {t('review.replaying')}
      </p>
    );
  if (status === 'computing')
    return (
      <div className="review-progress" role="status">
        <progress value={done} max={Math.max(1, decisions)} />
        <span>{t('review.thinking', { done, total: decisions })}</span>
      </div>
    );
  if (decisions === 0) return <p className="history-note">{t('review.none')}</p>;
  return (
    <div className="review-summary" data-testid="review-summary">
      {summaryText(words, summary).map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}

/** The order of the moves (as played, costliest first) and the "big mistakes only" filter. */
function ReviewOptions({
  t,
  aim,
  rows,
  order,
  onOrder,
  bigOnly,
  onBigOnly,
}: {
  t: Translate;
  aim: Settings['coachAim'];
  rows: number;
  order: RowOrder;
  onOrder: (order: RowOrder) => void;
  bigOnly: boolean;
  onBigOnly: (bigOnly: boolean) => void;
}) {
  return (
    <>
      {rows > 1 && (
        <div className="review-order" role="group" aria-label={t('review.order')}>
          {(['play', 'cost'] as const).map((o) => (
            <button
              key={o}
              type="button"
              className="review-order-button"
              aria-pressed={order === o}
              onClick={() => onOrder(o)}
            >
              {t(o === 'play' ? 'review.order.play' : `review.order.cost.${aim}`)}
            </button>
          ))}
        </div>
      )}
      {rows > 0 && (
        <div className="review-filter">
          <button
            type="button"
            className="review-order-button"
            aria-pressed={bigOnly}
            onClick={() => onBigOnly(!bigOnly)}
          >
            {t('review.bigOnly')}
          </button>
        </div>
      )}
    </>
  );
}

/** The coach's comment in the replay of a reviewed move: the review's own lines. */
function useReplayCoach(rows: readonly ReviewRow[], words: Words): ReplayCoach {
  return useCallback(
    (moment) => {
      const row = rows.find((r) => r.decision.step === moment.step);
      if (row === undefined || !row.review) return null;
      return {
        seat: row.decision.view.seat,
        text: commentLines(words, row).join(' '),
        tone: row.verdict === 'different' ? 'advice' : 'praise',
      };
    },
    [rows, words],
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
  const words = useHandWords(target.log.ruleset);
  const t = words.t;
  const store = useAppStoreApi();
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  // The setting may change while the review is open: the review follows the coach's aim.
  const aim = useAppStore((s) => s.settings.coachAim);
  const key = useMemo(() => reviewKey(target, aim), [target, aim]);
  const state = useAppStore((s) => (s.handReview?.key === key ? s.handReview : null));
  const [order, setOrder] = useState<RowOrder>('play');
  const [bigOnly, setBigOnly] = useState(false);
  const [showing, setShowing] = useState<ReviewRow | null>(null);

  // Asked for once per hand (the target object may be new at every render of the parent).
  const [wanted, setWanted] = useState(target);
  if (reviewKey(wanted, aim) !== key) setWanted(target);
  useEffect(() => {
    requestHandReview(store, wanted);
    return () => closeHandReview(store, reviewKey(wanted, aim));
  }, [store, wanted, aim]);

  const { shown, list, scroller } = useReturnFromReplay(showing !== null);

  const rows = useMemo(() => (state === null ? [] : reviewRows(state)), [state]);
  const summary = useMemo(() => summarize(rows), [rows]);
  // The filter applies once every move is reviewed (it is offered only then).
  const shownRows = useMemo(
    () => filterRows(orderRows(rows, order), bigOnly && state?.status === 'ready'),
    [rows, order, bigOnly, state?.status],
  );

  const coach = useReplayCoach(rows, words);

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
      <ReviewStatus
        words={words}
        status={status}
        decisions={decisions?.length ?? null}
        done={done}
        summary={summary}
      />
      {status === 'ready' && (
        <ReviewOptions
          t={t}
          aim={aim}
          rows={rows.length}
          order={order}
          onOrder={setOrder}
          bigOnly={bigOnly}
          onBigOnly={setBigOnly}
        />
      )}
      {bigOnly && shownRows.length === 0 && <p className="history-note">{t('review.noBig')}</p>}
      {shownRows.length > 0 && (
        <ol ref={list} className="review-moves" aria-label={t('review.moves')}>
          {shownRows.map((row) => (
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
