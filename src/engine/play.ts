/**
 * The game as the app plays it: the reducer, its queries and the rulesets' full entries. The app
 * loads this part on demand (src/store/gameEngine.ts), after its title has painted, so that its
 * start-up code carries only the tiles and the ruleset setups.
 */
export {
  apply,
  currentPlayers,
  legalActions,
  newGame,
  playerView,
  replay,
  seatsToAct,
  stateHash,
} from './game';
export { rulesetOf } from './rulesets';
