/** Every seat's net payment of a hand (§12): the end of a hand, Ravenna's settlement, the calculator. */
import type { Seat } from '../../engine';
import { signedPoints } from '../format';
import { useT } from '../i18n';

export interface PaymentRow {
  readonly seat: Seat;
  /** The player's name; without one (a real table, in the calculator) the seat's wind alone. */
  readonly name?: string;
  /** A word about the seat's part ("winner", "responsible"). */
  readonly note?: string;
  readonly amount: number;
}

/** Every seat's net payment (§12), positive for the winner; shared with the calculator. */
export function PaymentsTable({ rows }: { rows: readonly PaymentRow[] }) {
  const t = useT();
  return (
    <table className="payments" data-testid="payments">
      <tbody>
        {rows.map((row) => (
          <tr key={row.seat} data-seat={row.seat} data-amount={row.amount}>
            <th scope="row">
              {row.name === undefined ? (
                t(`wind.${row.seat}`)
              ) : (
                <>
                  {row.name} <span className="payment-wind">({t(`wind.${row.seat}`)})</span>
                </>
              )}
              {row.note !== undefined && <span className="payment-wind"> · {row.note}</span>}
            </th>
            <td className={`points ${row.amount >= 0 ? 'gain' : 'loss'}`}>
              {signedPoints(row.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
