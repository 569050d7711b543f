import type { Region } from '../constants';
import type { CountryCode } from '../locale/country-presets';
import type { Activity } from './activities';
import { capacityOf, type Capacity } from './capacity';
import { countryData, findCity, type City } from './country-data';
import { cityNamedIn } from './city-names';
import { COUNTRY_REGION, soldOnline, type IdeaInput } from './idea';
import { marketPlace, type MarketPlace } from './market-data';
import {
  countTerm,
  estimate,
  missing,
  moneyFigure,
  moneyTold,
  shareTerm,
  type Estimate,
  type Term,
} from './sizing-terms';
import { readWhoPays, type CustomerKind } from './who-pays';

export type { Estimate, Term, TermName } from './sizing-terms';

/*
 * The market an idea can serve, sized the way an advisor does (docs/validation/market-sizing.md,
 * decision 027): who pays (a person, a household, or a business of an activity), where the company
 * reaches them (a shop's neighbourhood, a city, or a country online), and what one young company
 * can take of it. Two estimates narrow step by step, every step a sourced figure, the founder's
 * number or a stated assumption: top-down from the turnover of the founder's own activity (never a
 * whole sector: where no figure of the activity exists, top-down says so and stays empty), and
 * bottom-up from the customers in the area times the founder's price and frequency. Then the
 * company's own capacity (capacity.ts) bounds them: the likely range is the lower of what the
 * market gives and what the company can serve, and names which of the two binds.
 */

type Range = readonly [low: number, high: number];

/**
 * Assumptions, each stated in the report where it is used. The segment share stands for "how many
 * of the area's people or businesses are this customer" until the founder narrows it. A shop draws
 * its customers from a neighbourhood, not the whole city. The obtainable share is what one young
 * company wins of the market it serves by its third year: a fair part of a neighbourhood's, a little
 * of a city's, a few of an activity's businesses it sells to, a sliver of a country online.
 */
export const SIZING_ASSUMPTIONS = {
  segmentShare: 0.1,
  /** People a neighbourhood shop draws from, at most the city's. */
  catchmentPeople: [20_000, 60_000] as Range,
  obtainableShare: {
    catchment: [0.08, 0.15] as Range,
    city: [0.02, 0.06] as Range,
    business: [0.03, 0.1] as Range,
    online: [0.0002, 0.001] as Range,
  },
} as const;

/** Where the company reaches its customers. */
export type AreaKind = 'catchment' | 'city' | 'typicalCity' | 'country' | 'region';

export interface ServedArea {
  kind: AreaKind;
  /** The city the founder chose or named (catchment and city). */
  city: { id: string; name: string } | null;
  /** The area's share of the place's people and businesses (1 for the whole place). */
  share: Term | null;
  /** The people it holds, when the area is local. */
  people: Term | null;
}

export interface LikelyRange {
  lowCents: number;
  highCents: number;
  /** What limits the revenue: the company's capacity, or the market it serves. */
  binding: 'capacity' | 'market';
  /** How many times the larger of the two market estimates exceeds the smaller, when both exist. */
  disagreement: number | null;
}

export interface MarketSizing {
  /** Whose figures: the country's, or the region's when the idea targets a region beyond it. */
  place: { kind: 'country'; code: CountryCode } | { kind: 'region'; name: Region };
  served: ServedArea;
  customer: { kind: CustomerKind; activity: Activity | null; offerActivity: Activity | null };
  topDown: { tam: Estimate; sam: Estimate; som: Estimate };
  bottomUp: { tam: Estimate; sam: Estimate; som: Estimate };
  capacity: Capacity | null;
  /** What the company can likely take in a year by its third; null when neither the market nor capacity is sized. */
  likely: LikelyRange | null;
}

const A = SIZING_ASSUMPTIONS;

function placeOf(idea: Pick<IdeaInput, 'country' | 'region'>): MarketSizing['place'] {
  return COUNTRY_REGION[idea.country] === idea.region
    ? { kind: 'country', code: idea.country }
    : { kind: 'region', name: idea.region };
}

