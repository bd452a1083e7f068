/**
 * The table as a lesson shows it: the real table components on the lesson's own store, with the
 * keyboard and the sounds of a match. It is loaded with the app (the table is there already) and
 * handed to the tutorial, so the tutorial's lazily loaded code does not pull the table's modules
 * out of the start-up chunk (test/e2e/bundle.test.ts counts every chunk the page preloads).
 */
import type { AppStore } from '../../store';
import { StoreProvider } from '../../store';
import { Table } from '../table/Table';
import { useFeedback, useKeyboard } from '../useTableEffects';

export function LessonTableHost({ store }: { store: AppStore }) {
  useFeedback(store);
  useKeyboard(store);
  return (
    <StoreProvider store={store}>
      <Table />
    </StoreProvider>
  );
}

export type LessonTableView = typeof LessonTableHost;
