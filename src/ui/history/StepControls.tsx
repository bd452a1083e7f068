/**
 * Stepping through a replay: first, previous, a slider, next, last, and the keys ← → Home End
 * anywhere on the page (the slider keeps its own arrows).
 */
import { useEffect, useId } from 'react';
import type { Translate } from '../i18n';

/** The keys ← → Home End move the replay by one step or to either end. */
export function useStepKeys(last: number, setAt: (update: (n: number) => number) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      // The slider moves itself with the arrows.
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      const to =
        e.key === 'ArrowRight'
          ? (n: number) => n + 1
          : e.key === 'ArrowLeft'
            ? (n: number) => n - 1
            : e.key === 'Home'
              ? () => 0
              : e.key === 'End'
                ? () => last
                : null;
      if (to === null) return;
      e.preventDefault();
      setAt((n) => Math.min(last, Math.max(0, to(n))));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last, setAt]);
}

function StepButton({
  label,
  path,
  toEnd = false,
  disabled,
  onClick,
}: {
  label: string;
  path: string;
  /** First and last have a bar, which is a line: it needs a stroke. */
  toEnd?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="icon-button" onClick={onClick} aria-disabled={disabled}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={path} fill="currentColor" stroke={toEnd ? 'currentColor' : undefined} />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

export function StepControls({
  t,
  at,
  last,
  go,
}: {
  t: Translate;
  at: number;
  last: number;
  go: (to: number) => void;
}) {
  const sliderId = useId();
  return (
    <>
      <div className="replay-controls">
        <StepButton
          label={t('replay.first')}
          path="M6 5v14M18 5l-9 7 9 7z"
          toEnd
          disabled={at === 0}
          onClick={() => go(0)}
        />
        <StepButton
          label={t('replay.previous')}
          path="M16 5l-9 7 9 7z"
          disabled={at === 0}
          onClick={() => go(at - 1)}
        />
        <label className="visually-hidden" htmlFor={sliderId}>
          {t('replay.slider')}
        </label>
        <input
          id={sliderId}
          className="replay-slider"
          type="range"
          min={0}
          max={last}
          step={1}
          value={at}
          aria-valuetext={t('replay.position', { step: at, count: last })}
          onChange={(e) => go(Number(e.target.value))}
        />
        <StepButton
          label={t('replay.next')}
          path="M8 5l9 7-9 7z"
          disabled={at === last}
          onClick={() => go(at + 1)}
        />
        <StepButton
          label={t('replay.last')}
          path="M18 5v14M6 5l9 7-9 7z"
          toEnd
          disabled={at === last}
          onClick={() => go(last)}
        />
      </div>
      <p className="replay-position">
        {t('replay.position', { step: at, count: last })}
        <span className="replay-keys"> · {t('replay.keys')}</span>
      </p>
    </>
  );
}
