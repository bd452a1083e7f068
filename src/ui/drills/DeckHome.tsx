/**
 * The deck (issue 37): the questions waiting, those coming back later and those learnt — the big
 * mistakes of the person's matches and the built-in drills missed — and the button that asks them.
 */
import { useAppStore } from '../../store';
import type { DrillCard } from '../../persistence';
import { deckCounts } from '../../persistence';
import { formatDate, useLocale } from '../history/format';
import { useT } from '../i18n';

export function DeckHome({
  cards,
  now,
  onStart,
}: {
  readonly cards: readonly DrillCard[];
  readonly now: number;
  readonly onStart: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { status, done, total } = useAppStore((s) => s.progressReview);
  const counts = deckCounts(cards, now);
  const upcoming = cards.filter((c) => !c.retired).sort((a, b) => a.due - b.due)[0];
  return (
    <section className="drills-section drills-home" aria-labelledby="drills-deck">
      <h3 id="drills-deck">{t('drills.deck.title')}</h3>
      <p className="progress-status" role="status">
        {status === 'reviewing' ? t('progress.reviewing', { done, total }) : ''}
      </p>
      <p>{t('drills.deck.intro')}</p>
      {cards.length === 0 ? (
        <p className="progress-empty">{t('drills.empty')}</p>
      ) : (
        <>
          <ul className="drills-counts" data-testid="drills-counts">
            <li data-count="due">{t('drills.due', { count: counts.due })}</li>
            <li data-count="later">{t('drills.later', { count: counts.later })}</li>
            <li data-count="retired">{t('drills.retired', { count: counts.retired })}</li>
          </ul>
          {counts.due > 0 ? (
            <button type="button" className="primary" onClick={onStart} data-autofocus>
              {t('drills.start')}
            </button>
          ) : (
            <p className="drill-note">
              {upcoming === undefined
                ? t('drills.allLearnt')
                : t('drills.noneDue', { date: formatDate(locale, upcoming.due) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
