/**
 * The table: three opponents, the information strip (hand, round, the match's options as the UI's
 * ruleset registry words them, wall counts), four rivers turned toward their owners, the person's
 * sets, action bar and hand, and the coach's fixed place. Portrait-first; wider screens get the
 * desktop layout (CSS).
 */
import type { PlayerView, TileId } from '../../engine';
import { useAppStore, useHumanView } from '../../store';
import { playerName, useT } from '../i18n';
import type { CSSProperties, RefObject } from 'react';
import { useLayoutEffect, useRef } from 'react';
import { ConcealedCount } from '../tiles/Tile';
import { CoachSlot } from '../coach/CoachSlot';
import { RULESET_DRAWINGS, useRulesetT } from '../rulesets';
import { ActionBar } from './ActionBar';
import { Hand } from './Hand';
import { Melds } from './Melds';
import { River } from './River';
import { SeatBadge } from './SeatBadge';
import type { Position } from './viewModel';
import {
  dealOf,
  isClockwise,
  lastDiscard,
  meldLines,
  meldUnits,
  ringRows,
  roundOf,
  seatAt,
  seatToMove,
  shownPoints,
} from './viewModel';
import { UndoButton } from './UndoButton';
import { useWideTable } from './wideTable';
import { HistoryIcon, MenuIcon, ScoreSheetIcon, SettingsIcon } from '../icons';

function Opponent({
  view,
  position,
  wide,
}: {
  view: PlayerView;
  position: Position;
  wide: boolean;
}) {
  const t = useT();
  const seat = view.seats[seatAt(view.seat, position, isClockwise(view))];
  const name = playerName(t, seat.player);
  // The side players' sets lie along the ring on a phone; on a desktop their cards have the room.
  const setsHere = position === 'top' || wide;
  return (
    <section className={`opponent opponent--${position}`} aria-label={name}>
      <SeatBadge
        seat={seat}
        points={shownPoints(view, seat.total)}
        thinking={seatToMove(view) === seat.seat}
      />
      <div className="opponent-tiles">
        <ConcealedCount count={seat.concealedCount} />
      </div>
      {setsHere && (seat.melds.length > 0 || seat.bonus.length > 0) && (
        <div
          className="opponent-sets"
          style={{ '--meld-units': meldUnits(seat.melds, seat.bonus.length) } as CSSProperties}
        >
          <SeatMelds view={view} position={position} />
        </div>
      )}
    </section>
  );
}

/**
 * A seat's declared sets and bonus tiles, as the seat at `position` shows them. The person's bonus
 * tiles sit by the name instead (PersonBonus): beside a full hand of fourteen they had no room.
 */
function SeatMelds({ view, position }: { view: PlayerView; position: Position }) {
  const seat = view.seats[seatAt(view.seat, position, isClockwise(view))];
  return (
    <Melds
      melds={seat.melds}
      bonus={position === 'bottom' ? [] : seat.bonus}
      owner={seat.seat}
      player={seat.player}
      ruleset={view.ruleset}
      size="meld"
      clockwise={isClockwise(view)}
      fly={position === 'bottom'}
    />
  );
}

/**
 * The left and right opponents' sets lie along their side of the ring, turned toward them like
 * their rivers; a long row of sets gets smaller tiles rather than running off the table.
 */
function SideMelds({ view, position }: { view: PlayerView; position: 'left' | 'right' }) {
  const seat = view.seats[seatAt(view.seat, position, isClockwise(view))];
  if (seat.melds.length === 0 && seat.bonus.length === 0) return null;
  const units = meldUnits(seat.melds, seat.bonus.length);
  return (
    <div
      className={`side-melds side-melds--${position}`}
      style={
        {
          '--meld-units': units,
          '--meld-lines': meldLines(units),
        } as CSSProperties
      }
    >
      <SeatMelds view={view} position={position} />
    </div>
  );
}

function TableInfo({ view }: { view: PlayerView }) {
  // Ravenna's wall is the Muraglia (glossary.md §3).
  const t = useRulesetT(view.ruleset);
  const { round } = roundOf(view.handNumber);
  const deal = dealOf(view);
  const options = RULESET_DRAWINGS[view.ruleset].tableOptions?.(t, view.options) ?? null;
  return (
    <div className="table-info">
      {deal === null ? (
        <>
          <p className="info-hand">{t('table.handOf', { n: view.handNumber + 1 })}</p>
          <p className="info-round">{t('table.round', { round })}</p>
        </>
      ) : (
        // Ravenna: no rounds or prevailing wind (§2.4); East keeps the deal while he wins (§9).
        <>
          <p className="info-hand">{t('table.handNumber', { n: view.handNumber + 1 })}</p>
          <p className="info-round">{t('table.dealOf', deal)}</p>
        </>
      )}
      {options !== null && <p className="info-options">{options}</p>}
      <p className="info-wall">
        <span>{t('table.wall')}</span> <strong>{view.wall.live}</strong>
      </p>
      <p className="info-dead">
        <span>{t(deal === null ? 'table.deadWall' : 'table.tail')}</span>{' '}
        <strong>{view.wall.remaining - view.wall.live}</strong>
      </p>
    </div>
  );
}

