/**
 * What the app reads before a match is dealt: the tiles and the rulesets' setups (ids, names,
 * options and their checks). The app's start-up code imports these from here, not from the
 * engine's index, so that the reducer and the scorer stay out of it (issue 17); the rest of the
 * engine loads on demand (./play.ts).
 */
export * from './tiles';
export * from './rulesets/setups';
