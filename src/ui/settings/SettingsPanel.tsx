/**
 * Settings: language, each opponent's level, bot and animation speed, the rule options, help and
 * display. Everything applies at once except the rule options, which shape the wall and the
 * scoring and so start with the next match (§14).
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import type {
  AnimationSpeed,
  BotSpeed,
  HintMode,
  Language,
  MatchMode,
  Settings,
} from '../../store';
import { RULESET_IDS, rulesetOf } from '../../engine';
import { claimCountdownRuns, useAppStore } from '../../store';
import { APP_VERSION } from '../../version';
import { Dialog } from '../Dialog';
import { rulesetName } from '../format';
import { playerName, useT } from '../i18n';
import './text';
import './settings.css';

export type Level = Settings['botLevels'][number];
export const LEVELS: readonly Level[] = ['beginner', 'standard', 'strong'];
const BOT_SPEEDS: readonly BotSpeed[] = ['slow', 'normal', 'fast', 'instant'];
/** The switches a person sets (the coach's legend is marked seen by the app itself). */
type BooleanSetting = Exclude<
  { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings],
  'coachLegendSeen'
>;
const RULE_TOGGLES = ['flowers', 'halveFlowers'] as const satisfies readonly BooleanSetting[];
const HELP_TOGGLES: readonly BooleanSetting[] = ['largeTiles', 'colourBlind', 'sound', 'vibration'];
const ANIMATION_SPEEDS: readonly AnimationSpeed[] = ['slow', 'normal', 'fast', 'off'];
const HINT_MODES: readonly HintMode[] = ['off', 'live', 'afterChoice'];
const COACH_AIMS: readonly Settings['coachAim'][] = ['points', 'win'];
export const MATCH_MODES: readonly MatchMode[] = ['serious', 'practice'];

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

/** The computer's players 1, 2 and 3, each with its place in `botLevels`. */
const OPPONENTS = [
  [1, 0],
  [2, 1],
  [3, 2],
] as const;

/** Each opponent's level; players keep their index while seats rotate. */
export function OpponentLevels() {
  const t = useT();
  const botLevels = useAppStore((s) => s.settings.botLevels);
  const update = useAppStore((s) => s.updateSettings);
  return (
    <Group title={t('settings.opponents')}>
      {OPPONENTS.map(([player, i]) => {
        const value = botLevels[i];
        return (
          <Choice
            key={player}
            name={`level-${player}`}
            label={playerName(t, player)}
            value={value}
            options={LEVELS}
            optionLabel={(o) => t(`settings.level.${o}`)}
            onChange={(level) => {
              const levels = [...botLevels] as [Level, Level, Level];
              levels[i] = level;
              update({ botLevels: levels });
            }}
          />
        );
      })}
      <dl className="setting-note level-notes">
        {LEVELS.map((level) => (
          <div key={level}>
            <dt>{t(`settings.level.${level}`)}</dt>
            <dd>{t(`settings.level.${level}.about`)}</dd>
          </div>
        ))}
      </dl>
    </Group>
  );
}

/**
 * The rules a match starts with: the ruleset, the flowers (Zung Jung §14), practice or serious.
 * Settings and the new-match screen both show it; `children` is what only one of them adds (the
 * new-match screen's Ravenna options) before the kind of match.
 */
export function RulesGroup({ note, children }: { note?: ReactNode; children?: ReactNode }) {
  const t = useT();
  const settings = useAppStore((s) => s.settings);
  const update = useAppStore((s) => s.updateSettings);
  return (
    <Group title={t('settings.rules')}>
      {note}
      <Choice
        name="ruleset"
        label={t('settings.ruleset')}
        value={settings.ruleset}
        options={RULESET_IDS}
        optionLabel={(o) => rulesetName(t, o)}
        onChange={(ruleset) => update({ ruleset })}
      />
      {/* Only the options the ruleset lets a player choose: Ravenna always plays with flowers and
          seasons, at full value (ravenna.md §1.1, §10.1). */}
      {RULE_TOGGLES.filter((name) => rulesetOf(settings.ruleset).playerOptions.includes(name)).map(
        (name) => (
          <Toggle
            key={name}
            name={name}
            label={t(`settings.${name}`)}
            checked={settings[name]}
            onChange={(checked) => update({ [name]: checked })}
          />
        ),
      )}
      {children}
      <Choice
        name="matchMode"
        label={t('settings.matchMode')}
        value={settings.matchMode}
        options={MATCH_MODES}
        optionLabel={(o) => t(`settings.matchMode.${o}`)}
        onChange={(matchMode) => update({ matchMode })}
      />
    </Group>
  );
}

