/**
 * A tile on the table. Tiles are keyed by their stable id and carry a framer-motion `layoutId`
 * (design.md, engine contract), so one tile flies from the hand to the river and into a meld as
 * one object. Every tile has an accessible name in the UI language.
 */
import { m } from 'motion/react';
import type { ReactNode } from 'react';
import { memo } from 'react';
import type { TileId, TileKind } from '../../engine';
import { formatTile, kindOfId } from '../../engine';
import { useAppStore } from '../../store';
import { useTranslation } from 'react-i18next';
import { currentLanguage, tileName, useT } from '../i18n';
import { TileBackSvg, TileSvg } from './faces';
import type { IndexLanguage, TilePalette } from './faces';

export type TileSize = 'hand' | 'meld' | 'river' | 'small' | 'result';

function usePalette(): TilePalette {
  return useAppStore((s) => (s.settings.colourBlind ? 'colourBlind' : 'classic'));
}

/** The language of the tiles' corner letters: the one the UI speaks. */
export function useIndexLanguage(): IndexLanguage {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}

interface TileProps {
  readonly id: TileId;
  readonly size: TileSize;
  readonly turned?: boolean;
  readonly faceDown?: boolean;
  readonly marked?: boolean;
  /** Extra words for the accessible name ("last discard", "claimed"). */
  readonly note?: string;
  /**
   * Flies as one object between places (layoutId). Off in a river turned toward its owner: the
   * layout animation does not know the river's rotation and would throw the tile across the table.
   */
  readonly fly?: boolean;
}

/** A face-up (or face-down) tile that is not interactive. */
export const Tile = memo(function Tile({
  id,
  size,
  turned,
  faceDown,
  marked,
  note,
  fly = true,
}: TileProps) {
  const t = useT();
  const palette = usePalette();
  const language = useIndexLanguage();
  const kind = kindOfId(id);
  const name = faceDown ? t('tile.faceDown') : tileName(t, kind);
  return (
    <m.span
      {...(fly ? { layoutId: `tile-${id}` } : {})}
      className={`tile tile--${size}${turned ? ' tile--turned' : ''}${marked ? ' tile--marked' : ''}`}
      role="img"
      aria-label={note ? `${name}, ${note}` : name}
      data-tile={faceDown ? 'back' : formatTile(kind)}
    >
      {faceDown ? <TileBackSvg /> : <TileSvg kind={kind} palette={palette} language={language} />}
    </m.span>
  );
});

/** A tile shown by kind only (the result screen's arrangement, the claim buttons). */
export function KindTile({
  kind,
  size,
  children,
}: {
  kind: TileKind;
  size: TileSize;
  children?: ReactNode;
}) {
  const t = useT();
  const palette = usePalette();
  const language = useIndexLanguage();
  return (
    <span
      className={`tile tile--${size}`}
      role="img"
      aria-label={tileName(t, kind)}
      data-tile={formatTile(kind)}
    >
      <TileSvg kind={kind} palette={palette} language={language} />
      {children}
    </span>
  );
}

/** An opponent's concealed tiles as one tile seen from behind and their number. */
export function ConcealedCount({ count }: { count: number }) {
  const t = useT();
  return (
    <span className="concealed-count" role="img" aria-label={t('table.concealed', { count })}>
      <span className="tile tile--count tile--back" data-tile="back">
        <TileBackSvg />
      </span>
      <span className="concealed-number" aria-hidden="true">
        {count}
      </span>
    </span>
  );
}
