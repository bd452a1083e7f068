/**
 * The coach through the bots' worker (a Node worker thread running the same botApi over comlink):
 * the advice that comes back is the coach's advice computed on this thread, and a request that is
 * not a view is refused without harming the worker (the client reports no advice).
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

  it('refuses a request that is not a view, and keeps working', async () => {
    const c = client();
    expect(await c.coach({ view: 'garbage' } as unknown as CoachRequest)).toBeNull();
    const created = newGame({ seed: 'coach-worker-2' });
    if (!created.ok) throw new Error(created.error.message);
    const view = playerView(created.value.state, 1);
    expect(await c.coach({ view })).toEqual(coach(view));
  });
});
