import type { Currency, Region } from '../constants';
import type { CountryCode } from '../locale/country-presets';
import { ECB_REFERENCE_RATES, convertMoney } from './exchange-rates';
import { ONLINE_CHANNELS, type IdeaInput } from './idea';
import { marketPlace, type MarketPlace, type SourcedFigure } from './market-data';
import { readCustomer } from './text-signals';

/*
 * TAM, SAM and SOM, each twice: top-down from the dataset's market of the business type, and
 * bottom-up from the founder's price and purchases a year times the customers the place holds.
 * Every estimate is a product of terms, and every term says where it comes from: what the founder
 * told, a sourced figure of the dataset (with its source and year, converted to the idea's currency
 * at the ECB's dated rate when it is in another), or an assumption of ours, named as one. Where the
 * dataset has no figure for the business type in that place, the top-down estimate is null, with
 * the reason; nothing is filled in.
 */

/** The place whose figures size the market: the founder's country, or the region when it lies beyond it. */
export const COUNTRY_REGION: Record<CountryCode, Region> = {
  BR: 'Brasil',
  US: 'Estados Unidos',
  ES: 'Europa',
  FR: 'Europa',
  DE: 'Europa',
  GB: 'Europa',
};

/**
 * Assumptions, each stated in the report where it is used. A founder without a city in mind still
 * sells locally when the channels are physical: a city's share of the country stands for that
 * reach. The segment share stands for "how many of the place's people or businesses are this
 * customer" until the founder estimates it. The obtainable share is what a new small company
 * typically wins of its serviceable market in its first years: a tenth of a percent of a national
 * one, a few percent of a local one.
 */
export const SIZING_ASSUMPTIONS = {
  localReachShare: 0.02,
  segmentShare: 0.1,
  obtainableShare: 0.001,
  /** A local market is won faster: a neighbourhood has few rivals and word of mouth carries. */
  localObtainableShare: 0.02,
  /** Weeks of billable work in a year, for an hourly price: the founder's own hours cap the revenue. */
  workingWeeks: 46,
} as const;

export type TermName =
  | 'sectorMarket'
  | 'onlineReach'
  | 'localReach'
  | 'obtainableShare'
  | 'people'
  | 'businesses'
  | 'segmentShare'
  | 'price'
  | 'purchasesPerYear'
  | 'hoursCapacity';

/** One factor of an estimate. */
export interface Term {
  name: TermName;
  /** Money in cents of the idea's currency; shares from 0 to 1; counts as they are. */
  value: number;
  kind: 'money' | 'share' | 'count';
  origin: 'told' | 'dataset' | 'assumed';
  /** The dataset's figure the value comes from, and the rate it was converted at when its currency differs. */
  figure?: SourcedFigure;
  converted?: { from: Currency; rateDate: string };
}

/** An estimate: the product of its terms (a cap, when present, replaces the product when lower), or null with why. */
export interface Estimate {
  cents: number | null;
  terms: Term[];
  /** For SOM bottom-up with an hourly price: the founder's hours a year at the price, when lower. */
  cap?: Term;
  missing?: 'noSectorFigure' | 'noCustomerCount';
}

export interface MarketSizing {
  /** Whose figures: the country's, or the region's when the idea targets a region beyond it. */
  place: { kind: 'country'; code: CountryCode } | { kind: 'region'; name: Region };
  topDown: { tam: Estimate; sam: Estimate; som: Estimate };
  bottomUp: { tam: Estimate; sam: Estimate; som: Estimate };
}

function placeOf(idea: Pick<IdeaInput, 'country' | 'region'>): MarketSizing['place'] {
  return COUNTRY_REGION[idea.country] === idea.region
    ? { kind: 'country', code: idea.country }
    : { kind: 'region', name: idea.region };
}

/** A money figure of the dataset as cents of `currency`; figures in a multi-currency region's unit are USD. */
function moneyTerm(name: TermName, figure: SourcedFigure, currency: Currency): Term {
  const from = figure.currency ?? 'USD';
  return {
    name,
    value: Math.round(convertMoney(figure.value * 100, from, currency)),
    kind: 'money',
    origin: 'dataset',
    figure,
    ...(from !== currency && { converted: { from, rateDate: ECB_REFERENCE_RATES.date } }),
  };
}

