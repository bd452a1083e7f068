/**
 * The bots' registry of rulesets (design.md: one per layer): how a bot values hands and waits,
 * and what a won hand is worth to the analyser. Adding a ruleset adds one entry here.
 */
import type { PlayerView, RulesetId } from '../engine';
import type { WinValue } from './analyser/rewards';
import { ravennaWinValue, zungJungWinValue } from './analyser/rewards';
import type { Valuation } from './valuation';
import { ravennaValuation, ZUNG_JUNG_VALUATION } from './valuation';

export interface BotRuleset {
  /** The valuation of a view's game (Ravenna's depends on the match's limit). */
  readonly valuation: (view: PlayerView) => Valuation;
  /** A self-drawn win's worth, for the analyser's expected points. */
  readonly winValue: WinValue;
}

export const BOT_RULESETS: Readonly<Record<RulesetId, BotRuleset>> = {
  'zung-jung': { valuation: () => ZUNG_JUNG_VALUATION, winValue: zungJungWinValue },
  ravenna: { valuation: ravennaValuation, winValue: ravennaWinValue },
};
