/**
 * The app store on the real engine: one dispatch path that applies and logs every move, a log that
 * replays to the same game, settings that persist and survive corrupt storage (design.md habit 11).
 */
import { describe, expect, it } from 'vitest';
import { memoryStorage, passOrDiscardDrawn, playHandOut } from '../../test/helpers/store';
import type { Action, GameState, Seat } from '../engine';
import {
  RAVENNA_DEFAULTS,
  legalActions,
  playersAtSeats,
  replay,
  seatsToAct,
  stateHash,
} from '../engine';
import { selectHumanView } from './selectors';
import { DEFAULT_SETTINGS, sanitizeSettings } from './settings';
import { HUMAN, SETTINGS_KEY, betweenHands, createAppStore, humanSeat, undoPoint } from './store';

const newStore = (storage = memoryStorage()) => createAppStore({ storage, newSeed: () => 'fresh' });

function started(seed: number | string = 'store-test') {
  const store = newStore();
  const result = store.getState().startMatch(seed);
  if (!result.ok) throw new Error(result.error.code);
  return store;
}

/** The seat whose turn it is, with its first legal discard. */
function firstDiscard(game: GameState): Action {
  const phase = game.hand.phase;
  if (phase.kind !== 'turn') throw new Error(`not a turn: ${phase.kind}`);
  return legalActions(game, phase.seat).find((a) => a.type === 'discard')!;
}

describe('starting a match', () => {
  it('deals hand 0 with the seed given: East holds 14 tiles, the others 13 (§4.2)', () => {
    const store = started(42);
    const game = store.getState().game!;
    expect(game.config.seed).toBe(42);
    expect(game.hand.number).toBe(0);
    expect(game.hand.seats.map((s) => s.concealed.length)).toEqual([14, 13, 13, 13]);
    expect(game.hand.phase).toMatchObject({ kind: 'turn', seat: 0 });
    expect(store.getState().log).toEqual([]);
  });

  it('deals the same game for the same seed, and draws a fresh seed when none is given', () => {
    const a = started(7).getState().game!;
    const b = started(7).getState().game!;
    expect(stateHash(a)).toBe(stateHash(b));
    const store = newStore();
    store.getState().startMatch();
    expect(store.getState().game!.config.seed).toBe('fresh');
  });

  it('starts the match with the rule options chosen in the settings (§14)', () => {
    const store = newStore();
    store.getState().updateSettings({ flowers: true });
    store.getState().startMatch('flowers');
    const game = store.getState().game!;
    expect(game.config.options.flowers).toBe(true);
    expect(game.hand.wall.length).toBe(144);
  });

  it('plays the ruleset chosen in the settings, from the next match on (issue 8)', () => {
    const store = started('zj-first');
    store.getState().updateSettings({ ruleset: 'ravenna', flowers: false });
    // The match being played keeps its rules.
    expect(store.getState().game!.config.ruleset).toBe('zung-jung');
    store.getState().startMatch('ravenna');
    const game = store.getState().game!;
    expect(game.config.ruleset).toBe('ravenna');
    // Ravenna fixes its options (144 tiles, its defaults) whatever the Zung Jung toggles say.
    expect(game.config.options).toMatchObject({ flowers: true, ravenna: { limit: 200 } });
    expect(game.hand.wall.length).toBe(144);
    expect(store.getState().dispatch(firstDiscard(game)).ok).toBe(true);
    // A saved setting that is not a ruleset falls back to Zung Jung.
    expect(sanitizeSettings({ ruleset: 'riichi' }).ruleset).toBe('zung-jung');
    expect(sanitizeSettings({ ruleset: 'ravenna' }).ruleset).toBe('ravenna');
  });

  it('starts a Ravenna match with the four options of the settings (ravenna.md §13, issue 15)', () => {
    const store = newStore();
    const ravenna = { limit: 300, startingBalance: 2000, dealPasses: 8, stopWhenBroke: false };
    store.getState().updateSettings({ ruleset: 'ravenna', ravenna });
    store.getState().startMatch('options');
    expect(store.getState().game!.config.options.ravenna).toEqual(ravenna);
  });

  it('keeps saved Ravenna options the engine accepts, and the defaults for any other', () => {
    expect(sanitizeSettings({}).ravenna).toEqual(RAVENNA_DEFAULTS);
    expect(sanitizeSettings({ ravenna: { limit: 500, stopWhenBroke: false } }).ravenna).toEqual({
      ...RAVENNA_DEFAULTS,
      limit: 500,
      stopWhenBroke: false,
    });
    for (const bad of [
      { startingBalance: 0 },
      { dealPasses: 2.5 },
      { stopWhenBroke: 'no' },
      { tip: 1 },
    ])
      expect(sanitizeSettings({ ravenna: bad }).ravenna).toEqual(RAVENNA_DEFAULTS);
    expect(sanitizeSettings({ ravenna: 'lots' }).ravenna).toEqual(RAVENNA_DEFAULTS);
  });
});