const share = (name: TermName, value: number, origin: Term['origin'], figure?: SourcedFigure): Term => ({
  name,
  value,
  kind: 'share',
  origin,
  ...(figure && { figure }),
});

function product(terms: Term[]): number {
  return Math.round(terms.reduce((total, term) => total * term.value, 1));
}

function estimate(terms: Term[], cap?: Term): Estimate {
  const cents = product(terms);
  return cap && cap.value < cents ? { cents: cap.value, terms, cap } : { cents, terms };
}

const missing = (reason: NonNullable<Estimate['missing']>): Estimate => ({ cents: null, terms: [], missing: reason });

/**
 * How much of the place the channels reach: the internet's users for online channels (the one
 * figure every place has on the same definition), a city's share of the place otherwise.
 */
function reachTerm(idea: IdeaInput, place: MarketPlace, localOnly: boolean): Term {
  const online = !localOnly && idea.channels.some((channel) => ONLINE_CHANNELS.includes(channel));
  if (online && place.internetUsers)
    return share('onlineReach', place.internetUsers.value / 100, 'dataset', place.internetUsers);
  return share('localReach', SIZING_ASSUMPTIONS.localReachShare, 'assumed');
}

/** The market of an idea, top-down and bottom-up, in cents of the idea's currency. */
export function sizeMarket(idea: IdeaInput): MarketSizing {
  const where = placeOf(idea);
  const place = marketPlace(where.kind === 'country' ? where.code : where.name);
  const customer = readCustomer(idea.targetCustomer);
  // A customer placed in a neighbourhood or a city is reached locally, whatever the channels.
  const reach = reachTerm(idea, place, customer.place.present);
  const obtainable = share(
    'obtainableShare',
    reach.name === 'localReach' ? SIZING_ASSUMPTIONS.localObtainableShare : SIZING_ASSUMPTIONS.obtainableShare,
    'assumed',
  );

  const sector = place.sectors[idea.businessType];
  // GDP stands in for "other" in the dataset: an economy's ceiling, never a market.
  const topDownTam =
    sector && !sector.proxy ? estimate([moneyTerm('sectorMarket', sector, idea.currency)]) : missing('noSectorFigure');
  const topDownSam = topDownTam.cents === null ? topDownTam : estimate([...topDownTam.terms, reach]);
  const topDownSom = topDownSam.cents === null ? topDownSam : estimate([...topDownSam.terms, obtainable]);

  const count = customer.business.present ? place.businesses : place.population;
  const price: Term = { name: 'price', value: idea.priceCents, kind: 'money', origin: 'told' };
  const purchases: Term = { name: 'purchasesPerYear', value: idea.purchasesPerYear, kind: 'count', origin: 'told' };
  if (!count) {
    const none = missing('noCustomerCount');
    return {
      place: where,
      topDown: { tam: topDownTam, sam: topDownSam, som: topDownSom },
      bottomUp: { tam: none, sam: none, som: none },
    };
  }
  const customers: Term = {
    name: customer.business.present ? 'businesses' : 'people',
    value: count.value,
    kind: 'count',
    origin: 'dataset',
    figure: count,
  };
  const bottomUpTam = estimate([customers, price, purchases]);
  const bottomUpSam = estimate([
    ...bottomUpTam.terms,
    reach,
    share('segmentShare', SIZING_ASSUMPTIONS.segmentShare, 'assumed'),
  ]);
  const hours: Term | undefined =
    idea.pricingModel === 'hourly'
      ? {
          name: 'hoursCapacity',
          value: Math.round(idea.hoursPerWeek * SIZING_ASSUMPTIONS.workingWeeks * idea.priceCents),
          kind: 'money',
          origin: 'told',
        }
      : undefined;
  const bottomUpSom = estimate([...bottomUpSam.terms, obtainable], hours);

  return {
    place: where,
    topDown: { tam: topDownTam, sam: topDownSam, som: topDownSom },
    bottomUp: { tam: bottomUpTam, sam: bottomUpSam, som: bottomUpSom },
  };
}
