/**
 * The history's first page: the person's statistics, the finished matches newest first (date,
 * place, points), and the import of a match log file.
 */
import { useId, useMemo, useRef, useState } from 'react';
import type { RulesetId } from '../../engine';
import type {
  HistoryListing,
  ImportErrorCode,
  ImportResult,
  RulesetStats,
} from '../../persistence';
import { HUMAN, useAppStore } from '../../store';
import { MAX_BACKUP_CHARS, statsByRuleset } from '../../persistence';
import { rulesetName } from '../format';
import { RulesetSwitch } from './RulesetSwitch';
import { useT } from '../i18n';
import type { MessageKey } from '../i18n';
import { RULESET_DRAWINGS, useRulesetT } from '../rulesets';
import {
  formatDate,
  formatNumber,
  formatPercent,
  matchPoints,
  matchStatus,
  useLocale,
} from './format';

/**
 * The person's statistics, kept per ruleset (issue 35): a 200-point Ravenna limit hand is not
 * averaged with Zung Jung's 30s, and is named in Ravenna's words. With matches of several rulesets
 * a switch shows one at a time, the rules of the newest match first; only rulesets played appear.
 */
function Stats({ listing }: { listing: HistoryListing }) {
  const t = useT();
  const id = useId();
  const groups = useMemo(
    () =>
      statsByRuleset(
        listing.matches.map((m) => m.summary),
        HUMAN,
      ),
    [listing],
  );
  const [chosen, setChosen] = useState<RulesetId | null>(null);
  const shown = groups.find((g) => g.ruleset === chosen) ?? groups[0];
  if (shown === undefined) return null;
  return (
    <section
      className="history-stats"
      aria-labelledby={id}
      data-testid="history-stats"
      data-ruleset={shown.ruleset}
    >
      <h3 id={id}>
        {groups.length > 1
          ? t('history.stats')
          : t('history.statsOf', { ruleset: rulesetName(t, shown.ruleset) })}
      </h3>
      {groups.length > 1 && (
        <RulesetSwitch
          label={t('history.stats.rules')}
          rulesets={groups.map((g) => g.ruleset)}
          shown={shown.ruleset}
          onChoose={setChosen}
        />
      )}
      <RulesetFigures group={shown} />
    </section>
  );
}

/** One ruleset's figures and what its wins scored, in that ruleset's words. */
function RulesetFigures({ group }: { group: RulesetStats }) {
  const t = useRulesetT(group.ruleset);
  const locale = useLocale();
  const { stats } = group;
  const { markName } = RULESET_DRAWINGS[group.ruleset].history;
  const top = stats.scoredBy.slice(0, 6);
  return (
    <>
      <dl className="stats-grid">
        <div data-stat="matches">
          <dt>{t('history.stats.matches')}</dt>
          <dd>{stats.matches}</dd>
        </div>
        <div data-stat="hands">
          <dt>{t('history.stats.hands')}</dt>
          <dd>{stats.hands}</dd>
        </div>
        <div data-stat="wins">
          <dt>{t('history.stats.wins')}</dt>
          <dd>
            {stats.wins}{' '}
            <span className="stat-note">
              {t('history.stats.ofHands', { percent: formatPercent(locale, stats.winRate) })}
            </span>
          </dd>
        </div>
        <div data-stat="selfDrawn">
          <dt>{t('history.stats.selfDrawn')}</dt>
          <dd>{stats.selfDrawn}</dd>
        </div>
        <div data-stat="dealIns">
          <dt>{t('history.stats.dealIns')}</dt>
          <dd>
            {stats.dealIns}{' '}
            <span className="stat-note">
              {t('history.stats.ofHands', { percent: formatPercent(locale, stats.dealInRate) })}
            </span>
          </dd>
        </div>
        <div data-stat="averageWin">
          <dt>{t('history.stats.averageWin')}</dt>
          <dd>
            {t('history.stats.points', {
              points: formatNumber(locale, stats.averageWin),
              count: stats.averageWin,
            })}
          </dd>
        </div>
      </dl>
      <p className="history-note">{t('history.stats.dealInsNote')}</p>
      <h4>{t('history.stats.patterns')}</h4>
      {top.length === 0 && stats.plainWins === 0 ? (
        <p className="history-note">{t('history.stats.noWins')}</p>
      ) : (
        <ol className="top-patterns">
          {top.map((p) => (
            <li key={p.id} data-pattern={p.id} data-count={p.count}>
              <span>{markName(t, p.id)}</span>
              <span className="stat-count">{t('history.stats.times', { count: p.count })}</span>
            </li>
          ))}
          {stats.plainWins > 0 && (
            <li data-pattern="plain" data-count={stats.plainWins}>
              <span>{t('history.stats.plain')}</span>
              <span className="stat-count">
                {t('history.stats.times', { count: stats.plainWins })}
              </span>
            </li>
          )}
        </ol>
      )}
    </>
  );
}

type ImportNotice =
  | { readonly kind: 'done'; readonly duplicate: boolean }
  | { readonly kind: 'backup'; readonly matches: number; readonly drills: number }
  | { readonly kind: 'error'; readonly code: ImportErrorCode };

