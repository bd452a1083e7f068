/**
 * A seat's discards in rows of six, the last discard of the table marked, and the river that holds
 * it outlined so its owner shows at a glance. Only the person's latest discard flies (it came from
 * the hand): every tile that may fly is measured by the layout animation at each move of the
 * game, and the older discards never move.
 */
import type { PlayerIndex, TileId } from '../../engine';
import { aboutPlayer, useT } from '../i18n';
import { Tile } from '../tiles/Tile';
import { riverRows } from './viewModel';

export function River({
  river,
  last,
  player,
  position,
}: {
  river: readonly TileId[];
  last: TileId | null;
  /** Whose discards (the person's are "Your discards"). */
  player: PlayerIndex;
  position: string;
}) {
  const t = useT();
  return (
    <div
      className={`river river--${position}${last !== null && river.includes(last) ? ' river--last' : ''}`}
      role="group"
      aria-label={aboutPlayer(t, 'table.river', player)}
    >
      {riverRows(river).map((row, i) => (
        <div key={i} className="river-row">
          {row.map((id) => (
            <Tile
              key={id}
              id={id}
              size="river"
              fly={position === 'bottom' && id === river.at(-1)}
              marked={id === last}
              {...(id === last ? { note: t('table.lastDiscard') } : {})}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
