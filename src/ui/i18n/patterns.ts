/**
 * Pattern names (zung-jung.md §10–§11) by the engine's pattern ids. Apart from ./index.ts because
 * it reads the engine's pattern table: the start-up code (the title) never names a pattern, and
 * must not load the engine.
 */
import type { ZungJungPatternId } from '../../engine';
import { PATTERN_BY_ID } from '../../engine';
import type { Translate } from './index';

/**
 * Whether an id is one of the pattern table's (zung-jung.md §10–§11): the engine's scores name
 * patterns by plain strings (scoring/types.ts PatternId), and so do saved matches.
 */
export function isPatternId(id: string): id is ZungJungPatternId {
  return PATTERN_BY_ID.has(id);
}

/** A pattern's name; an id outside the table shows as i18next shows a key it lacks: the key. */
export function patternName(t: Translate, id: string): string {
  return isPatternId(id) ? t(`zj.${id}`) : `zj.${id}`;
}
