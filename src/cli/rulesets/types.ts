/** What each ruleset's entry of the CLI's registry (./index.ts) provides. */
import type { GameState, HandResult } from '../../engine';
import type { DocumentHandler } from '../documents';

export type DocumentCommand = 'score' | 'settle' | 'analyse';

/** A won hand's result, as `simulate` checks it. */
export type WonHand = Extract<HandResult, { kind: 'win' }>;

export interface CliRuleset extends Readonly<Record<DocumentCommand, DocumentHandler>> {
  /**
   * `simulate`'s check of a won hand against the ruleset's own `score` and `settle` documents
   * (shared/contract.md): the problems found, each a line of the report; none when they agree.
   */
  readonly checkWin: (state: GameState, result: WonHand) => readonly string[];
  /** What the usage adds about a command in this ruleset, after the ruleset's id. */
  readonly usage: Readonly<Partial<Record<DocumentCommand, string>>>;
}
