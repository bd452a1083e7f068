/**
 * The CLI's registry of rulesets (design.md: one per layer): the document handlers of `score`,
 * `settle` and `analyse` for each ruleset of the engine's list. Adding a ruleset adds one entry.
 */
import type { RulesetId } from '../engine';
import { analyseDocumentFor } from './analyseContract';
import { scoreDocument, settleDocument } from './contract';
import type { DocumentHandler } from './documents';
import { ravennaScoreDocument, ravennaSettleDocument } from './ravennaContract';

export type DocumentCommand = 'score' | 'settle' | 'analyse';

export const CLI_RULESETS: Readonly<
  Record<RulesetId, Readonly<Record<DocumentCommand, DocumentHandler>>>
> = {
  'zung-jung': {
    score: scoreDocument,
    settle: settleDocument,
    analyse: analyseDocumentFor('zung-jung'),
  },
  ravenna: {
    score: ravennaScoreDocument,
    settle: ravennaSettleDocument,
    analyse: analyseDocumentFor('ravenna'),
  },
};
