import { presetFor } from '../simulation/presets';
import type { Activity } from './activities';
import type { IdeaInput } from './idea';
import type { SourcedFigure } from './market-data';
import { countTerm, moneyFigure, moneyTold, productOf, shareTerm, type CapacityBasis, type Term } from './sizing-terms';
import type { CustomerKind } from './activities';

/*
 * How much revenue one young company can take in a year by its third, whatever its market: what
 * binds a van, a café or a shop before the market does (decision 027). An advisor's rule of thumb
 * per kind of business: a service sells its people's jobs or hours; a café its covers; a shop turns
 * its stock; a subscription its accounts; an online shop the visits it can buy or earn; software
 * the deals its founder can close. Every factor is an assumption of ours, stated as a range in the
 * report, or the founder's own number; the figures come from trade practice and were checked
 * against the hand-made estimates of docs/validation/expert-corpus.md.
 */

type Range = readonly [low: number, high: number];

export const CAPACITY_ASSUMPTIONS = {
  /** Weeks a small business works in a year. */
  workingWeeks: 46,
  /** Hours of a working day. */
  hoursPerDay: 8,
  /** The founder alone, or with one hire paid from revenue by year three. */
  workers: [1, 2] as Range,
  /** Share of a self-employed professional's hours that can be billed (the rest: selling, admin, travel). */
  billableShare: [0.5, 0.7] as Range,
  /** Jobs a worker does in a day, by activity; `service` for the rest. */
  jobsPerDay: {
    petCare: [5, 7],
    hairBeauty: [6, 10],
    cleaning: [2, 3],
    tutoring: [3, 5],
    dental: [8, 12],
    fitness: [5, 8],
    homeRepair: [1, 2],
    service: [3, 6],
  } satisfies Partial<Record<Activity | 'service', Range>>,
  /** Clients a worker keeps on a monthly service. */
  clientsPerWorker: { accounting: [40, 80], legal: [15, 30], service: [20, 40] } satisfies Partial<
    Record<Activity | 'service', Range>
  >,
  /** Customers a small food place serves in a day, by activity; `food` for the rest. */
  coversPerDay: { bakery: [150, 350], cafeBar: [60, 150], restaurant: [40, 100], food: [50, 120] } satisfies Partial<
    Record<Activity | 'food', Range>
  >,
  /** Days a food place opens in a year. */
  openDays: 300,
  /** Subscribers a kitchen and one delivery round serve (households), or accounts one founder serves (businesses). */
  foodAccounts: { household: [80, 200], business: [15, 50] } as Record<'household' | 'business', Range>,
  /** Share of the capital a shop holds as stock. */
  stockShare: 0.5,
  /** Times a year a small shop sells its stock, by activity; `retail` for the rest. */
  stockTurns: {
    grocery: [10, 18],
    clothing: [3, 5],
    petShop: [5, 8],
    cosmetics: [3, 5],
    retail: [4, 8],
  } satisfies Partial<Record<Activity | 'retail', Range>>,
  /** Visits a month an online business earns or buys by year three, for a founder full-time. */
  visitsPerMonth: [5_000, 20_000] as Range,
  /** Share of visits that buy once, or that subscribe. */
  conversion: { oneOff: [0.015, 0.025], recurring: [0.002, 0.005] } as Record<'oneOff' | 'recurring', Range>,
  /** Share of the founder's hours spent selling software to businesses. */
  salesShare: 0.5,
  /** Hours of selling one business account takes, by the price against the type's typical one. */
  hoursPerSale: { typical: [6, 12], premium: [12, 25], enterprise: [30, 60] } as Record<string, Range>,
  /** Customers active by year three for each one won a year (three years of sales, a fifth lost each year). */
  customerYears: 2.4,
  /** Revenue a worker of a small company brings in a year, as multiples of the country's GDP per person. */
  revenuePerWorkerGdp: [1, 3] as Range,
} as const;

const A = CAPACITY_ASSUMPTIONS;

export type { CapacityBasis } from './sizing-terms';

export interface Capacity {
  basis: CapacityBasis;
  lowCents: number;
  highCents: number;
  terms: Term[];
}

export interface CapacityContext {
  kind: CustomerKind;
  offerActivity: Activity | null;
  /** Sold online to a country or a region, rather than in a place the company reaches in person. */
  online: boolean;
  gdpPerCapita: SourcedFigure | null;
}

const range = (name: Term['name'], [low, high]: Range): Term =>
  countTerm(name, low, { origin: 'assumed', ...(high !== low && { high }) });
const pick = <K extends string>(table: Partial<Record<K, Range>>, key: K | null, fallback: K): Range =>
  (key && table[key]) || table[fallback]!;

/** The founder's share of a full-time week: part-time founders do less, up to a long week's worth. */
const fullTime = (hoursPerWeek: number) => Math.min(hoursPerWeek, 50) / 40;

function build(basis: CapacityBasis, terms: Term[]): Capacity {
  const { low, high } = productOf(terms);
  return { basis, lowCents: low, highCents: high, terms };
}

const price = (idea: IdeaInput) => moneyTold('price', idea.priceCents);
const purchases = (idea: IdeaInput) => countTerm('purchasesPerYear', idea.purchasesPerYear, { origin: 'told' });
const recurring = (idea: IdeaInput) => idea.pricingModel === 'monthly' || idea.pricingModel === 'weekly';
const workDays = (idea: IdeaInput) =>
  countTerm('workDays', Math.round((Math.min(idea.hoursPerWeek, 50) / A.hoursPerDay) * A.workingWeeks), {
    origin: 'told',
  });

