/**
 * Zung Jung before a match is dealt (./ruleset.ts is the rest): what the settings and the menus
 * read, small enough for the app's start-up code (the registry of setups, ../setups.ts).
 */
import { resolveOptions } from '../../game/options';
import type { RulesetSetup } from '../types';

export const ZUNG_JUNG_SETUP: RulesetSetup = {
  id: 'zung-jung',
  name: 'Zung Jung',
  // zung-jung.md §14: flowers and seasons, and their halving.
  playerOptions: ['flowers', 'halveFlowers'],
  clockwise: false,
  coached: true,
  resolveOptions,
};
