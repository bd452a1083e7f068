/**
 * The title screen's ways into the tutorial: on a first visit (no lesson done, the offer never
 * answered, no match started from here) a short offer with "Learn to play" and "Not now", which
 * is remembered in the settings; otherwise a plain "Learn to play" button among the others.
 * Small and loaded with the app; the tutorial itself loads when it opens.
 */
import { useAppStore } from '../../store';
import { LESSON_IDS } from '../../tutorial/lessonIds';
import { useT } from '../i18n';
import { isTutorialOffered } from '../title/variant';

export function useTutorialOffered(): boolean {
  return useAppStore((s) => isTutorialOffered(s.settings));
}

export function useOpenTutorial(): () => void {
  const updateSettings = useAppStore((s) => s.updateSettings);
  const openScreen = useAppStore((s) => s.openScreen);
  return () => {
    updateSettings({ tutorialOffer: 'closed' });
    openScreen('tutorial');
  };
}

export function TutorialOffer() {
  const t = useT();
  const offered = useTutorialOffered();
  const updateSettings = useAppStore((s) => s.updateSettings);
  const open = useOpenTutorial();
  if (!offered) return null;
  return (
    <section className="tutorial-offer" aria-labelledby="tutorial-offer-text">
      <p id="tutorial-offer-text">{t('tutorial.offer.text', { count: LESSON_IDS.length })}</p>
      <div className="tutorial-offer-actions">
        <button type="button" className="primary" onClick={open}>
          {t('app.learn')}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => updateSettings({ tutorialOffer: 'closed' })}
        >
          {t('tutorial.offer.notNow')}
        </button>
      </div>
    </section>
  );
}

/** "Learn to play" among the title screen's buttons, unless the offer above already shows it. */
export function LearnToPlayButton() {
  const t = useT();
  const offered = useTutorialOffered();
  const open = useOpenTutorial();
  if (offered) return null;
  return (
    <button type="button" className="secondary" onClick={open}>
      {t('app.learn')}
    </button>
  );
}
