/**
 * One finished match: the final standings, every hand with its winner and value (each opens the
 * replay), and the export and deletion of the match.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FinishedMatch, HandRecap } from '../../persistence';
import { HUMAN } from '../../store';
import { exportMatchLog } from '../../persistence';
import { signedPoints } from '../format';
import { playerName } from '../i18n';
import type { Translate } from '../i18n';
import { useRulesetT } from '../rulesets';
import type { Download } from './download';
import { matchFileName } from './download';
import { formatDate, matchPoints, matchStatus, useLocale } from './format';
import { MatchRules } from '../match/MatchRules';
import '../match/match.css';

function handLine(t: Translate, hand: HandRecap): { result: string; how: string | null } {
  const r = hand.result;
  if (r.kind === 'draw') return { result: t('result.drawTitle'), how: null };
  const you = (player: number) => (player === HUMAN ? '.you' : '');
  return {
    result: t(`history.handWon${you(r.winner)}`, {
      name: playerName(t, r.winner),
      value: r.value,
    }),
    how:
      r.discarder === null
        ? t('history.selfDrawn')
        : t(`history.onDiscard${you(r.discarder)}`, {
            name: playerName(t, r.discarder),
          }),
  };
}

/** Moves the focus to a page's heading when the page opens (the dialog stays the same). */
export function useFocusOnOpen<T extends HTMLElement>() {
  const heading = useRef<T>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

export function MatchDetail({
  match,
  currentMatchId = null,
  onBack,
  onReplay,
  onExport,
  onDelete,
}: {
  match: FinishedMatch;
  currentMatchId?: string | null;
  onBack: () => void;
  onReplay: (hand: number) => void;
  onExport: Download;
  onDelete: () => Promise<void>;
}) {
  // A hand nobody won is a Ravenna "void hand", not a draw game (ravenna.md §8.2).
  const t = useRulesetT(match.log.ruleset);
  const locale = useLocale();
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  const handsId = useId();
  const [confirming, setConfirming] = useState(false);
  const status = matchStatus(match, currentMatchId);
  return (
    <div className="match-detail">
      <div className="history-nav">
        <button type="button" className="back-button" onClick={onBack}>
          <span aria-hidden="true">‹ </span>
          {t('history.allMatches')}
        </button>
      </div>
      <h3 ref={heading} tabIndex={-1}>
        {t('history.matchOf', { date: formatDate(locale, match.finishedAt) })}
      </h3>
      {status !== 'finished' && (
        <p className="match-status" data-status={status}>
          {t(`history.status.${status}`)}
        </p>
      )}
      <MatchRules config={match.log} />
      <ol className="standings">
        {match.summary.standings.map((s) => (
          <li key={s.player} className={s.player === HUMAN ? 'standing standing--me' : 'standing'}>
            <span>{t('result.place', { place: s.place })}</span>
            <span>{playerName(t, s.player)}</span>
            <strong>{matchPoints(t, match.summary, s.player)}</strong>
          </li>
        ))}
      </ol>
      <div className="history-actions">
        <button
          type="button"
          className="primary"
          onClick={() => onExport(exportMatchLog(match.log), matchFileName(match.finishedAt))}
        >
          {t('history.export')}
        </button>
        {!confirming && (
          <button type="button" className="secondary" onClick={() => setConfirming(true)}>
            {t('history.delete')}
          </button>
        )}
      </div>
      {confirming && (
        <div className="history-confirm" role="group" aria-label={t('history.delete')}>
          <p>{t('history.confirmDelete')}</p>
          <div className="history-actions">
            <button type="button" className="secondary danger" onClick={() => void onDelete()}>
              {t('history.delete')}
            </button>
            <button type="button" className="secondary" onClick={() => setConfirming(false)}>
              {t('history.cancel')}
            </button>
          </div>
        </div>
      )}
      <h4 id={handsId}>{t('history.hands')}</h4>
      <ol className="hand-list" aria-labelledby={handsId}>
        {match.summary.hands.map((hand) => {
          const line = handLine(t, hand);
          const mine = hand.payments[HUMAN];
          return (
            <li key={hand.number}>
              <button
                type="button"
                className="hand-item"
                data-hand={hand.number}
                onClick={() => onReplay(hand.number)}
              >
                <span className="hand-number">
                  {t('history.handNumber', { n: hand.number + 1 })}
                </span>
                <span className="hand-result">
                  {line.result}
                  {line.how !== null && <span className="hand-how"> · {line.how}</span>}
                </span>
                <span className={`hand-mine ${mine > 0 ? 'gain' : mine < 0 ? 'loss' : ''}`}>
                  {t('history.yourPoints', { points: signedPoints(mine) })}
                </span>
                <span className="hand-replay" aria-hidden="true">
                  {t('history.replay')} ›
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
