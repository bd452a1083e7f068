/**
 * Brute-force oracles for shanten and waits, written straight from the definitions and sharing no
 * code with the engine's table method:
 * - shanten = (fewest tiles missing from any legal complete hand) − 1, where a complete hand is
 *   enumerated explicitly as a multiset of sets plus a pair per tile group, and legal means no kind
 *   beyond four copies counting the copies already in declared sets;
 * - waits = the kinds whose addition gives a hand that a plain recursive search can split into sets
 *   and a pair, or that is Seven Pairs / Thirteen Terminals.
 */

const TOH = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

interface Fragment {
  readonly sets: number;
  readonly pair: number;
  readonly counts: readonly number[];
}

function fragments(suited: boolean): Fragment[] {
  const size = suited ? 9 : 7;
  const shapes: number[][] = [];
  for (let i = 0; i < size; i++)
    shapes.push(Array.from({ length: size }, (_, k) => (k === i ? 3 : 0)));
  if (suited) {
    for (let i = 0; i < 7; i++)
      shapes.push(Array.from({ length: 9 }, (_, k) => (k >= i && k <= i + 2 ? 1 : 0)));
  }
  const out: Fragment[] = [];
  const grow = (from: number, sets: number, counts: number[]) => {
    out.push({ sets, pair: 0, counts });
    for (let k = 0; k < size; k++) {
      out.push({ sets, pair: 1, counts: counts.map((c, i) => (i === k ? c + 2 : c)) });
    }
    if (sets === 4) return;
    for (let s = from; s < shapes.length; s++)
      grow(
        s,
        sets + 1,
        counts.map((c, i) => c + shapes[s]![i]!),
      );
  };
  grow(0, 0, new Array<number>(size).fill(0));
  return out.filter((f) => f.counts.every((c) => c <= 4));
}

const SUIT_FRAGMENTS = fragments(true);
const HONOUR_FRAGMENTS = fragments(false);
const memo = new Map<string, number[][]>();

/** best[m][p]: fewest tiles missing for m sets and p pairs inside one group. */
function groupBest(held: number[], locked: number[], suited: boolean): number[][] {
  const key = `${suited}|${held.join('')}|${locked.join('')}`;
  const cached = memo.get(key);
  if (cached) return cached;
  const best = Array.from({ length: 5 }, () => [Infinity, Infinity]);
  for (const f of suited ? SUIT_FRAGMENTS : HONOUR_FRAGMENTS) {
    let missing = 0;
    let legal = true;
    for (let i = 0; i < held.length; i++) {
      const t = f.counts[i]!;
      if (t + locked[i]! > 4) {
        legal = false;
        break;
      }
      if (t > held[i]!) missing += t - held[i]!;
    }
    if (legal && missing < best[f.sets]![f.pair]!) best[f.sets]![f.pair] = missing;
  }
  memo.set(key, best);
  return best;
}

export function oracleRegularShanten(
  counts: ArrayLike<number>,
  meldCount: number,
  locked?: ArrayLike<number>,
): number {
  const c = Array.from({ length: 34 }, (_, k) => counts[k]!);
  const l = Array.from({ length: 34 }, (_, k) => (locked ? locked[k]! : 0));
  const groups = [
    groupBest(c.slice(0, 9), l.slice(0, 9), true),
    groupBest(c.slice(9, 18), l.slice(9, 18), true),
    groupBest(c.slice(18, 27), l.slice(18, 27), true),
    groupBest(c.slice(27), l.slice(27), false),
  ];
  const need = 4 - meldCount;
  let best = Infinity;
  for (let a = 0; a <= need; a++)
    for (let b = 0; a + b <= need; b++)
      for (let d = 0; a + b + d <= need; d++) {
        const sets = [a, b, d, need - a - b - d];
        for (let pairGroup = 0; pairGroup < 4; pairGroup++) {
          let missing = 0;
          for (let g = 0; g < 4; g++) missing += groups[g]![sets[g]!]![g === pairGroup ? 1 : 0]!;
          best = Math.min(best, missing);
        }
      }
  return best - 1;
}

