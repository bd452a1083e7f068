/** Who sits at a seat: seat wind, name, running score (Ravenna: balance), the East (dealer) marker. */
import type { SeatView } from '../../engine';
import { playerName, useT } from '../i18n';
import type { MessageKey } from '../i18n';

export function SeatBadge({
  seat,
  thinking,
  points = seat.total,
}: {
  seat: SeatView;
  thinking: boolean;
  /** What the score shows: the running total, or a Ravenna balance (viewModel.shownPoints). */
  points?: number;
}) {
  const t = useT();
  const name = playerName(t, seat.player);
  const wind = t(`wind.${seat.seat}` as MessageKey);
  return (
    <div className={`seat-badge${thinking ? ' seat-badge--active' : ''}`}>
      <span className={`wind-disc${seat.seat === 0 ? ' wind-disc--east' : ''}`} aria-hidden="true">
        {t(`wind.short.${seat.seat}` as MessageKey)}
      </span>
      <span className="seat-name">
        <span className="visually-hidden">{t('table.seat', { name, wind, count: points })}</span>
        <span aria-hidden="true">{name}</span>
      </span>
      <span className="seat-score" aria-hidden="true">
        {t('table.points', { count: points })}
      </span>
      {seat.seat === 0 && <span className="dealer-mark">{t('table.dealer')}</span>}
      {thinking && (
        <span className="thinking">
          <span className="visually-hidden">{t('table.thinking', { name })}</span>
          <span className="thinking-dots" aria-hidden="true" />
        </span>
      )}
    </div>
  );
}
