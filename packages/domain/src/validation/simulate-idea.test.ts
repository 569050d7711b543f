import { describe, expect, it } from 'vitest';
import { createSimulation } from '../simulation/create-simulation';
import { prefilledDecisions } from '../simulation/founder-policies';
import { presetFor } from '../simulation/presets';
import { MAX_PRICE_MULTIPLE, validateSetup } from '../simulation/validate';
import { simulationSetupFromIdea } from './simulate-idea';

const idea = {
  title: '  Marmitas fit para academias  ',
  businessType: 'food',
  country: 'BR',
  currency: 'BRL',
  priceCents: 29_90,
  pricingModel: 'oneOff',
} as const;

const setupWith = (firstPriceCents: number | undefined) => ({
  ...simulationSetupFromIdea({ ...idea, priceCents: firstPriceCents ?? idea.priceCents }),
  firstPriceCents,
  startingCapitalCents: 50_000_00,
  horizonMonths: 12 as const,
  difficulty: 'normal' as const,
  seed: 7,
  firstCalendarMonth: 3,
});

describe('simulationSetupFromIdea', () => {
  it('brings the name, type, country, currency and the price of an idea sold the way the simulation sells', () => {
    expect(simulationSetupFromIdea(idea)).toEqual({
      name: 'Marmitas fit para academias',
      businessType: 'food',
      country: 'BR',
      currency: 'BRL',
      firstPriceCents: 29_90,
    });
  });

  it('leaves out a price in another pricing model, or above what the month accepts', () => {
    expect(simulationSetupFromIdea({ ...idea, pricingModel: 'monthly' })).not.toHaveProperty('firstPriceCents');
    const max = presetFor('food', 'BRL').referencePriceCents * MAX_PRICE_MULTIPLE;
    expect(simulationSetupFromIdea({ ...idea, priceCents: max })).toHaveProperty('firstPriceCents', max);
    expect(simulationSetupFromIdea({ ...idea, priceCents: max + 1 })).not.toHaveProperty('firstPriceCents');
  });

  it('cuts a long title to the simulation name limit', () => {
    expect(simulationSetupFromIdea({ ...idea, title: 'x'.repeat(150) }).name).toHaveLength(100);
  });
});

describe('a setup with a first price', () => {
  it('starts the first month at that price, and later months at the last one played', () => {
    const state = createSimulation(setupWith(41_00));
    expect(validateSetup(state.setup)).toEqual([]);
    expect(prefilledDecisions(state, null).priceCents).toBe(41_00);
    const last = { ...prefilledDecisions(state, null), priceCents: 35_00 };
    expect(prefilledDecisions(state, last).priceCents).toBe(35_00);
  });

  it('starts at the reference price without one', () => {
    const state = createSimulation(setupWith(undefined));
    expect(prefilledDecisions(state, null).priceCents).toBe(presetFor('food', 'BRL').referencePriceCents);
  });

  it('is refused outside the month price range', () => {
    const max = presetFor('food', 'BRL').referencePriceCents * MAX_PRICE_MULTIPLE;
    expect(validateSetup(setupWith(0))).toEqual([
      { path: 'firstPriceCents', code: 'validation.outOfRange', min: 1, max },
    ]);
    expect(validateSetup(setupWith(1.5))).toEqual([{ path: 'firstPriceCents', code: 'validation.notInteger' }]);
  });
});
