/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`). The offer is kept and
 * shown when the person taps "Install"; browsers without it (Safari: Share → Add to Home Screen)
 * never show the button.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Where the page's boot script keeps an offer made before the app's JavaScript ran: the title
 * paints from the HTML and the scripts load after it (src/ui/title/boot.ts), so on a return visit
 * Chromium may offer installation first.
 */
export const EARLY_INSTALL_OFFER = 'huInstallOffer';

/** Calls `onChange` with an install function while the browser offers installation, else null. */
export function watchInstallOffer(onChange: (install: (() => void) | null) => void): void {
  const take = (offer: InstallPromptEvent) =>
    onChange(() => {
      onChange(null);
      void offer.prompt().catch(() => undefined);
    });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    take(event as InstallPromptEvent);
  });
  const kept = window as unknown as Record<string, InstallPromptEvent | undefined>;
  const early = kept[EARLY_INSTALL_OFFER];
  if (early !== undefined) {
    delete kept[EARLY_INSTALL_OFFER];
    take(early);
  }
  window.addEventListener('appinstalled', () => onChange(null));
}
