/**
 * The drill deck (src/analysis/drills.ts) in the app's database. Cards are checked when read back:
 * an unreadable one is left out, never trusted.
 */
import type { DrillCard } from '../analysis';
import { decodeCard } from '../analysis';
import { openHuDatabase } from './db';

export interface DrillsRepository {
  /** Every readable card, by id. */
  all(): Promise<Map<string, DrillCard>>;
  put(cards: readonly DrillCard[]): Promise<void>;
}

/** The part of the database the deck uses; an in-memory shelf for tests. */
export interface DrillsShelf {
  getAll(store: 'drills'): Promise<unknown[]>;
  put(store: 'drills', card: DrillCard): Promise<unknown>;
}

export function createDrillsRepository(open: () => Promise<DrillsShelf>): DrillsRepository {
  return {
    async all() {
      const cards = new Map<string, DrillCard>();
      for (const raw of await (await open()).getAll('drills')) {
        const decoded = decodeCard(raw);
        if (decoded.ok) cards.set(decoded.value.id, decoded.value);
      }
      return cards;
    },
    async put(cards) {
      const shelf = await open();
      for (const card of cards) await shelf.put('drills', card);
    },
  };
}

/** A deck kept in memory, for tests and for a device where IndexedDB cannot be opened. */
export function memoryDrills(records: readonly unknown[] = []): DrillsRepository & {
  readonly records: Map<string, unknown>;
} {
  const kept = new Map<string, unknown>();
  records.forEach((r, i) => kept.set(`#${i}`, r));
  const shelf: DrillsShelf = {
    getAll: async () => [...kept.values()].map((r) => structuredClone(r)),
    put: async (_store, card) => kept.set(card.id, structuredClone(card)),
  };
  return { records: kept, ...createDrillsRepository(async () => shelf) };
}

let shared: DrillsRepository | null = null;

/** The app's drill deck, over its IndexedDB database (opened on first use). */
export function appDrills(): DrillsRepository {
  shared ??= createDrillsRepository(openHuDatabase);
  return shared;
}
