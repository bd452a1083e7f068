/**
 * The desktop (and tablet on its side) layout of app.css: the side opponents sit in tall cards of
 * their own, where their sets have room to be read; on a phone those sets lie along the ring.
 */
import { useSyncExternalStore } from 'react';

/** Must match the desktop media query in app.css. */
const WIDE = '(min-width: 900px) and (min-height: 600px)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useWideTable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
