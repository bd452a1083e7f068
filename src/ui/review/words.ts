/**
 * The after-hand review in words (pure functions of the translators, tested without a DOM): what
 * the person did, what the coach would have done, what the difference cost, the figures, and the
 * replay's comment — the coach's own review sentences (src/ui/coach/text.ts) where they fit.
 */
import type { Action, PlayerView } from '../../engine';
import { kindOfId, rankOf, suitOf } from '../../engine';
import type { ChoiceFigures, DecisionReview, MoveChoice } from '../../store';
import type { MessageKey, Translate } from '../i18n';
import { tileName } from '../i18n';
import type { Words } from '../coach/text';
import { reviewText } from '../coach/text';
import type { FigureLine, Loss, ReviewSummary } from './model';
import { lossOf } from './model';

const SUITS = ['tile.bamboo', 'tile.characters', 'tile.dots'] as const;

/** The tile a claim window or a robbed kong is about, if any. */
function offered(view: PlayerView): number | null {
  const p = view.phase;
  return p.kind === 'claimWindow' || p.kind === 'robbingWindow' ? kindOfId(p.tile) : null;
}

/** A chow in words: "3-4-5 of Bamboo". */
export function chowName(t: Translate, lowest: number): string {
  const r = rankOf(lowest);
  return t(SUITS[suitOf(lowest)]!, { n: `${r}-${r + 1}-${r + 2}` });
}

/** The tile a choice is about: the discard or kong, or the tile on offer. */
export function choiceTile(view: PlayerView, choice: MoveChoice): number | null {
  return 'kind' in choice ? choice.kind : offered(view);
}

function choiceVars(t: Translate, view: PlayerView, choice: MoveChoice, review: DecisionReview) {
  const tile = choiceTile(view, choice);
  return {
    tile: tile === null ? '' : tileName(t, tile),
    points: review.advice.win?.points ?? 0,
    set: choice.type === 'chow' ? chowName(t, choice.lowest) : '',
  };
}

/** "You discarded 5 of Bamboo", "You let 3 of Dots go". */
export function didText(t: Translate, view: PlayerView, review: DecisionReview): string {
  return t(
    `review.did.${review.mine.type}` as MessageKey,
    choiceVars(t, view, review.mine, review),
  );
}

/** "The coach would discard 2 of Dots", "The coach would call Hu! (12 points)". */
export function wouldText(t: Translate, view: PlayerView, review: DecisionReview): string {
  return t(
    `review.would.${review.coach.type}` as MessageKey,
    choiceVars(t, view, review.coach, review),
  );
}

/** The person's action as a move, without a review (while the coach is still thinking). */
export function actionText(t: Translate, view: PlayerView, action: Action): string {
  const mine: MoveChoice | null =
    action.type === 'discard'
      ? { type: 'discard', kind: kindOfId(action.tile) }
      : action.type === 'declareKong' || action.type === 'addToPung'
        ? { type: action.type, kind: action.kind }
        : action.type === 'declareWin'
          ? { type: 'declareWin' }
          : action.type === 'claimWin'
            ? { type: 'win' }
            : action.type === 'claimPung'
              ? { type: 'pung' }
              : action.type === 'claimKong'
                ? { type: 'kong' }
                : action.type === 'claimChow'
                  ? { type: 'chow', lowest: action.lowest }
                  : action.type === 'pass'
                    ? { type: 'pass' }
                    : null;
  if (mine === null) return '';
  const tile = choiceTile(view, mine);
  return t(`review.did.${mine.type}` as MessageKey, {
    tile: tile === null ? '' : tileName(t, tile),
    set: mine.type === 'chow' ? chowName(t, mine.lowest) : '',
  });
}

export function lossText(t: Translate, loss: Loss): string {
  switch (loss.type) {
    case 'win':
      return t('review.loss.win', { points: loss.points });
    case 'slower':
      return t(`review.loss.slower.${loss.count === 1 ? 'one' : 'other'}`, { count: loss.count });
    case 'value':
      return t('review.loss.value', { points: loss.points });
    case 'risk':
      return t('review.loss.risk', { points: loss.points });
    case 'tiles':
      return t(`review.loss.tiles.${loss.count === 1 ? 'one' : 'other'}`, { count: loss.count });
    case 'other':
      return t('review.loss.other');
  }
}

export const FIGURE_LABEL: Record<FigureLine, MessageKey> = {
  away: 'review.fig.away',
  tiles: 'review.fig.tiles',
  value: 'review.fig.value',
  risk: 'review.fig.risk',
  win: 'review.fig.win',
};

/** One figure of a choice, as a short cell: "2", "ready", "≈ 24 pts", "—". */
export function figureText(t: Translate, line: FigureLine, f: ChoiceFigures): string {
  const none = t('review.fig.none');
  switch (line) {
    case 'away':
      return f.shanten < 0
        ? t('review.fig.complete')
        : f.shanten === 0
          ? t('review.fig.ready')
          : String(f.shanten);
    case 'tiles':
      return f.shanten < 0 ? none : String(f.tiles);
    case 'value':
      return f.value === null ? none : t('review.fig.about', { points: f.value });
    case 'risk':
      return f.risk === null ? none : t('review.fig.points', { points: f.risk });
    case 'win':
      return f.points === null ? none : t('review.fig.points', { points: f.points });
  }
}

/** "You matched the coach on 9 of 12 moves. The costliest was move 7: 1 tile further from ready." */
export function summaryText(t: Translate, summary: ReviewSummary): string[] {
  if (summary.total === 0) return [];
  if (summary.matched === summary.total) return [t('review.summary.all')];
  const lines = [
    t(summary.total === 1 ? 'review.summary.one' : 'review.summary.other', {
      matched: summary.matched,
      total: summary.total,
    }),
  ];
  const c = summary.costliest;
  if (c !== null && c.loss !== null)
    lines.push(t('review.costliest', { n: c.n, loss: lossText(t, c.loss) }));
  return lines;
}

const isClaim = (m: MoveChoice) =>
  m.type === 'pass' || m.type === 'pung' || m.type === 'kong' || m.type === 'chow';

/**
 * The comment on a decision in the replay: the coach's own review sentences when they describe
 * it (a discard against its suggested discard, a claim or pass against its claim advice), else
 * what the person did and what the coach would have done; then what the difference cost.
 */
export function commentLines(
  w: Words,
  view: PlayerView,
  action: Action,
  review: DecisionReview,
): string[] {
  const { t } = w;
  const advice = review.advice;
  const coachFits =
    (review.mine.type === 'discard' &&
      review.coach.type === 'discard' &&
      advice.discard !== null) ||
    (isClaim(review.mine) && isClaim(review.coach) && advice.claim !== null);
  const lines = coachFits ? reviewText(w, view, { key: '', action, advice }) : [];
  // A discard's figures ("after yours: …") are in the review's row: the replay keeps the reason.
  if (review.mine.type === 'discard') lines.splice(1);
  if (lines.length === 0) {
    const did = didText(t, view, review);
    lines.push(
      review.verdict === 'different'
        ? `${did}. ${wouldText(t, view, review)}.`
        : `${did}: ${t('review.same').toLowerCase()}.`,
    );
  }
  const loss = review.verdict === 'different' ? lossOf(review) : null;
  if (loss !== null && loss.type !== 'other' && loss.type !== 'tiles' && loss.type !== 'slower')
    lines.push(`${capitalise(lossText(t, loss))}.`);
  return lines;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
