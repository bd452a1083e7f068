/**
 * Counts indexed by tile kind (one slot per kind), read and written so that the checker can follow
 * them: a kind outside the array is held zero times, never `undefined`. Hot loops inline the same
 * `?? 0` instead of calling these. Like the arrays' own indexing, they take a kind or a plain index
 * over the kinds (a loop's `k`): a count is no tile, so a number will do.
 */

/** A writable count per tile kind: a Uint8Array, an Int8Array or a number[]. */
export interface KindCounts {
  [kind: number]: number;
}

/** The copies of `kind` in `counts`; none for a kind past the end. */
export function countOf(counts: ArrayLike<number>, kind: number): number {
  return counts[kind] ?? 0;
}

/** Adds `by` copies of `kind` (negative: takes them away). */
export function addCopies(counts: KindCounts, kind: number, by: number): void {
  counts[kind] = (counts[kind] ?? 0) + by;
}