describe('dispatch', () => {
  it('applies a legal action, appends it to the log and counts a new batch of events', () => {
    const store = started();
    const before = store.getState();
    const action = firstDiscard(before.game!);
    const result = before.dispatch(action);
    expect(result.ok).toBe(true);
    const after = store.getState();
    expect(after.log).toEqual([action]);
    expect(after.game).not.toBe(before.game);
    expect(after.game!.hand.discards.map((d) => d.tile)).toEqual([
      (action as Extract<Action, { type: 'discard' }>).tile,
    ]);
    expect(after.lastEvents).toContainEqual(expect.objectContaining({ type: 'tileDiscarded' }));
    expect(after.eventSerial).toBe(before.eventSerial + 1);
    expect(after.lastError).toBeNull();
  });

  it('refuses an illegal action with a namespaced code and leaves game and log untouched', () => {
    const store = started();
    const game = store.getState().game!;
    const log = store.getState().log;
    // South discards while it is East's turn.
    const south = game.hand.seats[1].concealed[0]!;
    const result = store.getState().dispatch({ type: 'discard', seat: 1 as Seat, tile: south });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toMatch(/^[a-z]+\/[a-z-]+$/);
    expect(result.error.code).toBe('turn/not-your-turn');
    expect(store.getState().game).toBe(game);
    expect(store.getState().log).toBe(log);
    expect(store.getState().lastError).toEqual(result.error);
    store.getState().dismissError();
    expect(store.getState().lastError).toBeNull();
  });

  it('refuses any action before a match has started', () => {
    const store = newStore();
    const result = store.getState().dispatch({ type: 'nextHand' });
    expect(result.ok).toBe(false);
    expect(store.getState().lastError?.code).toBe('store/no-game');
  });

  it('clears the selection once a tile is discarded', () => {
    const store = started();
    const action = firstDiscard(store.getState().game!) as Extract<Action, { type: 'discard' }>;
    store.getState().select(action.tile);
    store.getState().dispatch(action);
    expect(store.getState().selectedTile).toBeNull();
  });

  it('keeps a log that replays, with the config, to the very same state (engine contract)', () => {
    const store = started('replayable');
    playHandOut(store);
    store.getState().dispatch({ type: 'nextHand' });
    store.getState().dispatch(firstDiscard(store.getState().game!));
    const { game, log } = store.getState();
    expect(log.length).toBeGreaterThan(60);
    const replayed = replay({ ...game!.config, actions: log });
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(stateHash(replayed.value)).toBe(stateHash(game));
  });
});

describe('a move guard (createAppStore `moveGuard`, issue 15)', () => {
  const ONLY_EAST = { code: 'tutorial/another-move', message: 'only East may move here' } as const;

  /** A store whose guard lets through East's moves only, and notes what it was told. */
  function guarded() {
    const seen: { admitted: Action[]; after: { action: Action; logLength: number }[] } = {
      admitted: [],
      after: [],
    };
    const store = createAppStore({
      storage: memoryStorage(),
      newSeed: () => 'guarded',
      moveGuard: {
        admit(action, state) {
          if (action.type === 'nextHand' || action.seat !== 0 || state.game === null)
            return ONLY_EAST;
          seen.admitted.push(action);
          return null;
        },
        afterMove: (action) => seen.after.push({ action, logLength: store.getState().log.length }),
      },
    });
    store.getState().startMatch('guarded');
    return { store, seen };
  }

  it('refuses a move the guard does not admit: the typed error, the state as it was, no notice', () => {
    const { store, seen } = guarded();
    const before = store.getState();
    // South's own pass is not even legal here; the guard answers before the engine is asked.
    const result = before.dispatch({ type: 'pass', seat: 1 as Seat });
    expect(result).toEqual({ ok: false, error: ONLY_EAST });
    expect(store.getState()).toBe(before);
    expect(store.getState().lastError).toBeNull();
    expect(seen.after).toEqual([]);
  });

  it('lets an admitted move through to the engine and tells the guard once it is applied', () => {
    const { store, seen } = guarded();
    const discard = firstDiscard(store.getState().game!);
    expect(store.getState().dispatch(discard).ok).toBe(true);
    expect(seen.admitted).toEqual([discard]);
    // Told after the store holds the move, so a lesson can go on from the new state.
    expect(seen.after).toEqual([{ action: discard, logLength: 1 }]);
  });

  it('still leaves an admitted but illegal move to the engine to refuse', () => {
    const { store, seen } = guarded();
    const game = store.getState().game!;
    // East passes on his own turn: no claim is open (§5.2).
    const result = store.getState().dispatch({ type: 'pass', seat: 0 as Seat });
    expect(result.ok).toBe(false);
    expect(store.getState().game).toBe(game);
    expect(store.getState().lastError).not.toBeNull();
    expect(seen.after).toEqual([]);
  });
});

