/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`). The offer is kept and
 * shown when the person taps "Install"; browsers without it (Safari: Share → Add to Home Screen)
 * never show the button.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Calls `onChange` with an install function while the browser offers installation, else null. */
export function watchInstallOffer(onChange: (install: (() => void) | null) => void): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    const offer = event as InstallPromptEvent;
    onChange(() => {
      onChange(null);
      void offer.prompt().catch(() => undefined);
    });
  });
  window.addEventListener('appinstalled', () => onChange(null));
}
