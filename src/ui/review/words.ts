/**
 * The after-hand review in words (pure functions of the translators, tested without a DOM): what
 * the person did, what the coach would have done, what the difference cost, the figures, and the
 * replay's comment — the coach's own review sentences (src/ui/coach/text.ts) where they fit.
 */
import type { Action, PlayerView, TileKind } from '../../engine';
import { kindOfId, rankOf, suitOf } from '../../engine';
import type { DecisionReview, MoveChoice } from '../../store';
import type { MessageKey, Translate } from '../i18n';
import { tileName } from '../i18n';
import type { Words } from '../coach/text';
import { claimText, expectText, oddsText, reviewText } from '../coach/text';
import type { FigureCell, FigureLine, FigureRow, Loss, ReviewRow, ReviewSummary } from './model';

const SUITS = ['tile.bamboo', 'tile.characters', 'tile.dots'] as const;

/** The tile a claim window or a robbed kong is about, if any. */
function offered(view: PlayerView): TileKind | null {
  const p = view.phase;
  return p.kind === 'claimWindow' || p.kind === 'robbingWindow' ? kindOfId(p.tile) : null;
}

/** A chow in words: "3-4-5 of Bamboo". */
export function chowName(t: Translate, lowest: TileKind): string {
  const r = rankOf(lowest);
  const suit = SUITS[suitOf(lowest)];
  if (suit === undefined) throw new Error(`A chow starts from a suited tile, not kind ${lowest}`);
  return t(suit, { n: `${r}-${r + 1}-${r + 2}` });
}

/** The tile a choice is about: the discard or kong, or the tile on offer. */
export function choiceTile(view: PlayerView, choice: MoveChoice): TileKind | null {
  return 'kind' in choice ? choice.kind : offered(view);
}

function choiceVars(t: Translate, view: PlayerView, choice: MoveChoice, review: DecisionReview) {
  const tile = choiceTile(view, choice);
  return {
    tile: tile === null ? '' : tileName(t, tile),
    points: review.advice.win?.points ?? 0,
    count: review.advice.win?.points ?? 0,
    set: choice.type === 'chow' ? chowName(t, choice.lowest) : '',
  };
}

/** "You discarded 5 of Bamboo", "You let 3 of Dots go". */
export function didText(t: Translate, view: PlayerView, review: DecisionReview): string {
  return t(`review.did.${review.mine.type}`, choiceVars(t, view, review.mine, review));
}

/** "The coach would discard 2 of Dots", "The coach would call Hu! (12 points)". */
export function wouldText(t: Translate, view: PlayerView, review: DecisionReview): string {
  return t(`review.would.${review.coach.type}`, choiceVars(t, view, review.coach, review));
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
  return t(`review.did.${mine.type}`, {
    tile: tile === null ? '' : tileName(t, tile),
    set: mine.type === 'chow' ? chowName(t, mine.lowest) : '',
  });
}

/** A figure to one decimal at most, as the losses say it: "6.2", "6". */
const tenths = (x: number) => String(Math.round(x * 10) / 10);

/** A loss by the analyser's figures: the chance to win and the expected points given up. */
function oddsLossText(t: Translate, loss: Extract<Loss, { type: 'odds' }>): string {
  const chance = Math.round(loss.chance * 10) / 10;
  const points = Math.round(loss.points * 10) / 10;
  const pp = t(`review.loss.pp.${chance === 1 ? 'one' : 'other'}`, { chance: tenths(chance) });
  const ep = t(`review.loss.expected.${points === 1 ? 'one' : 'other'}`, {
    points: tenths(points),
  });
  if (chance > 0 && points > 0) return t('review.loss.odds', { chance: pp, points: ep });
  if (chance > 0) return t('review.loss.chance', { chance: pp });
  if (points > 0) return t('review.loss.points', { points: ep });
  // Less than a tenth lost, yet the shown figures differ: say which way, without a 0.
  return t(`review.loss.slight.${loss.aim}`);
}

