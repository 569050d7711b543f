import type { MarketColumns } from './company-store';
import { suggestDecisions } from './create-simulation';
import { presetFor } from './presets';
import { stepMonth } from './step-month';
import type { MonthDecisions, SimulationState } from './types';
import { decisionBounds } from './validate';

/** Months over which extra marketing is followed: awareness bought now keeps winning customers for a while. */
export const MARGINAL_WINDOW_MONTHS = 6;

export interface MarginalCustomer {
  /** The extra marketing this month: one month of the preset's marketing scale (less at the bound). */
  extraMarketingCents: number;
  /** Customers the extra marketing wins over the window, net of those it would have won anyway. */
  extraCustomers: number;
  /** Extra marketing per extra customer; null when it wins no one more. */
  costCents: number | null;
  months: number;
}

/**
 * What the next customer costs, as opposed to the average customer (the CAC card): the month's
 * decisions played for the window with the suggestion after, once as they are and once with a
 * month of the marketing scale more this month, on the simulation's own seed, so the difference
 * is the extra marketing's alone. Awareness saturates, so the next customer costs more than the
 * average one, often far more: the CAC alone makes doubling the budget look cheap. `market` is
 * stepMonth's: a class company's slice of a shared market (classroom/).
 */
export function marginalCustomer(
  state: SimulationState,
  decisions: MonthDecisions,
  market?: MarketColumns,
): MarginalCustomer {
  const preset = presetFor(state.setup.businessType, state.setup.currency);
  const extraMarketingCents = Math.max(
    0,
    Math.min(preset.marketingScaleCents, decisionBounds(state).marketingCents.max - decisions.marketingCents),
  );
  const months = Math.min(MARGINAL_WINDOW_MONTHS, state.setup.horizonMonths - state.month);
  // Customers won, not net of churn: the extra customers' own departures are not the marketing's cost.
  const won = (first: MonthDecisions) => {
    let current = state;
    let total = 0;
    for (let m = 0; m < months && current.status === 'running'; m++) {
      const step = stepMonth(current, m === 0 ? first : suggestDecisions(current), market);
      total += step.result.kpis.newCustomers;
      current = step.state;
    }
    return total;
  };
  const extraCustomers =
    won({ ...decisions, marketingCents: decisions.marketingCents + extraMarketingCents }) - won(decisions);
  return {
    extraMarketingCents,
    extraCustomers,
    costCents: extraCustomers > 0 && extraMarketingCents > 0 ? Math.round(extraMarketingCents / extraCustomers) : null,
    months,
  };
}
