/**
 * Say "click" to a person with a mouse and "tap" to one on a touch screen: `(pointer: fine)` is a
 * mouse or a pen, and the answer follows a tablet that gets a mouse plugged in.
 */
import { useSyncExternalStore } from 'react';
import type { Translate } from '.';

const FINE = '(pointer: fine)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(FINE)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** The person points with a mouse (or a pen) rather than a finger. */
export function useFinePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}

/** The verb of pointing, for texts that say `{{verb}}` and `{{Verb}}`. */
export function pointerVerbs(t: Translate, fine: boolean): { verb: string; Verb: string } {
  return fine
    ? { verb: t('input.click'), Verb: t('input.Click') }
    : { verb: t('input.tap'), Verb: t('input.Tap') };
}
