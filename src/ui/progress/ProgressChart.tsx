/**
 * One chart of the progress page: its name, the figure over the last matches in large type with the
 * figure over all of them beside it, and the matches one by one as a line (oldest on the left). A
 * screen reader hears the same in one sentence: the first match, the last, the recent figure.
 */
import type { ProgressMetric, ProgressPoint } from '../../persistence';
import { metricOf, pooledMetric } from '../../persistence';
import { formatNumber, formatPercent, useLocale } from '../history/format';
import { useT } from '../i18n';
import { CHART, RECENT, chartGeometry, isShare } from './chart';

/** A metric's value as the page writes it: "62%", "0.4", "+3.2". */
export function formatMetric(locale: string, metric: ProgressMetric, value: number | null): string {
  if (value === null) return '—';
  if (isShare(metric)) return formatPercent(locale, value);
  const text = formatNumber(locale, value);
  return metric === 'pointsPerHand' && value > 0 ? `+${text}` : text;
}

/** Charts of something a person wants less of: the words say so. */
const LOWER_IS_BETTER: ReadonlySet<ProgressMetric> = new Set(['bigPerHand', 'dealInRate']);

export function ProgressChart({
  metric,
  points,
}: {
  readonly metric: ProgressMetric;
  readonly points: readonly ProgressPoint[];
}) {
  const t = useT();
  const locale = useLocale();
  const values = points.map((p) => metricOf(p, metric));
  const geometry = chartGeometry(metric, values);
  const recentPoints = points.slice(-RECENT);
  const recent = pooledMetric(recentPoints, metric);
  const all = pooledMetric(points, metric);
  const format = (v: number | null) => formatMetric(locale, metric, v);
  const title = t(`progress.metric.${metric}`);
  const known = values.filter((v) => v !== null);
  const first = known[0];
  const last = known.at(-1);
  const summary =
    first === undefined || last === undefined
      ? `${title}: ${t('progress.notReviewed')}`
      : t('progress.chart.summary', {
          title,
          first: format(first),
          last: format(last),
          recent: format(recent),
          count: points.length === 1 ? 1 : recentPoints.length,
        });
  const { width, height, left, top, bottom } = CHART;
  return (
    <figure className="progress-chart" data-metric={metric}>
      <figcaption>
        <span className="progress-chart-title">{title}</span>
        <span className="progress-chart-figures">
          <strong className="progress-chart-recent" data-value={recent ?? ''}>
            {format(recent)}
          </strong>{' '}
          <span>{t('progress.recent', { count: recentPoints.length })}</span>
          {points.length > recentPoints.length && (
            <span className="progress-chart-all" data-value={all ?? ''}>
              {' · '}
              {t('progress.all', { value: format(all) })}
            </span>
          )}
          {LOWER_IS_BETTER.has(metric) && (
            <span className="progress-chart-better">
              {' · '}
              {t('progress.lowerIsBetter')}
            </span>
          )}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary}>
        <text x={left - 6} y={top + 4} className="progress-axis">
          {format(geometry.high)}
        </text>
        <text x={left - 6} y={height - bottom} className="progress-axis">
          {format(geometry.low)}
        </text>
        <line x1={left} x2={width} y1={top} y2={top} className="progress-grid" />
        <line
          x1={left}
          x2={width}
          y1={height - bottom}
          y2={height - bottom}
          className="progress-grid"
        />
        {geometry.zeroY !== null && (
          <line
            x1={left}
            x2={width}
            y1={geometry.zeroY}
            y2={geometry.zeroY}
            className="progress-zero"
          />
        )}
        <path d={geometry.line} className="progress-line" />
        {geometry.dots.map((dot) => (
          <circle
            key={dot.index}
            cx={dot.x}
            cy={dot.y}
            r={dot.index === values.length - 1 ? 4.5 : 3}
            className="progress-dot"
          />
        ))}
      </svg>
    </figure>
  );
}