export function SettingsPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const settings = useAppStore((s) => s.settings);
  const update = useAppStore((s) => s.updateSettings);
  const openScreen = useAppStore((s) => s.openScreen);
  const language = settings.language ?? 'auto';
  const coachHoldsCountdown = !claimCountdownRuns({ ...settings, claimCountdown: true });
  const toggle = (name: BooleanSetting) => (
    <Toggle
      key={name}
      name={name}
      label={t(`settings.${name}`)}
      checked={settings[name]}
      onChange={(checked) => update({ [name]: checked })}
    />
  );
  return (
    <Dialog title={t('settings.title')} onClose={onClose} className="settings-dialog">
      <Group title={t('settings.language')}>
        <Choice
          name="language"
          label={t('settings.language')}
          value={language}
          options={['auto', 'en', 'it'] as const}
          optionLabel={(o) => t(`settings.language.${o}`)}
          onChange={(o) => update({ language: o === 'auto' ? null : (o as Language) })}
        />
      </Group>
      <OpponentLevels />
      <Group title={t('settings.speed')}>
        <Choice
          name="botSpeed"
          label={t('settings.botSpeed')}
          value={settings.botSpeed}
          options={BOT_SPEEDS}
          optionLabel={(o) => t(`settings.speed.${o}`)}
          onChange={(botSpeed) => update({ botSpeed })}
        />
        <Choice
          name="animationSpeed"
          label={t('settings.animationSpeed')}
          value={settings.animationSpeed}
          options={ANIMATION_SPEEDS}
          optionLabel={(o) => t(`settings.speed.${o}`)}
          onChange={(animationSpeed) => update({ animationSpeed })}
        />
      </Group>
      <RulesGroup note={<p className="setting-note">{t('settings.rulesNote')}</p>} />
      <Group title={t('settings.help')}>
        <Choice
          name="hints"
          label={t('settings.hints')}
          value={settings.hints}
          options={HINT_MODES}
          optionLabel={(o) => t(`settings.hints.${o}`)}
          onChange={(hints) => update({ hints })}
        />
        {settings.hints !== 'off' && (
          <Choice
            name="coachAim"
            label={t('settings.coachAim')}
            value={settings.coachAim}
            options={COACH_AIMS}
            optionLabel={(o) => t(`settings.coachAim.${o}`)}
            onChange={(coachAim) => update({ coachAim })}
          />
        )}
        {/* The countdown never runs while the coach is on (claimCountdownRuns): the switch
            shows that, off and held, with the reason under it; the person's own choice comes
            back when the hints are turned off. */}
        <Toggle
          name="claimCountdown"
          label={t('settings.claimCountdown')}
          checked={claimCountdownRuns(settings)}
          disabled={coachHoldsCountdown}
          note={coachHoldsCountdown ? t('settings.claimCountdown.coach') : undefined}
          onChange={(claimCountdown) => update({ claimCountdown })}
        />
        {HELP_TOGGLES.map(toggle)}
      </Group>
      <div className="setting-tools">
        <button type="button" className="secondary" onClick={() => openScreen('calculator')}>
          {t('app.calculator')}
        </button>
        <button type="button" className="secondary" onClick={() => openScreen('tutorial')}>
          {t('app.learn')}
        </button>
      </div>
      <p className="setting-note app-version">{t('settings.version', { version: APP_VERSION })}</p>
    </Dialog>
  );
}
