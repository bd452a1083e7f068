/**
 * The command registry (design.md habit 9): one list of what the person can do, shared by the
 * buttons, the keyboard and the tests. A command is enabled exactly when the engine lists a legal
 * action for it, so an illegal move cannot even be offered.
 */
import type { Action, PlayerView, TileId, TileKind } from '../engine';

export type CommandName = 'win' | 'kong' | 'pung' | 'chow' | 'pass' | 'discard' | 'nextHand';

export interface Command {
  readonly name: CommandName;
  /** The keyboard key (KeyboardEvent.key, lower case) that runs the command's first choice. */
  readonly key: string;
  isEnabled(view: PlayerView): boolean;
  /** Every engine action the command stands for now: several chows, kongs or discards. */
  choices(view: PlayerView): Action[];
}

function legalOf(view: PlayerView, types: readonly Action['type'][]): Action[] {
  return view.legalActions.filter((a) => types.includes(a.type));
}

function command(name: CommandName, key: string, types: readonly Action['type'][]): Command {
  return {
    name,
    key,
    isEnabled: (view) => legalOf(view, types).length > 0,
    choices: (view) => legalOf(view, types),
  };
}

export const COMMANDS: readonly Command[] = [
  command('win', 'h', ['declareWin', 'claimWin']),
  command('kong', 'k', ['declareKong', 'addToPung', 'claimKong']),
  command('pung', 'p', ['claimPung']),
  command('chow', 'c', ['claimChow']),
  command('pass', 'x', ['pass']),
  command('discard', 'enter', ['discard']),
  command('nextHand', 'n', ['nextHand']),
];

export function commandNamed(name: CommandName): Command {
  const found = COMMANDS.find((c) => c.name === name);
  if (found === undefined) throw new Error(`no command ${name}`);
  return found;
}

/** The discard of one tile, if it is legal now. */
export function discardOf(view: PlayerView, tile: TileId): Action | null {
  return view.legalActions.find((a) => a.type === 'discard' && a.tile === tile) ?? null;
}

/** The claim-bar and turn buttons to show, in the order a player scans them. */
/** The commands offered as buttons in the action bar. */
export type OfferedName = Extract<CommandName, 'win' | 'kong' | 'pung' | 'chow' | 'pass'>;
export const OFFERED: readonly OfferedName[] = ['win', 'kong', 'pung', 'chow', 'pass'];

/** The tile kind a kong or chow choice is about (for drawing its tiles on the button). */
export function choiceKind(action: Action): TileKind | null {
  switch (action.type) {
    case 'claimChow':
      return action.lowest;
    case 'declareKong':
    case 'addToPung':
      return action.kind;
    default:
      return null;
  }
}

/**
 * What a key press does now: the action of the enabled command bound to the key. Digits choose
 * among several chows ("1" the lowest); Enter discards the selected tile.
 */
export function actionForKey(
  view: PlayerView,
  key: string,
  selectedTile: TileId | null,
): Action | null {
  const k = key.toLowerCase();
  if (k === 'enter') return selectedTile === null ? null : discardOf(view, selectedTile);
  if (/^[1-9]$/.test(k)) return commandNamed('chow').choices(view)[Number(k) - 1] ?? null;
  if (k === 'escape') return commandNamed('pass').choices(view)[0] ?? null;
  const cmd = COMMANDS.find((c) => c.key === k && c.name !== 'discard' && c.isEnabled(view));
  return cmd?.choices(view)[0] ?? null;
}
