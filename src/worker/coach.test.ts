/**
 * The coach through the bots' worker (a Node worker thread running the same botApi over comlink):
 * the advice that comes back is the coach's advice computed on this thread, for the table the
 * request names, and a request that is not a view, or names no table, is refused without harming
 * the worker (the client reports no advice).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeNodeBotClients, nodeBotClient } from '../../test/helpers/nodeBotClient';
import { coach } from '../bots/coach';
import { newGame, playerView } from '../engine';
import type { CoachRequest } from './protocol';

const client = () => nodeBotClient();

afterEach(closeNodeBotClients);

describe('the coach in the worker', () => {
  it('answers with the same advice as the coach run on this thread', async () => {
    const created = newGame({ seed: 'coach-worker' });
    if (!created.ok) throw new Error(created.error.message);
    const view = playerView(created.value.state, 0);
    expect(await client().coach({ view })).toEqual(coach(view));
  });

  it('knows who sits at the table: three strong opponents give the same hand less chance to win', async () => {
    const created = newGame({ seed: 'coach-worker' });
    if (!created.ok) throw new Error(created.error.message);
    const view = playerView(created.value.state, 0);
    const c = client();
    const strong = await c.coach({ view, aim: 'points', strongOpponents: 3 });
    expect(strong).toEqual(coach(view, 'points', 3));
    const standard = await c.coach({ view, aim: 'points' });
    const chance = (a: typeof strong) =>
      a!.discard!.figures.find((f) => f.kind === a!.discard!.recommended.kind)!.tableChance;
    expect(chance(strong)).toBeLessThan(chance(standard));
  });

  it('refuses a table of more than three opponents, and keeps working', async () => {
    const c = client();
    const created = newGame({ seed: 'coach-worker-3' });
    if (!created.ok) throw new Error(created.error.message);
    const view = playerView(created.value.state, 0);
    for (const strongOpponents of [4, -1, 1.5, '2'])
      expect(await c.coach({ view, strongOpponents } as unknown as CoachRequest)).toBeNull();
    expect(await c.coach({ view, strongOpponents: 2 })).toEqual(coach(view, 'points', 2));
  });

  it('refuses a request that is not a view, and keeps working', async () => {
    const c = client();
    expect(await c.coach({ view: 'garbage' } as unknown as CoachRequest)).toBeNull();
    const created = newGame({ seed: 'coach-worker-2' });
    if (!created.ok) throw new Error(created.error.message);
    const view = playerView(created.value.state, 1);
    expect(await c.coach({ view })).toEqual(coach(view));
  });
});
