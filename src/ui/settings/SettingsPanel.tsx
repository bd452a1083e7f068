/**
 * Settings: language, each opponent's level, bot and animation speed, the rule options, help and
 * display. Everything applies at once except the rule options, which shape the wall and the
 * scoring and so start with the next match (§14).
 */
import type { ReactNode } from 'react';
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
import type { Translate } from '../i18n';
import { playerName, useT } from '../i18n';
import { Choice, Group, Toggle } from './controls';
import './text';
import './settings.css';

export { Choice, Group, Toggle } from './controls';

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

/** The settings chosen from a list, each labelled `settings.<name>`. */
type ChoiceName = 'ruleset' | 'matchMode' | 'botSpeed' | 'animationSpeed' | 'hints' | 'coachAim';

/** One line of the settings' table: a choice or a switch, shown unless `shown` says otherwise. */
type SettingRow =
  | {
      readonly kind: 'choice';
      readonly name: ChoiceName;
      readonly options: readonly string[];
      // A method, so that each row keeps its own narrow option type.
      optionLabel(t: Translate, option: string): string;
      readonly shown?: (settings: Settings) => boolean;
    }
  | {
      readonly kind: 'toggle';
      readonly name: BooleanSetting;
      readonly shown?: (settings: Settings) => boolean;
    };

function choice<K extends ChoiceName>(
  name: K,
  options: readonly Settings[K][],
  optionLabel: (t: Translate, option: Settings[K]) => string,
  shown?: (settings: Settings) => boolean,
): SettingRow {
  return { kind: 'choice', name, options, optionLabel, shown };
}

const toggle = (name: BooleanSetting): SettingRow => ({ kind: 'toggle', name });

const speedLabel = (t: Translate, o: BotSpeed | AnimationSpeed) => t(`settings.speed.${o}`);

const RULESET_ROWS: readonly SettingRow[] = [
  choice('ruleset', RULESET_IDS, rulesetName),
  // Only the options the ruleset lets a player choose (engine: `Ruleset.playerOptions`).
  ...RULE_TOGGLES.map((name): SettingRow => ({
    kind: 'toggle',
    name,
    shown: (settings) => rulesetOf(settings.ruleset).playerOptions.includes(name),
  })),
];
const MATCH_MODE_ROWS = [choice('matchMode', MATCH_MODES, (t, o) => t(`settings.matchMode.${o}`))];
const SPEED_ROWS = [
  choice('botSpeed', BOT_SPEEDS, speedLabel),
  choice('animationSpeed', ANIMATION_SPEEDS, speedLabel),
];
const HINT_ROWS = [
  choice('hints', HINT_MODES, (t, o) => t(`settings.hints.${o}`)),
  choice(
    'coachAim',
    COACH_AIMS,
    (t, o) => t(`settings.coachAim.${o}`),
    (settings) => settings.hints !== 'off',
  ),
];
const HELP_TOGGLE_ROWS = HELP_TOGGLES.map(toggle);

/** Rows of the settings' table, each drawn from the setting it names. */
function SettingRows({ rows }: { rows: readonly SettingRow[] }) {
  const t = useT();
  const settings = useAppStore((s) => s.settings);
  const update = useAppStore((s) => s.updateSettings);
  return rows.map((row) => {
    if (row.shown !== undefined && !row.shown(settings)) return null;
    if (row.kind === 'toggle') {
      const { name } = row;
      return (
        <Toggle
          key={name}
          name={name}
          label={t(`settings.${name}`)}
          checked={settings[name]}
          onChange={(checked) => update({ [name]: checked })}
        />
      );
    }
    const { name } = row;
    return (
      <Choice
        key={name}
        name={name}
        label={t(`settings.${name}`)}
        value={settings[name]}
        options={row.options}
        optionLabel={(o) => row.optionLabel(t, o)}
        onChange={(value) => update({ [name]: value })}
      />
    );
  });
}

/**
 * The rules a match starts with: the ruleset, the flowers (Zung Jung §14), practice or serious.
 * Settings and the new-match screen both show it; `children` is what only one of them adds (the
 * new-match screen's ruleset options) before the kind of match.
 */
export function RulesGroup({ note, children }: { note?: ReactNode; children?: ReactNode }) {
  const t = useT();
  return (
    <Group title={t('settings.rules')}>
      {note}
      <SettingRows rows={RULESET_ROWS} />
      {children}
      <SettingRows rows={MATCH_MODE_ROWS} />
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
        <SettingRows rows={SPEED_ROWS} />
      </Group>
      <RulesGroup note={<p className="setting-note">{t('settings.rulesNote')}</p>} />
      <Group title={t('settings.help')}>
        <SettingRows rows={HINT_ROWS} />
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
        <SettingRows rows={HELP_TOGGLE_ROWS} />
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
