// Regenerates test/fixtures/zung-jung-*.jsonl from the jsonl blocks of zung-jung.md §16, so the
// tests run on a clean clone without ../shared. Usage: node scripts/extract-vectors.mjs [rules.md]
import { readFileSync, writeFileSync } from 'node:fs';

const source = process.argv[2] ?? '../shared/rules/zung-jung.md';
const text = readFileSync(source, 'utf8');
const section = text.slice(text.indexOf('## 16. Test vectors'), text.indexOf('## 17.'));
const blocks = [...section.matchAll(/```jsonl\n([\s\S]*?)```/g)].map((m) => m[1]);
if (blocks.length !== 2) throw new Error(`expected 2 jsonl blocks in §16, found ${blocks.length}`);
const [scoring, settlement] = blocks;
for (const line of [...scoring.trim().split('\n'), ...settlement.trim().split('\n')])
  JSON.parse(line);
writeFileSync('test/fixtures/zung-jung-score-vectors.jsonl', scoring);
writeFileSync('test/fixtures/zung-jung-settle-vectors.jsonl', settlement);
console.log(
  `${scoring.trim().split('\n').length} scoring and ${settlement.trim().split('\n').length} settlement vectors`,
);
