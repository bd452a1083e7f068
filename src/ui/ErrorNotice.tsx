/**
 * The notice for a move the engine refused (design.md: "{ok:false} → toast, state unchanged").
 * The table offers only legal moves, so this is rare: a key pressed as the table moved on.
 */
import { useAppStore } from '../store';
import { useT } from './i18n';

export function ErrorNotice() {
  const t = useT();
  const error = useAppStore((s) => s.lastError);
  const dismiss = useAppStore((s) => s.dismissError);
  if (error === null) return null;
  return (
    <div className="notice" role="alert" data-code={error.code}>
      <span>{t('app.error')}</span>
      <button type="button" className="secondary notice-button" onClick={dismiss}>
        {t('app.dismiss')}
      </button>
    </div>
  );
}
