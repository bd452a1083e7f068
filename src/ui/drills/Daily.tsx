/**
 * Today's five (issue 37): five built-in drills of a ruleset, a different five each day, each
 * teaching one idea, none the person has already learnt; how many are done today, and the button
 * that asks the next one.
 */
import type { RulesetId } from '../../engine';
import { RULESET_IDS } from '../../engine';
import type { BuiltinDrill, BuiltinDrillSet, DrillCard } from '../../persistence';
import { DAILY_COUNT, builtinCardId, dailyDrills, dayOf, startOfDay } from '../../persistence';
import { RulesetSwitch } from '../history/RulesetSwitch';
import { useT } from '../i18n';

/** The day's five of a set, from the deck as it stands (what was learnt before today is left out). */
export function todaysFive(
  set: BuiltinDrillSet,
  deck: ReadonlyMap<string, DrillCard>,
  now: number,
): BuiltinDrill[] {
  const today = startOfDay(now);
  return dailyDrills(set, dayOf(now), {
    learntBefore: (id) => {
      const card = deck.get(builtinCardId(id));
      return card !== undefined && card.retired && (card.answeredAt ?? 0) < today;
    },
  });
}

export type Daily =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly count: number; readonly done: number };

export function dailyOf(
  set: BuiltinDrillSet | null | undefined,
  deck: ReadonlyMap<string, DrillCard>,
  now: number,
): Daily {
  if (set === undefined) return { status: 'loading' };
  if (set === null) return { status: 'failed' };
  const five = todaysFive(set, deck, now);
  const today = startOfDay(now);
  const done = five.filter(
    (d) => (deck.get(builtinCardId(d.id))?.answeredAt ?? -Infinity) >= today,
  ).length;
  return { status: 'ready', count: five.length, done };
}

export function DailyHome({
  ruleset,
  onRuleset,
  daily,
  onStart,
}: {
  readonly ruleset: RulesetId;
  readonly onRuleset: (ruleset: RulesetId) => void;
  readonly daily: Daily;
  readonly onStart: () => void;
}) {
  const t = useT();
  let state;
  if (daily.status === 'loading') state = <p role="status">{t('drills.loading')}</p>;
  else if (daily.status === 'failed') state = <p role="alert">{t('drills.daily.failed')}</p>;
  else if (daily.count === 0) state = <p className="drill-note">{t('drills.daily.allLearnt')}</p>;
  else
    state = (
      <>
        <p className="drill-note" data-testid="daily-done">
          {t('drills.daily.done', { done: daily.done, count: daily.count })}
        </p>
        {daily.done < daily.count ? (
          <button type="button" className="primary" onClick={onStart}>
            {t(daily.done === 0 ? 'drills.daily.start' : 'drills.daily.continue')}
          </button>
        ) : (
          <p className="drill-note">{t('drills.daily.finished')}</p>
        )}
      </>
    );
  return (
    <section className="drills-section" aria-labelledby="drills-daily">
      <h3 id="drills-daily">{t('drills.daily.title', { count: DAILY_COUNT })}</h3>
      <p>{t('drills.daily.intro')}</p>
      <RulesetSwitch
        label={t('drills.daily.rules')}
        rulesets={RULESET_IDS}
        shown={ruleset}
        onChoose={onRuleset}
      />
      {state}
    </section>
  );
}
