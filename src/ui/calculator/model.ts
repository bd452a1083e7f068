/**
 * The scoring calculator's state, without React: what the player has entered (concealed tiles, the
 * winning tile, declared sets, flowers and seasons, how the hand was won, the seat wind), what a tap
 * on the palette does, what is still missing or impossible, and the engine's score and payments
 * once the hand is complete. Everything here is a pure function of the state, tested without a DOM.
 *
 * The hand becomes the engine's `WinningHand` (shared/contract.md, `score`): the scoring is the one
 * `hu score` and the game use, so the calculator always agrees with them.
 */
import type {
  Meld,
  Payments,
  ScoredHand,
  Seat,
  Situation,
  TileKind,
  WinFrom,
  WinningHand,
} from '../../engine';
import {
  COPIES,
  FIRST_BONUS,
  FIRST_WIND,
  NO_SITUATION,
  PLAYING_KINDS,
  formatArrangement,
  isBonus,
  isSuited,
  kindOf,
  meldTiles,
  rankOf,
  scoreWinningHand,
  settle,
  validateWinningHand,
} from '../../engine';
import type { MessageKey } from '../i18n';

/** The kinds of declared set the player can add (§6: a kong is exposed unless declared concealed). */
export type SetChoice = 'chow' | 'pung' | 'kong' | 'concealedKong';
export const SET_CHOICES: readonly SetChoice[] = ['chow', 'pung', 'kong', 'concealedKong'];

export type PaletteGroupId = 'bamboo' | 'characters' | 'dots' | 'honours' | 'bonus';

const range = (from: number, count: number): TileKind[] =>
  Array.from({ length: count }, (_, i) => kindOf(from + i));

/** The palette's tiles by group: the three suits, the honours, the flowers and seasons. */
export const PALETTE_GROUPS: readonly { id: PaletteGroupId; kinds: readonly TileKind[] }[] = [
  { id: 'bamboo', kinds: range(0, 9) },
  { id: 'characters', kinds: range(9, 9) },
  { id: 'dots', kinds: range(18, 9) },
  { id: 'honours', kinds: range(FIRST_WIND, 7) },
  { id: 'bonus', kinds: range(FIRST_BONUS, 8) },
];

/** Where the next tile tapped on the palette goes. Flowers and seasons always go to the bonus row. */
export type Target = 'hand' | 'winning' | SetChoice;

export type SituationFlag = keyof Situation;
/** Category-9 situations of a self-drawn win, and of a win on a discard (zung-jung.md §10, 9.x). */
export const WALL_FLAGS: readonly SituationFlag[] = ['lastWallTile', 'kongReplacement', 'heaven'];
export const DISCARD_FLAGS: readonly SituationFlag[] = ['lastDiscard', 'robbingKong', 'earth'];

/** Who answers for a win on a discard (§12.2, §12.5): a seat, or nobody (same-turn immunity). */
export type Responsible = Seat | 'immune';

export interface CalcState {
  /** Concealed tiles without the winning tile, in the order entered. */
  readonly concealed: readonly TileKind[];
  readonly winningTile: TileKind | null;
  /** Declared sets in the order declared. */
  readonly melds: readonly Meld[];
  /** Flowers and seasons, in kind order. */
  readonly bonusTiles: readonly TileKind[];
  readonly winFrom: WinFrom;
  readonly seat: Seat;
  /** Every flag as last set; only those of the current `winFrom` count (`situationOf`). */
  readonly flags: Situation;
  readonly halveFlowers: boolean;
  /** For a win on a discard: the seat that pays for the others, or nobody. */
  readonly responsible: Responsible;
  readonly target: Target;
}

export const INITIAL: CalcState = {
  concealed: [],
  winningTile: null,
  melds: [],
  bonusTiles: [],
  winFrom: 'discard',
  seat: 0,
  flags: NO_SITUATION,
  halveFlowers: false,
  responsible: 3,
  target: 'hand',
};

export type CalcAction =
  | { readonly type: 'tap'; readonly kind: TileKind }
  | { readonly type: 'removeConcealed'; readonly kind: TileKind }
  | { readonly type: 'removeWinning' }
  | { readonly type: 'removeMeld'; readonly index: number }
  | { readonly type: 'removeBonus'; readonly kind: TileKind }
  | { readonly type: 'target'; readonly target: Target }
  | { readonly type: 'winFrom'; readonly winFrom: WinFrom }
  | { readonly type: 'seat'; readonly seat: Seat }
  | { readonly type: 'flag'; readonly flag: SituationFlag; readonly on: boolean }
  | { readonly type: 'halveFlowers'; readonly on: boolean }
  | { readonly type: 'responsible'; readonly responsible: Responsible }
  | { readonly type: 'clear' };

