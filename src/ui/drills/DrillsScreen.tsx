/**
 * "What would you discard?" (issue 37, item 1): the drill deck — the big mistakes the coach found in
 * the person's matches, each asked again from the person's view of the position. The coach grades
 * the answer as it grades a move in the after-hand review; a miss brings the question back after
 * 1, 3, 7 days and more, two right answers in a row retire it. The deck and the matches are in the
 * app's database; the coach looks at new matches while this screen is open
 * (src/app/progressDriver.ts). Opened from the title and the table's menu.
 */
import './text';
import '../review/review.css';
import './drills.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Action } from '../../engine';
import { useAppStore, useAppStoreApi } from '../../store';
import { clearDrillAnswer, requestDrillAnswer } from '../../store/drill';
import type {
  DrillCard,
  DrillsRepository,
  FinishedMatch,
  HistoryRepository,
} from '../../store/history';
import { answerCard, appDrills, appHistory, deckCounts, dueCards } from '../../store/history';
import { gradeReview } from '../../store/matchAnalysis/grading';
import { decisionAt } from '../../store/reviewMoves';
import { Dialog } from '../Dialog';
import { formatDate, useLocale } from '../history/format';
import { useT } from '../i18n';
import { DrillAnswer } from './DrillAnswer';
import { DrillBoard } from './DrillBoard';

type Loaded =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly matches: ReadonlyMap<string, FinishedMatch>;
      readonly deck: ReadonlyMap<string, DrillCard>;
      /** When they were read: what is due is due then. */
      readonly readAt: number;
    }
  | { readonly status: 'unavailable' };

export interface DrillsScreenProps {
  readonly onClose: () => void;
  readonly history?: HistoryRepository;
  readonly drills?: DrillsRepository;
}

/** The matches and the deck, read again when the coach adds cards or an answer changes one. */
function useDeck(history: HistoryRepository, drills: DrillsRepository, edits: number): Loaded {
  const revision = useAppStore((s) => s.progressReview.revision);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([history.list(), drills.all()])
      .then(([listing, deck]) => {
        const matches = new Map(listing.matches.map((m) => [m.id, m]));
        if (live) setLoaded({ status: 'ready', matches, deck, readAt: Date.now() });
      })
      .catch(() => {
        if (live) setLoaded({ status: 'unavailable' });
      });
    return () => {
      live = false;
    };
  }, [history, drills, revision, edits]);
  return loaded;
}

export function DrillsScreen({ onClose, history, drills }: DrillsScreenProps) {
  const t = useT();
  const [sources] = useState(() => ({
    history: history ?? appHistory(),
    drills: drills ?? appDrills(),
  }));
  const [edits, setEdits] = useState(0);
  const loaded = useDeck(sources.history, sources.drills, edits);
  const [asking, setAsking] = useState<string | null>(null);
  let body;
  if (loaded.status === 'loading') body = <p role="status">{t('drills.loading')}</p>;
  else if (loaded.status === 'unavailable') body = <p role="alert">{t('drills.unavailable')}</p>;
  else {
    // A card whose match was deleted from the History cannot be asked.
    const askable = [...loaded.deck.values()].filter((c) => loaded.matches.has(c.matchId));
    const card = asking === null ? undefined : loaded.deck.get(asking);
    const next = () => dueCards(askable, Date.now()).find((c) => c.id !== asking)?.id ?? null;
    body =
      card === undefined ? (
        <DeckHome cards={askable} now={loaded.readAt} onStart={() => setAsking(next())} />
      ) : (
        <Question
          key={card.id}
          card={card}
          match={loaded.matches.get(card.matchId)!}
          onAnswered={async (updated) => {
            await sources.drills.put([updated]).catch(() => undefined);
            setEdits((n) => n + 1);
          }}
          onNext={() => setAsking(next())}
          onBack={() => setAsking(null)}
        />
      );
  }
  return (
    <Dialog title={t('drills.title')} onClose={onClose} className="progress-dialog drills-dialog">
      {body}
    </Dialog>
  );
}

function DeckHome({
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
    <div className="drills-home">
      <p className="progress-status" role="status">
        {status === 'reviewing' ? t('progress.reviewing', { done, total }) : ''}
      </p>
      <p>{t('drills.intro')}</p>
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
    </div>
  );
}

function Question({
  card,
  match,
  onAnswered,
  onNext,
  onBack,
}: {
  readonly card: DrillCard;
  readonly match: FinishedMatch;
  readonly onAnswered: (card: DrillCard) => Promise<void>;
  readonly onNext: () => void;
  readonly onBack: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const store = useAppStoreApi();
  const position = useMemo(
    () => decisionAt(match.log, match.summary.hands, card.index),
    [match, card.index],
  );
  const answer = useAppStore((s) => (s.drillAnswer?.cardId === card.id ? s.drillAnswer : null));
  // The card as this answer left it: written once per answer.
  const [after, setAfter] = useState<{ card: DrillCard; at: number } | null>(null);
  const graded = useRef<unknown>(null);
  useEffect(() => {
    if (answer?.status !== 'ready' || answer.review === null || graded.current === answer) return;
    graded.current = answer;
    const right = gradeReview(answer.review).verdict !== 'different';
    const at = Date.now();
    const updated = answerCard(card, right, at);
    setAfter({ card: updated, at });
    void onAnswered(updated);
  }, [answer, card, onAnswered]);
  useEffect(() => () => clearDrillAnswer(store), [store]);
  if (!position.ok) return <p role="alert">{t('drills.failed')}</p>;
  const view = position.value.view;
  const hand = match.summary.hands.findIndex(
    (h) => card.index >= h.firstAction && card.index < h.firstAction + h.actionCount,
  );
  const ask = (action: Action) => requestDrillAnswer(store, { cardId: card.id, view, action });
  return (
    <div className="drill" data-card={card.id}>
      <p className="drill-note">
        {t('drills.from', { date: formatDate(locale, match.finishedAt), hand: hand + 1 })}
      </p>
      <DrillBoard
        view={view}
        onAnswer={ask}
        disabled={answer !== null && answer.status !== 'failed'}
      />
      {answer?.status === 'grading' && <p role="status">{t('drills.thinking')}</p>}
      {answer?.status === 'failed' && <p role="alert">{t('drills.failed')}</p>}
      {answer?.status === 'ready' && answer.review !== null && after !== null && (
        <>
          <DrillAnswer view={view} review={answer.review} card={after.card} answeredAt={after.at} />
          <div className="drill-actions">
            <button type="button" className="primary" onClick={onNext} data-autofocus>
              {t('drills.next')}
            </button>
            <button type="button" className="secondary" onClick={onBack}>
              {t('drills.back')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
