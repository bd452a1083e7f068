/**
 * The engine loads on demand (issue 17): the store plays with it only once it is in, and asking
 * before is a bug the app's order must never make, reported as such rather than a crash elsewhere.
 */
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, as the app has it before anything loaded the engine. */
async function freshModule() {
  vi.resetModules();
  return import('./gameEngine');
}

describe('the game engine, loaded on demand', () => {
  it('refuses to be used before it is loaded, with a message that says so', async () => {
    const { gameEngine } = await freshModule();
    expect(() => gameEngine()).toThrow(/before loadGameEngine\(\) had settled/);
  });

  it('loads once: every caller gets the same engine, which deals a Zung Jung match (§4)', async () => {
    const { gameEngine, loadGameEngine } = await freshModule();
    const first = loadGameEngine();
    expect(loadGameEngine()).toBe(first);
    const engine = await first;
    expect(gameEngine()).toBe(engine);
    const dealt = engine.newGame({ ruleset: 'zung-jung', seed: 'load-once' });
    expect(dealt.ok).toBe(true);
    // §1: without flowers and seasons the wall holds 136 tiles.
    if (dealt.ok) expect(dealt.value.state.hand.wall).toHaveLength(136);
  });
});
