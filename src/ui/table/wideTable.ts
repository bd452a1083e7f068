/**
 * The desktop (and tablet on its side) layout of table/desktop.css: the side opponents sit in tall cards of
 * their own, where their sets have room to be read; on a phone those sets lie along the ring.
 */
import { mediaQuery, useMediaQuery } from '../mediaQuery';

/** Must match the desktop media query in table/desktop.css. */
const WIDE = mediaQuery('(min-width: 900px) and (min-height: 600px)');

export function useWideTable(): boolean {
  return useMediaQuery(WIDE);
}
