/**
 * Saving the match and taking it up again (IndexedDB): the entry the app's wiring imports
 * (src/app/wire.ts), apart from ./index.ts, which brings the History too (its repositories and the
 * analysis it is read with). The wiring loads after the title, on every start; the History loads
 * only with its screens (issue 17).
 */
export { openSession, STORAGE_UNAVAILABLE, UNSAVED_SESSION } from './session';
export type { Session, SessionEngine, SessionState } from './session';
export { WRITE_FAILED } from './saver';
export type { SaveProblem, Saver, SavingState, StateListener, StateSource } from './saver';
export { decodeSave, encodeSave, SAVE_SCHEMA } from './saveFormat';
export type { SavedMatch, SaveEngine, SaveError, SaveErrorCode } from './saveFormat';