function serviceCapacity(idea: IdeaInput, activity: Activity | null): Capacity {
  if (idea.pricingModel === 'hourly')
    return build('hours', [
      countTerm('hoursPerYear', idea.hoursPerWeek * A.workingWeeks, { origin: 'told' }),
      shareTerm('billableShare', A.billableShare[0], { origin: 'assumed', high: A.billableShare[1] }),
      price(idea),
    ]);
  if (idea.pricingModel === 'monthly')
    return build('clients', [
      range('clientsPerWorker', pick<Activity | 'service'>(A.clientsPerWorker, activity, 'service')),
      range('workers', A.workers),
      price(idea),
      purchases(idea),
    ]);
  return build('jobs', [
    range('jobsPerDay', pick<Activity | 'service'>(A.jobsPerDay, activity, 'service')),
    workDays(idea),
    range('workers', A.workers),
    price(idea),
  ]);
}

function foodCapacity(idea: IdeaInput, context: CapacityContext): Capacity {
  if (recurring(idea))
    return build('accounts', [
      range('accounts', A.foodAccounts[context.kind === 'business' ? 'business' : 'household']),
      price(idea),
      purchases(idea),
    ]);
  return build('covers', [
    range('coversPerDay', pick<Activity | 'food'>(A.coversPerDay, context.offerActivity, 'food')),
    countTerm('openDays', A.openDays, { origin: 'assumed' }),
    price(idea),
  ]);
}

function stockCapacity(idea: IdeaInput, activity: Activity | null): Capacity {
  const preset = presetFor('retail', idea.currency);
  return build('stock', [
    { name: 'stockCapital', value: Math.round(idea.capitalCents * A.stockShare), kind: 'money', origin: 'told' },
    range('stockTurns', pick<Activity | 'retail'>(A.stockTurns, activity, 'retail')),
    // A multiple, not a share: the price over the goods' cost (1,8 for a typical shop).
    countTerm('markup', preset.referencePriceCents / preset.unitCostCents, { origin: 'assumed' }),
  ]);
}

function visitsCapacity(idea: IdeaInput): Capacity {
  const [low, high] = A.visitsPerMonth;
  const scale = Math.max(0.25, Math.min(1, fullTime(idea.hoursPerWeek)));
  const [convertLow, convertHigh] = A.conversion[recurring(idea) ? 'recurring' : 'oneOff'];
  return build('visits', [
    countTerm('visitsPerMonth', Math.round(low * scale), { origin: 'assumed', high: Math.round(high * scale) }),
    shareTerm('conversion', convertLow, { origin: 'assumed', high: convertHigh }),
    countTerm('months', 12, { origin: 'assumed' }),
    price(idea),
    // A subscriber pays every period; a one-off buyer, once per visit that converts.
    ...(recurring(idea) ? [purchases(idea)] : []),
  ]);
}

function salesCapacity(idea: IdeaInput): Capacity {
  const typical = presetFor('saas', idea.currency).referencePriceCents;
  const yearly = idea.priceCents * idea.purchasesPerYear;
  const tier = yearly <= typical * 12 ? 'typical' : yearly <= typical * 48 ? 'premium' : 'enterprise';
  const [fewest, most] = A.hoursPerSale[tier]!;
  return build('sales', [
    countTerm('salesHours', Math.round(idea.hoursPerWeek * A.workingWeeks * A.salesShare), { origin: 'told' }),
    // Customers won per hour of selling: the fewer hours a sale takes, the more sales.
    countTerm('salesPerHour', 1 / most, { origin: 'assumed', high: 1 / fewest }),
    countTerm('customerYears', A.customerYears, { origin: 'assumed' }),
    price(idea),
    purchases(idea),
  ]);
}

function workersCapacity(idea: IdeaInput, gdpPerCapita: SourcedFigure): Capacity {
  const perWorker = moneyFigure('revenuePerWorker', gdpPerCapita, idea.currency);
  const [low, high] = A.revenuePerWorkerGdp;
  return build('workers', [
    { ...perWorker, value: perWorker.value * low, high: perWorker.value * high },
    countTerm('workers', A.workers[0] * Math.min(1, fullTime(idea.hoursPerWeek)), {
      origin: 'assumed',
      high: A.workers[1],
    }),
  ]);
}

/** The revenue one company of the idea's kind can take in a year by its third, or null when no rule fits. */
export function capacityOf(idea: IdeaInput, context: CapacityContext): Capacity | null {
  const toPeopleOnline = context.online && context.kind !== 'business';
  switch (idea.businessType) {
    case 'saas':
      return context.kind === 'business' ? salesCapacity(idea) : visitsCapacity(idea);
    case 'ecommerce':
      return visitsCapacity(idea);
    // A service sells its people's time, online or not.
    case 'service':
      return serviceCapacity(idea, context.offerActivity);
    case 'food':
      return foodCapacity(idea, context);
    case 'retail':
      return toPeopleOnline ? visitsCapacity(idea) : stockCapacity(idea, context.offerActivity);
    case 'other':
      if (toPeopleOnline) return visitsCapacity(idea);
      return context.gdpPerCapita ? workersCapacity(idea, context.gdpPerCapita) : null;
  }
}
