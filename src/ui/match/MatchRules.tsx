/**
 * A match's rules and options in a line of plain words (issue 15): the ruleset, and the flowers
 * or the ruleset's own options (the UI registry's `ruleWords`: Ravenna's four of its §13). Shown by the table's menu, the
 * new-match screen and the History, so a person always knows what a match was played by.
 */
import './text';
import type { GameOptions, RulesetId } from '../../engine';
import { rulesetName } from '../format';
import { useT } from '../i18n';
import type { Translate } from '../i18n';
import { RULESET_DRAWINGS } from '../rulesets';

export interface MatchConfig {
  readonly ruleset: RulesetId;
  readonly options: Partial<GameOptions>;
}

export function matchRuleWords(t: Translate, config: MatchConfig): string[] {
  const { options } = config;
  const words = [rulesetName(t, config.ruleset)];
  const own = RULESET_DRAWINGS[config.ruleset].ruleWords(t, options);
  if (own !== null) {
    words.push(...own);
    return words;
  }
  words.push(
    t(
      !options.flowers
        ? 'match.flowers.off'
        : options.halveFlowers
          ? 'match.flowers.halved'
          : 'match.flowers.on',
    ),
  );
  return words;
}

export function MatchRules({ config }: { config: MatchConfig }) {
  const t = useT();
  return (
    <ul className="match-rules" aria-label={t('match.rules')}>
      {matchRuleWords(t, config).map((word) => (
        <li key={word}>{word}</li>
      ))}
    </ul>
  );
}
