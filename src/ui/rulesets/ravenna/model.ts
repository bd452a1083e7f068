/**
 * What the Ravenna hand result shows, decided without a DOM (design.md habit 8): the order the
 * players' hands are listed in, each score's working (shared/rules/ravenna.md §10.5) and the
 * settlement payment by payment (§11.4), which adds up to the engine's net payments.
 */
import type { RavennaHandScores, RavennaItem, RavennaScore, Seat, TileKind } from '../../../engine';
import { isFlower, kindOf } from '../../../engine';
import type { Translate } from '../../i18n';

const EAST: Seat = 0;
const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** The winner first, then the others in seat order (East, South, West, North). */
export function scoringOrder(winner: Seat): Seat[] {
  return [winner, ...SEATS.filter((s) => s !== winner)];
}

/** One payment of the settlement: `payer` gives `payee` `amount` points. */
export interface Transfer {
  readonly payer: Seat;
  readonly payee: Seat;
  /** The winner's score (to the winner), or the difference of two non-winners' scores. */
  readonly base: number;
  /** East takes part: the amount is doubled (§11.1, §11.2). */
  readonly doubled: boolean;
  readonly amount: number;
  /** For a difference, the two scores it comes from (higher first). */
  readonly between: readonly [number, number] | null;
}

/**
 * §11.4 payment by payment: every non-winner pays the winner his score; for every pair of
 * non-winners the lower score pays the higher the difference (nothing when they are equal); East
 * pays and receives double.
 */
export function settlementOf(
  scores: SeatScores,
  winner: Seat,
): { toWinner: Transfer[]; between: Transfer[] } {
  const others = SEATS.filter((s) => s !== winner);
  const toWinner = others.map((payer): Transfer => {
    const doubled = payer === EAST || winner === EAST;
    const base = scores[winner];
    return { payer, payee: winner, base, doubled, amount: base * (doubled ? 2 : 1), between: null };
  });
  const between: Transfer[] = [];
  others.forEach((p, i) => {
    for (const q of others.slice(i + 1)) {
      if (scores[p] === scores[q]) continue;
      const [high, low] = scores[p] > scores[q] ? [p, q] : [q, p];
      const doubled = high === EAST || low === EAST;
      const base = scores[high] - scores[low];
      between.push({
        payer: low,
        payee: high,
        base,
        doubled,
        amount: base * (doubled ? 2 : 1),
        between: [scores[high], scores[low]],
      });
    }
  });
  return { toWinner, between };
}

/** Each seat's score, East first. */
export type SeatScores = readonly [number, number, number, number];

export function seatScores({ scores }: RavennaHandScores): SeatScores {
  const [east, south, west, north] = scores;
  return [east.score, south.score, west.score, north.score];
}

/** Net points by seat of a list of transfers (positive = receives). */
export function netOf(transfers: readonly Transfer[]): [number, number, number, number] {
  const net: [number, number, number, number] = [0, 0, 0, 0];
  for (const t of transfers) {
    net[t.payer] -= t.amount;
    net[t.payee] += t.amount;
  }
  return net;
}

/** The tiles an item lies as: a set's three or four, a pair's two, one bonus tile. */
export function itemTiles(item: RavennaItem): TileKind[] {
  switch (item.item) {
    case 'chow':
      return [item.tile, kindOf(item.tile + 1), kindOf(item.tile + 2)];
    case 'pung':
      return [item.tile, item.tile, item.tile];
    case 'kong':
      return [item.tile, item.tile, item.tile, item.tile];
    case 'pair':
      return [item.tile, item.tile];
    case 'bonus':
      return [item.tile];
  }
}

/** The catalogue key naming an item (glossary.md §8: Tris/Poker scoperto/coperto, Scala, …). */
export function itemKey(
  item: RavennaItem,
):
  | 'rav.item.chow'
  | 'rav.item.pung.exposed'
  | 'rav.item.pung.concealed'
  | 'rav.item.kong.exposed'
  | 'rav.item.kong.concealed'
  | 'rav.item.pair'
  | 'rav.item.flower'
  | 'rav.item.season' {
  switch (item.item) {
    case 'chow':
      return 'rav.item.chow';
    case 'pung':
    case 'kong':
      return `rav.item.${item.item}.${item.concealed ? 'concealed' : 'exposed'}`;
    case 'pair':
      return 'rav.item.pair';
    case 'bonus':
      return isFlower(item.tile) ? 'rav.item.flower' : 'rav.item.season';
  }
}

/**
 * A score's working as the reference procedure of §10.5 computes it: "(18 + 20) × 4 = 152",
 * "14 × 4 = 56", "10"; capped scores end at the limit; limit hands are simply the limit.
 */
export function scoreWorking(score: RavennaScore, limit: number): string {
  if (score.limitHand !== null) return String(score.score);
  const factor = 2 ** score.doublings.length;
  const sum = score.bonus > 0 ? `${score.tablePoints} + ${score.bonus}` : String(score.tablePoints);
  const uncapped = (score.tablePoints + score.bonus) * factor;
  let working: string;
  if (factor > 1) working = `${score.bonus > 0 ? `(${sum})` : sum} × ${factor} = ${uncapped}`;
  else working = score.bonus > 0 ? `${sum} = ${uncapped}` : sum;
  return uncapped > limit ? `${working} → ${limit}` : working;
}

/** One line of a score's working (§10.5), in words. */
export interface ScoreLine {
  /** What the line counts, for tests and styling: `tablePoints`, `doublings`, `score`, … */
  readonly id: string;
  readonly label: string;
  /** Which ones: the doublings, the limit hand, or that the score was capped. */
  readonly detail?: string;
  readonly value: string;
  /** The score itself, the sum of the lines above. */
  readonly total?: boolean;
}

/**
 * A player's score line by line as §10.5 counts it: the table points, the going-out bonus and the
 * all-chows consolation, the doublings, the limit hand, and the score with its working.
 */
export function scoreLines(t: Translate, score: RavennaScore, limit: number): ScoreLine[] {
  const lines: ScoreLine[] = [
    { id: 'tablePoints', label: t('rav.tablePoints'), value: String(score.tablePoints) },
  ];
  if (score.bonus > 0) lines.push({ id: 'goingOut', label: t('rav.goingOut'), value: '+20' });
  if (score.bonus > 20)
    lines.push({ id: 'consolation', label: t('rav.consolation'), value: `+${score.bonus - 20}` });
  if (score.doublings.length > 0)
    lines.push({
      id: 'doublings',
      label: t('rav.doublings'),
      detail: score.doublings.map((d) => t(`rav.dbl.${d}`)).join(', '),
      value: `×${2 ** score.doublings.length}`,
    });
  if (score.limitHand !== null)
    lines.push({
      id: 'limitHand',
      label: t('rav.limitHand'),
      detail: t(`rav.limit.${score.limitHand}`),
      value: String(limit),
    });
  const capped = score.limitHand === null && score.score === limit;
  lines.push({
    id: 'score',
    label: t('rav.score'),
    ...(capped ? { detail: t('rav.capped') } : {}),
    value: scoreWorking(score, limit),
    total: true,
  });
  return lines;
}
