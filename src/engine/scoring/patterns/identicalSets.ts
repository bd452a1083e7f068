/** Category 5, Identical Sets (zung-jung.md §10): chows of the same suit and numbers. */
import type { HandFeatures } from '../features';
import { REGULAR, pattern } from './pattern';

/** How many copies of each distinct chow the hand holds, largest first (chows are sorted). */
function identicalChowGroups(f: HandFeatures): number[] {
  const groups: number[] = [];
  const { chows } = f;
  for (let i = 0; i < chows.length;) {
    let j = i + 1;
    while (j < chows.length && chows[j] === chows[i]) j++;
    groups.push(j - i);
    i = j;
  }
  return groups.sort((a, b) => b - a);
}

export const identicalSetPatterns = [
  // 5.1.1 Two Identical Sequences (exposed chows count).
  pattern('5.1.1', 10, REGULAR, (f) => (identicalChowGroups(f)[0] ?? 0) >= 2),
  // 5.1.2 Two Identical Sequences Twice: two different pairs of identical chows (A A B B, A ≠ B).
  pattern('5.1.2', 60, REGULAR, (f) => {
    const g = identicalChowGroups(f);
    return g[0] === 2 && g[1] === 2;
  }),
  // 5.1.3 Three Identical Sequences.
  pattern('5.1.3', 120, REGULAR, (f) => (identicalChowGroups(f)[0] ?? 0) >= 3),
  // 5.1.4 Four Identical Sequences. Listed limit.
  pattern('5.1.4', 480, REGULAR, (f) => identicalChowGroups(f)[0] === 4, { listedLimit: true }),
];
