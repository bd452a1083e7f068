/**
 * The command registry on real player views (design.md habit 9): what the buttons and keys offer is
 * exactly what the engine lists as legal for the person's seat, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { claimsForSouthOnEast5b, heavenlyNineGates, winsOnNorth3c } from '../../test/fixtures/rigs';
import { EAST, NORTH, SOUTH, Table, WEST, kind } from '../../test/helpers/table';
import type { PlayerView, TileId } from '../engine';
import { playerView } from '../engine';
import { COMMANDS, actionForKey, choiceKind, commandNamed, discardOf } from './commands';
import { offersOf } from './table/ActionBar';

const enabled = (view: PlayerView) => COMMANDS.filter((c) => c.isEnabled(view)).map((c) => c.name);

/** South in the claim window on East's 5b: pung, three chows, pass (§5.3). */
function southClaims(): PlayerView {
  const t = new Table(claimsForSouthOnEast5b).discard(EAST, '5b');
  return playerView(t.state, SOUTH);
}

/** East in the claim window on North's 3c: win, a chow, pass. */
function eastMayWin(): PlayerView {
  const t = new Table(winsOnNorth3c)
    .discardAndPass(EAST, 'wn')
    .discardAndPass(SOUTH, '9b')
    .discardAndPass(WEST, '9b')
    .discard(NORTH, '3c');
  return playerView(t.state, EAST);
}

describe('commands in a claim window (§5.3)', () => {
  it('enables exactly pung, chow and pass when the person can pung and chow but not win', () => {
    const view = southClaims();
    expect(enabled(view)).toEqual(['pung', 'chow', 'pass']);
  });

  it('enables win when the discard completes the hand (§5.4.1)', () => {
    expect(enabled(eastMayWin())).toEqual(['win', 'chow', 'pass']);
  });

  it('lists each chow the discard can make as its own choice, lowest first', () => {
    const chows = commandNamed('chow').choices(southClaims());
    expect(chows).toEqual([
      { type: 'claimChow', seat: SOUTH, lowest: kind('3b') },
      { type: 'claimChow', seat: SOUTH, lowest: kind('4b') },
      { type: 'claimChow', seat: SOUTH, lowest: kind('5b') },
    ]);
    expect(chows.map(choiceKind)).toEqual([kind('3b'), kind('4b'), kind('5b')]);
  });

  it('maps keys to the claims: P pung, digits the nth chow, X and Escape pass', () => {
    const view = southClaims();
    expect(actionForKey(view, 'p', null)).toEqual({ type: 'claimPung', seat: SOUTH });
    expect(actionForKey(view, 'P', null)).toEqual({ type: 'claimPung', seat: SOUTH });
    expect(actionForKey(view, 'c', null)).toEqual({
      type: 'claimChow',
      seat: SOUTH,
      lowest: kind('3b'),
    });
    expect(actionForKey(view, '2', null)).toEqual({
      type: 'claimChow',
      seat: SOUTH,
      lowest: kind('4b'),
    });
    expect(actionForKey(view, '4', null)).toBeNull();
    expect(actionForKey(view, 'x', null)).toEqual({ type: 'pass', seat: SOUTH });
    expect(actionForKey(view, 'Escape', null)).toEqual({ type: 'pass', seat: SOUTH });
  });

  it('gives nothing for the key of a disabled command', () => {
    const view = southClaims();
    expect(actionForKey(view, 'h', null)).toBeNull();
    expect(actionForKey(view, 'k', null)).toBeNull();
    expect(actionForKey(view, 'n', null)).toBeNull();
    // No discard while the table waits for claims, even with a tile selected.
    expect(actionForKey(view, 'Enter', view.seats[SOUTH].concealed![0]!)).toBeNull();
    expect(actionForKey(eastMayWin(), 'h', null)).toEqual({ type: 'claimWin', seat: EAST });
  });

  it('offers nothing to a seat that has no claim on the discard', () => {
    const t = new Table(claimsForSouthOnEast5b).discard(EAST, '5b');
    const west = playerView(t.state, WEST);
    expect(enabled(west)).toEqual([]);
    expect(offersOf(west)).toEqual([]);
    expect(actionForKey(west, 'x', null)).toBeNull();
  });

  it('offers the claim buttons in scanning order with their keys; chows are numbered', () => {
    const offers = offersOf(southClaims());
    expect(offers.map((o) => [o.name, o.key])).toEqual([
      ['pung', 'P'],
      ['chow', '1'],
      ['chow', '2'],
      ['chow', '3'],
      ['pass', 'X'],
    ]);
    // A single chow keeps the letter key.
    expect(offersOf(eastMayWin()).map((o) => [o.name, o.key])).toEqual([
      ['win', 'H'],
      ['chow', 'C'],
      ['pass', 'X'],
    ]);
  });
});

describe('commands on the person’s turn', () => {
  const eastTurn = () => playerView(new Table(claimsForSouthOnEast5b).state, EAST);

  it('discards the selected tile on Enter, and does nothing with no selection', () => {
    const view = eastTurn();
    const tile = view.seats[EAST].concealed![3]!;
    expect(actionForKey(view, 'Enter', tile)).toEqual({ type: 'discard', seat: EAST, tile });
    expect(actionForKey(view, 'Enter', null)).toBeNull();
  });

  it('refuses to discard a tile the person does not hold', () => {
    const t = new Table(claimsForSouthOnEast5b);
    const view = playerView(t.state, EAST);
    const southTile: TileId = t.state.hand.seats[SOUTH].concealed[0]!;
    expect(discardOf(view, southTile)).toBeNull();
    expect(actionForKey(view, 'Enter', southTile)).toBeNull();
  });

  it('offers the self-drawn win and no claim buttons when the dealt hand is complete (§8.3)', () => {
    const view = playerView(new Table(heavenlyNineGates).state, EAST);
    expect(enabled(view)).toEqual(['win', 'discard']);
    expect(actionForKey(view, 'h', null)).toEqual({ type: 'declareWin', seat: EAST });
    expect(offersOf(view).map((o) => o.name)).toEqual(['win']);
  });

  it('offers nothing to a seat whose turn it is not', () => {
    const view = playerView(new Table(claimsForSouthOnEast5b).state, SOUTH);
    expect(enabled(view)).toEqual([]);
    expect(actionForKey(view, 'Enter', view.seats[SOUTH].concealed![0]!)).toBeNull();
  });

  it('offers the next hand, and only that, once the hand is over', () => {
    const t = new Table(heavenlyNineGates).act({ type: 'declareWin', seat: EAST });
    const view = playerView(t.state, SOUTH);
    expect(enabled(view)).toEqual(['nextHand']);
    expect(actionForKey(view, 'n', null)).toEqual({ type: 'nextHand' });
    expect(offersOf(view)).toEqual([]);
  });
});
