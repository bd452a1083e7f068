/**
 * The table as a lesson shows it: the real table components on the lesson's own store, with the
 * keyboard and the sounds of a match. The app loads it with the table, after the title screen has
 * painted, and hands it to the tutorial, so the tutorial's code and the table's stay apart
 * (test/e2e/bundle.test.ts counts every chunk the page preloads).
 */
import type { ComponentType } from 'react';
import type { AppStore } from '../../store';
import { StoreProvider } from '../../store';
import { Table } from '../table/Table';
import { useFeedback } from '../useFeedback';
import { useKeyboard } from '../useKeyboard';

export function LessonTableHost({ store }: { store: AppStore }) {
  useFeedback(store);
  useKeyboard(store);
  return (
    <StoreProvider store={store}>
      <Table />
    </StoreProvider>
  );
}

export type LessonTableView = ComponentType<{ store: AppStore }>;
