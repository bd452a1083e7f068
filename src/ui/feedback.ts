/**
 * Sounds and vibration. The sounds are our own, synthesised with the Web Audio API from a few
 * notes (nothing to download, nothing to cache); vibration uses `navigator.vibrate` where the
 * device has it. `feedbackFor` decides what an action's events deserve, without side effects.
 */
import type { GameEvent, Seat } from '../engine';

export type Cue = 'draw' | 'discard' | 'claim' | 'win';

export interface Feedback {
  readonly cues: readonly Cue[];
  /** A vibration pattern in ms: the person's turn or a claim chance; null for none. */
  readonly vibrate: readonly number[] | null;
}

export function feedbackFor(events: readonly GameEvent[], me: Seat): Feedback {
  const cues: Cue[] = [];
  let vibrate: number[] | null = null;
  for (const e of events) {
    switch (e.type) {
      case 'tileDrawn':
        if (e.seat === me) {
          cues.push('draw');
          vibrate = [30];
        }
        break;
      case 'tileDiscarded':
        cues.push('discard');
        break;
      case 'claimWindowOpened':
        if (e.seats.includes(me)) vibrate = [40, 60, 40];
        break;
      case 'setClaimed':
      case 'kongDeclared':
      case 'kongRobbed':
        cues.push('claim');
        break;
      case 'handWon':
        cues.push('win');
        break;
      default:
        break;
    }
  }
  return { cues: [...new Set(cues)], vibrate };
}

/** Notes of each cue: [frequency Hz, start s, length s, wave]. */
const NOTES: Record<Cue, readonly (readonly [number, number, number, OscillatorType])[]> = {
  draw: [[880, 0, 0.05, 'sine']],
  discard: [
    [1400, 0, 0.03, 'triangle'],
    [700, 0.015, 0.06, 'triangle'],
  ],
  claim: [
    [660, 0, 0.09, 'sine'],
    [990, 0.08, 0.12, 'sine'],
  ],
  win: [
    [523, 0, 0.14, 'sine'],
    [659, 0.1, 0.14, 'sine'],
    [784, 0.2, 0.14, 'sine'],
    [1047, 0.3, 0.3, 'sine'],
  ],
};

let context: AudioContext | null = null;

/**
 * Opens the audio output. Browsers allow it only after a gesture, and opening it costs tens of
 * milliseconds, so it happens on the tap that starts a match rather than in the middle of play.
 */
export function prepareSound(): AudioContext | null {
  const Ctor = globalThis.AudioContext;
  if (Ctor === undefined) return null;
  context ??= new Ctor();
  return context;
}

export function playCue(cue: Cue): void {
  const ctx = prepareSound();
  if (ctx === null) return;
  if (ctx.state === 'suspended') void ctx.resume();
  const now = ctx.currentTime;
  for (const [frequency, start, length, wave] of NOTES[cue]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = wave;
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, now + start);
    gain.gain.exponentialRampToValueAtTime(0.18, now + start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(now + start);
    osc.stop(now + start + length + 0.02);
  }
}

/**
 * Vibrates, once the person has touched the page: before that (a match reopened where it was left,
 * bots playing on) the browser refuses and logs an error, and there is nobody holding the phone.
 */
export function vibrate(pattern: readonly number[]): void {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
  if (navigator.userActivation?.hasBeenActive === false) return;
  navigator.vibrate([...pattern]);
}
