/**
 * Everything the app does beyond drawing its screens: the bots' worker client and what reacts to a
 * dispatch (src/app/wire.ts: the bots, the coach, saving and taking up the saved match, the
 * History), the service worker and the browser's offer to install. The title needs none of it to
 * be on screen and answer a tap, so main.tsx loads this module beside the title's code rather than
 * in front of it (issue 17); with a match open it waits for it, since the table needs the saved
 * match first.
 */
import { connectBots, wire } from './app';
import { registerServiceWorkerLater } from './pwa/registerLater';
import { watchInstallOffer } from './pwa/install';
import type { AppStore } from './store';
import { MATCH_OPEN_KEY } from './ui/title/boot';
import { connectBotWorker } from './worker/browser';

/** A reload during a match opens on the table: the boot script then skips the title. */
function markMatchOpen(open: boolean) {
  try {
    if (open) localStorage.setItem(MATCH_OPEN_KEY, '1');
    else localStorage.removeItem(MATCH_OPEN_KEY);
  } catch {
    // Storage refused: a reload shows the title for a moment before the table, nothing worse.
  }
}

/** Resolves once the saved match has been taken up (or there was none, or storage gave up). */
export async function connectApp(store: AppStore, options: { debug: boolean }): Promise<void> {
  watchInstallOffer((install) => store.setState({ installApp: install }));
  await wire(store, connectBots(connectBotWorker), {
    updates:
      'serviceWorker' in navigator
        ? (onUpdateReady) => registerServiceWorkerLater({ onUpdateReady })
        : undefined,
    debug: options.debug,
    matchOpen: markMatchOpen,
  });
}
