/** Category 8, Terminals (zung-jung.md §10). */
import { Needs } from '../features';
import { REGULAR, REGULAR_OR_SEVEN_PAIRS, pattern } from './pattern';

export const terminalPatterns = [
  // 8.1.1 Mixed Lesser Terminals: each set and the pair has a terminal or an honour.
  pattern('8.1.1', 40, REGULAR, (f) => f.everyGroupTerminalOrHonour, {
    needs: Needs.outside,
  }),
  // 8.1.2 Pure Lesser Terminals: each set and the pair has a terminal; no honours.
  pattern('8.1.2', 50, REGULAR, (f) => f.honourTiles === 0 && f.everyGroupTerminal, {
    needs: Needs.outside,
  }),
  // 8.1.3 Mixed Greater Terminals: every tile a terminal or an honour; never for 10.1.
  pattern(
    '8.1.3',
    100,
    REGULAR_OR_SEVEN_PAIRS,
    (f) => f.terminalTiles + f.honourTiles === f.tileCount,
    { needs: Needs.outside },
  ),
  // 8.1.4 Pure Greater Terminals: every tile a terminal. Listed limit.
  pattern('8.1.4', 400, REGULAR_OR_SEVEN_PAIRS, (f) => f.terminalTiles === f.tileCount, {
    listedLimit: true,
    needs: Needs.outside,
  }),
];