/** A regular hand holds 4 sets and a pair; each declared set takes 3 concealed tiles away. */
export const HAND_TILES = 14;
/** Concealed tiles besides the winning tile, with `melds` sets declared. */
export function concealedCapacity(melds: number): number {
  return HAND_TILES - 1 - 3 * melds;
}
/** The hand never holds more tiles than this, however it is entered. */
const MAX_CONCEALED = HAND_TILES;

/** The tiles of a kind the player has already entered (hand, winning tile, sets). */
export function copiesUsed(state: CalcState, kind: TileKind): number {
  let n = state.winningTile === kind ? 1 : 0;
  for (const k of state.concealed) if (k === kind) n++;
  for (const meld of state.melds) for (const k of meldTiles(meld)) if (k === kind) n++;
  return n;
}

/** Whether a palette tile can be tapped now (four copies of each kind, one of each bonus tile). */
export function canTap(state: CalcState, kind: TileKind): boolean {
  if (isBonus(kind)) return !state.bonusTiles.includes(kind);
  if (kind < 0 || kind >= PLAYING_KINDS) return false;
  const free = COPIES - copiesUsed(state, kind);
  switch (state.target) {
    case 'hand':
      return free >= 1 && state.concealed.length < MAX_CONCEALED;
    case 'winning':
      return free >= 1 || state.winningTile === kind;
    case 'pung':
      return free >= 3 && state.melds.length < 4;
    case 'kong':
    case 'concealedKong':
      return free >= 4 && state.melds.length < 4;
    case 'chow':
      return (
        state.melds.length < 4 &&
        isSuited(kind) &&
        rankOf(kind) <= 7 &&
        [kind, kindOf(kind + 1), kindOf(kind + 2)].every((k) => copiesUsed(state, k) < COPIES)
      );
  }
}

function meldOf(choice: SetChoice, tile: TileKind): Meld {
  if (choice === 'concealedKong') return { kind: 'kong', tile, concealed: true };
  return { kind: choice, tile, concealed: false };
}

/** When the hand is full and the winning tile is missing, the next tile is the winning tile. */
function nextTarget(state: CalcState): CalcState {
  if (
    state.target === 'hand' &&
    state.winningTile === null &&
    state.concealed.length >= concealedCapacity(state.melds.length)
  ) {
    return { ...state, target: 'winning' };
  }
  return state;
}

function removeOne(kinds: readonly TileKind[], kind: TileKind): TileKind[] {
  const out = [...kinds];
  const at = out.lastIndexOf(kind);
  if (at >= 0) out.splice(at, 1);
  return out;
}

export function reduce(state: CalcState, action: CalcAction): CalcState {
  switch (action.type) {
    case 'tap': {
      const { kind } = action;
      if (!canTap(state, kind)) return state;
      if (isBonus(kind)) {
        return { ...state, bonusTiles: [...state.bonusTiles, kind].sort((a, b) => a - b) };
      }
      const target = state.target;
      if (target === 'hand') return nextTarget({ ...state, concealed: [...state.concealed, kind] });
      if (target === 'winning') return { ...state, winningTile: kind, target: 'hand' };
      return nextTarget({
        ...state,
        melds: [...state.melds, meldOf(target, kind)],
        target: 'hand',
      });
    }
    case 'removeConcealed':
      return { ...state, concealed: removeOne(state.concealed, action.kind), target: 'hand' };
    case 'removeWinning':
      return { ...state, winningTile: null, target: 'winning' };
    case 'removeMeld':
      return nextTarget({
        ...state,
        melds: state.melds.filter((_, i) => i !== action.index),
        target: 'hand',
      });
    case 'removeBonus':
      return { ...state, bonusTiles: state.bonusTiles.filter((k) => k !== action.kind) };
    case 'target':
      return { ...state, target: action.target };
    case 'winFrom':
      return { ...state, winFrom: action.winFrom };
    case 'seat':
      return { ...state, seat: action.seat };
    case 'flag':
      return { ...state, flags: { ...state.flags, [action.flag]: action.on } };
    case 'halveFlowers':
      return { ...state, halveFlowers: action.on };
    case 'responsible':
      return { ...state, responsible: action.responsible };
    case 'clear':
      return INITIAL;
  }
}

