/**
 * The coach's overlays (issue 7): a panel above the person's hand — tiles away from ready, the
 * suggested discard with its reason, the waits with their unseen copies and points, the patterns
 * in reach — and a line in the claim bar. In the "after I choose" mode the panel shows instead the
 * review of the person's last decision.
 */
import { useId, useState } from 'react';
import type { PlayerView } from '../../engine';
import type { TileKind } from '../../engine';
import type { CoachAdvice, DangerMark, DiscardAdvice, WaitAdvice } from '../../store';
import { selectFreshAdvice, selectLatestAdvice, useAppStore } from '../../store';
import { tileName } from '../i18n';
import { RULESET_DRAWINGS } from '../rulesets';
import { KindTile } from '../tiles/Tile';
import type { Words } from './text';
import {
  claimText,
  discardText,
  expectShortText,
  expectText,
  leftText,
  oddsShortText,
  oddsText,
  percentText,
  patternLine,
  pointsText,
  progressText,
  reviewText,
  useWords,
} from './text';
import './coach.css';

function Wait({ w, wait }: { w: Words; wait: WaitAdvice }) {
  const left = leftText(w, wait.unseen);
  const label = w.c('coach.wait', {
    tile: tileName(w.t, wait.kind),
    left,
    points: wait.discardPoints,
    self: wait.selfDrawnPoints,
  });
  return (
    <li className={`coach-wait${wait.unseen === 0 ? ' coach-wait--dead' : ''}`} aria-label={label}>
      <KindTile kind={wait.kind} size="small" />
      <span aria-hidden="true">
        <span className="coach-left">{left}</span>{' '}
        <span className="coach-pts">{pointsText(w, wait.discardPoints)}</span>
        {wait.selfDrawnPoints !== wait.discardPoints && (
          <span className="coach-self">
            {' '}
            ({w.c('coach.selfDrawn', { points: wait.selfDrawnPoints })})
          </span>
        )}
      </span>
    </li>
  );
}

/** How many discards the panel compares. */
const SHOWN_OPTIONS = 3;

/**
 * How dangerous discarding `kind` is, as the hand's tiles show it (0 none to 3 dangerous): the
 * tile that danger put below the numbers is dangerous, as the reason beside it says, even before
 * the late-hand shading starts.
 */
function dangerLevel(
  kind: TileKind,
  discard: DiscardAdvice,
  danger: readonly DangerMark[] | null,
): number {
  const marked = danger?.find((d) => d.kind === kind)?.level ?? 0;
  const overridden = discard.reason.type === 'safety' && discard.reason.instead === kind;
  return overridden ? 3 : marked;
}

/**
 * The best discards by the analyser's numbers (issue 16): the chance to win before the wall ends
 * and the points to expect, in words and as figures. The suggestion comes first, even when danger
 * put it below the numbers' best; then each discard carries its danger as the hand's tiles do, so
 * better numbers on a dangerous tile read as such before the reason below them.
 */
