/**
 * The scoring calculator (issue 7): for a player at a real table. The hand is entered by tapping
 * tiles (plus declared sets, how it was won, the seat wind, flowers and seasons); the engine scores
 * it as `hu score` does and explains the score, and the payments follow for the chosen discarder.
 * Opened from the title screen and from the settings; it lives in its own chunk.
 */
import './text';
import { useMemo, useReducer, useRef } from 'react';
import type { Dispatch } from 'react';
import type { Seat, WinFrom } from '../../engine';
import { SEATS } from '../../engine';
import { Dialog } from '../Dialog';
import { pointerVerbs, useFinePointer, useT } from '../i18n';
import { patternName } from '../i18n/patterns';
import { CalcResult, headline } from './CalcResult';
import { EnteredHand } from './EnteredHand';
import type { CalcAction, CalcState, SituationFlag } from './model';
import { DISCARD_FLAGS, INITIAL, WALL_FLAGS, check, reduce } from './model';
import { Palette } from './Palette';
import { ChoiceGroup, PressButton } from './Pressable';
import './calculator.css';

/** The pattern each situation flag gives (zung-jung.md §10, category 9). */
const FLAG_PATTERN: Record<SituationFlag, string> = {
  lastWallTile: '9.1.1',
  lastDiscard: '9.1.2',
  kongReplacement: '9.2',
  robbingKong: '9.3',
  heaven: '9.4.1',
  earth: '9.4.2',
};

const WIN_FROM: readonly WinFrom[] = ['wall', 'discard'];

function HowWon({ state, dispatch }: { state: CalcState; dispatch: Dispatch<CalcAction> }) {
  const t = useT();
  const flags = state.winFrom === 'wall' ? WALL_FLAGS : DISCARD_FLAGS;
  return (
    <section className="calc-how" aria-label={t('calc.how')}>
      <ChoiceGroup legend={t('calc.how')}>
        {WIN_FROM.map((winFrom) => (
          <PressButton
            key={winFrom}
            pressed={state.winFrom === winFrom}
            onClick={() => dispatch({ type: 'winFrom', winFrom })}
          >
            {t(winFrom === 'wall' ? 'result.selfDrawn' : 'calc.onDiscard')}
          </PressButton>
        ))}
      </ChoiceGroup>
      <div className="calc-choices calc-flags">
        {flags.map((flag) => (
          <PressButton
            key={flag}
            className="calc-flag"
            pressed={state.flags[flag]}
            onClick={() => dispatch({ type: 'flag', flag, on: !state.flags[flag] })}
          >
            {t('calc.flag', {
              situation: t(`calc.flag.${flag}`),
              pattern: patternName(t, FLAG_PATTERN[flag]),
            })}
          </PressButton>
        ))}
      </div>
      <ChoiceGroup legend={t('calc.seat')} note={t('calc.noPrevailing')}>
        {SEATS.map((seat: Seat) => (
          <PressButton
            key={seat}
            pressed={state.seat === seat}
            onClick={() => dispatch({ type: 'seat', seat })}
          >
            {t(`wind.${seat}`)}
          </PressButton>
        ))}
      </ChoiceGroup>
    </section>
  );
}

export function Calculator({ onClose }: { onClose: () => void }) {
  const t = useT();
  const verbs = pointerVerbs(t, useFinePointer());
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const checked = useMemo(() => check(state), [state]);
  const result = useRef<HTMLElement>(null);
  return (
    <Dialog title={t('calc.title')} onClose={onClose} className="calc-dialog">
      <div className="calc">
        <div className="calc-entry">
          <p className="calc-intro">{t('calc.intro', verbs)}</p>
          <EnteredHand state={state} dispatch={dispatch} />
          <Palette state={state} dispatch={dispatch} />
          <HowWon state={state} dispatch={dispatch} />
          <div className="calc-actions">
            <button type="button" className="secondary" onClick={() => dispatch({ type: 'clear' })}>
              {t('calc.clear')}
            </button>
          </div>
        </div>
        <CalcResult ref={result} state={state} checked={checked} dispatch={dispatch} />
        <div className={`calc-bar${checked.ok ? ' calc-bar--ok' : ''}`}>
          <p role="status" data-testid="calc-status">
            {headline(t, checked)}
          </p>
          {checked.ok && (
            <button
              type="button"
              className="secondary"
              onClick={() => result.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
            >
              {t('calc.seeScore')}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
