/**
 * The service worker (vite-plugin-pwa, `registerType: 'prompt'`): it precaches every built file so
 * the app starts with no network. A new version installs in the background and waits; the app is
 * told (`onUpdateReady`) and applies it with `applyUpdate` when the person has accepted and no
 * hand is being played — the page then reloads once, into the new version and the saved match.
 */
import { registerSW } from 'virtual:pwa-register';

export interface ServiceWorkerHooks {
  onUpdateReady(): void;
}

export interface ServiceWorkerControl {
  /** Activates the waiting version; the page reloads when it takes control. */
  applyUpdate(): Promise<void>;
  /** Asks the server whether a new version exists (quietly does nothing offline). */
  checkForUpdate(): Promise<void>;
}

/** How often an app left open asks for a new version. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function registerServiceWorker(hooks: ServiceWorkerHooks): ServiceWorkerControl {
  let registration: ServiceWorkerRegistration | undefined;
  const checkForUpdate = async () => {
    if (registration === undefined || !navigator.onLine) return;
    await registration.update().catch(() => undefined);
  };
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: hooks.onUpdateReady,
    onRegisteredSW(_url, found) {
      registration = found;
      setInterval(() => void checkForUpdate(), CHECK_EVERY_MS);
      // Back from the background (a phone's usual way to "open" an app): look for a new version.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void checkForUpdate();
      });
    },
  });
  const applyUpdate = async () => {
    // The plugin reloads only pages that had a controller when they loaded; a first visit that
    // played on until the update must reload too, or it would keep running the old code.
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
      once: true,
    });
    await updateServiceWorker(true);
  };
  return { applyUpdate, checkForUpdate };
}
