import type { Language } from '../constants';
import { presetForLanguage } from '../locale/country-presets';
import { presetFor } from './presets';
import type { SimulationSetup } from './types';

/**
 * The company of the public demo (/demonstracao): a neighbourhood café, the most familiar of the
 * six businesses, for a year on 'normal'. Seed 9 makes a key employee leave in the first month
 * whatever the visitor decides (every event type draws from its own stream), so the demo shows an
 * event asking for an answer before the visitor loses interest.
 */
export const DEMO_COMPANY = {
  businessType: 'food',
  horizonMonths: 12,
  difficulty: 'normal',
  seed: 9,
  firstCalendarMonth: 3,
} as const satisfies Partial<SimulationSetup>;

/** The demo's setup in a page's language: that language's home country and currency, the preset's suggested capital. */
export function demoSetup(language: Language, name: string): SimulationSetup {
  const home = presetForLanguage(language);
  return {
    ...DEMO_COMPANY,
    name,
    country: home.code,
    currency: home.currency,
    startingCapitalCents: presetFor(DEMO_COMPANY.businessType, home.currency).suggestedCapitalCents,
  };
}
