/**
 * The title screen: the app's mark, the rules of the next match, the first-run offer of the
 * tutorial and the ways in. It is also painted from the HTML itself before any script runs
 * (./prerender.tsx renders it at build time, ./boot.ts picks the person's variant), so it must
 * render the same on the server as in the browser: nothing here reads the browser while rendering.
 */
import { useAppStore } from '../../store';
import { prepareSound } from '../feedback';
import { rulesetName } from '../format';
import { useT } from '../i18n';
import { TitleTile } from '../TitleTile';
import { LearnToPlayButton, TutorialOffer } from '../tutorial/TutorialOffer';
import './title.css';

export function TitleScreen() {
  const t = useT();
  const startMatch = useAppStore((s) => s.startMatchWhenLoaded);
  const openScreen = useAppStore((s) => s.openScreen);
  const sound = useAppStore((s) => s.settings.sound);
  const installApp = useAppStore((s) => s.installApp);
  const updateSettings = useAppStore((s) => s.updateSettings);
  const ruleset = useAppStore((s) => s.settings.ruleset);
  const start = () => {
    if (sound) prepareSound();
    // A person who starts playing no longer needs the first-run offer of the tutorial.
    updateSettings({ tutorialOffer: 'closed' });
    void startMatch(seedFromUrl());
  };
  return (
    <main className="title-screen">
      <TitleTile />
      <h1 className="title-name">{t('app.name')}</h1>
      {/* The rules the next match is played by (Settings → Rules). */}
      <p className="title-system">{rulesetName(t, ruleset)}</p>
      <p className="title-tagline">{t('app.tagline')}</p>
      <TutorialOffer />
      <div className="title-actions">
        <button type="button" className="primary" onClick={start}>
          {t('app.newMatch')}
        </button>
        <button type="button" className="secondary" onClick={() => openScreen('newMatch')}>
          {t('match.setup.open')}
        </button>
        <LearnToPlayButton />
        <button type="button" className="secondary" onClick={() => openScreen('settings')}>
          {t('app.settings')}
        </button>
        <button type="button" className="secondary" onClick={() => openScreen('history')}>
          {t('app.history')}
        </button>
        <button type="button" className="secondary" onClick={() => openScreen('drills')}>
          {t('app.drills')}
        </button>
        <button type="button" className="secondary" onClick={() => openScreen('calculator')}>
          {t('app.calculator')}
        </button>
      </div>
      {/* Its row is kept even while empty: the offer comes after the first paint, and the
          buttons above must not jump when it does. */}
      <div className="title-install">
        {installApp !== null && (
          <button type="button" className="secondary" onClick={installApp}>
            {t('app.install')}
          </button>
        )}
      </div>
    </main>
  );
}

/** `?seed=…` replays a particular deal (to share it, or to study it again). */
function seedFromUrl(): string | undefined {
  const seed = new URLSearchParams(location.search).get('seed');
  return seed === null || seed === '' ? undefined : seed;
}
