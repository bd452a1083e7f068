/**
 * The score sheet of the match, like the paper card of §3.4: one row per hand, running totals; in
 * Ravenna also each player's balance (ravenna.md §1.2), and a void hand for a hand nobody won.
 */
import type { PlayerView } from '../../engine';
import { useAppStore } from '../../store';
import { Dialog } from '../Dialog';
import { signedPoints } from '../format';
import { playerName, useT } from '../i18n';
import { RULESET_DRAWINGS } from '../rulesets';
import { shownPoints } from '../table/viewModel';

const PLAYERS = [0, 1, 2, 3] as const;

export function ScoreSheet({ view }: { view: PlayerView }) {
  const t = useT();
  const openScreen = useAppStore((s) => s.openScreen);
  const totals = [0, 0, 0, 0];
  for (const seat of view.seats) totals[seat.player] = seat.total;
  const drawing = RULESET_DRAWINGS[view.ruleset];
  return (
    <Dialog title={t('sheet.title')} onClose={() => openScreen('table')} className="sheet-dialog">
      {view.history.length === 0 ? (
        <p>{t('sheet.empty')}</p>
      ) : (
        <div className="sheet-scroll">
          <table className="score-sheet">
            <thead>
              <tr>
                <th scope="col">{t('sheet.hand')}</th>
                <th scope="col">{t('sheet.result')}</th>
                {PLAYERS.map((p) => (
                  <th key={p} scope="col">
                    {playerName(t, p)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.history.map((h) => (
                <tr key={h.number}>
                  <th scope="row">{h.number + 1}</th>
                  <td>
                    {h.result === 'draw' || h.winner === null
                      ? t(drawing.noWinnerKey)
                      : t('sheet.won', {
                          name: playerName(t, h.players[h.winner]),
                          value: h.value,
                        })}
                  </td>
                  {PLAYERS.map((p) => (
                    <td key={p} className="points">
                      {signedPoints(h.payments[p])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('sheet.total')}
                </th>
                {totals.map((total, p) => (
                  <td key={p} className="points">
                    {total}
                  </td>
                ))}
              </tr>
              {drawing.sheetBalances && (
                <tr className="sheet-balance">
                  <th scope="row" colSpan={2}>
                    {t('sheet.balance')}
                  </th>
                  {totals.map((total, p) => (
                    <td key={p} className="points">
                      {shownPoints(view, total)}
                    </td>
                  ))}
                </tr>
              )}
            </tfoot>
          </table>
        </div>
      )}
    </Dialog>
  );
}