/** What each refused file is told (the codes of store/history's import). */
const IMPORT_ERRORS: Readonly<Record<ImportErrorCode, MessageKey>> = {
  'import/not-json': 'history.importError.not-json',
  'import/too-large': 'history.importError.too-large',
  'import/wrong-format': 'history.importError.wrong-format',
  'import/newer-version': 'history.importError.newer-version',
  'import/illegal-log': 'history.importError.illegal-log',
  'import/not-finished': 'history.importError.not-finished',
  'import/not-saved': 'history.importError.not-saved',
};

const PLACES = [
  'history.place.1',
  'history.place.2',
  'history.place.3',
  'history.place.4',
] as const satisfies readonly MessageKey[];

function ImportButton({
  onImport,
  onExportAll,
}: {
  onImport: (text: string) => Promise<ImportResult>;
  onExportAll: () => Promise<void>;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<ImportNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const onFile = async (file: File | undefined) => {
    if (file === undefined) return;
    setBusy(true);
    try {
      if (file.size > MAX_BACKUP_CHARS) {
        setNotice({ kind: 'error', code: 'import/too-large' });
        return;
      }
      const result = await onImport(await file.text());
      setNotice(
        !result.ok
          ? { kind: 'error', code: result.error.code }
          : 'backup' in result
            ? { kind: 'backup', matches: result.backup.matches, drills: result.backup.drills }
            : { kind: 'done', duplicate: result.duplicate },
      );
    } catch {
      setNotice({ kind: 'error', code: 'import/not-json' });
    } finally {
      setBusy(false);
      // The same file may be chosen again.
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="history-import">
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="import-file"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <button
        type="button"
        className="secondary"
        disabled={busy}
        onClick={() => {
          setNotice(null);
          input.current?.click();
        }}
      >
        {t('history.import')}
      </button>
      <button
        type="button"
        className="secondary"
        disabled={busy}
        onClick={() => {
          setNotice(null);
          void onExportAll().catch(() => setNotice({ kind: 'error', code: 'import/not-saved' }));
        }}
      >
        {t('history.exportAll')}
      </button>
      {notice?.kind === 'done' && (
        <p className="history-note history-note--ok" role="status">
          {t(notice.duplicate ? 'history.duplicate' : 'history.imported')}
        </p>
      )}
      {notice?.kind === 'backup' && (
        <p className="history-note history-note--ok" role="status">
          {t('history.importedBackup', { matches: notice.matches, drills: notice.drills })}
        </p>
      )}
      {notice?.kind === 'error' && (
        <p className="history-note history-note--error" role="alert" data-code={notice.code}>
          {t(IMPORT_ERRORS[notice.code])}
        </p>
      )}
    </div>
  );
}

export function MatchList({
  listing,
  currentMatchId = null,
  onOpen,
  onImport,
  onExportAll,
}: {
  listing: HistoryListing;
  /** The match being played: listed as in progress rather than unfinished. */
  currentMatchId?: string | null;
  onOpen: (id: string) => void;
  onImport: (text: string) => Promise<ImportResult>;
  /** Saves every match and the drill deck as one file (issue 37). */
  onExportAll: () => Promise<void>;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  // Charts over these matches (issue 37): a screen of its own.
  const openScreen = useAppStore((s) => s.openScreen);
  const openProgress = () => openScreen('progress');
  return (
    <div className="history-list">
      {listing.matches.length > 0 && <Stats listing={listing} />}
      {listing.matches.length > 0 && (
        <button type="button" className="secondary history-progress" onClick={openProgress}>
          {t('app.progress')}
        </button>
      )}
      <section aria-labelledby={id}>
        <h3 id={id}>{t('history.matches')}</h3>
        {listing.matches.length === 0 ? (
          <p className="history-empty">{t('history.empty')}</p>
        ) : (
          <ul className="match-list" aria-labelledby={id}>
            {listing.matches.map((match) => {
              const place = match.summary.standings.find((s) => s.player === HUMAN)?.place;
              const placeKey = place === undefined ? undefined : PLACES[place - 1];
              const status = matchStatus(match, currentMatchId);
              return (
                <li key={match.id}>
                  <button
                    type="button"
                    className="match-item"
                    data-match={match.id}
                    data-status={status}
                    onClick={() => onOpen(match.id)}
                  >
                    <span className="match-date">{formatDate(locale, match.finishedAt)}</span>
                    {status === 'finished' ? (
                      placeKey !== undefined && (
                        <span className={`match-place match-place--${place}`}>{t(placeKey)}</span>
                      )
                    ) : (
                      <span className="match-status">
                        {t(`history.status.${status}`)} ·{' '}
                        {t('history.handsPlayed', { count: match.summary.hands.length })}
                      </span>
                    )}
                    <span
                      className={`match-points ${match.summary.totals[HUMAN] >= 0 ? 'gain' : 'loss'}`}
                    >
                      {matchPoints(t, match.summary, HUMAN)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {listing.skipped > 0 && (
          <p className="history-note">{t('history.skipped', { count: listing.skipped })}</p>
        )}
      </section>
      <ImportButton onImport={onImport} onExportAll={onExportAll} />
    </div>
  );
}
