/**
 * Every tile there is, to tap into the hand: the 34 playing kinds by suit, the winds and dragons, and
 * the eight flowers and seasons. What a tap does depends on the target chosen above the tiles (the
 * hand, the winning tile, a new declared set); flowers and seasons always go beside the hand.
 * On a phone one group is shown at a time (nine tiles in a row would be narrower than a finger);
 * from 600 CSS px up every group is shown.
 */
import type { Dispatch } from 'react';
import { useState } from 'react';
import { pointerVerbs, tileName, useFinePointer, useT } from '../i18n';
import { KindTile } from '../tiles/Tile';
import type { CalcAction, CalcState, PaletteGroupId, Target } from './model';
import { PALETTE_GROUPS, SET_CHOICES, canTap } from './model';
import { ChoiceGroup, PressButton } from './Pressable';

const TARGETS: readonly Target[] = ['hand', 'winning', ...SET_CHOICES];

export function Palette({ state, dispatch }: { state: CalcState; dispatch: Dispatch<CalcAction> }) {
  const t = useT();
  const verbs = pointerVerbs(t, useFinePointer());
  const [shown, setShown] = useState<PaletteGroupId>('bamboo');
  return (
    <section className="calc-palette" aria-label={t('calc.palette')}>
      <ChoiceGroup legend={t('calc.addTo')} className="calc-targets">
        {TARGETS.map((target) => (
          <PressButton
            key={target}
            pressed={state.target === target}
            onClick={() => dispatch({ type: 'target', target })}
          >
            {t(`calc.target.${target}`)}
          </PressButton>
        ))}
      </ChoiceGroup>
      <p className="calc-instruction" data-target={state.target}>
        {t(`calc.instruction.${state.target}`, verbs)}
      </p>
      <div className="calc-group-switch" role="group" aria-label={t('calc.groups')}>
        {PALETTE_GROUPS.map((group) => (
          <PressButton
            key={group.id}
            pressed={shown === group.id}
            onClick={() => setShown(group.id)}
            label={t(`calc.group.${group.id}`)}
          >
            {t(`calc.group.short.${group.id}`)}
          </PressButton>
        ))}
      </div>
      {PALETTE_GROUPS.map((group) => (
        <div
          key={group.id}
          role="group"
          aria-label={t(`calc.group.${group.id}`)}
          className={`calc-keys calc-keys--${group.id}${shown === group.id ? ' calc-keys--shown' : ''}`}
        >
          {group.kinds.map((kind) => (
            <button
              key={kind}
              type="button"
              className="calc-key"
              aria-label={tileName(t, kind)}
              disabled={!canTap(state, kind)}
              onClick={() => dispatch({ type: 'tap', kind })}
            >
              <KindTile kind={kind} size="result" />
            </button>
          ))}
        </div>
      ))}
    </section>
  );
}
