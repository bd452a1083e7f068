/**
 * The coach's overlays (issues 7 and 35). On a phone, a strip under the hand: the advice itself —
 * the suggested discard and its whole reason, or the claim, or how far the hand is — beside the
 * three best discards, and a button that opens the details in a sheet over the board (the hand and
 * the suggested tile stay in view). On a desktop the side panel has room for the details inline.
 * In the "after I choose" mode the strip shows the review of the person's last decision instead.
 */
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import type { PlayerView, TileKind } from '../../engine';
import type { CoachAdvice, DangerMark, DiscardAdvice, WaitAdvice } from '../../store';
import { selectFreshAdvice, selectLatestAdvice, useAppStore } from '../../store';
import { tileName } from '../i18n';
import { RULESET_DRAWINGS } from '../rulesets';
import { useWideTable } from '../table/wideTable';
import { KindTile } from '../tiles/Tile';
import { CoachSheet } from './CoachSheet';
import { FitText } from './FitText';
import type { Words } from './text';
import {
  claimText,
  dangerDetails,
  discardForms,
  discardText,
  expectShortText,
  expectText,
  expectedText,
  leftText,
  oddsShortText,
  oddsText,
  patternLine,
  percentText,
  pointsText,
  progressText,
  reviewText,
  shownOptions,
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

/** How the hand's shading marks a discard (0 none to 3 dangerous): the same tint on both. */
const levelOf = (kind: number, danger: readonly DangerMark[] | null) =>
  danger?.find((d) => d.kind === kind)?.level ?? 0;

/**
 * The best discards by the analyser's numbers (issue 16): the chance to win before the wall ends
 * and the points to expect. The suggestion comes first and the tile its reason compares it with
 * second, so the comparison reads here; each is tinted as the hand's tiles are.
 */
export function Options({
  w,
  discard,
  danger,
}: {
  w: Words;
  discard: DiscardAdvice;
  danger: readonly DangerMark[] | null;
}) {
  const suggested = discard.recommended.kind;
  const shown = shownOptions(discard);
  if (shown.length === 0) return null;
  return (
    <ol className="coach-options" aria-label={w.c('coach.options')} data-testid="coach-options">
      {shown.map((f) => {
        const tile = tileName(w.t, f.kind);
        const percent = percentText(f.tableChance);
        const expected = f.tablePoints.toFixed(1);
        const estimate = f.exact ? '' : '≈';
        const level = levelOf(f.kind, danger);
        const figures = w.c('coach.option', {
          tile,
          chance: oddsText(w, f.tableChance),
          percent,
          points: expectText(w, f.tablePoints),
          expected,
          estimate: f.exact ? '' : w.c('coach.option.estimate'),
        });
        const risk = level === 0 ? '' : `, ${w.t(`table.danger.${level}`)}`;
        const label = `${figures}${risk}${f.kind === suggested ? ` (${w.c('coach.option.suggested')})` : ''}`;
        const nothing = f.tableChance <= 0;
        return (
          <li
            key={f.kind}
            className={`coach-option${f.kind === suggested ? ' coach-option--suggested' : ''}${level > 0 ? ` coach-option--danger-${level}` : ''}`}
            aria-label={label}
            data-tile-kind={f.kind}
            data-win-chance={f.tableChance}
            data-expected-points={f.tablePoints}
          >
            <KindTile kind={f.kind} size="small" />
            {/* A desktop's columns: the chance and the points, each in words and as a figure. */}
            <span className="coach-option-chance" aria-hidden="true">
              {oddsText(w, f.tableChance)}
            </span>
            <span className="coach-option-percent" aria-hidden="true">
              {estimate}
              {percent}
            </span>
            <span className="coach-option-points" aria-hidden="true">
              {expectText(w, f.tablePoints)}
            </span>
            <span className="coach-option-expected" aria-hidden="true">
              {estimate}
              {expected}
            </span>
            {/* A phone's strip: the same in short, three discards on one line. */}
            <span className="coach-option-short" aria-hidden="true">
              <span>{oddsShortText(w, f.tableChance)}</span>
              {!nothing && (
                <>
                  {' · '}
                  <span>{expectShortText(w, f.tablePoints)}</span>
                </>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The patterns in reach, most useful first. `fit` (a desktop's side panel with its explanation
 * closed): as many as the panel holds without scrolling, dropping the least useful first; `key`
 * names the rest of the panel's content, so that new advice starts again from all of them.
 */
function Patterns({
  w,
  advice,
  view,
  fit,
  fitKey,
}: {
  w: Words;
  advice: CoachAdvice;
  view: PlayerView;
  fit: boolean;
  fitKey: string;
}) {
  const words = RULESET_DRAWINGS[view.ruleset].coach;
  if (!words.patterns || advice.patterns.length === 0)
    return (
      <p className="coach-note" data-testid="coach-scoring">
        {w.c(words.scoring, words.scoringVars(view.options))}
      </p>
    );
  const all = advice.patterns;
  const candidates = all.map((_, i) => ({ count: all.length - i, fitKey }));
  return (
    <FitText
      candidates={candidates}
      measure={fit ? '.coach' : null}
      render={({ count }) => (
        <ul className="coach-patterns" aria-label={w.c('coach.patterns')}>
          {all.slice(0, count).map((p) => {
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
      )}
    />
  );
}

/**
 * Reference the panel's reader may want: how to read the numbers, the tints and the word "ready";
 * in a ruleset without patterns, how hands score. In the phone's sheet, a section
 * like the others (the sheet is there to be read). In the desktop's side panel, which must read
 * whole without scrolling beside the table, a disclosure a person opens when they want it: the
 * advice, the reasons, the hand and its patterns stay in sight (issue 36: the panel ran 300 px past
 * the bottom of a 1280×800 screen on most turns).
 */
function Explain({
  title,
  wide,
  testId,
  onToggle,
  children,
}: {
  title: string;
  wide: boolean;
  testId: string;
  onToggle?: (open: boolean) => void;
  children: ReactNode;
}) {
  if (!wide)
    return (
      <section className="coach-section">
        <h3>{title}</h3>
        {children}
      </section>
    );
  return (
    <details
      className="coach-section coach-explain"
      data-testid={testId}
      onToggle={(e) => onToggle?.(e.currentTarget.open)}
    >
      <summary>
        <h2>{title}</h2>
      </summary>
      {children}
    </details>
  );
}

/**
 * Everything the strip has no room for: the numbers explained, why, the hand, what scores. Its
 * headings sit under the sheet's title (h2) on a phone, under the page's title (h1) on a desktop.
 * On a desktop the advice above already reads in its fullest form, so "why" holds only what the
 * advice rests on (a warning's signs), never the same sentence twice.
 */
function Details({
  view,
  w,
  advice,
  fresh,
  wide,
}: {
  view: PlayerView;
  w: Words;
  advice: CoachAdvice;
  fresh: CoachAdvice | null;
  wide: boolean;
}) {
  const H = wide ? 'h2' : 'h3';
  const [explaining, setExplaining] = useState(false);
  const words = RULESET_DRAWINGS[view.ruleset].coach;
  const discard = fresh?.discard ?? null;
  const deadWait = advice.waits.length > 0 && advice.waits.every((x) => x.unseen === 0);
  const expected = discard === null ? null : expectedText(w, discard);
  const why = discard === null || wide ? [] : [discardText(w, view, discard, advice.waits)];
  const danger = discard === null ? [] : dangerDetails(w, view, discard);
  // New advice (what stands above the patterns) tries all of their rows again.
  const fitKey = JSON.stringify(fresh ?? advice);
  return (
    <div className="coach-details" data-testid="coach-details">
      {why.length + danger.length > 0 && (
        <section className="coach-section" data-testid="coach-why">
          <H>{w.c('coach.section.why')}</H>
          {[...why, ...danger].map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </section>
      )}
      <section className="coach-section">
        <H>{w.c('coach.section.hand')}</H>
        <p data-testid="coach-progress">{progressText(w, advice)}</p>
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
        {words.eastDouble && view.seat === 0 && advice.waits.length > 0 && (
          <p className="coach-note" data-testid="coach-east">
            {w.c('coach.eastDouble')}
          </p>
        )}
      </section>
      {words.patterns ? (
        <section className="coach-section">
          <H>{w.c('coach.patterns')}</H>
          <Patterns w={w} advice={advice} view={view} fit={wide && !explaining} fitKey={fitKey} />
        </section>
      ) : (
        // A ruleset without patterns explains how hands score: reference, opened when wanted.
        <Explain title={w.c(words.more)} wide={wide} testId="coach-scoring-rules">
          <Patterns w={w} advice={advice} view={view} fit={false} fitKey={fitKey} />
        </Explain>
      )}
      <Explain
        title={w.c('coach.section.numbers')}
        wide={wide}
        testId="coach-explain"
        onToggle={setExplaining}
      >
        <p className="coach-legend">{w.c('coach.legend')}</p>
        {expected !== null && <p data-testid="coach-expected">{expected}</p>}
        {fresh?.danger != null && (
          <p className="coach-note coach-note--danger" data-testid="coach-danger">
            {w.c('coach.danger')}
          </p>
        )}
        <p className="coach-note">{w.c('coach.readyMeans')}</p>
      </Explain>
    </div>
  );
}

/** The advice of the moment, in the forms it can take from the fullest to the shortest. */
function adviceLine(
  w: Words,
  view: PlayerView,
  advice: CoachAdvice,
  fresh: CoachAdvice | null,
): { readonly forms: string[]; readonly tile: TileKind | null; readonly kind: string } {
  const words = RULESET_DRAWINGS[view.ruleset].coach;
  if (fresh?.claim != null && view.phase.kind !== 'turn')
    return { forms: [claimText(w, fresh.claim)], tile: null, kind: 'claim' };
  if (fresh?.discard != null)
    return {
      forms: discardForms(w, view, fresh.discard, fresh.waits),
      tile: fresh.discard.recommended.kind,
      kind: fresh.discard.reason.type,
    };
  if (fresh?.kong != null)
    return {
      forms: [w.c(words.kong, { tile: tileName(w.t, fresh.kong.kind) })],
      tile: fresh.kong.kind,
      kind: 'kong',
    };
  return { forms: [progressText(w, advice)], tile: null, kind: 'progress' };
}

/** The strip's line, named for tests and tools by what it says. */
const STRIP_IDS: Readonly<Record<string, string>> = {
  claim: 'coach-claim',
  kong: 'coach-kong',
  progress: 'coach-now',
};

function DetailsButton({ w, onOpen, open }: { w: Words; onOpen: () => void; open: boolean }) {
  return (
    <button
      type="button"
      className="coach-toggle"
      aria-expanded={open}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      {w.c('coach.details')}
    </button>
  );
}

function Live({ view, w }: { view: PlayerView; w: Words }) {
  const latest = useAppStore(selectLatestAdvice);
  const fresh = useAppStore(selectFreshAdvice);
  const legendSeen = useAppStore((s) => s.settings.coachLegendSeen);
  const wide = useWideTable();
  const [open, setOpen] = useState(false);
  if (latest === null) return null;
  const advice = fresh ?? latest;
  const discard = fresh?.discard ?? null;
  const line = adviceLine(w, view, advice, fresh);
  // The legend shows in the strip during the first hand with the coach, when there is room for it
  // beside the whole reason; it is always in the details.
  const legend = !legendSeen && discard !== null && !wide;
  const candidates = [
    ...(legend ? line.forms.map((text) => ({ text, legend: true })) : []),
    ...line.forms.map((text) => ({ text, legend: false })),
  ];
  return (
    <>
      <FitText
        candidates={candidates}
        measure={wide ? null : '.coach'}
        render={({ text, legend: withLegend }) => (
          <>
            <p
              className={`coach-line coach-line--${line.kind}`}
              data-testid={STRIP_IDS[line.kind] ?? 'coach-discard'}
            >
              {line.tile !== null && <KindTile kind={line.tile} size="small" />}
              <span className="coach-text">{text}</span>
            </p>
            {withLegend && (
              <p className="coach-legend coach-legend--strip">{w.c('coach.legend.short')}</p>
            )}
          </>
        )}
      />
      {!wide && <DetailsButton w={w} open={open} onOpen={() => setOpen(true)} />}
      {discard !== null && <Options w={w} discard={discard} danger={fresh?.danger ?? null} />}
      {wide ? (
        <Details view={view} w={w} advice={advice} fresh={fresh} wide />
      ) : (
        open && (
          <CoachSheet
            title={w.c('coach.details.title')}
            close={w.c('coach.details.close')}
            onClose={() => setOpen(false)}
          >
            <Details view={view} w={w} advice={advice} fresh={fresh} wide={false} />
          </CoachSheet>
        )
      )}
    </>
  );
}

function Review({ view, w }: { view: PlayerView; w: Words }) {
  const review = useAppStore((s) => s.coachReview);
  const wide = useWideTable();
  const [open, setOpen] = useState(false);
  const lines = review === null ? [w.c('coach.review.waiting')] : reviewText(w, view, review);
  const discard = review?.advice?.discard ?? null;
  const body = lines.map((line, i) => (
    <p key={i} className={i === 0 ? 'coach-line' : 'coach-note'}>
      {i === 0 && discard !== null && <KindTile kind={discard.recommended.kind} size="small" />}
      <span className="coach-text">{line}</span>
    </p>
  ));
  const title = review === null ? w.c('coach.title') : w.c('coach.review.title');
  if (wide)
    return (
      <div className="coach-review" data-testid="coach-review">
        <p className="coach-progress">
          <strong className="coach-title">{title}</strong>
        </p>
        {body}
      </div>
    );
  // On a phone the first line in the strip (all of it when it fits), every line in the details.
  return (
    <div className="coach-review" data-testid="coach-review">
      <FitText
        candidates={[lines, lines.slice(0, 1)]}
        measure=".coach"
        render={(shown) => <>{body.slice(0, shown.length)}</>}
      />
      {lines.length > 0 && <DetailsButton w={w} open={open} onOpen={() => setOpen(true)} />}
      {open && (
        <CoachSheet title={title} close={w.c('coach.details.close')} onClose={() => setOpen(false)}>
          <div className="coach-details">{body}</div>
        </CoachSheet>
      )}
    </div>
  );
}

export function CoachPanel({ view }: { view: PlayerView }) {
  const mode = useAppStore((s) => s.settings.hints);
  const legendSeen = useAppStore((s) => s.settings.coachLegendSeen);
  const updateSettings = useAppStore((s) => s.updateSettings);
  const wide = useWideTable();
  const w = useWords(view.ruleset);
  const over = view.phase.kind === 'handOver' || view.phase.kind === 'matchOver';
  // The first hand played with the coach's numbers has shown the legend: from then on it is read
  // in the details only.
  useEffect(() => {
    if (over && mode === 'live' && !legendSeen) updateSettings({ coachLegendSeen: true });
  }, [over, mode, legendSeen, updateSettings]);
  if (over) return null;
  return (
    // A desktop's side panel scrolls when its details are long: the keyboard scrolls it too.
    <section
      className="coach"
      aria-label={w.c('coach.title')}
      aria-live="polite"
      tabIndex={wide ? 0 : undefined}
    >
      {mode === 'afterChoice' ? <Review view={view} w={w} /> : <Live view={view} w={w} />}
    </section>
  );
}
