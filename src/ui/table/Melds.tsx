/** A seat's declared sets and exposed bonus tiles, laid out as §5.5 describes. */
import type { DeclaredSet, PlayerIndex, RulesetId, Seat, TileId } from '../../engine';
import { aboutPlayer } from '../i18n';
import { useRulesetT } from '../rulesets';
import { Tile } from '../tiles/Tile';
import type { TileSize } from '../tiles/Tile';
import { meldLayout } from './viewModel';

export function Melds({
  melds,
  bonus,
  owner,
  player,
  ruleset,
  size,
  clockwise = false,
  fly = true,
}: {
  melds: readonly DeclaredSet[];
  bonus: readonly TileId[];
  owner: Seat;
  /** Who holds them (the person's are "Your declared sets"). */
  player: PlayerIndex;
  /** Whose words name the sets and calls: Ravenna's Tris and Poker (glossary.md §2). */
  ruleset: RulesetId;
  size: TileSize;
  /** The table is drawn clockwise (Ravenna, R-3): a claimed tile turns toward its discarder. */
  clockwise?: boolean;
  /**
   * The tiles fly from the hand (the person's sets). Off for the others: their sets are turned
   * toward them, which the layout animation does not know, and measuring them costs every move.
   */
  fly?: boolean;
}) {
  const t = useRulesetT(ruleset);
  if (melds.length === 0 && bonus.length === 0) return null;
  return (
    <div className="melds">
      {melds.length > 0 && (
        <ul className="meld-list" aria-label={aboutPlayer(t, 'table.melds', player)}>
          {melds.map((meld) => (
            <li
              key={meld.tiles[0]}
              className="meld"
              aria-label={t(meld.concealed ? 'set.concealedKong' : `set.${meld.kind}`)}
            >
              {meldLayout(meld, owner, clockwise).map((tile) => (
                <Tile
                  key={tile.id}
                  id={tile.id}
                  size={size}
                  turned={tile.turned}
                  faceDown={tile.faceDown}
                  fly={fly}
                  {...(tile.turned ? { note: t(('call.' + meld.kind) as 'call.pung') } : {})}
                />
              ))}
            </li>
          ))}
        </ul>
      )}
      {bonus.length > 0 && (
        <div className="bonus" role="group" aria-label={aboutPlayer(t, 'table.bonus', player)}>
          {bonus.map((id) => (
            <Tile key={id} id={id} size={size} fly={fly} />
          ))}
        </div>
      )}
    </div>
  );
}
