/**
 * The person's concealed hand: auto-sorted, the drawn tile set apart. Tap a tile to select it,
 * tap it again (or drag it upwards) to discard it; arrows move the selection and Enter discards
 * (keyboard.ts). A tile can only be discarded when the engine lists that discard as legal.
 */
import { m } from 'motion/react';
import type { PanInfo } from 'motion/react';
import type { ReactNode } from 'react';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { PlayerView, RulesetId, TileId } from '../../engine';
import { formatTile, kindOfId } from '../../engine';
import { useAppStore } from '../../store';
import type { ChoosingBy } from '../../store';
import { discardOf } from '../commands';
import { tileName, useT } from '../i18n';
import { useRulesetT } from '../rulesets';
import { TileSvg } from '../tiles/faces';
import type { IndexLanguage } from '../tiles/faces';
import { useIndexLanguage } from '../tiles/Tile';
import { useCoachMarks } from '../coach/marks';
import { handLayout } from './viewModel';

const DRAG_TO_DISCARD_PX = 48;

const HandTile = memo(function HandTile({
  id,
  selected,
  canDiscard,
  good,
  suggested,
  danger,
  drawn,
  colourBlind,
  language,
  ruleset,
  onTap,
  onDragDiscard,
}: {
  id: TileId;
  selected: boolean;
  canDiscard: boolean;
  good: boolean;
  /** The coach's suggested discard; 1..3 how risky the coach finds throwing it (0: not shown). */
  suggested: boolean;
  danger: number;
  drawn: boolean;
  colourBlind: boolean;
  language: IndexLanguage;
  /** Whose words name the tile: a Ravenna "pedina" (glossary.md §1.4). */
  ruleset: RulesetId;
  onTap: (id: TileId, tile: HTMLElement, by: ChoosingBy) => void;
  onDragDiscard: (id: TileId, tile: HTMLElement) => void;
}) {
  const t = useRulesetT(ruleset);
  const kind = kindOfId(id);
  const notes = [
    drawn && t('table.drawnTile'),
    good && t('table.goodDiscard'),
    suggested && t('table.suggestedDiscard'),
    danger > 0 && t(`table.danger.${danger}` as 'table.danger.1'),
  ].filter(Boolean);
  return (
    <m.button
      type="button"
      layoutId={`tile-${id}`}
      className={`tile tile--hand hand-tile${selected ? ' hand-tile--selected' : ''}${good ? ' hand-tile--good' : ''}${drawn ? ' hand-tile--drawn' : ''}${suggested ? ' hand-tile--suggested' : ''}${danger > 0 ? ` hand-tile--danger-${danger}` : ''}`}
      aria-pressed={selected}
      aria-label={[tileName(t, kind), ...notes].join(', ')}
      data-tile={formatTile(kind)}
      data-id={id}
      // A click with no pointer press behind it (detail 0) is Enter or Space on the focused tile.
      onClick={(e) => onTap(id, e.currentTarget, e.detail === 0 ? 'keys' : 'pointer')}
      drag={canDiscard ? 'y' : false}
      dragConstraints={{ top: 0, bottom: 0 }}
      dragElastic={{ top: 0.9, bottom: 0.1 }}
      dragSnapToOrigin
      // A new tile arrives from the wall, above the hand.
      initial={drawn ? { y: -28, opacity: 0 } : false}
      animate={{ y: 0, opacity: 1 }}
      onDragEnd={(e: PointerEvent, info: PanInfo) => {
        const tile = (e.target as Element | null)?.closest<HTMLElement>('.hand-tile');
        if (info.offset.y < -DRAG_TO_DISCARD_PX && tile) onDragDiscard(id, tile);
      }}
    >
      <TileSvg kind={kind} palette={colourBlind ? 'colourBlind' : 'classic'} language={language} />
    </m.button>
  );
});

/**
 * Before a focused tile leaves the hand, focus moves to its neighbour: a keyboard or screen-reader
 * user stays in the hand rather than being thrown back to the top of the page, and the browser
 * does not have to lay out the table mid-update to find a new focus for a removed element.
 */
function keepFocusInHand(tile: HTMLElement): void {
  if (!tile.contains(document.activeElement)) return;
  const isHandTile = (el: Element | null): el is HTMLElement =>
    el instanceof HTMLElement && el.classList.contains('hand-tile');
  const neighbour = [tile.nextElementSibling, tile.previousElementSibling].find(isHandTile);
  if (neighbour !== undefined) neighbour.focus({ preventScroll: true });
  else tile.blur();
}

/** `children`: the person's declared sets, laid after the hand as on a digital table. */
export function Hand({ view, children }: { view: PlayerView; children?: ReactNode }) {
  const t = useT();
  const me = view.seats[view.seat];
  const selected = useAppStore((s) => s.selectedTile);
  const select = useAppStore((s) => s.select);
  const dispatch = useAppStore((s) => s.dispatch);
  const marks = useCoachMarks();
  const colourBlind = useAppStore((s) => s.settings.colourBlind);
  const language = useIndexLanguage();
  const { tiles, drawn } = handLayout(me);
  const myTurn = view.legalActions.some((a) => a.type === 'discard');

  // The handlers read the latest view through a ref, so they keep their identity from move to
  // move: a bot's move then re-renders no hand tile, and the layout animation measures none of them.
  const latest = useRef({ view, selected });
  useLayoutEffect(() => {
    latest.current = { view, selected };
  });
  const discard = useCallback(
    (id: TileId, tile: HTMLElement) => {
      const action = discardOf(latest.current.view, id);
      if (action === null) return;
      keepFocusInHand(tile);
      dispatch(action);
    },
    [dispatch],
  );
  const onTap = useCallback(
    (id: TileId, tile: HTMLElement, by: ChoosingBy) => {
      const { view: now, selected: chosen } = latest.current;
      if (chosen === id && discardOf(now, id) !== null) discard(id, tile);
      else select(id, by);
    },
    [discard, select],
  );

  // The coach marks one tile of the suggested kind: the drawn one if it is that kind.
  const suggestedId =
    marks.suggested === null
      ? null
      : drawn !== null && kindOfId(drawn) === marks.suggested
        ? drawn
        : (tiles.find((id) => kindOfId(id) === marks.suggested) ?? null);
  const dangerOf = (id: TileId) => marks.danger?.find((d) => d.kind === kindOfId(id))?.level ?? 0;

  const render = (id: TileId, isDrawn: boolean) => (
    <HandTile
      key={id}
      id={id}
      selected={selected === id}
      canDiscard={myTurn}
      good={myTurn && marks.close.includes(kindOfId(id))}
      suggested={id === suggestedId}
      danger={myTurn ? dangerOf(id) : 0}
      drawn={isDrawn}
      colourBlind={colourBlind}
      language={language}
      ruleset={view.ruleset}
      onTap={onTap}
      onDragDiscard={discard}
    />
  );

  return (
    <div className="hand" role="group" aria-label={t('table.yourHand')}>
      {tiles.map((id) => render(id, false))}
      {drawn !== null && render(drawn, true)}
      {children}
    </div>
  );
}
