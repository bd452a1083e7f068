/**
 * Where the coach's overlays sit on the table. Their code and words load only when hints are on
 * (a lazy chunk: the start-up JavaScript has a budget, test/e2e/bundle.test.ts).
 */
import { Suspense, lazy } from 'react';
import type { PlayerView } from '../../engine';
import { useAppStore } from '../../store';

const load = () => import('./CoachPanel');
const CoachPanel = lazy(() => load().then((m) => ({ default: m.CoachPanel })));

export function CoachSlot({ view }: { view: PlayerView }) {
  const mode = useAppStore((s) => s.settings.hints);
  if (mode === 'off') return null;
  // The place is there before the panel's code arrives and when it has nothing to say, so the
  // table never moves with the coach (fixed height on a phone, a side panel on a desktop).
  return (
    <div className="coach-slot">
      <Suspense fallback={null}>
        <CoachPanel view={view} />
      </Suspense>
    </div>
  );
}
