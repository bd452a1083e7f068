/**
 * A test-only third ruleset, the engine's layer: Zung Jung in which no discard is claimed for a
 * chow (zung-jung.md §5.2's chow claim taken away; everything else is Zung Jung). It exists to show
 * that a ruleset is one folder per layer plus a registry line (design.md, issue 38).
 */
import type { GameState, Ruleset, RulesetInvariants } from '../../../../src/engine';
import { RULESET_INVARIANTS, zungJung } from '../../../../src/engine';

export const NO_CHOW_ID = 'no-chow';

export const noChow: Omit<Ruleset, 'id'> & { readonly id: string } = {
  ...zungJung,
  id: NO_CHOW_ID,
  name: 'Zung Jung without chows',
  chowClaims: false,
};

/** Zung Jung's invariants (§15), and its own rule: no seat ever shows a chow, only claims expose one. */
export const noChowInvariants: RulesetInvariants = {
  ...RULESET_INVARIANTS['zung-jung'],
  violations: (state: GameState) => [
    ...RULESET_INVARIANTS['zung-jung'].violations(state),
    ...state.hand.seats.flatMap((seat, i) =>
      seat.melds.some((meld) => meld.kind === 'chow') ? [`seat ${i} shows a chow`] : [],
    ),
  ],
};