/**
 * The four rivers around the centre, each in front of its owner and turned toward them (the top
 * one upside down, the side ones a quarter turn), as a digital table lays them. The room is planned
 * for the longest river: the tiles shrink (table/table.css, `.ring`) when a river needs another row.
 */
/**
 * Where the board scrolls (large tiles on a phone: the rivers are bigger than the board), the
 * latest discard is kept in sight, centred when it was out of it; before any, the ring's centre.
 */
function useFollowLatest(last: TileId | null): RefObject<HTMLDivElement | null> {
  const board = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = board.current;
    if (el === null) return;
    if (el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth) return;
    const tile = last === null ? null : el.querySelector('.tile--marked');
    const b = el.getBoundingClientRect();
    if (tile === null) {
      el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
      el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
      return;
    }
    const r = tile.getBoundingClientRect();
    if (r.top < b.top || r.bottom > b.bottom)
      el.scrollTop += r.top + r.height / 2 - (b.top + b.height / 2);
    if (r.left < b.left || r.right > b.right)
      el.scrollLeft += r.left + r.width / 2 - (b.left + b.width / 2);
  }, [last]);
  return board;
}

function Ring({ view, wide }: { view: PlayerView; wide: boolean }) {
  const t = useT();
  const last = lastDiscard(view.discards);
  const positions: Position[] = ['top', 'left', 'right', 'bottom'];
  const rows = ringRows(view.seats.map((s) => s.river.length));
  // A line is kept for the side players' sets from the start, so the rivers do not jump at the
  // first claim.
  const sideLines = wide
    ? 0
    : Math.max(
        1,
        ...(['left', 'right'] as const).map((position) => {
          const seat = view.seats[seatAt(view.seat, position, isClockwise(view))];
          const units = meldUnits(seat.melds, seat.bonus.length);
          return units === 0 ? 0 : meldLines(units);
        }),
      );
  const board = useFollowLatest(last);
  // With large tiles on a phone the board scrolls: a keyboard scrolls it too.
  const scrolls = useAppStore((s) => s.settings.largeTiles) && !wide;
  return (
    <div
      className="board"
      ref={board}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': t('table.board') } : {})}
    >
      <div
        className="ring"
        style={{ '--river-rows': rows, '--side-lines': sideLines } as CSSProperties}
      >
        {positions.map((position) => {
          const seat = view.seats[seatAt(view.seat, position, isClockwise(view))];
          return (
            <River
              key={position}
              river={seat.river}
              last={last}
              position={position}
              player={seat.player}
            />
          );
        })}
        {!wide && <SideMelds view={view} position="left" />}
        {!wide && <SideMelds view={view} position="right" />}
      </div>
    </div>
  );
}

function TopBar() {
  const t = useT();
  const openScreen = useAppStore((s) => s.openScreen);
  return (
    <header className="top-bar">
      <h1 className="top-title">{t('app.name')}</h1>
      <UndoButton />
      <nav className="top-actions">
        <button type="button" className="icon-button" onClick={() => openScreen('menu')}>
          <MenuIcon />
          <span className="visually-hidden">{t('match.menu')}</span>
        </button>
        <button type="button" className="icon-button" onClick={() => openScreen('scoreSheet')}>
          <ScoreSheetIcon />
          <span className="visually-hidden">{t('app.scoreSheet')}</span>
        </button>
        <button type="button" className="icon-button" onClick={() => openScreen('history')}>
          <HistoryIcon />
          <span className="visually-hidden">{t('app.history')}</span>
        </button>
        <button type="button" className="icon-button" onClick={() => openScreen('settings')}>
          <SettingsIcon />
          <span className="visually-hidden">{t('app.settings')}</span>
        </button>
      </nav>
    </header>
  );
}

export function Table() {
  const t = useT();
  const view = useHumanView();
  const wide = useWideTable();
  if (view === null) return null;
  const me = view.seats[view.seat];
  const myName = t('player.0');
  return (
    <main className="table" aria-label={t('table.label')}>
      <TopBar />
      <div className="opponents">
        <Opponent view={view} position="left" wide={wide} />
        <Opponent view={view} position="top" wide={wide} />
        <Opponent view={view} position="right" wide={wide} />
      </div>
      <TableInfo view={view} />
      <Ring view={view} wide={wide} />
      <section className="me" aria-label={myName}>
        <div className="me-bar">
          <div className="me-badge">
            <SeatBadge seat={me} points={shownPoints(view, me.total)} thinking={false} />
            {me.bonus.length > 0 && (
              <Melds
                melds={[]}
                bonus={me.bonus}
                owner={me.seat}
                player={me.player}
                ruleset={view.ruleset}
                size="small"
              />
            )}
          </div>
          <ActionBar view={view} />
        </div>
        <Hand view={view}>
          <SeatMelds view={view} position="bottom" />
        </Hand>
      </section>
      <CoachSlot view={view} />
    </main>
  );
}
