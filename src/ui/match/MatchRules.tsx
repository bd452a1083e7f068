/**
 * A match's rules and options in a line of plain words (issue 15): the ruleset, the flowers, and
 * Ravenna's four options (ravenna.md §13) when the match has them. Shown by the table's menu, the
 * new-match screen and the History, so a person always knows what a match was played by.
 */
import './text';
import type { GameOptions, RulesetId } from '../../engine';
import { rulesetName } from '../format';
import { useT } from '../i18n';
import type { Translate } from '../i18n';

export interface MatchConfig {
  readonly ruleset: RulesetId;
  readonly options: Partial<GameOptions>;
}

export function matchRuleWords(t: Translate, config: MatchConfig): string[] {
  const { options } = config;
  const words = [rulesetName(t, config.ruleset)];
  const ravenna = options.ravenna;
  if (ravenna === undefined) {
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
  words.push(
    t('match.ravenna.limitShown', { points: ravenna.limit }),
    t('match.ravenna.startingBalanceShown', { points: ravenna.startingBalance }),
    t('match.ravenna.dealPassesShown', { count: ravenna.dealPasses }),
    t(ravenna.stopWhenBroke ? 'match.ravenna.stopsWhenBroke' : 'match.ravenna.playsOn'),
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
