import { describe, expect, it } from 'vitest';
import { createSimulation, suggestDecisions } from '../simulation/create-simulation';
import { stepMonth } from '../simulation/step-month';
import { BASE } from '../simulation/testing/month-fixtures';
import type { MonthDecisions } from '../simulation/types';
import { claimOf, firstDifference, replayClaims } from './evidence';

/** Six months played as a founder would, keeping what the stored simulation keeps. */
function played(months: number) {
  let state = createSimulation(BASE);
  const decisions: MonthDecisions[] = [];
  const claimed = [];
  for (let month = 0; month < months; month += 1) {
    const chosen = { ...suggestDecisions(state), marketingCents: 500_00 * month };
    const step = stepMonth(state, chosen);
    decisions.push(step.result.decisions);
    claimed.push(claimOf(step.result));
    state = step.state;
  }
  return { decisions, claimed };
}

describe('a simulation as community evidence', () => {
  it('plays the same months again from the setup and the decisions, to the cent', () => {
    const { decisions, claimed } = played(6);
    const replayed = replayClaims(BASE, decisions);
    expect(replayed).toEqual(claimed);
    expect(firstDifference(claimed, replayed)).toBeNull();
  });

  it('names the first month a claim the engine does not give again', () => {
    const { decisions, claimed } = played(4);
    const inflated = claimed.map((claim) =>
      claim.month === 3 ? { ...claim, profitCents: claim.profitCents + 1 } : claim,
    );
    expect(firstDifference(inflated, replayClaims(BASE, decisions))).toBe(3);
    // Another seed is another market: the same decisions do not give the same months.
    expect(firstDifference(claimed, replayClaims({ ...BASE, seed: BASE.seed + 1 }, decisions))).toBe(1);
  });

  it('stops where the engine refuses a month, so the claims past it do not agree', () => {
    const { decisions, claimed } = played(3);
    const refused = [decisions[0]!, { ...decisions[1]!, priceCents: -1 }, decisions[2]!];
    expect(replayClaims(BASE, refused)).toHaveLength(1);
    expect(firstDifference(claimed, replayClaims(BASE, refused))).toBe(2);
  });
});
