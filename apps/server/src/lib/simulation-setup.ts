import { SIMULATION_SEED_MAX } from '@alavanca/contracts/simulations';
import type { SimulationSetup } from '@alavanca/domain/simulation/types';
import { randomInt } from 'node:crypto';

/** A seed for a run the user left to chance: any 32-bit value, from the system's randomness. */
export function drawSeed(): number {
  return randomInt(0, SIMULATION_SEED_MAX + 1);
}

/** The setup fields a request carries, the seed optional (a simulation's, a class's). */
export type SetupFields = Omit<
  SimulationSetup,
  'seed' | 'firstPriceCents' | 'firstMarketingCents' | 'fixedCostsCents'
> & {
  seed?: number | undefined;
};

/**
 * A new run's setup from a request: its setup fields alone (a class request carries its own
 * besides), the seed drawn when the user gave none. The engine's validateSetup checks it after.
 */
export function setupFrom(request: SetupFields): SimulationSetup {
  return {
    businessType: request.businessType,
    name: request.name,
    country: request.country,
    currency: request.currency,
    startingCapitalCents: request.startingCapitalCents,
    horizonMonths: request.horizonMonths,
    difficulty: request.difficulty,
    seed: request.seed ?? drawSeed(),
    firstCalendarMonth: request.firstCalendarMonth,
  };
}
