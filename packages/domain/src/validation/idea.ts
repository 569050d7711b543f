import type { BusinessType, Currency, ExperienceLevel, Region } from '../constants';
import type { CountryCode } from '../locale/country-presets';

/** How the customer pays: once per purchase, a monthly subscription, or by the hour of work. */
export const PRICING_MODELS = ['oneOff', 'monthly', 'hourly'] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

/** Where the idea meets its customers. */
export const SALES_CHANNELS = [
  'ownWebsite',
  'marketplace',
  'socialMedia',
  'physicalStore',
  'directSales',
  'partners',
  'events',
] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];
/** Channels that need the customer online: their reach is the place's internet and e-commerce share. */
export const ONLINE_CHANNELS: readonly SalesChannel[] = ['ownWebsite', 'marketplace', 'socialMedia'];

/**
 * An idea as the founder describes it: what the validation reads. Text fields are the founder's
 * own words in any of the five languages; money is in cents of `currency`. Everything the
 * validation needs and the founder left out is an assumption it states, never a silent default.
 */
export interface IdeaInput {
  title: string;
  problem: string;
  targetCustomer: string;
  solution: string;
  businessType: BusinessType;
  country: CountryCode;
  region: Region;
  priceCents: number;
  currency: Currency;
  pricingModel: PricingModel;
  /** How many times a customer buys in a year (months paid for a subscription, hours for hourly work). */
  purchasesPerYear: number;
  channels: readonly SalesChannel[];
  /** Competitors or alternatives the founder knows by name; none is ever invented. */
  competitors: readonly string[];
  differentiation: string;
  experienceLevel: ExperienceLevel;
  hoursPerWeek: number;
  capitalCents: number;
}
