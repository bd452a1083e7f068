/**
 * Ravenna's four options for a new match (ravenna.md §13: limit, starting balance, deal passes,
 * stop when broke), drawn in the new-match screen's rules. What is chosen here is also what the
 * next matches start with (the settings).
 */
import { useId, useState } from 'react';
import type { RavennaOptions as RavennaSettings } from '../../../engine';
import { useAppStore } from '../../../store';
import { useT } from '../../i18n';
import { Toggle } from '../../settings/controls';
import type { MatchOptionsProps } from '../types';

/** The largest number a person may type: beyond any real table. */
const RAVENNA_SETTING_MAX = 1_000_000;

type NumberOption = 'limit' | 'startingBalance' | 'dealPasses';
const NUMBER_OPTIONS: readonly NumberOption[] = ['limit', 'startingBalance', 'dealPasses'];

function readWhole(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 && n <= RAVENNA_SETTING_MAX ? n : null;
}

/** A whole number the person types; kept as typed until it is one the engine accepts. */
function NumberSetting({
  name,
  label,
  value,
  onChange,
  onValidity,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  onValidity: (valid: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(String(value));
  const valid = readWhole(text) !== null;
  return (
    <div className="setting setting--number">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : `${id}-error`}
        onChange={(e) => {
          setText(e.target.value);
          const n = readWhole(e.target.value);
          onValidity(n !== null);
          if (n !== null) onChange(n);
        }}
      />
      {!valid && (
        <p id={`${id}-error`} className="setting-error" role="alert">
          {t('match.setup.invalid', { max: RAVENNA_SETTING_MAX.toLocaleString() })}
        </p>
      )}
    </div>
  );
}

export function RavennaOptions({ onValidity }: MatchOptionsProps) {
  const t = useT();
  const settings = useAppStore((s) => s.settings.ravenna);
  const update = useAppStore((s) => s.updateSettings);
  const setRavenna = (patch: Partial<RavennaSettings>) =>
    update({ ravenna: { ...settings, ...patch } });
  return (
    <>
      {NUMBER_OPTIONS.map((name) => (
        <NumberSetting
          key={name}
          name={`ravenna-${name}`}
          label={t(`match.ravenna.${name}`)}
          value={settings[name]}
          onChange={(value) => setRavenna({ [name]: value })}
          onValidity={(valid) => onValidity(name, valid)}
        />
      ))}
      <Toggle
        name="ravenna-stopWhenBroke"
        label={t('match.ravenna.stopWhenBroke')}
        checked={settings.stopWhenBroke}
        onChange={(stopWhenBroke) => setRavenna({ stopWhenBroke })}
      />
    </>
  );
}
