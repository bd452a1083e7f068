/**
 * Ravenna (shared/rules/ravenna.md): the ruleset the reducer consults, its options (§13), its
 * claims (§6.5), its scoring and payments (§10–§11), and its data in the shared game types
 * (./slots.ts). The registry (../index.ts) lists it; the rest of the engine and the app reach it
 * only through there. Its setup (./setup.ts) is listed by the registry of setups.
 */
export { ravenna, RAVENNA_DEAL_POSITIONS } from './ruleset';
export { RAVENNA_OPTIONS, ravennaOptionsOf, resolveRavennaOptions } from './options';
export type { RavennaHandScores, RavennaOptions, RavennaVoid } from './slots';
export * from './scoring';
