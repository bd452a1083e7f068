/** Category 10, Irregular Hands (zung-jung.md §10, §9.8). */
import { pattern } from './pattern';

export const irregularPatterns = [
  // 10.1 Thirteen Terminals: only category 9 (and 11) may be added.
  pattern('10.1', 160, ['thirteenTerminals'], () => true),
  // 10.2 Seven Pairs: four identical tiles may be two pairs if not declared as a kong.
  pattern('10.2', 30, ['sevenPairs'], () => true),
];
