/**
 * What the drills screen reads (issue 37): the History's matches and the drill deck from the app's
 * database, read again when the coach adds cards or an answer changes one, and the built-in sets
 * of every ruleset, each its own chunk (the UI's ruleset registry).
 */
import { useEffect, useState } from 'react';
import type { RulesetId } from '../../engine';
import { RULESET_IDS } from '../../engine';
import { useAppStore } from '../../store';
import type {
  BuiltinDrillSet,
  DrillCard,
  DrillsRepository,
  FinishedMatch,
  HistoryRepository,
} from '../../persistence';
import { RULESET_DRAWINGS } from '../rulesets';

export type Deck =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly matches: ReadonlyMap<string, FinishedMatch>;
      readonly deck: ReadonlyMap<string, DrillCard>;
      /** When they were read: what is due is due then. */
      readonly readAt: number;
    }
  | { readonly status: 'unavailable' };

export function useDeck(history: HistoryRepository, drills: DrillsRepository, edits: number): Deck {
  const revision = useAppStore((s) => s.progressReview.revision);
  const [loaded, setLoaded] = useState<Deck>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([history.list(), drills.all()])
      .then(([listing, deck]) => {
        const matches = new Map(listing.matches.map((m) => [m.id, m]));
        if (live) setLoaded({ status: 'ready', matches, deck, readAt: Date.now() });
      })
      .catch(() => {
        if (live) setLoaded({ status: 'unavailable' });
      });
    return () => {
      live = false;
    };
  }, [history, drills, revision, edits]);
  return loaded;
}

/** The built-in sets loaded so far, by ruleset; a set that fails to load is `null`. */
export type DrillSets = ReadonlyMap<RulesetId, BuiltinDrillSet | null>;

export function useDrillSets(): DrillSets {
  const [sets, setSets] = useState<DrillSets>(new Map());
  useEffect(() => {
    let live = true;
    for (const ruleset of RULESET_IDS)
      RULESET_DRAWINGS[ruleset]
        .drillSet()
        .catch(() => null)
        .then((set) => {
          if (live) setSets((now) => new Map(now).set(ruleset, set));
        });
    return () => {
      live = false;
    };
  }, []);
  return sets;
}
