/**
 * "Your progress" (issue 37, item 2): per ruleset played, charts over the History's matches — how
 * often the person's discards match the coach's, big mistakes a hand, hands won, wins on the
 * person's discard, points a hand — and the kind of big mistake made most often, in one sentence.
 * The coach's figures come as it looks at the matches (src/app/progressDriver.ts), which it does
 * while this page is open; the rest is there at once. Opened from the title and the table's menu.
 */
import './text';
import './progress.css';
import { useEffect, useMemo, useState } from 'react';
import type { GameState, RulesetId } from '../../engine';
import type {
  FindingsRepository,
  HistoryRepository,
  MatchFindings,
  ProgressMatch,
  RulesetProgress,
} from '../../persistence';
import { PROGRESS_METRICS, appFindings, appHistory, progressByRuleset } from '../../persistence';
import { HUMAN, useAppStore } from '../../store';
import { Dialog } from '../Dialog';
import { RulesetSwitch } from '../history/RulesetSwitch';
import { useT } from '../i18n';
import { ProgressChart } from './ProgressChart';

type Loaded =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly matches: readonly ProgressMatch[];
      readonly findings: ReadonlyMap<string, MatchFindings>;
    }
  | { readonly status: 'unavailable' };

export interface ProgressScreenProps {
  readonly onClose: () => void;
  /** Where the matches and the coach's findings are kept: the app's IndexedDB unless a test says. */
  readonly history?: HistoryRepository;
  readonly findings?: FindingsRepository;
}

const betweenMatches = (game: GameState | null) =>
  game === null || game.hand.phase.kind === 'matchOver';

/** The matches and findings, read again whenever the coach keeps a match's findings. */
function useProgressData(history: HistoryRepository, findings: FindingsRepository): Loaded {
  const revision = useAppStore((s) => s.progressReview.revision);
  // The match at the table is still being played: it counts once it is over.
  const playing = useAppStore((s) => (betweenMatches(s.game) ? null : s.matchId));
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([history.list(), findings.all().catch(() => new Map<string, MatchFindings>())])
      .then(([listing, found]) => {
        const matches = listing.matches
          .filter((m) => m.id !== playing)
          .map((m) => ({ ...m, actions: m.log.actions.length }));
        if (live) setLoaded({ status: 'ready', matches, findings: found });
      })
      .catch(() => {
        if (live) setLoaded({ status: 'unavailable' });
      });
    return () => {
      live = false;
    };
  }, [history, findings, revision, playing]);
  return loaded;
}

export function ProgressScreen({ onClose, history, findings }: ProgressScreenProps) {
  const t = useT();
  const [sources] = useState(() => ({
    history: history ?? appHistory(),
    findings: findings ?? appFindings(),
  }));
  const loaded = useProgressData(sources.history, sources.findings);
  const groups = useMemo(
    () =>
      loaded.status === 'ready' ? progressByRuleset(loaded.matches, loaded.findings, HUMAN) : [],
    [loaded],
  );
  const [chosen, setChosen] = useState<RulesetId | null>(null);
  const shown = groups.find((g) => g.ruleset === chosen) ?? groups[0];
  let body;
  if (loaded.status === 'loading') body = <p role="status">{t('progress.loading')}</p>;
  else if (loaded.status === 'unavailable') body = <p role="alert">{t('progress.unavailable')}</p>;
  else if (shown === undefined) body = <p className="progress-empty">{t('progress.empty')}</p>;
  else
    body = (
      <>
        {groups.length > 1 && (
          <RulesetSwitch
            label={t('progress.rules')}
            rulesets={groups.map((g) => g.ruleset)}
            shown={shown.ruleset}
            onChoose={setChosen}
          />
        )}
        <RulesetProgressView group={shown} />
      </>
    );
  return (
    <Dialog title={t('progress.title')} onClose={onClose} className="progress-dialog">
      <ReviewStatus />
      {body}
    </Dialog>
  );
}

/** How far the coach has got with the matches, while it is at work. */
function ReviewStatus() {
  const t = useT();
  const { status, done, total } = useAppStore((s) => s.progressReview);
  if (status === 'unavailable')
    return (
      <p className="progress-status" role="status">
        {t('progress.noStorage')}
      </p>
    );
  return (
    <p className="progress-status" role="status">
      {status === 'reviewing' ? t('progress.reviewing', { done, total }) : ''}
    </p>
  );
}

function RulesetProgressView({ group }: { readonly group: RulesetProgress }) {
  const t = useT();
  const top = group.mistakes[0];
  return (
    <section className="progress-ruleset" data-ruleset={group.ruleset}>
      {group.reviewed > 0 && (
        <p className="progress-mistake" data-testid="progress-mistake">
          {top === undefined
            ? t('progress.mistake.none')
            : t('progress.mistake.most', {
                kind: t(`progress.mistake.${top.kind}`),
                count: top.count,
                total: group.bigMistakes,
              })}
        </p>
      )}
      <p className="progress-note">{t('progress.matches', { count: group.points.length })}</p>
      <div className="progress-charts">
        {PROGRESS_METRICS.map((metric) => (
          <ProgressChart key={metric} metric={metric} points={group.points} />
        ))}
      </div>
    </section>
  );
}
