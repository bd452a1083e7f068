/**
 * The replay of one hand: every seat's tiles face up, with their sets and discards, stepped one
 * action at a time (buttons, ← → Home End, a slider), the move in words, and the coach's comment
 * when a coach is there. The states come from the store's `handStates`, which replays the log
 * with the engine; this component only draws them.
 */
import { LayoutGroup } from 'motion/react';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import type { GameState, Seat } from '../../engine';
import { playerView } from '../../engine';
import type { FinishedMatch } from '../../persistence';
import { handStates } from '../../persistence';
import { aboutPlayer, playerName, tileName } from '../i18n';
import type { Translate } from '../i18n';
import { RULESET_DRAWINGS, useRulesetT } from '../rulesets';
import { Melds } from '../table/Melds';
import { River } from '../table/River';
import { KindTile, Tile } from '../tiles/Tile';
import type { ReplayCoach } from './coach';
import { useFocusOnOpen } from './MatchDetail';
import { StepControls, useStepKeys } from './StepControls';
import type { Sentence } from './replayModel';
import { activity, concealedLayout, describeStep, lastRiverTile, playersOf } from './replayModel';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

function say(t: Translate, s: Sentence): string {
  return t(s.key, {
    ...(s.player === undefined ? {} : { name: playerName(t, s.player) }),
    ...(s.kind === undefined ? {} : { tile: tileName(t, s.kind) }),
    ...(s.call === undefined ? {} : { call: t(`call.${s.call}`) }),
    ...(s.set === undefined ? {} : { set: t(`set.${s.set}`) }),
    ...(s.points === undefined ? {} : { points: s.points, count: s.points }),
  });
}

function ReplaySeat({ state, seat }: { state: GameState; seat: Seat }) {
  const t = useRulesetT(state.config.ruleset);
  const players = playersOf(state);
  const name = playerName(t, players[seat]);
  const wind = t(`wind.${seat}`);
  const s = state.hand.seats[seat];
  const { tiles, drawn } = concealedLayout(state, seat);
  const { toMove, mayClaim } = activity(state);
  const marker =
    toMove === seat ? t('replay.toMove') : mayClaim.includes(seat) ? t('replay.mayClaim') : null;
  const phase = state.hand.phase;
  const won =
    (phase.kind === 'handOver' || phase.kind === 'matchOver') &&
    phase.result.kind === 'win' &&
    phase.result.winner === seat;
  return (
    <section
      className={`replay-seat${toMove === seat ? ' replay-seat--active' : ''}${won ? ' replay-seat--won' : ''}`}
      aria-label={`${name}, ${wind}`}
      data-seat={seat}
      data-player={players[seat]}
    >
      <header className="replay-seat-head">
        <span className={`wind-disc${seat === 0 ? ' wind-disc--east' : ''}`} aria-hidden="true">
          {t(`wind.short.${seat}`)}
        </span>
        <span className="seat-name">{name}</span>
        <span className="replay-wind">{wind}</span>
        {marker !== null && <span className="replay-marker">{marker}</span>}
      </header>
      <div className="replay-tiles">
        <div
          className="replay-hand"
          role="group"
          aria-label={aboutPlayer(t, 'replay.hand', players[seat])}
          data-testid={`replay-hand-${seat}`}
        >
          {tiles.map((id) => (
            <Tile key={id} id={id} size="meld" />
          ))}
          {drawn !== null && (
            <span className="replay-drawn">
              <Tile id={drawn} size="meld" note={t('table.drawnTile')} />
            </span>
          )}
        </div>
        <Melds
          melds={s.melds}
          bonus={s.bonus}
          owner={seat}
          player={players[seat]}
          ruleset={state.config.ruleset}
          size="meld"
        />
      </div>
      <River river={s.river} last={lastRiverTile(state)} player={players[seat]} position="replay" />
    </section>
  );
}

