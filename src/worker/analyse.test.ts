/**
 * The discard analyser through the bots' worker (a Node worker thread running the same botApi over
 * comlink, behind the app's client): the same analysis as on this thread, the latest request
 * winning, and a request that is not a view refused without harming the worker.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeNodeBotClients, nodeBotClient } from '../../test/helpers/nodeBotClient';
import { analyse, positionOfView } from '../bots/analyser';
import { newGame, playerView } from '../engine';
import type { AnalyseRequest } from './protocol';

afterEach(closeNodeBotClients);

function eastOpening(seed: string) {
  const created = newGame({ seed });
  if (!created.ok) throw new Error(created.error.message);
  return playerView(created.value.state, 0); // East holds 14 tiles and discards first
}

describe('the analyser in the worker', () => {
  it('answers with the analysis computed on this thread', async () => {
    const view = eastOpening('analyse-worker');
    const position = positionOfView(view)!;
    expect(await nodeBotClient().analyse({ view })).toEqual({
      status: 'analysed',
      analysis: analyse(position),
    });
  });

  it('has no position to analyse when it is not the seat’s turn', async () => {
    const created = newGame({ seed: 'analyse-worker' });
    if (!created.ok) throw new Error(created.error.message);
    const view = playerView(created.value.state, 2);
    expect(await nodeBotClient().analyse({ view })).toEqual({ status: 'analysed', analysis: null });
  });

  it('lets the latest request win: an earlier analysis comes back stale', async () => {
    const c = nodeBotClient();
    const first = c.analyse({ view: eastOpening('analyse-a') });
    const second = c.analyse({ view: eastOpening('analyse-b') });
    expect(await first).toEqual({ status: 'stale' });
    expect((await second).status).toBe('analysed');
  });

  it('refuses a request that is not a view, and keeps working', async () => {
    const c = nodeBotClient();
    const refused = await c.analyse({ view: 'garbage' } as unknown as AnalyseRequest);
    expect(refused).toMatchObject({ status: 'failed' });
    expect((refused as { reason: string }).reason).toContain('analyse/malformed');
    expect((await c.analyse({ view: eastOpening('analyse-c') })).status).toBe('analysed');
  });
});
