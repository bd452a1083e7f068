/** The Zung Jung v3.3 pattern table (zung-jung.md §10–§11), in rule order. */
import { bonusTilePatterns } from './bonusTiles';
import { consecutiveSetPatterns } from './consecutiveSets';
import { honourPatterns } from './honours';
import { identicalSetPatterns } from './identicalSets';
import { incidentalPatterns } from './incidental';
import { irregularPatterns } from './irregular';
import { oneSuitPatterns } from './oneSuit';
import type { PatternDef } from './pattern';
import { similarSetPatterns } from './similarSets';
import { terminalPatterns } from './terminals';
import { trivialPatterns } from './trivial';
import { tripletPatterns } from './triplets';

export type { PatternDef } from './pattern';

export const ZUNG_JUNG_PATTERNS = [
  ...trivialPatterns,
  ...oneSuitPatterns,
  ...honourPatterns,
  ...tripletPatterns,
  ...identicalSetPatterns,
  ...similarSetPatterns,
  ...consecutiveSetPatterns,
  ...terminalPatterns,
  ...incidentalPatterns,
  ...irregularPatterns,
  ...bonusTilePatterns,
] as const;

/** A pattern id as the rules write it (`1.1`, `3.2.2`, `11.1.1`): one of the table's. */
export type ZungJungPatternId = (typeof ZUNG_JUNG_PATTERNS)[number]['id'];

/** Series whose patterns may all count together (§9.3, §11): 3.1 per set, 11.1 per tile, 11.2. */
export const CUMULATIVE_SERIES: ReadonlySet<string> = new Set(['3.1', '11.1', '11.2']);

export const PATTERN_BY_ID: ReadonlyMap<string, PatternDef> = new Map(
  ZUNG_JUNG_PATTERNS.map((p) => [p.id, p]),
);
