/** The table's menu or a new match's rules and options: one chunk, loaded when first opened. */
import { NewMatchScreen } from './NewMatchScreen';
import { TableMenu } from './TableMenu';

export function MatchScreens({
  screen,
  onClose,
}: {
  screen: 'menu' | 'newMatch';
  onClose: () => void;
}) {
  return screen === 'menu' ? <TableMenu onClose={onClose} /> : <NewMatchScreen onClose={onClose} />;
}
