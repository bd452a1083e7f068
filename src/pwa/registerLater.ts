/**
 * The service worker's registration (./register.ts), started once the page is first idle: the
 * worker precaches the whole app, which is work for later, not for the title's first second
 * (issue 17). The control it returns works at once: a call made before the registration waits
 * for it.
 */
import type { ServiceWorkerControl, ServiceWorkerHooks } from './register';

/** How long the registration may wait for an idle page. */
const IDLE_START_MS = 3000;

export function registerServiceWorkerLater(hooks: ServiceWorkerHooks): ServiceWorkerControl {
  const control = new Promise<ServiceWorkerControl>((resolve, reject) => {
    const register = () => {
      import('./register').then(({ registerServiceWorker }) => {
        resolve(registerServiceWorker(hooks));
      }, reject);
    };
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(register, { timeout: IDLE_START_MS });
    else setTimeout(register, IDLE_START_MS);
  });
  return {
    applyUpdate: () => control.then((c) => c.applyUpdate()),
    checkForUpdate: () => control.then((c) => c.checkForUpdate()),
  };
}
