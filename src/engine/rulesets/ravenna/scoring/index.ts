/** The Ravenna scoring and payments (shared/rules/ravenna.md §10–§11). */
export * from './types';
export { scoreRavennaHand, setPoints as ravennaSetPoints, RAVENNA_LIMIT } from './score';
export { validateRavennaHand } from './validate';
export { settleRavenna } from './settle';
