/**
 * What a lesson step draws: groups of tiles, a winning hand with the engine's own scoring of it
 * (§9), the points of common patterns from the engine's pattern table (§10), and the payments of
 * §12 worked out by the engine's `settle`. Nothing here is typed by hand: the numbers a lesson
 * shows are the ones the game uses.
 */
import type { Arrangement, ScoredHand, Seat, TileKind } from '../../engine';
import {
  NO_SITUATION,
  PATTERN_BY_ID,
  parseHand,
  parseTile,
  scoreWinningHand,
  settle,
} from '../../engine';
import type { Figure } from '../../tutorial';
import { signedPoints } from '../format';
import { playerName } from '../i18n';
import { patternName } from '../i18n/patterns';
import { arrangedGroups } from '../result/arrangement';
import { KindTile } from '../tiles/Tile';
import type { TutorialT } from './text';
import { LESSON_PLAYERS, useTutorialT } from './text';

function kinds(group: string): TileKind[] {
  return group
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => {
      const parsed = parseTile(w);
      if (!parsed.ok) throw new Error(parsed.error.message);
      return parsed.value;
    });
}

function TileGroups({ figure }: { figure: Extract<Figure, { kind: 'tiles' }> }) {
  const t = useTutorialT();
  const rows = figure.layout === 'rows';
  return (
    <ul className={`tut-tiles${rows ? ' tut-tiles--rows' : ''}`}>
      {figure.groups.map((group, g) => {
        const label = figure.labels?.[g];
        return (
          <li key={g} className="tut-group">
            {label !== undefined && <span className="tut-label">{t(label)}</span>}
            <span className="tut-group-tiles">
              {kinds(group).map((kind, i) => (
                <KindTile key={i} kind={kind} size="result" />
              ))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The engine's score of a lesson's winning hand. */
export function scoreOfFigure(figure: Extract<Figure, { kind: 'hand' }>): {
  scored: ScoredHand;
  winningTile: TileKind;
} {
  const parsed = parseHand(figure.hand);
  const win = parseTile(figure.win);
  if (!parsed.ok || !win.ok) throw new Error(`tutorial: cannot read the hand ${figure.hand}`);
  const scored = scoreWinningHand({
    concealed: parsed.value.concealed,
    melds: parsed.value.melds,
    winningTile: win.value,
    winFrom: figure.from,
    seat: figure.seat,
    bonusTiles: [],
    situation: NO_SITUATION,
  });
  if (!scored.ok) throw new Error(`tutorial: ${scored.error.message}`);
  return { scored: scored.value, winningTile: win.value };
}

export function Breakdown({ scored }: { scored: ScoredHand }) {
  const t = useTutorialT();
  return (
    <table className="tut-breakdown" data-testid="tutorial-breakdown">
      <tbody>
        {scored.counted.length === 0 ? (
          <tr>
            <th scope="row">{t('result.chicken')}</th>
            <td className="points">1</td>
          </tr>
        ) : (
          scored.counted.map((p) => (
            <tr key={p.id} data-pattern={p.id}>
              <th scope="row">{patternName(t, p.id)}</th>
              <td className="points">{p.points}</td>
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('tutorial.total')}</th>
          <td className="points">
            {scored.limit === 'compound' ? (
              <>
                <s>{scored.rawSum}</s> {scored.total}
              </>
            ) : (
              scored.total
            )}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A winning hand as the engine arranged it (§9.7): its sets and pair, the winning tile marked. */
export function ArrangedTiles({
  arrangement,
  winningTile,
}: {
  arrangement: Arrangement;
  winningTile: TileKind;
}) {
  const t = useTutorialT();
  const groups = arrangedGroups(arrangement, winningTile);
  return (
    <ul className="tut-tiles" aria-label={t('result.hand')}>
      {groups.map((group, g) => (
        <li key={g} className={`tut-group${group.declared ? ' tut-group--declared' : ''}`}>
          <span className="tut-group-tiles">
            {group.kinds.map((kind, i) => (
              <span key={i} className={i === group.winningAt ? 'winning-tile' : undefined}>
                <KindTile kind={kind} size="result" />
                {i === group.winningAt && (
                  <span className="visually-hidden">{t('result.winningTile')}</span>
                )}
              </span>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

function HandFigure({
  figure,
  showBreakdown,
}: {
  figure: Extract<Figure, { kind: 'hand' }>;
  showBreakdown: boolean;
}) {
  const t = useTutorialT();
  const { scored, winningTile } = scoreOfFigure(figure);
  return (
    <div className="tut-hand">
      <ArrangedTiles arrangement={scored.arrangement} winningTile={winningTile} />
      {showBreakdown && <Breakdown scored={scored} />}
      {showBreakdown && scored.limit === 'compound' && (
        <p className="tut-note">{t('result.compoundLimit')}</p>
      )}
    </div>
  );
}

function PatternList({ figure }: { figure: Extract<Figure, { kind: 'patterns' }> }) {
  const t = useTutorialT();
  return (
    <table className="tut-patterns">
      <tbody>
        {figure.ids.map((id) => (
          <tr key={id} data-pattern={id}>
            <th scope="row">
              <span className="tut-pattern-name">{patternName(t, id)}</span>
              <span className="tut-pattern-what">{t(`tutorial.pattern.${id}`)}</span>
            </th>
            <td className="points">{PATTERN_BY_ID.get(id)?.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function seatName(t: TutorialT, seat: Seat): string {
  return `${playerName(t, LESSON_PLAYERS[seat])} (${t(`wind.${seat}`)})`;
}

function PaymentsFigure({ figure }: { figure: Extract<Figure, { kind: 'payments' }> }) {
  const t = useTutorialT();
  const payments = settle(figure.value, figure.winner, figure.responsible);
  return (
    <table className="tut-payments" data-testid="tutorial-payments">
      <caption>{t('tutorial.points', { points: figure.value })}</caption>
      <tbody>
        {payments.map((amount, seat) => (
          <tr
            key={seat}
            data-seat={seat}
            data-amount={amount}
            className={seat === figure.winner ? 'tut-winner' : undefined}
          >
            <th scope="row">{seatName(t, seat as Seat)}</th>
            <td className={`points ${amount >= 0 ? 'gain' : 'loss'}`}>{signedPoints(amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FigureView({ figure, reveal = false }: { figure: Figure; reveal?: boolean }) {
  switch (figure.kind) {
    case 'tiles':
      return <TileGroups figure={figure} />;
    case 'hand':
      return <HandFigure figure={figure} showBreakdown={reveal || figure.breakdown === true} />;
    case 'patterns':
      return <PatternList figure={figure} />;
    case 'payments':
      return <PaymentsFigure figure={figure} />;
  }
}
