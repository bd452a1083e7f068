/**
 * What the app around the game has to say: a saved match that could not be opened or written
 * (in plain words, issue 6), and a new version waiting to apply between hands.
 */
import { useEffect, useState } from 'react';
import { betweenHands, useAppStore } from '../store';
import { Dialog } from './Dialog';
import { useT } from './i18n';
import type { MessageKey } from './i18n';

const PROBLEM_TEXT: Readonly<Record<string, MessageKey>> = {
  'save/newer-version': 'save.problem.newer',
  'save/write-failed': 'save.problem.writeFailed',
  'save/unavailable': 'save.problem.unavailable',
};

export function SaveProblemNotice() {
  const t = useT();
  const problem = useAppStore((s) => s.saveProblem);
  const report = useAppStore((s) => s.reportSaveProblem);
  if (problem === null) return null;
  const dismiss = () => report(null);
  return (
    <Dialog title={t('save.problem.title')} onClose={dismiss} className="save-problem">
      <p data-code={problem.code}>{t(PROBLEM_TEXT[problem.code] ?? 'save.problem.damaged')}</p>
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={dismiss} data-autofocus>
          {t('app.dismiss')}
        </button>
      </div>
    </Dialog>
  );
}

/** How long the "will update after this hand" line stays over the table's header. */
const WAITING_NOTE_MS = 5000;

export function UpdateBanner() {
  const t = useT();
  const ready = useAppStore((s) => s.updateReady);
  const accepted = useAppStore((s) => s.updateAccepted);
  const between = useAppStore((s) => betweenHands(s.game));
  const accept = useAppStore((s) => s.acceptUpdate);
  // "Later" hides the offer until the hand is over; the waiting note goes away by itself.
  const [hiddenUntilBetween, setHiddenUntilBetween] = useState(false);
  const [waitingNoteDone, setWaitingNoteDone] = useState(false);
  const [wasBetween, setWasBetween] = useState(between);
  if (between !== wasBetween) {
    setWasBetween(between);
    if (between) setHiddenUntilBetween(false);
  }
  useEffect(() => {
    if (!accepted) return;
    const timer = setTimeout(() => setWaitingNoteDone(true), WAITING_NOTE_MS);
    return () => clearTimeout(timer);
  }, [accepted]);
  if (!ready || (accepted && waitingNoteDone) || (!accepted && hiddenUntilBetween)) return null;
  return (
    <div className="update-banner" role="status">
      {accepted ? (
        <span>{t('shell.updateWaiting')}</span>
      ) : (
        <>
          <span>{t('shell.updateReady')}</span>
          <button type="button" className="secondary notice-button" onClick={accept}>
            {t(between ? 'shell.updateNow' : 'shell.updateAfterHand')}
          </button>
          {!between && (
            <button
              type="button"
              className="icon-button"
              onClick={() => setHiddenUntilBetween(true)}
            >
              <span aria-hidden="true">✕</span>
              <span className="visually-hidden">{t('shell.updateLater')}</span>
            </button>
          )}
        </>
      )}
    </div>
  );
}