/** The city the founder chose on the form, or else the one their words name. */
function cityOf(idea: IdeaInput): City | null {
  return (
    findCity(idea.country, idea.city) ??
    cityNamedIn(idea.country, [idea.targetCustomer, idea.title, idea.solution, idea.problem])
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

function servedArea(idea: IdeaInput, where: MarketSizing['place'], place: MarketPlace, kind: CustomerKind): ServedArea {
  const online = soldOnline(idea);
  if (where.kind === 'region' || !place.population) return { kind: 'region', city: null, share: null, people: null };
  const city = cityOf(idea);
  if (!city && online) return { kind: 'country', city: null, share: null, people: null };
  const population = place.population.value;
  const local = city
    ? countTerm('people', city.population.value, { origin: 'dataset', figure: city.population })
    : countTerm('people', median(countryData(idea.country).cities.map((each) => each.population.value)), {
        origin: 'assumed',
      });
  const named = city && { id: city.id, name: city.name };
  if (idea.channels.includes('physicalStore') && kind !== 'business') {
    const [low, high] = A.catchmentPeople;
    const people = countTerm('catchment', Math.min(low, local.value), {
      origin: 'assumed',
      high: Math.min(high, local.value),
    });
    const share = shareTerm('cityShare', people.value / population, {
      origin: 'assumed',
      high: (people.high ?? people.value) / population,
    });
    return { kind: 'catchment', city: named, share, people };
  }
  const share = shareTerm('cityShare', local.value / population, {
    origin: local.origin,
    ...(local.figure && { figure: local.figure }),
  });
  return { kind: city ? 'city' : 'typicalCity', city: named, share, people: local };
}

function obtainable(kind: CustomerKind, area: ServedArea): Term {
  const [low, high] =
    kind === 'business'
      ? A.obtainableShare.business
      : area.kind === 'catchment'
        ? A.obtainableShare.catchment
        : area.kind === 'city' || area.kind === 'typicalCity'
          ? A.obtainableShare.city
          : A.obtainableShare.online;
  return shareTerm('obtainableShare', low, { origin: 'assumed', high });
}

const segment = () => shareTerm('segmentShare', A.segmentShare, { origin: 'assumed' });

/** The customers in the whole place and the terms that narrow them to the area and the segment. */
function customersOf(
  idea: IdeaInput,
  place: MarketPlace,
  area: ServedArea,
  kind: CustomerKind,
  activity: Activity | null,
): { all: Term; narrow: Term[] } | null {
  const areaTerms = area.share ? [area.share] : [];
  if (kind === 'business') {
    // The country files count businesses by activity; a region beyond the country has no such count.
    const figure =
      activity && area.kind !== 'region' ? countryData(idea.country).activities[activity].businesses : null;
    if (figure) return { all: countTerm('businesses', figure.value, { origin: 'dataset', figure }), narrow: areaTerms };
    if (!place.businesses) return null;
    return {
      all: countTerm('businesses', place.businesses.value, { origin: 'dataset', figure: place.businesses }),
      narrow: [...areaTerms, segment()],
    };
  }
  const counted = kind === 'household' ? place.households : place.population;
  if (!counted) return null;
  const reach =
    area.kind === 'country' || area.kind === 'region'
      ? place.internetUsers && soldOnline(idea)
        ? [
            shareTerm('onlineReach', place.internetUsers.value / 100, {
              origin: 'dataset',
              figure: place.internetUsers,
            }),
          ]
        : []
      : areaTerms;
  return {
    all: countTerm(kind === 'household' ? 'households' : 'people', counted.value, {
      origin: 'dataset',
      figure: counted,
    }),
    narrow: [...reach, segment()],
  };
}

function topDownOf(
  idea: IdeaInput,
  where: MarketSizing['place'],
  area: ServedArea,
  offer: Activity | null,
  kind: CustomerKind,
) {
  const figure = where.kind === 'country' && offer ? countryData(where.code).activities[offer].turnover : null;
  if (!figure) {
    const none = missing('noSubSectorFigure');
    return { tam: none, sam: none, som: none };
  }
  const tam = estimate([moneyFigure('subSectorMarket', figure, idea.currency)]);
  const sam = estimate([...tam.terms, ...(area.share ? [area.share] : []), segment()]);
  return { tam, sam, som: estimate([...sam.terms, obtainable(kind, area)]) };
}

const rangeOf = (sizing: Estimate): Range | null =>
  sizing.cents === null ? null : [sizing.cents, sizing.highCents ?? sizing.cents];

/**
 * The market's range where both estimates exist is their geometric mean, end by end: neither method
 * is trusted over the other, and a disagreement is reported rather than averaged away.
 */
function likelyOf(topDown: Estimate, bottomUp: Estimate, capacity: Capacity | null): LikelyRange | null {
  const [top, bottom] = [rangeOf(topDown), rangeOf(bottomUp)];
  const market: Range | null =
    top && bottom ? [Math.sqrt(top[0] * bottom[0]), Math.sqrt(top[1] * bottom[1])] : (top ?? bottom);
  const disagreement = top && bottom ? Math.max(top[0], bottom[0]) / Math.max(1, Math.min(top[0], bottom[0])) : null;
  if (!market && !capacity) return null;
  const [marketLow, marketHigh] = market ?? [Infinity, Infinity];
  const [capLow, capHigh] = capacity ? [capacity.lowCents, capacity.highCents] : [Infinity, Infinity];
  return {
    lowCents: Math.round(Math.min(marketLow, capLow)),
    highCents: Math.round(Math.min(marketHigh, capHigh)),
    binding: capHigh < marketHigh ? 'capacity' : 'market',
    disagreement: disagreement === null ? null : Math.round(disagreement * 10) / 10,
  };
}

/** The market of an idea, top-down and bottom-up, bounded by capacity, in cents of the idea's currency. */
export function sizeMarket(idea: IdeaInput): MarketSizing {
  const where = placeOf(idea);
  const place = marketPlace(where.kind === 'country' ? where.code : where.name);
  const who = readWhoPays(idea);
  const area = servedArea(idea, where, place, who.kind);
  const customer = { kind: who.kind, activity: who.customerActivity, offerActivity: who.offerActivity };
  const topDown = topDownOf(idea, where, area, who.offerActivity, who.kind);

  const customers = customersOf(idea, place, area, who.kind, who.customerActivity);
  const price = moneyTold('price', idea.priceCents);
  const purchases = countTerm('purchasesPerYear', idea.purchasesPerYear, { origin: 'told' });
  const bottomUp = customers
    ? (() => {
        const tam = estimate([customers.all, price, purchases]);
        const sam = estimate([...tam.terms, ...customers.narrow]);
        return { tam, sam, som: estimate([...sam.terms, obtainable(who.kind, area)]) };
      })()
    : { tam: missing('noCustomerCount'), sam: missing('noCustomerCount'), som: missing('noCustomerCount') };

  const capacity = capacityOf(idea, {
    kind: who.kind,
    offerActivity: who.offerActivity,
    online: area.kind === 'country' || area.kind === 'region',
    gdpPerCapita: place.gdpPerCapita,
  });
  return {
    place: where,
    served: area,
    customer,
    topDown,
    bottomUp,
    capacity,
    likely: likelyOf(topDown.som, bottomUp.som, capacity),
  };
}
