import { createSimulation } from '../simulation/create-simulation';
import { stepMonth } from '../simulation/step-month';
import type { MonthDecisions, MonthResult, SimulationSetup } from '../simulation/types';

/*
 * A simulation shown as evidence in the community (decision 036): the months its author claims,
 * and the same months played again by the engine from the setup and the decisions, so a reader (in
 * the browser) and the server (when the evidence is attached) see whether the two agree.
 */

/** What a month claims: the figures a reader checks. */
export interface ClaimedMonth {
  month: number;
  revenueCents: number;
  profitCents: number;
  cashCents: number;
}

export function claimOf(result: MonthResult): ClaimedMonth {
  return {
    month: result.month,
    revenueCents: result.income.grossRevenueCents,
    profitCents: result.income.netProfitCents,
    cashCents: result.balance.cashCents,
  };
}

/**
 * The months played again from the start: the setup's company, each month's decisions in turn.
 * Stops early (fewer months) where the engine refuses a month, as it would a company that ended.
 */
export function replayClaims(setup: SimulationSetup, decisions: readonly MonthDecisions[]): ClaimedMonth[] {
  let state = createSimulation(setup);
  const months: ClaimedMonth[] = [];
  for (const month of decisions) {
    if (state.status !== 'running') break;
    let step: ReturnType<typeof stepMonth>;
    try {
      step = stepMonth(state, month);
    } catch {
      // Decisions this engine refuses: the claims past here cannot be played again.
      break;
    }
    state = step.state;
    months.push(claimOf(step.result));
  }
  return months;
}

/** The first month whose claim the replay does not give again (null when every one agrees). */
export function firstDifference(claimed: readonly ClaimedMonth[], replayed: readonly ClaimedMonth[]): number | null {
  for (const [index, claim] of claimed.entries()) {
    const again = replayed[index];
    if (
      !again ||
      again.revenueCents !== claim.revenueCents ||
      again.profitCents !== claim.profitCents ||
      again.cashCents !== claim.cashCents
    )
      return claim.month;
  }
  return null;
}