describe('the match id and resuming (issue 6)', () => {
  it('names each new match afresh, so a new match never overwrites an old one in the history', () => {
    const store = started();
    const first = store.getState().matchId;
    store.getState().startMatch('another');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().matchId).not.toBe(first);
  });

  it('takes up a saved match where it was: same id, game, log, and the table on screen', () => {
    const played = started();
    playHandOut(played);
    const { game, log, matchId } = played.getState();
    const store = newStore();
    store.getState().openScreen('settings');
    store.getState().resumeMatch({ matchId: matchId!, game: game!, log, practice: false });
    expect(store.getState()).toMatchObject({ game, log, matchId, screen: 'table' });
    // The next move goes on from there.
    const next = store.getState().dispatch({ type: 'nextHand' });
    expect(next.ok).toBe(true);
    expect(store.getState().log).toHaveLength(log.length + 1);
  });

  it('knows when no hand is being played: before a match, and once a hand is over', () => {
    const store = newStore();
    expect(betweenHands(store.getState().game)).toBe(true);
    store.getState().startMatch('between');
    expect(betweenHands(store.getState().game)).toBe(false);
    playHandOut(store);
    expect(betweenHands(store.getState().game)).toBe(true);
  });
});

describe('undo in a practice match (issue 7)', () => {
  function practiceStore(seed: string) {
    const store = newStore();
    store.getState().updateSettings({ matchMode: 'practice' });
    store.getState().startMatch(seed);
    return store;
  }

  /** Plays every seat passing/discarding its draw until the person has made `moves` moves. */
  function playUntilPersonMoved(store: ReturnType<typeof newStore>, moves: number) {
    let made = 0;
    for (let guard = 0; guard < 500 && made < moves; guard++) {
      const game = store.getState().game!;
      const seat = seatsToAct(game)[0];
      if (seat === undefined) break;
      if (seat === humanSeat(game)) made++;
      store.getState().dispatch(passOrDiscardDrawn(game, seat));
    }
    return made;
  }

  it('takes the person back to just before their last move, dropping the bots’ moves after it', () => {
    const store = practiceStore('undo-1');
    expect(store.getState().practice).toBe(true);
    playUntilPersonMoved(store, 2);
    const { game, log } = store.getState();
    const point = undoPoint(game!, log)!;
    expect(log[point]!.type === 'nextHand' ? null : log[point]!.seat).toBe(humanSeat(game!));
    const result = store.getState().undo();
    expect(result.ok).toBe(true);
    expect(store.getState().log).toEqual(log.slice(0, point));
    const again = replay({ ...game!.config, actions: log.slice(0, point) });
    expect(again.ok && stateHash(again.value)).toBe(stateHash(store.getState().game));
    // It is the person's move again, as it was.
    expect(seatsToAct(store.getState().game!)).toContain(humanSeat(game!));
  });

  it('refuses in a serious match and leaves the game as it was', () => {
    const store = started('undo-serious');
    expect(store.getState().practice).toBe(false);
    playUntilPersonMoved(store, 1);
    const { game, log } = store.getState();
    const result = store.getState().undo();
    expect(result).toMatchObject({ ok: false, error: { code: 'undo/serious-match' } });
    expect(store.getState().game).toBe(game);
    expect(store.getState().log).toBe(log);
  });

  it('never reaches back into an earlier hand', () => {
    const store = practiceStore('undo-hands');
    playHandOut(store);
    store.getState().dispatch({ type: 'nextHand' });
    const { game, log } = store.getState();
    expect(undoPoint(game!, log)).toBeNull();
    expect(store.getState().undo()).toMatchObject({ ok: false, error: { code: 'undo/nothing' } });
    expect(store.getState().game).toBe(game);
  });

  it('keeps the mode the match started with when the setting changes mid-match', () => {
    const store = practiceStore('undo-mode');
    store.getState().updateSettings({ matchMode: 'serious' });
    expect(store.getState().practice).toBe(true);
  });
});

