/**
 * The calculator's answer: what is still missing or impossible, in words; or, for a complete
 * winning hand, the engine's score explained as at the end of a hand (total, limit, arrangement,
 * counted and uncounted patterns with their rule ids), the arrangement in notation, and the
 * payments (§12) with the discarder chosen here, every seat named by its wind.
 */
import type { Dispatch, Ref } from 'react';
import type { Seat } from '../../engine';
import { SEATS } from '../../engine';
import { pointsText } from '../format';
import { useT } from '../i18n';
import type { Translate } from '../i18n';
import { ScoreBreakdown } from '../result/HandResult';
import { PaymentsTable } from '../result/PaymentsTable';
import type { CalcAction, CalcState, Check } from './model';
import { paymentsOf, responsibleSeat } from './model';
import { ChoiceGroup, PressButton } from './Pressable';

const windName = (t: Translate, seat: Seat) => t(`wind.${seat}`);

/** One line that says where the calculator stands: the first problem, or the total. */
export function headline(t: Translate, checked: Check): string {
  if (checked.ok) return pointsText(t, checked.score.total);
  const [first] = checked.issues;
  return t(first.key, first.vars);
}

function Payments({
  state,
  dispatch,
  value,
}: {
  state: CalcState;
  dispatch: Dispatch<CalcAction>;
  value: number;
}) {
  const t = useT();
  const payments = paymentsOf(state, value);
  const responsible = responsibleSeat(state);
  const others = SEATS.filter((s) => s !== state.seat);
  return (
    <>
      <h3>{t('result.payments')}</h3>
      {state.winFrom === 'discard' && (
        <ChoiceGroup
          legend={t(state.flags.robbingKong ? 'calc.robbed' : 'calc.discarder')}
          className="calc-discarder"
        >
          {others.map((seat) => (
            <PressButton
              key={seat}
              pressed={responsible === seat}
              onClick={() => dispatch({ type: 'responsible', responsible: seat })}
            >
              {windName(t, seat)}
            </PressButton>
          ))}
          <PressButton
            pressed={state.responsible === 'immune'}
            onClick={() => dispatch({ type: 'responsible', responsible: 'immune' })}
          >
            {t('calc.immune')}
          </PressButton>
        </ChoiceGroup>
      )}
      <PaymentsTable
        rows={SEATS.map((seat) => ({
          seat,
          amount: payments[seat],
          ...(seat === state.seat
            ? { note: t('calc.winner') }
            : seat === responsible
              ? { note: t('calc.discarderNote') }
              : {}),
        }))}
      />
      <p className="result-note">
        {responsible === null
          ? t(state.winFrom === 'wall' ? 'calc.selfDrawnPay' : 'calc.immunePay')
          : value > 25
            ? t('result.responsible', { name: windName(t, responsible) })
            : t('calc.parPay')}
      </p>
    </>
  );
}

export function CalcResult({
  state,
  checked,
  dispatch,
  ref,
}: {
  state: CalcState;
  checked: Check;
  dispatch: Dispatch<CalcAction>;
  ref?: Ref<HTMLElement>;
}) {
  const t = useT();
  const summary = t(state.winFrom === 'wall' ? 'calc.summary.wall' : 'calc.summary.discard', {
    wind: windName(t, state.seat),
  });
  return (
    // Focusable: on a desktop the score scrolls on its own beside the hand (keyboard access).
    <section ref={ref} className="calc-result" aria-labelledby="calc-score-heading" tabIndex={0}>
      <h3 id="calc-score-heading">{t('calc.score')}</h3>
      {!checked.ok ? (
        <ul className="calc-issues" data-testid="calc-issues">
          {checked.issues.map((issue) => (
            <li key={issue.key}>{t(issue.key, issue.vars)}</li>
          ))}
        </ul>
      ) : (
        <>
          <p
            className="calc-total"
            data-testid="calc-total"
            data-total={checked.score.total}
            data-limit={checked.score.limit}
          >
            <strong className="result-total">{pointsText(t, checked.score.total)}</strong>
            <span className="calc-summary">{summary}</span>
          </p>
          <ScoreBreakdown
            score={checked.score}
            winningTile={checked.hand.winningTile}
            bonusTiles={checked.hand.bonusTiles}
            showIds
          />
          <p className="calc-notation">
            {t('calc.notation')}: <code data-testid="calc-notation">{checked.notation}</code>
          </p>
          <Payments state={state} dispatch={dispatch} value={checked.score.total} />
        </>
      )}
    </section>
  );
}
