/**
 * A modal panel over the table: labelled by its heading, focus moved inside when it opens and
 * given back when it closes, Escape closes it when it can be closed.
 */
import { m } from 'motion/react';
import type { ReactNode } from 'react';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useT } from './i18n';

export function Dialog({
  title,
  onClose,
  children,
  className = '',
  tools,
}: {
  title: string;
  onClose?: () => void;
  children: ReactNode;
  className?: string;
  /** Buttons beside the title (before the close button), e.g. the way on from a hand's result. */
  tools?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.current?.querySelector<HTMLElement>('button, select, input');
    first?.focus();
    return () => before?.focus?.();
  }, []);
  // Listening from the commit on, not after paint: an Escape pressed as soon as the panel shows is
  // never lost (a passive effect can lag the first frame on a busy phone).
  useLayoutEffect(() => {
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="backdrop">
      <m.div
        ref={panel}
        className={`dialog ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
        initial={{ scale: 0.96, y: 12 }}
        animate={{ scale: 1, y: 0 }}
      >
        <header className="dialog-head">
          <h2 id={id}>{title}</h2>
          {tools !== undefined && <div className="dialog-tools">{tools}</div>}
          {onClose && (
            <button type="button" className="icon-button" onClick={onClose}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" />
              </svg>
              <span className="visually-hidden">{t('app.close')}</span>
            </button>
          )}
        </header>
        <div className="dialog-body">{children}</div>
      </m.div>
    </div>
  );
}
