/**
 * "What would you discard?" (issue 37, item 1): today's five built-in drills, each teaching one
 * idea, and the deck — the big mistakes the coach found in the person's matches and the built-in
 * drills missed — each asked again from the person's view of the position. The coach grades the
 * answer as it grades a move in the after-hand review; a miss brings the question back after 1, 3,
 * 7 days and more, two right answers in a row retire it. The deck and the matches are in the app's
 * database; the coach looks at new matches while this screen is open (src/app/progressDriver.ts).
 * Opened from the title and the table's menu.
 */
import './text';
import '../review/review.css';
import './drills.css';
import { useState } from 'react';
import type { RulesetId } from '../../engine';
import { useAppStore } from '../../store';
import type { DrillCard, DrillsRepository, HistoryRepository } from '../../persistence';
import { appDrills, appHistory, builtinCardId, dueCards, startOfDay } from '../../persistence';
import { Dialog } from '../Dialog';
import { useLocale } from '../history/format';
import { useT } from '../i18n';
import { DailyHome, dailyOf, todaysFive } from './Daily';
import { DeckHome } from './DeckHome';
import type { Asking } from './asked';
import { askedOf } from './asked';
import { Question } from './Question';
import type { Deck, DrillSets } from './useDrills';
import { useDeck, useDrillSets } from './useDrills';

export interface DrillsScreenProps {
  readonly onClose: () => void;
  readonly history?: HistoryRepository;
  readonly drills?: DrillsRepository;
}

type Ready = Extract<Deck, { status: 'ready' }>;

/** The deck's cards that can be asked: a match still kept, a built-in drill of a set loaded. */
function askableCards(loaded: Ready, sets: DrillSets): DrillCard[] {
  return [...loaded.deck.values()].filter((c) =>
    c.source === 'match'
      ? loaded.matches.has(c.matchId)
      : (sets.get(c.ruleset)?.drills.some((d) => d.id === c.drill) ?? false),
  );
}

export function DrillsScreen({ onClose, history, drills }: DrillsScreenProps) {
  const t = useT();
  const locale = useLocale();
  const [sources] = useState(() => ({
    history: history ?? appHistory(),
    drills: drills ?? appDrills(),
  }));
  const [edits, setEdits] = useState(0);
  const loaded = useDeck(sources.history, sources.drills, edits);
  const sets = useDrillSets();
  const settingsRuleset = useAppStore((s) => s.settings.ruleset);
  const [dailyRuleset, setDailyRuleset] = useState<RulesetId>(settingsRuleset);
  const [asking, setAsking] = useState<Asking | null>(null);
  let body;
  if (loaded.status === 'loading') body = <p role="status">{t('drills.loading')}</p>;
  else if (loaded.status === 'unavailable') body = <p role="alert">{t('drills.unavailable')}</p>;
  else {
    const askable = askableCards(loaded, sets);
    const todays = (ruleset: RulesetId) => {
      const set = sets.get(ruleset);
      return set == null ? [] : todaysFive(set, loaded.deck, loaded.readAt);
    };
    const nextCard = (after: string | null): Asking | null => {
      const card = dueCards(askable, loaded.readAt).find((c) => c.id !== after);
      return card === undefined ? null : { type: 'deck', cardId: card.id };
    };
    const nextDaily = (ruleset: RulesetId, after: string | null): Asking | null => {
      const today = startOfDay(loaded.readAt);
      const drill = todays(ruleset).find((d) => {
        const answeredAt = loaded.deck.get(builtinCardId(d.id))?.answeredAt ?? null;
        return d.id !== after && (answeredAt === null || answeredAt < today);
      });
      return drill === undefined ? null : { type: 'daily', ruleset, drillId: drill.id };
    };
    const asked = asking === null ? null : askedOf(asking, loaded, sets, t, locale, todays);
    if (asking === null || asked === null)
      body = (
        <>
          <p>{t('drills.intro')}</p>
          <DailyHome
            ruleset={dailyRuleset}
            onRuleset={setDailyRuleset}
            daily={dailyOf(sets.get(dailyRuleset), loaded.deck, loaded.readAt)}
            onStart={() => setAsking(nextDaily(dailyRuleset, null))}
          />
          <DeckHome cards={askable} now={loaded.readAt} onStart={() => setAsking(nextCard(null))} />
        </>
      );
    else {
      const following =
        asking.type === 'deck'
          ? nextCard(asking.cardId)
          : nextDaily(asking.ruleset, asking.drillId);
      body = (
        <Question
          key={asked.card.id}
          asked={asked}
          onAnswered={async (updated) => {
            await sources.drills.put([updated]).catch(() => undefined);
            setEdits((n) => n + 1);
          }}
          onNext={following === null ? null : () => setAsking(following)}
          onBack={() => setAsking(null)}
        />
      );
    }
  }
  return (
    <Dialog title={t('drills.title')} onClose={onClose} className="progress-dialog drills-dialog">
      {body}
    </Dialog>
  );
}
