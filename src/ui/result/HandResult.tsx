/**
 * The end of a hand: after a win, the winning hand arranged as scored, each counted pattern with
 * its points, the patterns present but not counted and why (§9.3, §9.5, §9.7), and every seat's
 * payment (§12); after a draw, a short notice (§8). At the end of the match, the final standings.
 */
import { Suspense, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type {
  HandResult as Result,
  PlayerView,
  RulesetId,
  ScoredHand,
  Seat,
  TileKind,
} from '../../engine';
import { rulesetOf } from '../../engine';
import { useAppStore } from '../../store';
import { Dialog } from '../Dialog';
import { pointsText } from '../format';
import { aboutPlayer, playerName, useT } from '../i18n';
import { patternName } from '../i18n/patterns';
import type { Translate } from '../i18n';
import { HistoryIcon, MenuIcon } from '../icons';
import { KindTile } from '../tiles/Tile';
import { RULESET_DRAWINGS } from '../rulesets';
import type { ResultBodyProps } from '../rulesets';
import { shownPoints } from '../table/viewModel';
import { arrangedGroups } from './arrangement';
import { PaymentsTable } from './PaymentsTable';

// A ruleset's own result body (Ravenna: everybody's score and the settlement) loads when a hand
// ends: other players never need it, and the start-up JavaScript has a budget
// (test/e2e/bundle.test.ts). One lazy component per ruleset, made once.
const RESULT_BODIES = Object.fromEntries(
  Object.entries(RULESET_DRAWINGS).map(([id, drawing]) => [
    id,
    drawing.resultBody === null ? null : lazy(drawing.resultBody),
  ]),
) as Readonly<Record<RulesetId, LazyExoticComponent<ComponentType<ResultBodyProps>> | null>>;

type Win = Extract<Result, { kind: 'win' }>;

function seatPlayerName(t: Translate, view: PlayerView, seat: Seat): string {
  return playerName(t, view.seats[seat].player);
}

/**
 * A scored hand explained: the limit, if any (§9.5), the tiles arranged as scored with the winning
 * tile marked (§9.7), each counted pattern with its points and the patterns present but not
 * counted, with the reason. Shared by the end of a hand and the scoring calculator.
 */
export function ScoreBreakdown({
  score,
  winningTile,
  bonusTiles,
  showIds = false,
}: {
  score: ScoredHand;
  winningTile: TileKind;
  bonusTiles: readonly TileKind[];
  /** Also show each pattern's rule id (zung-jung.md §10), e.g. for players checking the rules. */
  showIds?: boolean;
}) {
  const t = useT();
  const groups = arrangedGroups(score.arrangement, winningTile);
  return (
    <>
      {score.limit === 'compound' && <p className="result-note">{t('result.compoundLimit')}</p>}
      {score.limit === 'listed' && <p className="result-note">{t('result.listedLimit')}</p>}

      <h3>{t('result.hand')}</h3>
      <ul className="arranged" aria-label={t('result.hand')}>
        {groups.map((group, g) => (
          <li
            key={g}
            className={`arranged-group${group.declared ? ' arranged-group--declared' : ''}`}
          >
            {group.kinds.map((kind, i) => (
              <span key={i} className={i === group.winningAt ? 'winning-tile' : undefined}>
                <KindTile kind={kind} size="result" />
                {i === group.winningAt && (
                  <span className="visually-hidden">{t('result.winningTile')}</span>
                )}
              </span>
            ))}
          </li>
        ))}
        {bonusTiles.length > 0 && (
          <li className="arranged-group arranged-group--bonus">
            {bonusTiles.map((kind, i) => (
              <KindTile key={i} kind={kind} size="result" />
            ))}
          </li>
        )}
      </ul>

      <h3>{t('result.counted')}</h3>
      <table className="patterns" data-testid="counted-patterns">
        <tbody>
          {score.counted.length === 0 ? (
            <tr data-pattern="chicken">
              <th scope="row">{t('result.chicken')}</th>
              <td className="points">1</td>
            </tr>
          ) : (
            score.counted.map((p) => (
              <tr key={p.id} data-pattern={p.id} data-points={p.points}>
                <th scope="row">
                  {patternName(t, p.id)}
                  {showIds && <span className="pattern-id"> {p.id}</span>}
                  {p.perUnit && p.count > 1 && (
                    <span className="per-unit">
                      {' '}
                      ({t('result.perUnit', { count: p.count, each: p.points / p.count })})
                    </span>
                  )}
                </th>
                <td className="points">{p.points}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>

      {score.notCounted.length > 0 && (
        <>
          <h3>{t('result.notCounted')}</h3>
          <ul className="not-counted" data-testid="not-counted-patterns">
            {score.notCounted.map((p, i) => (
              <li key={`${p.id}-${i}`} data-pattern={p.id}>
                <span className="nc-name">
                  {patternName(t, p.id)} <span className="nc-points">({p.points})</span>
                </span>
                <span className="nc-why">
                  {t(`result.why.${p.reason}`, {
                    by: p.by === undefined ? '' : patternName(t, p.by),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function WinDetails({ view, result }: { view: PlayerView; result: Win }) {
  const t = useT();
  const { score, hand } = result;
  const how =
    result.winFrom === 'wall' || result.discarder === null
      ? t('result.selfDrawn')
      : aboutPlayer(
          t,
          hand.situation.robbingKong ? 'result.robbed' : 'result.onDiscard',
          view.seats[result.discarder].player,
        );
  return (
    <>
      <p className="result-how">
        {how} · <strong className="result-total">{pointsText(t, score.total)}</strong>
      </p>
      <ScoreBreakdown score={score} winningTile={hand.winningTile} bonusTiles={hand.bonusTiles} />
    </>
  );
}

function Payments({
  view,
  payments,
}: {
  view: PlayerView;
  payments: readonly [number, number, number, number];
}) {
  const t = useT();
  return (
    <>
      <h3>{t('result.payments')}</h3>
      <PaymentsTable
        rows={view.seats.map((seat) => ({
          seat: seat.seat,
          name: playerName(t, seat.player),
          amount: payments[seat.seat],
        }))}
      />
    </>
  );
}

function Standings({ view }: { view: PlayerView }) {
  const t = useT();
  if (view.phase.kind !== 'matchOver') return null;
  return (
    <>
      <h3>{t('result.standings')}</h3>
      <ol className="standings">
        {view.phase.standings.map((s) => (
          <li key={s.player} className={s.player === 0 ? 'standing standing--me' : 'standing'}>
            <span>{t('result.place', { place: s.place })}</span>
            <span>{playerName(t, s.player)}</span>
            <strong>{shownPoints(view, s.total)}</strong>
          </li>
        ))}
      </ol>
    </>
  );
}

export function HandResultPanel({ view }: { view: PlayerView }) {
  const t = useT();
  const dispatch = useAppStore((s) => s.dispatch);
  const startMatch = useAppStore((s) => s.startMatch);
  const openScreen = useAppStore((s) => s.openScreen);
  const phase = view.phase;
  if (phase.kind !== 'handOver' && phase.kind !== 'matchOver') return null;
  const result = phase.result;
  const ResultBody = RESULT_BODIES[view.ruleset];
  const title =
    result.kind === 'draw'
      ? t(result.void === undefined ? 'result.drawTitle' : 'result.voidTitle')
      : result.winner === view.seat
        ? t('result.youWin')
        : t('result.wins', { name: seatPlayerName(t, view, result.winner) });
  // The result covers the table and its top bar: the Menu and the History are reachable from it,
  // as in the top bar, so a person need not play the next hand to look at them (issue 35). Both
  // come back to this result when closed.
  const tools = (
    <>
      <button type="button" className="icon-button" onClick={() => openScreen('menu')}>
        <MenuIcon />
        <span className="visually-hidden">{t('match.menu')}</span>
      </button>
      <button type="button" className="icon-button" onClick={() => openScreen('history')}>
        <HistoryIcon />
        <span className="visually-hidden">{t('app.history')}</span>
      </button>
    </>
  );
  return (
    <Dialog title={title} className="result-dialog" tools={tools}>
      {ResultBody !== null ? (
        <Suspense fallback={null}>
          <ResultBody view={view} result={result} />
        </Suspense>
      ) : result.kind === 'win' ? (
        <>
          <WinDetails view={view} result={result} />
          <Payments view={view} payments={result.payments} />
          {result.responsible !== null && result.score.total > 25 && (
            <p className="result-note">
              {aboutPlayer(t, 'result.responsible', view.seats[result.responsible].player)}
            </p>
          )}
        </>
      ) : (
        <p>{t('result.drawText')}</p>
      )}
      {phase.kind === 'matchOver' && <Standings view={view} />}
      <div className="dialog-actions">
        {rulesetOf(view.ruleset).coached && (
          // The after-hand review (issue 7): the coach looks at each of the person's moves.
          <button type="button" className="secondary" onClick={() => openScreen('review')}>
            {t('result.review')}
          </button>
        )}
        {phase.kind === 'handOver' ? (
          <button
            type="button"
            className="primary"
            data-autofocus
            onClick={() => dispatch({ type: 'nextHand' })}
          >
            {t('result.nextHand')}
          </button>
        ) : (
          <button type="button" className="primary" data-autofocus onClick={() => startMatch()}>
            {t('result.newMatch')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
