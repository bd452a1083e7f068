/**
 * Small controls of the calculator: a row of buttons of which one (or each, for toggles) is pressed
 * (aria-pressed), large enough to tap (44 × 44 CSS px at least).
 */
import type { ReactNode } from 'react';
import { useId } from 'react';

export function PressButton({
  pressed,
  onClick,
  children,
  className = '',
  label,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <button
      type="button"
      className={`calc-choice ${className}`}
      aria-pressed={pressed}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A labelled group of choices; `legend` is its visible title and accessible name. */
export function ChoiceGroup({
  legend,
  children,
  className = '',
  note,
}: {
  legend: string;
  children: ReactNode;
  className?: string;
  note?: string;
}) {
  const id = useId();
  return (
    <div className={`calc-group ${className}`} role="group" aria-labelledby={id}>
      <h3 id={id} className="calc-legend">
        {legend}
      </h3>
      <div className="calc-choices">{children}</div>
      {note !== undefined && <p className="calc-note">{note}</p>}
    </div>
  );
}
