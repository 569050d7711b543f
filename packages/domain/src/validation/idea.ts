import type { BusinessType, Currency, ExperienceLevel, Region } from '../constants';
import type { CountryCode } from '../locale/country-presets';

/** How the customer pays: once per purchase, a weekly or monthly subscription, or by the hour of work. */
export const PRICING_MODELS = ['oneOff', 'weekly', 'monthly', 'hourly'] as const;
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
  /**
   * The city the company serves, an id of the country's list (country-data.ts), when it sells
   * locally; none for ideas sold online, and for versions validated before cities were asked.
   */
  city?: string | null;
  priceCents: number;
  currency: Currency;
  pricingModel: PricingModel;
  /** How many times a customer buys in a year (weeks or months paid for a subscription, hours for hourly work). */
  purchasesPerYear: number;
  channels: readonly SalesChannel[];
  /** Competitors or alternatives the founder knows by name; none is ever invented. */
  competitors: readonly string[];
  differentiation: string;
  experienceLevel: ExperienceLevel;
  hoursPerWeek: number;
  capitalCents: number;
}

/** The place whose figures size the market: the founder's country, or the region when it lies beyond it. */
export const COUNTRY_REGION: Record<CountryCode, Region> = {
  BR: 'Brasil',
  US: 'Estados Unidos',
  ES: 'Europa',
  FR: 'Europa',
  DE: 'Europa',
  GB: 'Europa',
};

const ONLINE_TYPES: readonly BusinessType[] = ['ecommerce', 'saas'];
const REMOTE_CHANNELS: readonly SalesChannel[] = ['ownWebsite', 'marketplace'];

/**
 * Sold from a distance (a website, a marketplace, software) rather than where the company's people
 * go: such an idea serves its country; one sold in person serves a city, which the form asks for.
 */
export function soldOnline(idea: Pick<IdeaInput, 'businessType' | 'channels'>): boolean {
  if (idea.channels.includes('physicalStore')) return false;
  return ONLINE_TYPES.includes(idea.businessType) || idea.channels.some((channel) => REMOTE_CHANNELS.includes(channel));
}