/** Seven Pairs: choose q_k ∈ {0,1,2} pairs per kind, 7 in all; a small knapsack over kinds. */
export function oracleSevenPairsShanten(counts: ArrayLike<number>, meldCount: number): number {
  if (meldCount > 0) return Infinity;
  let row = [0, ...new Array<number>(7).fill(Infinity)];
  for (let k = 0; k < 34; k++) {
    const next = new Array<number>(8).fill(Infinity);
    for (let have = 0; have <= 7; have++) {
      if (row[have] === Infinity) continue;
      for (let q = 0; q <= 2 && have + q <= 7; q++) {
        const missing = Math.max(0, 2 * q - counts[k]!);
        next[have + q] = Math.min(next[have + q]!, row[have]! + missing);
      }
    }
    row = next;
  }
  return row[7]! - 1;
}

export function oracleThirteenTerminalsShanten(
  counts: ArrayLike<number>,
  meldCount: number,
): number {
  if (meldCount > 0) return Infinity;
  let best = Infinity;
  for (const doubled of TOH) {
    let missing = 0;
    for (const k of TOH) missing += Math.max(0, (k === doubled ? 2 : 1) - counts[k]!);
    best = Math.min(best, missing);
  }
  return best - 1;
}

export function oracleShanten(
  counts: ArrayLike<number>,
  meldCount: number,
  locked?: ArrayLike<number>,
): number {
  return Math.min(
    oracleRegularShanten(counts, meldCount, locked),
    oracleSevenPairsShanten(counts, meldCount),
    oracleThirteenTerminalsShanten(counts, meldCount),
  );
}

function splits(c: number[], sets: number, pairLeft: boolean): boolean {
  const i = c.findIndex((n) => n > 0);
  if (i < 0) return sets === 0 && !pairLeft;
  if (pairLeft && c[i]! >= 2) {
    c[i]! -= 2;
    const ok = splits(c, sets, false);
    c[i]! += 2;
    if (ok) return true;
  }
  if (sets > 0 && c[i]! >= 3) {
    c[i]! -= 3;
    const ok = splits(c, sets - 1, pairLeft);
    c[i]! += 3;
    if (ok) return true;
  }
  if (sets > 0 && i < 27 && i % 9 <= 6 && c[i + 1]! > 0 && c[i + 2]! > 0) {
    c[i]!--;
    c[i + 1]!--;
    c[i + 2]!--;
    const ok = splits(c, sets - 1, pairLeft);
    c[i]!++;
    c[i + 1]!++;
    c[i + 2]!++;
    if (ok) return true;
  }
  return false;
}

export function oracleIsComplete(counts: ArrayLike<number>, meldCount: number): boolean {
  const c = Array.from({ length: 34 }, (_, k) => counts[k]!);
  if (splits(c, 4 - meldCount, true)) return true;
  if (meldCount > 0) return false;
  const sevenPairs = c.every((n) => n % 2 === 0) && c.reduce((a, b) => a + b, 0) === 14;
  const thirteen =
    TOH.every((k) => c[k]! >= 1) &&
    TOH.filter((k) => c[k] === 2).length === 1 &&
    c.reduce((a, b) => a + b, 0) === 14;
  return sevenPairs || thirteen;
}

export function oracleWaits(
  counts: ArrayLike<number>,
  meldCount: number,
  locked?: ArrayLike<number>,
): number[] {
  const result: number[] = [];
  const c = Array.from({ length: 34 }, (_, k) => counts[k]!);
  for (let k = 0; k < 34; k++) {
    if (c[k]! + (locked ? locked[k]! : 0) >= 4) continue;
    c[k]!++;
    if (oracleIsComplete(c, meldCount)) result.push(k);
    c[k]!--;
  }
  return result;
}
