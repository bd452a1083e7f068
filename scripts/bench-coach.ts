/**
 * The coach's figures for `npm run bench` (issue 36): how long a person waits for the coach's
 * advice, measured in the path the app takes — a request through the app's BotClient to the bots'
 * worker (a Node worker thread running the same botApi over comlink, as the tests use), the
 * advice computed there and sent back. The positions are the decisions a person meets: every
 * turn and every claim window with something to claim, from seeded matches of four standard bots,
 * in both rulesets. Prints `name: value` lines like `hu bench`.
 *
 * `npx tsx scripts/bench-coach.ts [positions per ruleset]` (100 by default).
 */
import { pathToFileURL } from 'node:url';
import { BOTS, playMatch } from '../src/bots';
import type { Decide } from '../src/bots';
import type { PlayerView, RulesetId } from '../src/engine';
import { RULESET_IDS, Rng, seedRng } from '../src/engine';
import { closeNodeBotClients, nodeBotClient } from '../test/helpers/nodeBotClient';

/** The decisions a person would ask the coach about: turns, and claim windows with an option. */
export function coachPositions(ruleset: RulesetId, count: number): PlayerView[] {
  const views: PlayerView[] = [];
  const recorder: Decide = (view, rng) => {
    const turn = view.legalActions.some((a) => a.type === 'discard');
    const claim = view.phase.kind === 'claimWindow' && view.phase.myOptions !== null;
    if (views.length < count && (turn || claim)) views.push(view);
    return BOTS['standard']!(view, rng);
  };
  for (let m = 0; views.length < count; m++) {
    playMatch(
      { seed: `bench/coach/${ruleset}:${m}`, ruleset },
      [recorder, recorder, recorder, recorder],
      new Rng(seedRng(`bench/coach/bots:${m}`)),
      {},
      { maxHands: 4 },
    );
  }
  return views;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export async function coachFigures(perRuleset = 100): Promise<Array<[string, string | number]>> {
  // Every 7th decision: positions from whole hands, early and late, not one hand's first turns.
  const positions = RULESET_IDS.flatMap((ruleset) =>
    coachPositions(ruleset, perRuleset * 7).filter((_, i) => i % 7 === 0),
  );
  // Generous: the figure is the time taken, and a slow answer must be measured, not cut short.
  const client = nodeBotClient(60_000);
  try {
    for (const view of positions.slice(0, 10)) await client.coach({ view }); // warm-up
    const ms: number[] = [];
    let answered = 0;
    for (const view of positions) {
      const start = performance.now();
      const advice = await client.coach({ view });
      ms.push(performance.now() - start);
      if (advice !== null) answered++;
    }
    ms.sort((a, b) => a - b);
    return [
      ['coach.ms_p50', percentile(ms, 0.5).toFixed(1)],
      ['coach.ms_p95', percentile(ms, 0.95).toFixed(1)],
      ['coach.ms_max', ms[ms.length - 1]!.toFixed(1)],
      ['coach.positions', `${positions.length} (${answered} answered, through the worker)`],
    ];
  } finally {
    closeNodeBotClients();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const perRuleset = Number(process.argv[2] ?? 100);
  if (!Number.isInteger(perRuleset) || perRuleset < 1)
    throw new Error(`not a number of positions: ${process.argv[2]}`);
  for (const [name, value] of await coachFigures(perRuleset))
    process.stdout.write(`${name}: ${value}\n`);
}
