/**
 * The end of a Ravenna hand (shared/rules/ravenna.md §10–§11), loaded only when one ends: every
 * player's hand as counted — the table points item by item, the going-out bonus, the doublings,
 * the limit hand and the score — then the settlement payment by payment (everybody pays the
 * winner, the others pay each other the differences, East double) and each seat's net. A void
 * hand gets a notice with its reason (§8.2).
 */
import './text';
import './ravenna.css';
import { useTranslation } from 'react-i18next';
import type {
  HandResult,
  PlayerView,
  RavennaHandScores,
  RavennaScore,
  Seat,
  TileKind,
} from '../../../engine';
import { kindOfId } from '../../../engine';
import { pointsText } from '../../format';
import { aboutPlayer, playerName, tileName, useT } from '../../i18n';
import type { Translate } from '../../i18n';
import { PaymentsTable } from '../../result/PaymentsTable';
import { arrangedGroups } from '../../result/arrangement';
import { KindTile } from '../../tiles/Tile';
import { itemKey, itemTiles, scoreLines, scoringOrder, seatScores, settlementOf } from './model';
import type { Transfer } from './model';

type Win = Extract<HandResult, { kind: 'win' }>;

function nameAt(t: Translate, view: PlayerView, seat: Seat): string {
  return playerName(t, view.seats[seat].player);
}

function Who({ view, seat }: { view: PlayerView; seat: Seat }) {
  const t = useT();
  return (
    <>
      {nameAt(t, view, seat)} <span className="payment-wind">({t(`wind.${seat}`)})</span>
    </>
  );
}

/** Where the winning tile lies among the winner's items (its set, or the pair), or -1. */
function winningItem(score: RavennaScore, winningTile: TileKind): number {
  const a = score.arrangement;
  if (a === null) return -1;
  if (a.form === 'regular') return a.winningTileIn === -1 ? a.sets.length : a.winningTileIn;
  return score.items.findIndex((i) => i.item === 'pair' && i.tile === winningTile);
}

/** One line of a score's working: what it is (and which ones), and its value. */
function SumRow({
  label,
  detail,
  value,
  total = false,
}: {
  label: string;
  detail?: string;
  value: string | number;
  total?: boolean;
}) {
  return (
    <div className={`rav-sum-row${total ? ' rav-total' : ''}`}>
      <dt>
        {label}
        {detail !== undefined && <span className="rav-dbl-list"> {detail}</span>}
      </dt>
      <dd className="points">{value}</dd>
    </div>
  );
}