export function lossText(t: Translate, loss: Loss): string {
  switch (loss.type) {
    case 'win':
      return t('review.loss.win', { points: loss.points, count: loss.points });
    case 'odds':
      return oddsLossText(t, loss);
    case 'slower':
      return t(`review.loss.slower.${loss.count === 1 ? 'one' : 'other'}`, { count: loss.count });
    case 'value':
      return t('review.loss.value', { points: loss.points, count: loss.points });
    case 'risk':
      return t('review.loss.risk', { points: loss.points, count: loss.points });
    case 'tiles':
      return t(`review.loss.tiles.${loss.count === 1 ? 'one' : 'other'}`, { count: loss.count });
    case 'other':
      return t('review.loss.other');
  }
}

export const FIGURE_LABEL: Record<FigureLine, MessageKey> = {
  win: 'review.fig.win',
  chance: 'review.fig.chance',
  expected: 'review.fig.expected',
  away: 'review.fig.away',
  tiles: 'review.fig.tiles',
  value: 'review.fig.value',
  risk: 'review.fig.risk',
};

/**
 * One figure of a choice, as a short cell: "2", "ready", "24%", "3.1", "≈ 24 pts", "—". Two cells
 * read the same exactly when their values and decimals are the same (model.ts `sameFiguresShown`).
 */
export function figureText(t: Translate, line: FigureLine, cell: FigureCell | null): string {
  if (cell === null) return t('review.fig.none');
  const figure = cell.value.toFixed(cell.digits);
  switch (line) {
    case 'away':
      return cell.value < 0
        ? t('review.fig.complete')
        : cell.value === 0
          ? t('review.fig.ready')
          : figure;
    case 'tiles':
    case 'expected':
      return figure;
    case 'chance':
      return `${figure}%`;
    case 'value':
      return t('review.fig.about', { points: figure });
    case 'risk':
    case 'win':
      return t('review.fig.points', { points: figure });
  }
}

/** A figure row in words: its label and both columns. */
export function figureCells(t: Translate, row: FigureRow): [string, string, string] {
  return [
    t(FIGURE_LABEL[row.line]),
    figureText(t, row.line, row.mine),
    figureText(t, row.line, row.coach),
  ];
}

/** The person's move as the subject of a sentence: "discarding 5 of Dots", "letting 3 of Dots go". */
export function doingText(t: Translate, view: PlayerView, review: DecisionReview): string {
  return t(`review.doing.${review.mine.type}`, choiceVars(t, view, review.mine, review));
}

/**
 * The costliest move in one line. A discard the analyser measured says what it did to the chance
 * to win (or, when the coach aims for points, to the points to expect), in the coach's plain words
 * ("about 1 in 4"), with figures where the words would read alike; anything else names its loss.
 */
function costliestText(w: Words, row: ReviewRow, review: DecisionReview, loss: Loss): string {
  const { t } = w;
  const vars = { move: doingText(t, row.decision.view, review), n: row.n };
  const { winChance: coachChance, expectedPoints: coachPoints } = review.coachFigures;
  const { winChance: mineChance, expectedPoints: minePoints } = review.mineFigures;
  if (
    loss.type === 'odds' &&
    coachChance !== null &&
    mineChance !== null &&
    coachPoints !== null &&
    minePoints !== null
  ) {
    const cut = (
      key: 'chance' | 'points',
      from: string,
      to: string,
      fromFig: string,
      toFig: string,
    ) =>
      t(`review.costliest.${key}`, {
        ...vars,
        from: from === to ? fromFig : from,
        to: from === to ? toFig : to,
      });
    const figures = row.figures ?? [];
    const fig = (line: FigureLine, side: 'mine' | 'coach') => {
      const r = figures.find((f) => f.line === line);
      return r === undefined ? '' : figureText(t, line, r[side]);
    };
    const byChance = () =>
      cut(
        'chance',
        oddsText(w, coachChance),
        oddsText(w, mineChance),
        fig('chance', 'coach'),
        fig('chance', 'mine'),
      );
    const byPoints = () =>
      cut(
        'points',
        expectText(w, coachPoints),
        expectText(w, minePoints),
        fig('expected', 'coach'),
        fig('expected', 'mine'),
      );
    const chanceCut = fig('chance', 'coach') !== fig('chance', 'mine') && loss.chance > 0;
    const pointsCut = fig('expected', 'coach') !== fig('expected', 'mine') && loss.points > 0;
    if (loss.aim === 'points' ? pointsCut : chanceCut)
      return loss.aim === 'points' ? byPoints() : byChance();
    if (chanceCut) return byChance();
    if (pointsCut) return byPoints();
  }
  return t('review.costliest', { ...vars, loss: lossText(t, loss) });
}

