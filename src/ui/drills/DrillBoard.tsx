/**
 * A drill's position as the person saw it (issue 37): every opponent's declared sets and discards,
 * the tiles left in the wall, the person's own sets, and the hand — on the person's turn each tile
 * is a button that answers "discard this"; in a claim window the choices the rules offer are
 * buttons. Nothing hidden is drawn: this is the person's view, the same the coach was shown.
 */
import type { Action, PlayerView, Seat, TileId } from '../../engine';
import { kindOfId } from '../../engine';
import { discardOf } from '../commands';
import { tileName } from '../i18n';
import type { Translate } from '../i18n';
import { useRulesetT } from '../rulesets';
import { offerLabel, offersOf } from '../table/ActionBar';
import { KindTile } from '../tiles/Tile';

function Tiles({ ids, label }: { readonly ids: readonly TileId[]; readonly label: string }) {
  return (
    <span className="drill-tiles" role="img" aria-label={label}>
      {ids.map((id) => (
        <KindTile key={id} kind={kindOfId(id)} size="meld" />
      ))}
    </span>
  );
}

const nameOf = (t: Translate, view: PlayerView, seat: Seat) =>
  t(`player.${view.seats[seat].player}`);

function Opponent({ view, seat }: { readonly view: PlayerView; readonly seat: Seat }) {
  const t = useRulesetT(view.ruleset);
  const s = view.seats[seat];
  const name = nameOf(t, view, seat);
  const names = (ids: readonly TileId[]) => ids.map((id) => tileName(t, kindOfId(id))).join(', ');
  const melds = s.melds.flatMap((m) => m.tiles);
  return (
    <li className="drill-seat" data-seat={seat}>
      <p className="drill-seat-name">{t('drills.seat', { name, wind: t(`wind.${seat}`) })}</p>
      {melds.length > 0 && (
        <Tiles ids={melds} label={`${t('table.melds', { name })}: ${names(melds)}`} />
      )}
      {s.river.length > 0 ? (
        <Tiles ids={s.river} label={`${t('table.river', { name })}: ${names(s.river)}`} />
      ) : (
        <p className="drill-note">{t('drills.noDiscards')}</p>
      )}
    </li>
  );
}

export function DrillBoard({
  view,
  onAnswer,
  disabled,
}: {
  readonly view: PlayerView;
  readonly onAnswer: (action: Action) => void;
  /** Answered: the hand is shown, no longer a question. */
  readonly disabled: boolean;
}) {
  const t = useRulesetT(view.ruleset);
  const me = view.seats[view.seat];
  const others = ([1, 2, 3] as const).map((d) => ((view.seat + d) % 4) as Seat);
  // The concealed tiles hold the one just drawn (the table sets it apart; here it is one of them).
  const hand = [...(me.concealed ?? [])].sort((a, b) => kindOfId(a) - kindOfId(b) || a - b);
  const seen = new Set<number>();
  const phase = view.phase;
  const offers = offersOf(view);
  const turn = view.legalActions.some((a) => a.type === 'discard');
  const myMelds = me.melds.flatMap((m) => m.tiles);
  return (
    <div className="drill-board">
      <ul className="drill-seats">
        {others.map((seat) => (
          <Opponent key={seat} view={view} seat={seat} />
        ))}
      </ul>
      <p className="drill-note">{t('drills.wall', { count: view.wall.live })}</p>
      {me.river.length > 0 && <Tiles ids={me.river} label={t('table.river.you')} />}
      {myMelds.length > 0 && <Tiles ids={myMelds} label={t('table.melds.you')} />}
      <p className="drill-prompt">
        {phase.kind === 'claimWindow'
          ? t('drills.question.claim', {
              name: nameOf(t, view, phase.discarder),
              tile: tileName(t, kindOfId(phase.tile)),
            })
          : t('drills.question.turn')}
      </p>
      {!turn ? (
        // A claim window: the hand is shown, the answers are the offers below.
        <span
          className="drill-hand"
          data-kinds={hand.map(kindOfId).join(' ')}
          role="img"
          aria-label={`${t('table.yourHand')}: ${hand.map((id) => tileName(t, kindOfId(id))).join(', ')}`}
        >
          {hand.map((id) => (
            <KindTile key={id} kind={kindOfId(id)} size="hand" />
          ))}
        </span>
      ) : (
        <div className="drill-hand" role="group" aria-label={t('table.yourHand')}>
          {hand.map((id) => {
            const kind = kindOfId(id);
            // One button per kind: two copies are the same answer.
            const discard = seen.has(kind) ? null : discardOf(view, id);
            seen.add(kind);
            return (
              <button
                key={id}
                type="button"
                className="drill-tile"
                data-tile-kind={kind}
                disabled={disabled || discard === null}
                aria-label={tileName(t, kind)}
                onClick={() => discard !== null && onAnswer(discard)}
              >
                <KindTile kind={kind} size="hand" />
              </button>
            );
          })}
        </div>
      )}
      {offers.length > 0 && (
        <div className="drill-offers">
          {offers.map((offer, i) => (
            <button
              key={i}
              type="button"
              className="secondary"
              disabled={disabled}
              data-action={offer.action.type}
              data-lowest={offer.action.type === 'claimChow' ? offer.action.lowest : undefined}
              onClick={() => onAnswer(offer.action)}
            >
              {offerLabel(t, offer).label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
