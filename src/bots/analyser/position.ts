/**
 * The analyser's position read off a player's view: his tiles, every tile in sight and the draws
 * he can still make. Used by the worker, the coach and the bench; a view that is not the seat's own
 * turn holding a freshly drawn tile has no position to analyse.
 */
import type { PlayerView, TileKind } from '../../engine';
import { MAX_DRAWS_LEFT } from './types';
import type { AnalysePosition } from './types';
import { isPlayingKind, kindOfId } from '../../engine';
import { toMeld } from '../knowledge';

/** Every tile the seat sees outside its own hand and sets: the rivers and the others' sets. */
export function visibleOfView(view: PlayerView): TileKind[] {
  const visible: number[] = [];
  for (const s of view.seats) {
    for (const t of s.river) visible.push(kindOfId(t));
    if (s.seat !== view.seat)
      for (const set of s.melds) for (const t of set.tiles) visible.push(kindOfId(t));
  }
  return visible.filter(isPlayingKind);
}

/** The draws the seat can still make: the others draw the next three live tiles, then it, and so on. */
export function drawsLeftOfView(view: PlayerView): number {
  return Math.min(MAX_DRAWS_LEFT, Math.floor(Math.max(0, view.wall.live) / 4));
}

export function positionOfView(view: PlayerView): AnalysePosition | null {
  const me = view.seats[view.seat];
  const phase = view.phase;
  if (phase.kind !== 'turn' || phase.seat !== view.seat || me.concealed === null) return null;
  const melds = me.melds.map(toMeld);
  const concealed = me.concealed.map(kindOfId).filter(isPlayingKind);
  if (concealed.length !== 14 - 3 * melds.length) return null;
  return {
    ruleset: view.ruleset,
    concealed,
    melds,
    seat: view.seat,
    visible: visibleOfView(view),
    drawsLeft: drawsLeftOfView(view),
  };
}
