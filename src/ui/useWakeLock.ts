/**
 * Keeps the screen awake while a hand is being played, where the browser allows it (Screen Wake
 * Lock API): a phone that dims while a bot thinks breaks the game's rhythm. The lock is released
 * between hands, and asked again when the page comes back (browsers drop it when it is hidden).
 */
import { useEffect } from 'react';
import { betweenHands, useAppStore } from '../store';

export function useWakeLock() {
  const playing = useAppStore((s) => !betweenHands(s.game));
  useEffect(() => {
    if (!playing || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible' || (lock !== null && !lock.released)) return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (stopped) void sentinel.release();
          else lock = sentinel;
        },
        () => undefined, // refused (battery saver, no user gesture yet): the screen may dim
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release().catch(() => undefined);
    };
  }, [playing]);
}
