/**
 * Records test/fixtures/zung-jung-score-digests.txt from the current scorer (see
 * test/fixtures/score-digests.ts). Run it only when the scoring rules change on purpose.
 */
import { writeFileSync } from 'node:fs';
import { SCORE_DIGESTS_FILE, scoreDigestLines } from '../test/fixtures/score-digests';

const lines = scoreDigestLines();
writeFileSync(SCORE_DIGESTS_FILE, `${lines.join('\n')}\n`);
console.log(`${lines.length} digests written to ${SCORE_DIGESTS_FILE.pathname}`);
