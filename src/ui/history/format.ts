/** Dates and percentages in the UI's language (Intl), for the history screens. */
import { useTranslation } from 'react-i18next';
import type { PlayerIndex } from '../../engine';
import type { FinishedMatch, MatchSummary } from '../../persistence';
import { signedPoints } from '../format';
import type { Translate } from '../i18n';

export function useLocale(): string {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2) === 'it' ? 'it' : 'en';
}

export function formatDate(locale: string, time: number): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(time),
  );
}

export function formatPercent(locale: string, ratio: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    ratio,
  );
}

export function formatNumber(locale: string, n: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
}

/** A kept match is over, left unfinished, or the one being played (issue 15). */
export type MatchStatus = 'finished' | 'unfinished' | 'inProgress';

export function matchStatus(match: FinishedMatch, currentMatchId: string | null): MatchStatus {
  if (match.summary.finished) return 'finished';
  return match.id === currentMatchId ? 'inProgress' : 'unfinished';
}

/**
 * A player's result as the ruleset keeps it: a balance where the match starts from a stake
 * (Ravenna, ravenna.md §1.2), the signed total where it starts from nothing (Zung Jung §3.4).
 */
export function matchPoints(t: Translate, summary: MatchSummary, player: PlayerIndex): string {
  return summary.startingBalance === 0
    ? t('history.total', {
        points: signedPoints(summary.totals[player]),
        count: summary.totals[player],
      })
    : t('history.balance', { points: summary.balances[player] });
}
