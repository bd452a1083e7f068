/**
 * Say "click" to a person with a mouse and "tap" to one on a touch screen: `(pointer: fine)` is a
 * mouse or a pen, and the answer follows a tablet that gets a mouse plugged in.
 */
import { mediaQuery, useMediaQuery } from '../mediaQuery';

/** A mouse or a pen. */
const FINE = mediaQuery('(pointer: fine)');

/** The person points with a mouse (or a pen) rather than a finger. */
export function useFinePointer(): boolean {
  return useMediaQuery(FINE);
}

/** The catalogue's words for pointing (the app's `Translate` is one). */
type PointerWords = (key: 'input.click' | 'input.Click' | 'input.tap' | 'input.Tap') => string;

/** The verb of pointing, for texts that say `{{verb}}` and `{{Verb}}`. */
export function pointerVerbs(t: PointerWords, fine: boolean): { verb: string; Verb: string } {
  return fine
    ? { verb: t('input.click'), Verb: t('input.Click') }
    : { verb: t('input.tap'), Verb: t('input.Tap') };
}
