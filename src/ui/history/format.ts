/** Dates and percentages in the UI's language (Intl), for the history screens. */
import { useTranslation } from 'react-i18next';

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
