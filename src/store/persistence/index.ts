/**
 * Saving the match and taking it up again (IndexedDB), as the rest of the app reaches it. Its own
 * entry, not part of src/store/index.ts: the title's start-up code never needs it, so it loads
 * with the app's wiring (src/connectApp.ts), after the title is the app's (issue 17).
 */
export { openSession, STORAGE_UNAVAILABLE, UNSAVED_SESSION } from './session';
export type { Session } from './session';
export { WRITE_FAILED } from './saver';
export type { Saver } from './saver';
export { decodeSave, encodeSave, SAVE_SCHEMA } from './saveFormat';
export type { SavedMatch, SaveError, SaveErrorCode } from './saveFormat';
