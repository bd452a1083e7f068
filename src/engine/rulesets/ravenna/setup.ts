/**
 * Ravenna before a match is dealt (./ruleset.ts is the rest): what the settings and the menus
 * read, with its options (./options.ts), small enough for the app's start-up code (the registry of
 * setups, ../setups.ts).
 */
import type { RulesetSetup } from '../types';
import { RAVENNA_OPTION, resolveRavennaOptions } from './options';

export { RAVENNA_DEFAULTS, RAVENNA_OPTION } from './options';

export const RAVENNA_SETUP: RulesetSetup = {
  id: 'ravenna',
  name: 'Ravenna',
  // §1.1, §10.1: flowers and seasons always, at full value; the four options of §13.
  playerOptions: [RAVENNA_OPTION],
  // the players sit and play clockwise.
  clockwise: true,
  coached: true,
  resolveOptions: resolveRavennaOptions,
};
