/**
 * One pill per ruleset played, the one shown pressed (issue 35): the History's statistics and the
 * progress page show one ruleset at a time.
 */
import type { RulesetId } from '../../engine';
import { rulesetName } from '../format';
import { useT } from '../i18n';

export function RulesetSwitch({
  label,
  rulesets,
  shown,
  onChoose,
}: {
  readonly label: string;
  readonly rulesets: readonly RulesetId[];
  readonly shown: RulesetId;
  readonly onChoose: (ruleset: RulesetId) => void;
}) {
  const t = useT();
  return (
    <div className="stats-rulesets" role="group" aria-label={label}>
      {rulesets.map((ruleset) => (
        <button
          key={ruleset}
          type="button"
          className="stats-ruleset"
          aria-pressed={ruleset === shown}
          onClick={() => onChoose(ruleset)}
        >
          {rulesetName(t, ruleset)}
        </button>
      ))}
    </div>
  );
}
