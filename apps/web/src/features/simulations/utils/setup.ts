import { CreateSimulationRequest } from '@alavanca/contracts/simulations';
import { V } from '@alavanca/contracts/validation-messages';
import { CURRENCIES, type BusinessType, type Currency } from '@alavanca/domain/constants';
import { findCountryPreset, type CountryCode } from '@alavanca/domain/locale/country-presets';
import type { FormatPreferences } from '@alavanca/domain/locale/format';
import { CURRENCY_SCALE, presetFor } from '@alavanca/domain/simulation/presets';
import { MAX_STARTING_CAPITAL_CENTS, MIN_STARTING_CAPITAL_CENTS } from '@alavanca/domain/simulation/validate';
import type { IdeaSimulationSetup } from '@alavanca/domain/validation/simulate-idea';
import { z } from 'zod';

/**
 * What the simulations screens need of the user's preferences: number and date formats and time
 * zone for display, and the currency, country and business type a new simulation starts from.
 */
export type SimulationPreferences = Pick<FormatPreferences, 'currency' | 'numberFormat' | 'dateFormat' | 'timezone'> & {
  country: string;
  businessType?: BusinessType | null;
};

/**
 * What the setup form holds before validation: the contract's input, with an emptied money field
 * as null (an undefined value would make the form fall back to the default amount).
 */
export type SetupFormValues = Omit<
  z.input<typeof CreateSimulationRequest>,
  'startingCapitalCents' | 'firstPriceCents'
> & {
  startingCapitalCents: number | null;
  firstPriceCents?: number | null;
};

export const DEFAULT_BUSINESS_TYPE: BusinessType = 'ecommerce';
const DEFAULT_COUNTRY: CountryCode = 'BR';
export const DEFAULT_HORIZON = 12;
export const DEFAULT_DIFFICULTY = 'normal';

/** The starting capital the engine accepts in a currency: the same bounds as its validateSetup, scaled. */
export function capitalRange(currency: Currency): { min: number; max: number } {
  const scale = CURRENCY_SCALE[currency];
  return { min: Math.round(MIN_STARTING_CAPITAL_CENTS * scale), max: Math.round(MAX_STARTING_CAPITAL_CENTS * scale) };
}

export function suggestedCapital(type: BusinessType, currency: Currency): number {
  return presetFor(type, currency).suggestedCapitalCents;
}

/** An emptied field is missing, which the contracts report as `validation.required`. */
export const emptyAsMissing = (value: unknown) => (value === null ? undefined : value);

/**
 * The starting capital with the one check the contracts leave to the engine: its range depends on
 * the currency, so a form says it before the server would.
 */
export function capitalFieldFor(currency: unknown) {
  const capital = CreateSimulationRequest.shape.startingCapitalCents;
  if (!CURRENCIES.includes(currency as Currency)) return z.preprocess(emptyAsMissing, capital);
  const { min, max } = capitalRange(currency as Currency);
  return z.preprocess(emptyAsMissing, capital.min(min, V.outOfRange).max(max, V.outOfRange));
}

/** The contract's schema with the capital's range by currency (capitalFieldFor). */
export function setupSchemaFor(currency: unknown) {
  return CreateSimulationRequest.extend({
    startingCapitalCents: capitalFieldFor(currency),
    // The price an idea brought may be emptied: then the month starts from the suggestion.
    firstPriceCents: z.preprocess(emptyAsMissing, CreateSimulationRequest.shape.firstPriceCents),
  });
}

/** Calendar month (1 = January) it is now in the user's time zone: where the first simulated month falls. */
export function currentCalendarMonth(timeZone: string, now: Date = new Date()): number {
  try {
    return Number(new Intl.DateTimeFormat('en-US', { timeZone, month: 'numeric' }).format(now));
  } catch {
    return now.getMonth() + 1;
  }
}

/**
 * A new simulation's setup before the user changes anything: their country, currency and business
 * type, or what an idea brought (its name, type, country, currency and price), with the capital
 * suggested for that type and currency.
 */
export function defaultSetup(
  preferences: SimulationPreferences,
  fromIdea: IdeaSimulationSetup | null = null,
): SetupFormValues {
  if (fromIdea) {
    const { firstPriceCents, ...setup } = fromIdea;
    return {
      ...defaultSetup(preferences),
      ...setup,
      startingCapitalCents: suggestedCapital(setup.businessType, setup.currency),
      ...(firstPriceCents !== undefined && { firstPriceCents }),
    };
  }
  const businessType = preferences.businessType ?? DEFAULT_BUSINESS_TYPE;
  const country = findCountryPreset(preferences.country)?.code ?? DEFAULT_COUNTRY;
  return {
    name: '',
    businessType,
    country,
    currency: preferences.currency,
    startingCapitalCents: suggestedCapital(businessType, preferences.currency),
    horizonMonths: DEFAULT_HORIZON,
    difficulty: DEFAULT_DIFFICULTY,
    seed: undefined,
    firstCalendarMonth: currentCalendarMonth(preferences.timezone),
  };
}