function Options({
  w,
  discard,
  danger,
}: {
  w: Words;
  discard: DiscardAdvice;
  danger: readonly DangerMark[] | null;
}) {
  const suggested = discard.recommended.kind;
  const first = discard.figures.find((f) => f.kind === suggested);
  const rest = discard.figures.filter((f) => f.kind !== suggested);
  const shown = (first === undefined ? rest : [first, ...rest]).slice(0, SHOWN_OPTIONS);
  if (shown.length === 0) return null;
  return (
    <ol className="coach-options" aria-label={w.c('coach.options')} data-testid="coach-options">
      {shown.map((f) => {
        const tile = tileName(w.t, f.kind);
        const percent = percentText(f.winChance);
        const expected = f.expectedPoints.toFixed(1);
        const estimate = f.exact ? '' : '≈';
        const level = dangerLevel(f.kind, discard, danger);
        const figures = w.c('coach.option', {
          tile,
          chance: oddsText(w, f.winChance),
          percent,
          points: expectText(w, f.expectedPoints),
          expected,
          estimate: f.exact ? '' : w.c('coach.option.estimate'),
        });
        const risk = level > 0 ? `, ${w.t(`table.danger.${level}` as 'table.danger.1')}` : '';
        const label = `${figures}${risk}${f.kind === suggested ? ` (${w.c('coach.option.suggested')})` : ''}`;
        return (
          <li
            key={f.kind}
            className={`coach-option${f.kind === suggested ? ' coach-option--suggested' : ''}${level > 0 ? ` coach-option--danger-${level}` : ''}`}
            aria-label={label}
            data-tile-kind={f.kind}
            data-win-chance={f.winChance}
            data-expected-points={f.expectedPoints}
          >
            <KindTile kind={f.kind} size="small" />
            {/* A desktop's columns: the chance and the points, each in words and as a figure. */}
            <span className="coach-option-chance" aria-hidden="true">
              {oddsText(w, f.winChance)}
            </span>
            <span className="coach-option-percent" aria-hidden="true">
              {estimate}
              {percent}
            </span>
            <span className="coach-option-points" aria-hidden="true">
              {expectText(w, f.expectedPoints)}
            </span>
            <span className="coach-option-expected" aria-hidden="true">
              {estimate}
              {expected}
            </span>
            {/* A phone's strip: the same in short, three discards side by side. */}
            <span className="coach-option-odds" aria-hidden="true">
              {oddsShortText(w, f.winChance)}
            </span>
            <span className="coach-option-pts" aria-hidden="true">
              {expectShortText(w, f.expectedPoints)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function Patterns({
  w,
  advice,
  id,
  view,
}: {
  w: Words;
  advice: CoachAdvice;
  id: string;
  view: PlayerView;
}) {
  const words = RULESET_DRAWINGS[view.ruleset].coach;
  if (!words.patterns || advice.patterns.length === 0)
    return (
      <p id={id} className="coach-note" data-testid="coach-scoring">
        {w.c(words.scoring, { limit: view.options.ravenna?.limit ?? 0 })}
      </p>
    );
  return (
    <ul id={id} className="coach-patterns" aria-label={w.c('coach.patterns')}>
      {advice.patterns.slice(0, 5).map((p) => {
        const line = patternLine(w, p);
        return (
          <li
            key={`${p.id}/${String(p.tile ?? p.suit)}`}
            className={line.onTrack ? 'coach-pattern coach-pattern--on' : 'coach-pattern'}
            data-pattern={p.id}
          >
            <span className="coach-pattern-name">{line.name}</span>
            <span className="coach-pattern-points">{line.points}</span>
            <span className="coach-pattern-status">{line.status}</span>
          </li>
        );
      })}
    </ul>
  );
}

function Live({ view, w }: { view: PlayerView; w: Words }) {
  const latest = useAppStore(selectLatestAdvice);
  const fresh = useAppStore(selectFreshAdvice);
  const [open, setOpen] = useState(false);
  const patternsId = useId();
  if (latest === null) return null;
  const advice = fresh ?? latest;
  const discard = fresh?.discard ?? null;
  const deadWait = advice.waits.length > 0 && advice.waits.every((x) => x.unseen === 0);
  const words = RULESET_DRAWINGS[view.ruleset].coach;
  const east = view.seat === 0;
  return (
    <>
      <div className="coach-head">
        <strong className="coach-title">{w.c('coach.title')}</strong>{' '}
        <p className="coach-progress" data-testid="coach-progress">
          {progressText(w, advice)}
        </p>
        <button
          type="button"
          className="coach-toggle"
          aria-expanded={open}
          aria-controls={patternsId}
          onClick={() => setOpen(!open)}
        >
          {open ? w.c(words.hideMore) : w.c(words.more)}
        </button>
      </div>
      <ClaimHint view={view} />
      {discard !== null && (
        <p className={`coach-line coach-line--${discard.reason.type}`} data-testid="coach-discard">
          <KindTile kind={discard.recommended.kind} size="small" />
          <span className="coach-text">{discardText(w, view, discard, advice.waits)}</span>
        </p>
      )}
      {discard !== null && <Options w={w} discard={discard} danger={fresh?.danger ?? null} />}
      {fresh?.kong != null && (
        <p className="coach-line" data-testid="coach-kong">
          <KindTile kind={fresh.kong.kind} size="small" />
          <span className="coach-text">
            {w.c(words.kong, { tile: tileName(w.t, fresh.kong.kind) })}
          </span>
        </p>
      )}
      {advice.waits.length > 0 && (
        <div className="coach-waits" data-testid="coach-waits">
          <span className="coach-label">{w.c('coach.waits')}</span>
          <ul>
            {advice.waits.map((wait) => (
              <Wait key={wait.kind} w={w} wait={wait} />
            ))}
          </ul>
        </div>
      )}
      {deadWait && <p className="coach-note">{w.c('coach.deadWait')}</p>}
      {words.eastDouble && east && advice.waits.length > 0 && (
        <p className="coach-note" data-testid="coach-east">
          {w.c('coach.eastDouble')}
        </p>
      )}
      {fresh?.danger != null && (
        <p className="coach-note coach-note--danger" data-testid="coach-danger">
          {w.c('coach.danger')}
        </p>
      )}
      {open && <Patterns w={w} advice={advice} id={patternsId} view={view} />}
      {open && <p className="coach-note">{w.c('coach.readyMeans')}</p>}
    </>
  );
}

function Review({ view, w }: { view: PlayerView; w: Words }) {
  const review = useAppStore((s) => s.coachReview);
  const lines = review === null ? [w.c('coach.review.waiting')] : reviewText(w, view, review);
  const discard = review?.advice?.discard ?? null;
  return (
    <div className="coach-review" data-testid="coach-review">
      <p className="coach-progress">
        <strong className="coach-title">
          {review === null ? w.c('coach.title') : w.c('coach.review.title')}
        </strong>
      </p>
      {lines.map((line, i) => (
        <p key={i} className={i === 0 ? 'coach-line' : 'coach-note'}>
          {i === 0 && discard !== null && <KindTile kind={discard.recommended.kind} size="small" />}
          <span className="coach-text">{line}</span>
        </p>
      ))}
    </div>
  );
}

export function CoachPanel({ view }: { view: PlayerView }) {
  const mode = useAppStore((s) => s.settings.hints);
  const w = useWords();
  if (view.phase.kind === 'handOver' || view.phase.kind === 'matchOver') return null;
  return (
    // Focusable: its fixed place scrolls when the advice is long, and a keyboard must scroll it too.
    <section className="coach" aria-label={w.c('coach.title')} aria-live="polite" tabIndex={0}>
      {mode === 'afterChoice' ? <Review view={view} w={w} /> : <Live view={view} w={w} />}
    </section>
  );
}

/** The coach's word on a claim: claim or pass, and why (live mode), first in the panel. */
export function ClaimHint({ view }: { view: PlayerView }) {
  const advice = useAppStore(selectFreshAdvice);
  const w = useWords();
  const claim = advice?.claim ?? null;
  if (claim === null || view.phase.kind === 'turn') return null;
  return (
    <p className="coach-claim" data-testid="coach-claim">
      {claimText(w, claim)}
    </p>
  );
}
