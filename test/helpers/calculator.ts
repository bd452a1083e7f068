/**
 * The scoring calculator driven like a person: a `score` input document (shared/contract.md) turned
 * into the taps that enter it, each named by what a screen reader hears (the English catalogue).
 * The component tests (Testing Library) and the browser test (Playwright) both play these steps.
 */
import { readFileSync } from 'node:fs';
import type { TileKind } from '../../src/engine';
import { classifySet, tileKindOf } from '../../src/engine';
import { BUNDLED } from '../../src/ui/i18n/bundled';
import { INITIAL, PALETTE_GROUPS, concealedCapacity } from '../../src/ui/calculator/model';

const en = BUNDLED.en;

/** One tap: the button named `name`, inside the group named `group` when there is one. */
export interface Tap {
  readonly group: string | null;
  readonly name: string;
  /** For a palette tile: the tile group to show first on a phone (one group at a time there). */
  readonly paletteGroup?: string;
}

export interface ScoreInput {
  readonly concealed: readonly string[];
  readonly melds?: readonly {
    readonly kind: 'chow' | 'pung' | 'kong';
    readonly tiles: readonly string[];
    readonly concealed?: boolean;
  }[];
  readonly winningTile: string;
  readonly winFrom: 'wall' | 'discard';
  readonly seatWind: 'we' | 'ws' | 'ww' | 'wn';
  readonly bonusTiles?: readonly string[];
  readonly options?: { readonly halveFlowers?: boolean };
  readonly situation?: Readonly<Record<string, boolean>>;
}

export interface Vector<I = ScoreInput, E = Record<string, unknown>> {
  readonly id: string;
  readonly input: I;
  readonly expected: E;
}

export function readVectors<I = ScoreInput, E = Record<string, unknown>>(
  file: string,
): Vector<I, E>[] {
  return readFileSync(`test/fixtures/${file}`, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Vector<I, E>);
}

const SEAT_INDEX = { we: 0, ws: 1, ww: 2, wn: 3 } as const;
export const windName = (seat: keyof typeof SEAT_INDEX) => en[`wind.${SEAT_INDEX[seat]}`];

function kind(text: string): TileKind {
  const k = tileKindOf(text);
  if (k === undefined) throw new Error(`not a tile: ${text}`);
  return k;
}

/** The accessible name of a tile kind in English ("5 of Bamboo", "Red Dragon"). */
export function tileLabel(k: TileKind): string {
  if (k < 27) {
    const suit = (['tile.bamboo', 'tile.characters', 'tile.dots'] as const)[Math.floor(k / 9)]!;
    return en[suit].replace('{{n}}', String((k % 9) + 1));
  }
  return en[`tile.${k}` as keyof typeof en];
}

function paletteTap(k: TileKind): Tap {
  const group = PALETTE_GROUPS.find((g) => g.kinds.includes(k))!;
  const name = en[`calc.group.${group.id}` as keyof typeof en];
  return { group: name, name: tileLabel(k), paletteGroup: name };
}

const TARGETS = en['calc.addTo'];
const FLAG_NAMES: Record<string, string> = {
  lastWallTile: `${en['calc.flag.lastWallTile']} (${en['zj.9.1.1']})`,
  lastDiscard: `${en['calc.flag.lastDiscard']} (${en['zj.9.1.2']})`,
  kongReplacement: `${en['calc.flag.kongReplacement']} (${en['zj.9.2']})`,
  robbingKong: `${en['calc.flag.robbingKong']} (${en['zj.9.3']})`,
  heaven: `${en['calc.flag.heaven']} (${en['zj.9.4.1']})`,
  earth: `${en['calc.flag.earth']} (${en['zj.9.4.2']})`,
};

/**
 * The taps that enter `input` into a calculator that has just been cleared (East, on a discard),
 * as a person would make them: the seat and how the hand was won when they differ from that, the
 * situation, each declared set (its kind, then its tile: the lowest of a chow), the concealed tiles
 * and then the winning tile (once the hand is full the next tile tapped is the winning tile), the
 * flowers and seasons.
 */
export function tapsFor(input: ScoreInput): Tap[] {
  const taps: Tap[] = [];
  if (SEAT_INDEX[input.seatWind] !== INITIAL.seat)
    taps.push({ group: en['calc.seat'], name: windName(input.seatWind) });
  if (input.winFrom !== INITIAL.winFrom)
    taps.push({
      group: en['calc.how'],
      name: input.winFrom === 'wall' ? en['result.selfDrawn'] : en['calc.onDiscard'],
    });
  for (const [flag, on] of Object.entries(input.situation ?? {}))
    if (on) taps.push({ group: null, name: FLAG_NAMES[flag]! });
  const melds = input.melds ?? [];
  for (const meld of melds) {
    const set = classifySet(meld.tiles.map(kind));
    if (set === null) throw new Error(`not a set: ${meld.tiles.join(' ')}`);
    const target = meld.concealed ? 'concealedKong' : meld.kind;
    taps.push({ group: TARGETS, name: en[`calc.target.${target}`] }, paletteTap(set.tile));
  }
  for (const tile of input.concealed) taps.push(paletteTap(kind(tile)));
  if (input.concealed.length < concealedCapacity(melds.length))
    taps.push({ group: TARGETS, name: en['calc.target.winning'] });
  taps.push(paletteTap(kind(input.winningTile)));
  for (const tile of input.bonusTiles ?? []) taps.push(paletteTap(kind(tile)));
  if (input.options?.halveFlowers) taps.push({ group: null, name: en['settings.halveFlowers'] });
  return taps;
}
