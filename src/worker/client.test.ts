/**
 * The bots' worker client against a real worker (a Node worker thread running the same botApi over
 * comlink): decisions, latest-request-wins, timeouts falling back to the beginner, corrupt
 * requests refused without crashing, and the same replay hash on both sides.
 */
import { readFileSync } from 'node:fs';
import { connectNodeBotWorker } from '../../test/helpers/nodeBotClient';
import { afterEach, describe, expect, it } from 'vitest';
import { decide } from '../bots';
import type { GameLog } from '../engine';
import { Rng, newGame, playerView, replay, seedRng, stateHash } from '../engine';
import { BotClient } from './client';
import type { DecisionRequest } from './protocol';

const opened: BotClient[] = [];

const connect = connectNodeBotWorker;

function beginner(request: DecisionRequest) {
  return decide(request.view, new Rng(seedRng(request.seed)), 'beginner');
}

function client(timeoutMs = 10_000): BotClient {
  const c = new BotClient({ connect, timeoutMs, fallback: beginner });
  opened.push(c);
  return c;
}

function openingView() {
  const created = newGame({ seed: 'worker' });
  if (!created.ok) throw new Error(created.error.message);
  return playerView(created.value.state, 0);
}

afterEach(() => {
  while (opened.length) opened.pop()!.close();
});

describe('bot worker client (real worker thread)', () => {
  it('returns the same decision as the bot run synchronously, a legal one', async () => {
    const view = openingView();
    const request: DecisionRequest = { view, level: 'standard', seed: 's' };
    const outcome = await client().decide(request);
    expect(outcome).toEqual({
      status: 'decided',
      action: decide(view, new Rng(seedRng('s')), 'standard'),
    });
    expect(view.legalActions).toContainEqual((outcome as { action: unknown }).action);
  });

  it('lets the latest request win: an earlier reply arriving later is dropped as stale', async () => {
    const c = client();
    const view = openingView();
    const first = c.decide({ view, level: 'strong', seed: 'a' });
    const second = c.decide({ view, level: 'beginner', seed: 'b' });
    expect(await first).toEqual({ status: 'stale' });
    expect((await second).status).toBe('decided');
  });

  it('drops outstanding replies when the table moves on', async () => {
    const c = client();
    const pending = c.decide({ view: openingView(), level: 'standard', seed: 'x' });
    c.invalidate();
    expect(await pending).toEqual({ status: 'stale' });
  });

  it('falls back to the beginner decision when the worker is too slow, then keeps working', async () => {
    const c = client(0);
    const request: DecisionRequest = { view: openingView(), level: 'strong', seed: 'slow' };
    expect(await c.decide(request)).toEqual({
      status: 'fallback',
      action: beginner(request),
      reason: 'timeout',
    });
    const patient = client();
    expect((await patient.decide(request)).status).toBe('decided');
  });

  it('asks for the fallback player’s code once, at the first decision, not before (issue 17)', async () => {
    let prepared = 0;
    const c = new BotClient({
      connect,
      timeoutMs: 10_000,
      fallback: beginner,
      prepareFallback: () => {
        prepared++;
        return Promise.resolve();
      },
    });
    opened.push(c);
    expect(prepared).toBe(0);
    const request: DecisionRequest = { view: openingView(), level: 'standard', seed: 'once' };
    const first = c.decide(request);
    expect(prepared).toBe(1);
    expect((await first).status).toBe('decided');
    await c.decide(request);
    expect(prepared).toBe(1);
  });

  it('asks again at the next decision when fetching the fallback’s code failed (offline)', async () => {
    const attempts: string[] = [];
    const c = new BotClient({
      connect,
      timeoutMs: 10_000,
      fallback: beginner,
      prepareFallback: () => {
        attempts.push(attempts.length === 0 ? 'failed' : 'loaded');
        return attempts.length === 1
          ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
          : Promise.resolve();
      },
    });
    opened.push(c);
    const request: DecisionRequest = { view: openingView(), level: 'standard', seed: 'again' };
    expect((await c.decide(request)).status).toBe('decided');
    await c.decide(request);
    await c.decide(request);
    expect(attempts).toEqual(['failed', 'loaded']);
  });

  it('refuses a corrupt request with a report, without crashing the worker or the caller', async () => {
    const c = client();
    const view = openingView();
    const corrupt = {
      view: { ...view, seats: 'garbage' },
      level: 'standard',
      seed: 'z',
    } as unknown as DecisionRequest;
    // The worker refuses it and the fallback cannot read it either: reported, not thrown.
    expect((await c.decide(corrupt)).status).toBe('failed');
    expect(await c.decide({ view, level: 'standard', seed: 'z' })).toMatchObject({
      status: 'decided',
    });
    await expect(
      c.decide({ view, level: 'grandmaster', seed: 'z' } as never),
    ).resolves.toMatchObject({ status: 'fallback', reason: 'error' });
  });

  it('replays a golden game log to the same state hash as Node', async () => {
    const log = JSON.parse(
      readFileSync(new URL('../../test/fixtures/replays/full-match.json', import.meta.url), 'utf8'),
    ) as GameLog;
    const inNode = replay(log);
    if (!inNode.ok) throw new Error(inNode.error.message);
    expect(await client().replayHash(log)).toBe(stateHash(inNode.value));
  });
});
