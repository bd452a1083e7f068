/**
 * Fixed tables of figures indexed by a small count (sets shown, copies unseen, tiles to lose),
 * read so that the checker can follow them.
 */

/** The entry for `count`, the last entry standing for every count beyond the table. */
export function byCount(table: readonly number[], count: number): number {
  const entry = table[Math.min(count, table.length - 1)];
  if (entry === undefined)
    throw new RangeError(`no entry for ${count} in a table of ${table.length}`);
  return entry;
}
