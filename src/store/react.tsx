/** React access to the app store: one store per app (or per test), handed down by context. */
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { PlayerView } from '../engine';
import { selectHumanView } from './selectors';
import type { AppState, AppStore } from './store';

const StoreContext = createContext<AppStore | null>(null);

export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useAppStoreApi(): AppStore {
  const store = useContext(StoreContext);
  if (store === null) throw new Error('useAppStore needs a <StoreProvider> above it');
  return store;
}

export function useAppStore<T>(selector: (state: AppState) => T): T {
  const store = useAppStoreApi();
  const snapshot = useCallback(() => selector(store.getState()), [store, selector]);
  // zustand's own hook hands React the store's *initial* state while hydrating; the title painted
  // from the HTML was rendered with the saved settings (src/ui/title), so hydration must read the
  // state as it is, or every saved choice would count as a mismatch.
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

export function useHumanView(): PlayerView | null {
  return useAppStore(selectHumanView);
}
