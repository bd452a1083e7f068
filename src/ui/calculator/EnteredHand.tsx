/**
 * What the player has entered so far: the concealed tiles (sorted, as on a rack), the winning tile,
 * the declared sets and the flowers and seasons. Tapping any of them takes it away again.
 */
import type { Dispatch } from 'react';
import type { Meld, TileKind } from '../../engine';
import { kindOf, meldTiles } from '../../engine';
import { pointerVerbs, tileName, useFinePointer, useT } from '../i18n';
import type { Translate } from '../i18n';
import { KindTile } from '../tiles/Tile';
import type { CalcAction, CalcState } from './model';
import { concealedCapacity } from './model';
import { PressButton } from './Pressable';

function setName(t: Translate, meld: Meld): string {
  return meld.kind === 'kong' && meld.concealed
    ? t('set.concealedKong')
    : t(meld.kind === 'chow' ? 'set.chow' : meld.kind === 'pung' ? 'set.pung' : 'set.kong');
}

function setTiles(t: Translate, meld: Meld): string {
  if (meld.kind === 'chow')
    return t('calc.chowTiles', {
      from: tileName(t, meld.tile),
      to: tileName(t, kindOf(meld.tile + 2)),
    });
  return tileName(t, meld.tile);
}

export function EnteredHand({
  state,
  dispatch,
}: {
  state: CalcState;
  dispatch: Dispatch<CalcAction>;
}) {
  const t = useT();
  const verbs = pointerVerbs(t, useFinePointer());
  const sorted = [...state.concealed].sort((a, b) => a - b);
  const needed = concealedCapacity(state.melds.length);
  return (
    <section className="calc-hand" aria-label={t('calc.hand')}>
      <div className="calc-row calc-row--concealed">
        <h3 className="calc-legend">
          {t('calc.concealed')}{' '}
          <span className="calc-count">
            {t('calc.concealedCount', { count: state.concealed.length, needed })}
          </span>
        </h3>
        <ul className="calc-tiles" aria-label={t('calc.concealed')}>
          {sorted.length === 0 && <li className="calc-empty">{t('calc.emptyHand', verbs)}</li>}
          {sorted.map((kind: TileKind, i) => (
            <li key={`${kind}-${i}`}>
              <button
                type="button"
                className="calc-placed"
                aria-label={t('calc.remove', { tile: tileName(t, kind) })}
                onClick={() => dispatch({ type: 'removeConcealed', kind })}
              >
                <KindTile kind={kind} size="result" />
              </button>
            </li>
          ))}
        </ul>
      </div>

      <div className="calc-row calc-row--winning">
        <h3 className="calc-legend">{t('calc.winningTile')}</h3>
        {state.winningTile === null ? (
          <button
            type="button"
            className={`calc-slot${state.target === 'winning' ? ' calc-slot--active' : ''}`}
            aria-pressed={state.target === 'winning'}
            onClick={() => dispatch({ type: 'target', target: 'winning' })}
          >
            {t('calc.chooseWinning')}
          </button>
        ) : (
          <button
            type="button"
            className="calc-placed calc-placed--winning"
            aria-label={t('calc.removeWinning', { tile: tileName(t, state.winningTile) })}
            onClick={() => dispatch({ type: 'removeWinning' })}
          >
            <KindTile kind={state.winningTile} size="result" />
          </button>
        )}
      </div>

      <div className="calc-row calc-row--sets">
        <h3 className="calc-legend">{t('calc.sets')}</h3>
        <ul className="calc-sets" aria-label={t('calc.sets')}>
          {state.melds.length === 0 && <li className="calc-empty">{t('calc.noSets')}</li>}
          {state.melds.map((meld, index) => (
            <li key={index}>
              <button
                type="button"
                className={`calc-placed calc-set${meld.concealed ? ' calc-set--concealed' : ''}`}
                aria-label={t('calc.removeSet', {
                  set: setName(t, meld),
                  tiles: setTiles(t, meld),
                })}
                onClick={() => dispatch({ type: 'removeMeld', index })}
              >
                {meldTiles(meld).map((kind, i) => (
                  <KindTile key={i} kind={kind} size="result" />
                ))}
              </button>
            </li>
          ))}
        </ul>
      </div>

      {state.bonusTiles.length > 0 && (
        <div className="calc-row calc-row--bonus">
          <h3 className="calc-legend">{t('calc.bonus')}</h3>
          <ul className="calc-tiles" aria-label={t('calc.bonus')}>
            {state.bonusTiles.map((kind) => (
              <li key={kind}>
                <button
                  type="button"
                  className="calc-placed"
                  aria-label={t('calc.remove', { tile: tileName(t, kind) })}
                  onClick={() => dispatch({ type: 'removeBonus', kind })}
                >
                  <KindTile kind={kind} size="result" />
                </button>
              </li>
            ))}
          </ul>
          <PressButton
            className="calc-flag"
            pressed={state.halveFlowers}
            onClick={() => dispatch({ type: 'halveFlowers', on: !state.halveFlowers })}
          >
            {t('settings.halveFlowers')}
          </PressButton>
        </div>
      )}
    </section>
  );
}