describe('the person’s seat', () => {
  it('moves with the deal: the previous South deals next, so the person moves one seat back (§3.3)', () => {
    const store = started('rotation');
    const seats: Seat[] = [];
    for (let hand = 0; hand < 5; hand++) {
      const game = store.getState().game!;
      expect(game.hand.number).toBe(hand);
      const seat = humanSeat(game);
      seats.push(seat);
      const players = playersAtSeats(game.match.seating, hand, game.config.options.dealPass);
      expect(players[seat]).toBe(HUMAN);
      // The table the person sees is drawn from that seat.
      const view = selectHumanView(store.getState())!;
      expect(view.seat).toBe(seat);
      expect(view.seats[seat].concealed).not.toBeNull();
      playHandOut(store);
      store.getState().dispatch({ type: 'nextHand' });
    }
    for (let i = 1; i < seats.length; i++) expect(seats[i]).toBe((seats[i - 1]! + 3) % 4);
  });

  it('shares one view object per game state between subscribers', () => {
    const store = started();
    expect(selectHumanView(store.getState())).toBe(selectHumanView(store.getState()));
  });
});

describe('settings', () => {
  it('persist: a new store over the same storage starts with them', () => {
    const storage = memoryStorage();
    const first = newStore(storage);
    first.getState().updateSettings({
      language: 'it',
      botSpeed: 'instant',
      botLevels: ['beginner', 'strong', 'standard'],
      sound: false,
    });
    const second = newStore(storage);
    expect(second.getState().settings).toEqual({
      ...DEFAULT_SETTINGS,
      language: 'it',
      botSpeed: 'instant',
      botLevels: ['beginner', 'strong', 'standard'],
      sound: false,
    });
  });

  it('are written when they change, not at every move of the match', () => {
    const storage = memoryStorage();
    let writes = 0;
    const counted = {
      ...storage,
      setItem: (name: string, value: string) => {
        writes++;
        storage.setItem(name, value);
      },
    };
    const store = newStore(counted);
    store.getState().startMatch('quiet-settings');
    const before = writes;
    for (let i = 0; i < 20; i++) {
      const { game } = store.getState();
      const seat = seatsToAct(game!)[0]!;
      expect(store.getState().dispatch(passOrDiscardDrawn(game!, seat)).ok).toBe(true);
    }
    expect(store.getState().log).toHaveLength(20);
    expect(writes).toBe(before);
    store.getState().updateSettings({ sound: false });
    expect(writes).toBe(before + 1);
    expect(newStore(storage).getState().settings.sound).toBe(false);
  });

  it('do not persist the game or the selection', () => {
    const storage = memoryStorage();
    const store = newStore(storage);
    store.getState().startMatch('x');
    store.getState().updateSettings({ hints: 'off' });
    const saved = JSON.parse(storage.data.get(SETTINGS_KEY)!) as { state: object };
    expect(Object.keys(saved.state)).toEqual(['settings']);
    expect(newStore(storage).getState().game).toBeNull();
  });

  it('fall back to the defaults when the saved text is not JSON', () => {
    const storage = memoryStorage({ [SETTINGS_KEY]: 'garbage{{' });
    const store = newStore(storage);
    expect(store.getState().settings).toEqual(DEFAULT_SETTINGS);
    // And the store still works.
    expect(store.getState().startMatch('after-garbage').ok).toBe(true);
  });

  it('replace each well-formed but wrong value by its default and keep the good ones', () => {
    const saved = {
      state: {
        settings: {
          botSpeed: 'warp',
          botLevels: ['x'],
          language: 'de',
          animationSpeed: 'fast',
          sound: false,
          hints: 'yes',
        },
      },
      version: 1,
    };
    const storage = memoryStorage({ [SETTINGS_KEY]: JSON.stringify(saved) });
    const settings = newStore(storage).getState().settings;
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, animationSpeed: 'fast', sound: false });
  });

  it('sanitizeSettings never throws on foreign values', () => {
    for (const value of [null, undefined, 3, 'text', [], { botLevels: null }, { language: 7 }])
      expect(sanitizeSettings(value)).toEqual(DEFAULT_SETTINGS);
    expect(sanitizeSettings({ botLevels: ['strong', 'strong', 'beginner'] }).botLevels).toEqual([
      'strong',
      'strong',
      'beginner',
    ]);
    expect(sanitizeSettings({ botLevels: ['strong', 'strong'] }).botLevels).toEqual(
      DEFAULT_SETTINGS.botLevels,
    );
  });

  it('are checked when updated too: a wrong value never enters the store', () => {
    const store = newStore();
    store.getState().updateSettings({ botSpeed: 'warp' as never, sound: false });
    expect(store.getState().settings.botSpeed).toBe(DEFAULT_SETTINGS.botSpeed);
    expect(store.getState().settings.sound).toBe(false);
  });
});
