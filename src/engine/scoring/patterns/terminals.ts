/** Category 8, Terminals (zung-jung.md §10). */
import type { HandFeatures } from '../features';
import { isTerminal, isTerminalOrHonour, rankOf } from '../../tiles';
import { REGULAR, REGULAR_OR_SEVEN_PAIRS, pattern } from './pattern';

/** Whether every set and the pair contains a tile passing `test`; a chow only at its ends. */
function everyGroupHas(f: HandFeatures, test: (t: number) => boolean): boolean {
  if (!test(f.pair)) return false;
  return f.sets.every((s) =>
    s.kind === 'chow' ? rankOf(s.tile) === 1 || rankOf(s.tile) === 7 : test(s.tile),
  );
}

export const terminalPatterns = [
  // 8.1.1 Mixed Lesser Terminals: each set and the pair has a terminal or an honour.
  pattern('8.1.1', 40, REGULAR, (f) => everyGroupHas(f, isTerminalOrHonour)),
  // 8.1.2 Pure Lesser Terminals: each set and the pair has a terminal; no honours.
  pattern('8.1.2', 50, REGULAR, (f) => f.honourTiles === 0 && everyGroupHas(f, isTerminal)),
  // 8.1.3 Mixed Greater Terminals: every tile a terminal or an honour; never for 10.1.
  pattern(
    '8.1.3',
    100,
    REGULAR_OR_SEVEN_PAIRS,
    (f) => f.terminalTiles + f.honourTiles === f.tileCount,
  ),
  // 8.1.4 Pure Greater Terminals: every tile a terminal. Listed limit.
  pattern('8.1.4', 400, REGULAR_OR_SEVEN_PAIRS, (f) => f.terminalTiles === f.tileCount, {
    listedLimit: true,
  }),
];
