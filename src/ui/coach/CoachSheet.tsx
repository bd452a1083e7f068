/**
 * The coach's details on a phone (issue 35): a sheet that rises over the board and stops at the
 * person's bar, so the hand, the suggested tile and the coach's strip stay in view and in reach.
 * It reads whole: it scrolls inside when its text is longer than the room. It closes by its button,
 * by the handle at its bottom edge, by Escape, and by the back gesture (it takes one history entry
 * while open, as a phone's sheets do).
 */
import type { ReactNode } from 'react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/** The state the sheet pushes, so that its own entry is told from the app's. */
const ENTRY = 'hu-coach-sheet';

/** Where the person's bar and hand begin: the sheet ends a little above. */
function handTop(): number {
  const me = document.querySelector('.table .me');
  return me === null ? window.innerHeight : me.getBoundingClientRect().top;
}

export function CoachSheet({
  title,
  close,
  onClose,
  children,
}: {
  title: string;
  /** The close button's name. */
  close: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [bottom, setBottom] = useState(() => handTop());
  const closing = useRef(onClose);
  useEffect(() => {
    closing.current = onClose;
  });

  useLayoutEffect(() => {
    const place = () => setBottom(handTop());
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, []);

  // Focus moves into the sheet and back where it was when it closes.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => before?.focus?.();
  }, []);

  // Escape and the back gesture close it; closing it otherwise takes its history entry back.
  useEffect(() => {
    history.pushState({ [ENTRY]: true }, '');
    let popped = false;
    const onPop = () => {
      popped = true;
      closing.current();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closing.current();
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('keydown', onKey);
      if (!popped && (history.state as Record<string, unknown> | null)?.[ENTRY] === true)
        history.back();
    };
  }, []);

  return createPortal(
    <div
      ref={panel}
      className="coach-sheet"
      role="dialog"
      aria-modal="false"
      aria-labelledby={id}
      tabIndex={-1}
      style={{
        maxHeight: Math.max(120, bottom - 8),
        bottom: document.documentElement.clientHeight - bottom + 4,
      }}
    >
      <header className="coach-sheet-head">
        <h2 id={id}>{title}</h2>
        <button type="button" className="icon-button coach-sheet-close" onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" />
          </svg>
          <span className="visually-hidden">{close}</span>
        </button>
      </header>
      {/* Scrolls when the details run long: focusable, so a keyboard can scroll it too (axe). */}
      <div className="coach-sheet-body" tabIndex={0} role="region" aria-labelledby={id}>
        {children}
      </div>
      <button
        type="button"
        className="coach-sheet-handle"
        onClick={onClose}
        aria-hidden="true"
        tabIndex={-1}
      >
        <span />
      </button>
    </div>,
    document.body,
  );
}
