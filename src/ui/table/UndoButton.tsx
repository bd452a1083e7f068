/**
 * Undo, only in a practice match (issue 7): clearly marked as practice, so a serious match never
 * shows it. It takes back the person's last move of this hand; the bots then play again from there
 * (they decide from the same seeded state, so only the person's new choice changes the hand).
 */
import { undoPoint, useAppStore } from '../../store';
import { useT } from '../i18n';

export function UndoButton() {
  const t = useT();
  const practice = useAppStore((s) => s.practice);
  const canUndo = useAppStore((s) => s.game !== null && undoPoint(s.game, s.log) !== null);
  const undo = useAppStore((s) => s.undo);
  if (!practice) return null;
  return (
    <div className="practice">
      <span className="practice-tag">{t('table.practice')}</span>
      <button
        type="button"
        className="secondary undo-button"
        onClick={undo}
        disabled={!canUndo}
        title={t('table.undoHint')}
        aria-keyshortcuts="U"
      >
        <span aria-hidden="true">↶</span>
        <span className="undo-label">{t('table.undo')}</span>
      </button>
    </div>
  );
}
