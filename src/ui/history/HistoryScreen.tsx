/**
 * The history (issue 6): the finished matches kept on the device, the person's statistics over
 * them, one match's hands, and the replay of any hand. Matches can be exported as a file and
 * imported from one. Opened from the title screen and from the table's header.
 */
import './text';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import type { FinishedMatch, HistoryListing, HistoryRepository } from '../../persistence';
import { appHistory } from '../../persistence';
import { useAppStore } from '../../store';
import type { GameState } from '../../engine';
import { rulesetOf } from '../../engine';
import { Dialog } from '../Dialog';
import { useT } from '../i18n';
import type { ReplayCoach } from './coach';
import type { Download } from './download';
import { backupFileName, downloadText } from './download';
import { MatchDetail } from './MatchDetail';
import { MatchList } from './MatchList';
import { Replay } from './Replay';

// The after-hand review of a hand loads when first opened (it brings the coach's words).
const HandReview = lazy(() =>
  import('../review/HandReview').then((m) => ({ default: m.HandReview })),
);

type Route =
  | { readonly at: 'list' }
  | { readonly at: 'match'; readonly id: string }
  | { readonly at: 'replay'; readonly id: string; readonly hand: number }
  | { readonly at: 'review'; readonly id: string; readonly hand: number };

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly listing: HistoryListing }
  | { readonly status: 'unavailable' };

export interface HistoryScreenProps {
  readonly onClose: () => void;
  /** Where the matches are kept: the app's IndexedDB unless a test hands in another. */
  readonly repository?: HistoryRepository;
  /** The coach's comments in the replay (none yet: see coach.ts). */
  readonly coach?: ReplayCoach;
  readonly download?: Download;
}

const betweenMatches = (game: GameState | null) =>
  game === null || game.hand.phase.kind === 'matchOver';

/** The kept matches, read when the screen opens and again on `reload` (after a change). */
function useListing(history: HistoryRepository) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const live = useRef(true);
  const reload = useCallback(
    () =>
      history.list().then(
        (listing) => {
          if (live.current) setLoaded({ status: 'ready', listing });
        },
        () => {
          if (live.current) setLoaded({ status: 'unavailable' });
        },
      ),
    [history],
  );
  useEffect(() => {
    live.current = true;
    void reload();
    return () => {
      live.current = false;
    };
  }, [reload]);
  return { loaded, reload };
}

export function HistoryScreen({
  onClose,
  repository,
  coach,
  download = downloadText,
}: HistoryScreenProps) {
  const t = useT();
  // The match at the table is listed as in progress, not as left unfinished.
  const currentMatchId = useAppStore((s) => (betweenMatches(s.game) ? null : s.matchId));
  const [history] = useState(() => repository ?? appHistory());
  const { loaded, reload } = useListing(history);
  const [route, setRoute] = useState<Route>({ at: 'list' });

  const listing = loaded.status === 'ready' ? loaded.listing : null;
  const match: FinishedMatch | undefined =
    route.at === 'list' ? undefined : listing?.matches.find((m) => m.id === route.id);

  let body;
  if (loaded.status === 'loading') {
    body = (
      <p className="history-note" role="status">
        {t('history.loading')}
      </p>
    );
  } else if (loaded.status === 'unavailable') {
    body = (
      <p className="history-note" role="alert">
        {t('history.unavailable')}
      </p>
    );
  } else if (route.at === 'replay' && match !== undefined) {
    body = (
      <Replay
        match={match}
        handNumber={route.hand}
        {...(match.summary.finished ? { handCount: match.summary.hands.length } : {})}
        onBack={() => setRoute({ at: 'match', id: match.id })}
        {...(coach === undefined ? {} : { coach })}
        actions={
          // The after-hand review of the person's moves in this hand, where the coach knows the rules.
          rulesetOf(match.log.ruleset).coached && (
            <button
              type="button"
              className="secondary history-review"
              onClick={() => setRoute({ at: 'review', id: match.id, hand: route.hand })}
            >
              {t('result.review')}
            </button>
          )
        }
      />
    );
  } else if (route.at === 'review' && match !== undefined) {
    body = (
      <Suspense fallback={null}>
        <HandReview
          target={{ log: match.log, handNumber: route.hand }}
          onBack={() => setRoute({ at: 'replay', id: match.id, hand: route.hand })}
          backLabel={t('history.replay')}
        />
      </Suspense>
    );
  } else if (route.at === 'match' && match !== undefined) {
    body = (
      <MatchDetail
        match={match}
        currentMatchId={currentMatchId}
        onBack={() => setRoute({ at: 'list' })}
        onReplay={(hand) => setRoute({ at: 'replay', id: match.id, hand })}
        onExport={download}
        onDelete={async () => {
          await history.remove(match.id).catch(() => undefined);
          setRoute({ at: 'list' });
          await reload();
        }}
      />
    );
  } else {
    body = (
      <MatchList
        listing={loaded.listing}
        currentMatchId={currentMatchId}
        onOpen={(id) => setRoute({ at: 'match', id })}
        onImport={async (text) => {
          const result = await history.importText(text);
          if (result.ok) await reload();
          return result;
        }}
        onExportAll={async () => download(await history.exportAll(), backupFileName(Date.now()))}
      />
    );
  }

  return (
    <Dialog title={t('history.title')} onClose={onClose} className="history-dialog">
      {body}
    </Dialog>
  );
}
