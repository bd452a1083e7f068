/**
 * Where the coach's overlays sit on the table. Their code and words load only when hints are on
 * (a lazy chunk: the start-up JavaScript has a budget, test/e2e/bundle.test.ts).
 */
import { Suspense, lazy } from 'react';
import type { PlayerView } from '../../engine';
import { useAppStore } from '../../store';

const load = () => import('./CoachPanel');
const CoachPanel = lazy(() => load().then((m) => ({ default: m.CoachPanel })));
const ClaimHint = lazy(() => load().then((m) => ({ default: m.ClaimHint })));

export function CoachSlot({ view }: { view: PlayerView }) {
  const mode = useAppStore((s) => s.settings.hints);
  if (mode === 'off') return null;
  return (
    <Suspense fallback={null}>
      <CoachPanel view={view} />
    </Suspense>
  );
}

export function ClaimHintSlot({ view }: { view: PlayerView }) {
  const mode = useAppStore((s) => s.settings.hints);
  if (mode !== 'live') return null;
  return (
    <Suspense fallback={null}>
      <ClaimHint view={view} />
    </Suspense>
  );
}
