/**
 * A new match's rules and options, set right before it starts (issue 15): the ruleset, the flowers
 * (Zung Jung §14), practice or serious, the opponents' levels and Ravenna's four options
 * (ravenna.md §13: limit, starting balance, deal passes, stop when broke). What is chosen here is
 * also what the next matches start with (the settings). Starting leaves the match at the table,
 * which the session keeps in the History (unfinished unless it was over).
 */
import './text';
import { useId, useState } from 'react';
import { RAVENNA_OPTION, rulesetOf } from '../../engine';
import type { RavennaSettings } from '../../store';
import { useAppStore } from '../../store';
import { Dialog } from '../Dialog';
import { prepareSound } from '../feedback';
import { useT } from '../i18n';
import { OpponentLevels, RulesGroup, Toggle } from '../settings/SettingsPanel';
import './match.css';

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

export function NewMatchScreen({ onClose }: { onClose: () => void }) {
  const t = useT();
  const settings = useAppStore((s) => s.settings);
  const update = useAppStore((s) => s.updateSettings);
  const startMatch = useAppStore((s) => s.startMatch);
  const [invalid, setInvalid] = useState<ReadonlySet<NumberOption>>(new Set());
  const setRavenna = (patch: Partial<RavennaSettings>) =>
    update({ ravenna: { ...settings.ravenna, ...patch } });
  // Ravenna's four options (§13), where the chosen ruleset lets the player set them.
  const ravenna = rulesetOf(settings.ruleset).playerOptions.includes(RAVENNA_OPTION);
  const start = () => {
    if (settings.sound) prepareSound();
    update({ tutorialOffer: 'closed' });
    startMatch();
  };
  return (
    <Dialog title={t('match.setup.title')} onClose={onClose} className="new-match-dialog">
      <p className="setting-note">{t('match.setup.note')}</p>
      <RulesGroup>
        {ravenna && (
          <>
            {NUMBER_OPTIONS.map((name) => (
              <NumberSetting
                key={name}
                name={`ravenna-${name}`}
                label={t(`match.ravenna.${name}`)}
                value={settings.ravenna[name]}
                onChange={(value) => setRavenna({ [name]: value })}
                onValidity={(valid) =>
                  setInvalid((before) => {
                    const after = new Set(before);
                    if (valid) after.delete(name);
                    else after.add(name);
                    return after;
                  })
                }
              />
            ))}
            <Toggle
              name="ravenna-stopWhenBroke"
              label={t('match.ravenna.stopWhenBroke')}
              checked={settings.ravenna.stopWhenBroke}
              onChange={(stopWhenBroke) => setRavenna({ stopWhenBroke })}
            />
          </>
        )}
      </RulesGroup>
      <OpponentLevels />
      <div className="menu-actions">
        <button
          type="button"
          className="primary"
          disabled={ravenna && invalid.size > 0}
          onClick={start}
        >
          {t('match.setup.start')}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          {t('match.setup.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