function PlayerScore({
  view,
  seat,
  score,
  limit,
  winningTile,
}: {
  view: PlayerView;
  seat: Seat;
  score: RavennaScore;
  limit: number;
  /** The winner's winning tile; null for the others. */
  winningTile: TileKind | null;
}) {
  const t = useT();
  const marked = winningTile === null ? -1 : winningItem(score, winningTile);
  const thirteen = score.arrangement?.form === 'thirteenTerminals' ? score.arrangement : null;
  return (
    <section
      className={`rav-player${winningTile !== null ? ' rav-player--winner' : ''}`}
      data-seat={seat}
      data-table-points={score.tablePoints}
      data-bonus={score.bonus}
      data-doublings={score.doublings.join(' ')}
      data-limit-hand={score.limitHand ?? ''}
      data-score={score.score}
    >
      <h4 className="rav-player-head">
        <span>
          <Who view={view} seat={seat} />
          {winningTile !== null && <span className="rav-out"> · {t('rav.wentOut')}</span>}
        </span>
        <strong className="rav-player-score">{score.score}</strong>
      </h4>
      {thirteen !== null && winningTile !== null && (
        <ul className="arranged rav-arranged">
          {arrangedGroups(thirteen, winningTile).map((g, i) => (
            <li key={i} className="arranged-group">
              {g.kinds.map((kind, k) => (
                <span key={k} className={k === g.winningAt ? 'winning-tile' : undefined}>
                  <KindTile kind={kind} size="small" />
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
      {score.items.length === 0 ? (
        <p className="rav-nothing">{t('rav.nothing')}</p>
      ) : (
        <ul className="rav-items">
          {score.items.map((item, i) => {
            const tiles = itemTiles(item);
            const at = i === marked && winningTile !== null ? tiles.lastIndexOf(winningTile) : -1;
            return (
              <li
                key={i}
                className={`rav-item${item.declared && item.item !== 'bonus' ? ' rav-item--declared' : ''}`}
                data-item={item.item}
                data-points={item.points}
              >
                <span className="rav-tiles">
                  {tiles.map((kind, k) => (
                    <span key={k} className={k === at ? 'winning-tile' : undefined}>
                      <KindTile kind={kind} size="small" />
                    </span>
                  ))}
                </span>
                <span className="rav-item-name">{t(itemKey(item))}</span>
                <span className="points">{item.points}</span>
              </li>
            );
          })}
        </ul>
      )}
      <dl className="rav-sum">
        {scoreLines(t, score, limit).map((line) => (
          <SumRow
            key={line.id}
            label={line.label}
            {...(line.detail === undefined ? {} : { detail: line.detail })}
            value={line.value}
            {...(line.total ? { total: true } : {})}
          />
        ))}
      </dl>
    </section>
  );
}

function TransferRows({ view, rows }: { view: PlayerView; rows: readonly Transfer[] }) {
  return rows.map((r) => (
    <tr
      key={`${r.payer}-${r.payee}`}
      data-payer={r.payer}
      data-payee={r.payee}
      data-amount={r.amount}
    >
      <td>
        <Who view={view} seat={r.payer} />
      </td>
      <td>
        <Who view={view} seat={r.payee} />
      </td>
      <td className="rav-why">
        {r.between === null
          ? `${r.base}${r.doubled ? ' × 2' : ''}`
          : r.doubled
            ? `(${r.between[0]} − ${r.between[1]}) × 2`
            : `${r.between[0]} − ${r.between[1]}`}
      </td>
      <td className="points">{r.amount}</td>
    </tr>
  ));
}

function Settlement({
  view,
  result,
  hands,
}: {
  view: PlayerView;
  result: Win;
  hands: RavennaHandScores;
}) {
  const t = useT();
  const { toWinner, between } = settlementOf(seatScores(hands), result.winner);
  return (
    <>
      <h3>{t('rav.settlement')}</h3>
      <table className="rav-settlement" data-testid="settlement">
        <thead>
          <tr>
            <th scope="col">{t('rav.payer')}</th>
            <th scope="col">{t('rav.payee')}</th>
            <th scope="col" aria-hidden="true" />
            <th scope="col" className="points">
              {t('rav.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="rav-section">
            <th scope="rowgroup" colSpan={4}>
              {t('rav.toWinner')}
            </th>
          </tr>
          <TransferRows view={view} rows={toWinner} />
          {between.length > 0 && (
            <tr className="rav-section">
              <th scope="rowgroup" colSpan={4}>
                {t('rav.between')}
              </th>
            </tr>
          )}
          <TransferRows view={view} rows={between} />
        </tbody>
      </table>
      <p className="result-note">{t('rav.eastDouble')}</p>
      <h3>{t('rav.net')}</h3>
      <PaymentsTable
        rows={view.seats.map((seat) => ({
          seat: seat.seat,
          name: playerName(t, seat.player),
          amount: result.payments[seat.seat],
        }))}
      />
    </>
  );
}

function Won({ view, result, hands }: { view: PlayerView; result: Win; hands: RavennaHandScores }) {
  const t = useT();
  const { scores, limit } = hands;
  const how =
    result.winFrom === 'wall' || result.discarder === null
      ? t('result.selfDrawn')
      : aboutPlayer(t, 'result.onDiscard', view.seats[result.discarder].player);
  return (
    <>
      <p className="result-how">
        {how} · <strong className="result-total">{pointsText(t, result.score.total)}</strong>
      </p>
      <h3>{t('rav.hands')}</h3>
      <div className="rav-players">
        {scoringOrder(result.winner).map((seat) => (
          <PlayerScore
            key={seat}
            view={view}
            seat={seat}
            score={scores[seat]}
            limit={limit}
            winningTile={seat === result.winner ? result.hand.winningTile : null}
          />
        ))}
      </div>
      <Settlement view={view} result={result} hands={hands} />
    </>
  );
}

function Void({
  view,
  result,
}: {
  view: PlayerView;
  result: Extract<HandResult, { kind: 'draw' }>;
}) {
  const t = useT();
  const { i18n } = useTranslation();
  const why = result.void;
  let text: string;
  if (why?.reason === 'several-winners') {
    const list = new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', { type: 'conjunction' });
    text = t('rav.void.several-winners', {
      names: list.format(why.seats.map((s) => nameAt(t, view, s))),
      tile: tileName(t, kindOfId(why.tile)),
    });
  } else {
    text = t('rav.void.wall-exhausted');
  }
  return (
    <div className="rav-void" data-void={why?.reason ?? 'wall-exhausted'}>
      <p>{text}</p>
      <p className="result-note">{t('rav.void.after')}</p>
    </div>
  );
}

/** The body of the result dialog for a Ravenna hand (the dialog and its buttons are HandResult's). */
export default function RavennaResult({ view, result }: { view: PlayerView; result: HandResult }) {
  if (result.kind === 'draw') return <Void view={view} result={result} />;
  if (result.ravenna === undefined) return null;
  return <Won view={view} result={result} hands={result.ravenna} />;
}
