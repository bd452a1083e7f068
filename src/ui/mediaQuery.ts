/**
 * A CSS media query read from React, following its changes (a window resized, a mouse plugged into
 * a tablet). Outside a browser, and when the page is rendered at build time, it does not match.
 */
import { useSyncExternalStore } from 'react';

export interface MediaQuery {
  readonly subscribe: (onChange: () => void) => () => void;
  readonly matches: () => boolean;
}

/** Made once per query, at module level, so that React keeps one subscription per component. */
export function mediaQuery(query: string): MediaQuery {
  const list = (): MediaQueryList | null =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(query)
      : null;
  return {
    subscribe(onChange) {
      const current = list();
      current?.addEventListener('change', onChange);
      return () => current?.removeEventListener('change', onChange);
    },
    matches: () => list()?.matches ?? false,
  };
}

export function useMediaQuery(query: MediaQuery): boolean {
  return useSyncExternalStore(query.subscribe, query.matches, () => false);
}