function Outcome({ state }: { state: GameState }) {
  const t = useRulesetT(state.config.ruleset);
  const phase = state.hand.phase;
  if (phase.kind !== 'handOver' && phase.kind !== 'matchOver') return null;
  const r = phase.result;
  if (r.kind !== 'win') return null;
  return (
    <>
      <p className="replay-winning">
        {t('replay.winningTile')} <KindTile kind={r.hand.winningTile} size="meld" />
      </p>
      {/* What the win scored in its ruleset's terms: Zung Jung's patterns, Ravenna's score. */}
      <table className="patterns replay-patterns" data-testid="replay-patterns">
        <caption>{t('result.counted')}</caption>
        <tbody>
          {RULESET_DRAWINGS[state.config.ruleset].history.winLines(t, r).map((line) => (
            <tr key={line.id} data-pattern={line.id}>
              <th scope="row">
                {line.label}
                {line.detail !== undefined && <span className="per-unit"> ({line.detail})</span>}
              </th>
              <td className="points">{line.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function Replay({
  match,
  handNumber,
  onBack,
  coach,
  initialStep = 0,
  backLabel,
  actions,
  handCount,
}: {
  /** The match (only its log is read: a match still being played will do). */
  match: Pick<FinishedMatch, 'log'>;
  handNumber: number;
  /** How many hands the match had, when it is over (a Ravenna match has no fixed length). */
  handCount?: number;
  onBack: () => void;
  coach?: ReplayCoach;
  /** The position to open at (the after-hand review opens at a decision). */
  initialStep?: number;
  /** The back button's words, when it does not go back to the match's hands. */
  backLabel?: string;
  /** More buttons beside the back button (the history's "Review my moves"). */
  actions?: ReactNode;
}) {
  // The hand in its ruleset's words: a Ravenna player calls "Tris" and goes out with Mah Jong.
  const t = useRulesetT(match.log.ruleset);
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  const replay = useMemo(() => handStates(match.log, handNumber), [match.log, handNumber]);
  const steps = replay.ok ? replay.value.steps : [];
  const last = Math.max(0, steps.length - 1);
  const [at, setAt] = useState(initialStep);
  const go = (to: number) => setAt(Math.min(last, Math.max(0, to)));

  useStepKeys(last, setAt);

  const step = steps[at];
  const comment =
    step === undefined || coach === undefined
      ? null
      : coach({
          log: match.log,
          handNumber,
          step: at,
          action: step.action,
          before: steps[at - 1]?.state ?? null,
          state: step.state,
        });
  const wall = step === undefined ? null : playerView(step.state, 0).wall;

  return (
    <div className="replay" data-step={at} data-steps={steps.length}>
      <div className="history-nav">
        <button type="button" className="back-button" onClick={onBack}>
          <span aria-hidden="true">‹ </span>
          {backLabel ?? t('replay.allHands')}
        </button>
        {actions}
      </div>
      <div className="replay-head">
        <h3 ref={heading} tabIndex={-1}>
          {handCount === undefined
            ? t('replay.titleShort', { n: handNumber + 1 })
            : t('replay.title', { n: handNumber + 1, count: handCount })}
        </h3>
        {wall !== null && (
          <p className="replay-wall">
            {t('table.wall')} <strong>{wall.live}</strong>
          </p>
        )}
      </div>
      {step === undefined ? (
        <p className="history-note" role="alert">
          {t('history.importError.illegal-log')}
        </p>
      ) : (
        <>
          <LayoutGroup id="replay">
            <div className="replay-board">
              {SEATS.map((seat) => (
                <ReplaySeat key={seat} state={step.state} seat={seat} />
              ))}
            </div>
          </LayoutGroup>
          <Outcome state={step.state} />
          <div className="replay-dock">
            <p className="replay-line" aria-live="polite" data-testid="replay-line">
              {describeStep(step)
                .map((s) => say(t, s))
                .join(' ')}
            </p>
            {comment !== null && (
              <p className="replay-coach" data-tone={comment.tone} data-seat={comment.seat}>
                {comment.text}
              </p>
            )}
            <StepControls t={t} at={at} last={last} go={go} />
          </div>
        </>
      )}
    </div>
  );
}
