/**
 * The table's menu (issue 15): back to the match, a new match — asking first while a hand is being
 * played, since the match then goes to the History unfinished —, the History, the settings, the
 * tutorial and the scoring calculator. Loads when first opened, like the other screens.
 */
import './text';
import { useState } from 'react';
import { betweenHands, useAppStore } from '../../store';
import { Dialog } from '../Dialog';
import { useT } from '../i18n';
import { useOpenTutorial } from '../tutorial/TutorialOffer';
import { MatchRules } from './MatchRules';
import './match.css';

export function TableMenu({ onClose }: { onClose: () => void }) {
  const t = useT();
  const openScreen = useAppStore((s) => s.openScreen);
  const game = useAppStore((s) => s.game);
  const openTutorial = useOpenTutorial();
  const [confirming, setConfirming] = useState(false);
  const handInProgress = !betweenHands(game);
  const newMatch = () => (handInProgress ? setConfirming(true) : openScreen('newMatch'));
  return (
    <Dialog title={t('match.menu.title')} onClose={onClose} className="table-menu">
      {game !== null && <MatchRules config={game.config} />}
      {confirming ? (
        <div className="menu-confirm" role="group" aria-label={t('match.new')}>
          <p>{t('match.leave.question')}</p>
          <div className="menu-actions">
            <button type="button" className="primary" onClick={() => openScreen('newMatch')}>
              {t('match.leave.confirm')}
            </button>
            <button type="button" className="secondary" onClick={() => setConfirming(false)}>
              {t('match.leave.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="menu-actions">
          <button type="button" className="primary" onClick={onClose} data-autofocus>
            {t('match.resume')}
          </button>
          <button type="button" className="secondary" onClick={newMatch}>
            {t('match.new')}
          </button>
          <button type="button" className="secondary" onClick={() => openScreen('history')}>
            {t('app.history')}
          </button>
          <button type="button" className="secondary" onClick={() => openScreen('drills')}>
            {t('app.drills')}
          </button>
          <button type="button" className="secondary" onClick={() => openScreen('progress')}>
            {t('app.progress')}
          </button>
          <button type="button" className="secondary" onClick={() => openScreen('settings')}>
            {t('app.settings')}
          </button>
          <button type="button" className="secondary" onClick={openTutorial}>
            {t('app.learn')}
          </button>
          <button type="button" className="secondary" onClick={() => openScreen('calculator')}>
            {t('app.calculator')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