/** The situation flags that apply to how the hand was won. */
export function situationOf(state: CalcState): Situation {
  const relevant = state.winFrom === 'wall' ? WALL_FLAGS : DISCARD_FLAGS;
  const situation: Record<SituationFlag, boolean> = { ...NO_SITUATION };
  for (const flag of relevant) situation[flag] = state.flags[flag];
  return situation;
}

/** Tiles entered so far, counting a kong as 3 like the rules do (§8.1). */
export function tilesEntered(state: CalcState): number {
  return state.concealed.length + (state.winningTile === null ? 0 : 1) + 3 * state.melds.length;
}

/** Something that keeps the hand from being scored, in words for the player. */
export interface Issue {
  readonly key: MessageKey;
  readonly vars?: Record<string, string | number>;
}

export type Check =
  | { readonly ok: false; readonly issues: readonly [Issue, ...Issue[]] }
  | {
      readonly ok: true;
      readonly hand: WinningHand;
      readonly score: ScoredHand;
      /** The arrangement in one-line notation, exactly as `hu score` prints it. */
      readonly notation: string;
    };

/** Situations that cannot happen at a table (the engine's `input/situation-conflict`), in words. */
function situationIssues(state: CalcState, situation: Situation): Issue[] {
  const issues: Issue[] = [];
  const hasKong = state.melds.some((m) => m.kind === 'kong');
  if (situation.kongReplacement && !hasKong) issues.push({ key: 'calc.issue.kongReplacement' });
  if (situation.heaven && (state.seat !== 0 || state.melds.length > 0))
    issues.push({ key: 'calc.issue.heaven' });
  if (situation.earth && (state.seat === 0 || state.melds.length > 0))
    issues.push({ key: 'calc.issue.earth' });
  if (situation.heaven && situation.lastWallTile) issues.push({ key: 'calc.issue.heavenSeabed' });
  if (situation.earth && (situation.lastDiscard || situation.robbingKong))
    issues.push({ key: 'calc.issue.earthDiscard' });
  if (situation.robbingKong && situation.lastDiscard)
    issues.push({ key: 'calc.issue.robbedRiverbed' });
  return issues;
}

/** What is missing or wrong, or the engine's score of the complete hand. */
export function check(state: CalcState): Check {
  const issues: Issue[] = [];
  const entered = tilesEntered(state);
  if (entered !== HAND_TILES) issues.push({ key: 'calc.issue.count', vars: { count: entered } });
  if (state.winningTile === null) issues.push({ key: 'calc.issue.noWinning' });
  const situation = situationOf(state);
  issues.push(...situationIssues(state, situation));
  const [first, ...more] = issues;
  if (first !== undefined) return { ok: false, issues: [first, ...more] };
  // Without a winning tile there is always the issue above; this tells the checker so.
  if (state.winningTile === null) return { ok: false, issues: [{ key: 'calc.issue.noWinning' }] };
  const hand: WinningHand = {
    concealed: state.concealed,
    melds: state.melds,
    winningTile: state.winningTile,
    winFrom: state.winFrom,
    seat: state.seat,
    bonusTiles: state.bonusTiles,
    situation,
  };
  const invalid = validateWinningHand(hand);
  if (invalid !== null) return { ok: false, issues: [{ key: 'calc.issue.impossible' }] };
  const scored = scoreWinningHand(hand, { halveFlowers: state.halveFlowers });
  if (!scored.ok) {
    const key =
      scored.error.code === 'hand/not-winning' ? 'calc.issue.notWinning' : 'calc.issue.impossible';
    return { ok: false, issues: [{ key }] };
  }
  return {
    ok: true,
    hand,
    score: scored.value,
    notation: formatArrangement(hand, scored.value.arrangement),
  };
}

/**
 * The seat responsible for a win on a discard, or null (self-drawn, or same-turn immunity case A).
 * A discarder equal to the winner (the seat wind was changed after choosing) falls back to the
 * winner's previous player, the upper seat.
 */
export function responsibleSeat(state: CalcState): Seat | null {
  if (state.winFrom === 'wall' || state.responsible === 'immune') return null;
  if (state.responsible === state.seat) return ((state.seat + 3) % 4) as Seat;
  return state.responsible;
}

/** §12: every seat's net payment for a hand of `value` points won by the calculator's seat. */
export function paymentsOf(state: CalcState, value: number): Payments {
  return settle(value, state.seat, responsibleSeat(state));
}
