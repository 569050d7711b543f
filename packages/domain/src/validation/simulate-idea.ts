import { TEXT_LIMITS, type BusinessType, type Currency } from '../constants';
import type { CountryCode } from '../locale/country-presets';
import { presetFor } from '../simulation/presets';
import { MAX_PRICE_MULTIPLE } from '../simulation/validate';
import type { IdeaInput } from './idea';
import { PRESET_PRICING_MODEL } from './score-keys';

/** What a validated idea brings to a new simulation's setup form. */
export interface IdeaSimulationSetup {
  name: string;
  businessType: BusinessType;
  country: CountryCode;
  currency: Currency;
  /** The idea's price, when the simulation sells the same unit (the business type's pricing model) at a price it accepts. */
  firstPriceCents?: number;
}

/**
 * "Simular esta ideia": the idea's name, business type, country and currency, and its price when
 * it means the same thing in the simulation. A monthly subscription's price is not a shop's price
 * per sale, so a price in another model is left out rather than converted by a guess.
 */
export function simulationSetupFromIdea(
  idea: Pick<IdeaInput, 'title' | 'businessType' | 'country' | 'currency' | 'priceCents' | 'pricingModel'>,
): IdeaSimulationSetup {
  const setup: IdeaSimulationSetup = {
    name: idea.title.trim().slice(0, TEXT_LIMITS.name),
    businessType: idea.businessType,
    country: idea.country,
    currency: idea.currency,
  };
  const maxPrice = presetFor(idea.businessType, idea.currency).referencePriceCents * MAX_PRICE_MULTIPLE;
  if (PRESET_PRICING_MODEL[idea.businessType] === idea.pricingModel && idea.priceCents <= maxPrice)
    setup.firstPriceCents = idea.priceCents;
  return setup;
}
