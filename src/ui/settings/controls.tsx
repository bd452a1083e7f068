/**
 * The controls a setting is drawn with (the settings, the new-match screen and a ruleset's own
 * options): a choice, a switch, a group of them.
 */
import type { ReactNode } from 'react';
import { useId } from 'react';

export function Choice<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  name,
}: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
  name: string;
}) {
  const id = useId();
  return (
    <div className="setting">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Toggle({
  label,
  checked,
  onChange,
  name,
  disabled = false,
  note,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name: string;
  /** Held off by another setting: shown as it really is, and the note says why. */
  disabled?: boolean;
  /** A line under the switch, read with it by screen readers. */
  note?: string;
}) {
  const id = useId();
  return (
    <div className="setting setting--toggle">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={note === undefined ? undefined : `${id}-note`}
        onChange={(e) => onChange(e.target.checked)}
      />
      {note !== undefined && (
        <p id={`${id}-note`} className="setting-note">
          {note}
        </p>
      )}
    </div>
  );
}

export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="setting-group">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}