/**
 * "You matched the coach on 9 of 12 moves. Your costliest move: discarding 5 of Dots (move 7) cut
 * your chance to win from about 1 in 4 to about 1 in 6."
 */
export function summaryText(w: Words, summary: ReviewSummary): string[] {
  const { t } = w;
  if (summary.total === 0) return [];
  if (summary.matched === summary.total) return [t('review.summary.all')];
  const lines = [
    t(summary.total === 1 ? 'review.summary.one' : 'review.summary.other', {
      matched: summary.matched,
      total: summary.total,
    }),
  ];
  const c = summary.costliest;
  if (c !== null && c.loss !== null && c.review) lines.push(costliestText(w, c, c.review, c.loss));
  return lines;
}

/**
 * Why the coach prefers its move when no figure shows it (a claim or a pass given up for a
 * pattern, or for no progress): the coach's claim advice in words; null when there is none.
 */
export function reasonText(w: Words, review: DecisionReview): string | null {
  const claim = review.advice.claim;
  return claim === null ? null : claimText(w, claim);
}

const isClaim = (m: MoveChoice) =>
  m.type === 'pass' || m.type === 'pung' || m.type === 'kong' || m.type === 'chow';

/**
 * The comment on a decision in the replay: the coach's own review sentences when they describe
 * it (a discard against its suggested discard, a claim or pass against its claim advice), else
 * what the person did and what the coach would have done; then what the difference cost.
 */
export function commentLines(w: Words, row: ReviewRow): string[] {
  const { t } = w;
  const review = row.review;
  if (!review) return [];
  const { view, action } = row.decision;
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
      row.verdict === 'different' || row.verdict === 'better'
        ? `${did}. ${wouldText(t, view, review)}.`
        : `${did}: ${t('review.same').toLowerCase()}.`,
    );
  }
  // Another move than the coach's, as good or better by the analyser's figures: said plainly, so
  // the coach's reason for its own move does not read as a reproach.
  if (row.verdict === 'equal' || row.verdict === 'better')
    lines.push(
      t(
        row.verdict === 'equal' && figuresAhead(review)
          ? 'review.comment.even'
          : `review.comment.${row.verdict}`,
      ),
    );
  const loss = row.loss;
  if (loss !== null && loss.type !== 'other' && loss.type !== 'tiles' && loss.type !== 'slower')
    lines.push(`${capitalise(lossText(t, loss))}.`);
  return lines;
}

/**
 * Whether the analyser's figures put the person's move ahead of the coach's, for the aim: where
 * the coach weighed what they leave out (danger, its look-ahead), such a move is "just as good".
 */
function figuresAhead(review: DecisionReview): boolean {
  const first = review.aim === 'win' ? 'winChance' : 'expectedPoints';
  const mine = review.mineFigures[first];
  const coach = review.coachFigures[first];
  return mine !== null && coach !== null && mine - coach > 1e-9 * Math.max(1, Math.abs(coach));
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
