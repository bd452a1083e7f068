/** Who sits at a seat: seat wind, name, running score (Ravenna: balance), the East (dealer) marker. */
import type { SeatView } from '../../engine';
import { playerName, useT } from '../i18n';

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
  const wind = t(`wind.${seat.seat}`);
  // What a screen reader says is in labels, not in visually hidden text: hidden text is still laid
  // out past its 1 px box, and lay under the next tile ("Ling is thinking…" under the concealed
  // count at 1280×800, issue 35).
  return (
    <div
      className={`seat-badge${thinking ? ' seat-badge--active' : ''}`}
      role="group"
      aria-label={t('table.seat', { name, wind, count: points })}
    >
      <span className={`wind-disc${seat.seat === 0 ? ' wind-disc--east' : ''}`} aria-hidden="true">
        {t(`wind.short.${seat.seat}`)}
      </span>
      <span className="seat-name" aria-hidden="true">
        {name}
      </span>
      <span className="seat-score" aria-hidden="true">
        {t('table.points', { count: points })}
      </span>
      {seat.seat === 0 && <span className="dealer-mark">{t('table.dealer')}</span>}
      {thinking && (
        <span className="thinking" role="img" aria-label={t('table.thinking', { name })}>
          <span className="thinking-dots" />
        </span>
      )}
    </div>
  );
}
