/**
 * A new match's rules and options, set right before it starts (issue 15): the ruleset, the flowers
 * (Zung Jung §14), practice or serious, the opponents' levels and the ruleset's own options (the
 * UI registry's `matchOptions`: Ravenna's four of its §13). What is chosen here is
 * also what the next matches start with (the settings). Starting leaves the match at the table,
 * which the session keeps in the History (unfinished unless it was over).
 */
import './text';
import { useState } from 'react';
import { useAppStore } from '../../store';
import { Dialog } from '../Dialog';
import { prepareSound } from '../feedback';
import { useT } from '../i18n';
import { RULESET_DRAWINGS } from '../rulesets';
import { OpponentLevels, RulesGroup } from '../settings/SettingsPanel';
import './match.css';

export function NewMatchScreen({ onClose }: { onClose: () => void }) {
  const t = useT();
  const settings = useAppStore((s) => s.settings);
  const update = useAppStore((s) => s.updateSettings);
  const startMatch = useAppStore((s) => s.startMatch);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  // The ruleset's own options (Ravenna's four, §13), where it has them.
  const Options = RULESET_DRAWINGS[settings.ruleset].matchOptions;
  const start = () => {
    if (settings.sound) prepareSound();
    update({ tutorialOffer: 'closed' });
    startMatch();
  };
  return (
    <Dialog title={t('match.setup.title')} onClose={onClose} className="new-match-dialog">
      <p className="setting-note">{t('match.setup.note')}</p>
      <RulesGroup>
        {Options !== null && (
          <Options
            onValidity={(name, valid) =>
              setInvalid((before) => {
                const after = new Set(before);
                if (valid) after.delete(name);
                else after.add(name);
                return after;
              })
            }
          />
        )}
      </RulesGroup>
      <OpponentLevels />
      <div className="menu-actions">
        <button
          type="button"
          className="primary"
          disabled={Options !== null && invalid.size > 0}
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
