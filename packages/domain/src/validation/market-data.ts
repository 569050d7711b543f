import { CURRENCIES, type BusinessType, type Currency, type Region } from '../constants';
import { COUNTRY_CODES, type CountryCode } from '../locale/country-presets';
import data from './market-data.json';

/**
 * The market dataset of idea validation: the figures that size a market (TAM/SAM/SOM) offline, per
 * preset country and per region. It was compiled on 2026-11-21 from the public sources each figure
 * names; market-data.json is the copy the product trusts, and its `conventions` and `notes` say
 * what every flag means and where figures are not comparable. Nothing here invents a number: a
 * figure no source gave is null, and the place's `notFound` says why when the gap was searched.
 */

/** A number with what it counts, who published it and for which year, as the dataset stores it. */
export interface SourcedFigure {
  value: number;
  unit: string;
  source: string;
  /** Where the figure was read (the country files have it; the first dataset named sources only). */
  url?: string;
  year: number;
  /** The money currency, read from the unit; null when the figure is not money (people, %, firms). */
  currency: Currency | null;
  /** True when the compiler computed the number rather than reading it; `method` then says how. */
  estimate?: boolean;
  method?: string;
  /** 'read-source', 'read-source (secondary)' (quoted by a third party) or 'derived-from-read-sources'. */
  verification?: string;
  /** Older than 2021: to be refreshed. */
  stale?: boolean;
  /** An economy-wide ceiling (GDP) standing in for a market size. */
  proxy?: boolean;
  /** 'forecast by the source' when the publisher projected the number itself. */
  sourceType?: string;
  /** The publication does not show the reference period; `year` is inferred. */
  yearUncertain?: boolean;
  note?: string;
  metric?: string;
  definition?: string;
  geography?: string;
  averageHouseholdSize?: number;
  /** Other published values for the same quantity, with other scopes or years. */
  alternatives?: readonly SourcedFigure[];
}

/** The figures every place has, each possibly missing. */
export type PlaceFigure =
  'population' | 'households' | 'gdpPerCapita' | 'householdConsumption' | 'internetUsers' | 'ecommerce' | 'businesses';

/** The World Bank's own grouping for a region the dataset defines differently (África only). */
export interface AlternativeDefinition {
  definition: string;
  population: SourcedFigure;
  gdpPerCapita: SourcedFigure;
  internetUsers: SourcedFigure;
  gdp: SourcedFigure;
}

export type MarketPlace = Readonly<Record<PlaceFigure, SourcedFigure | null>> & {
  /** Portuguese name, as the product shows it. */
  name: string;
  /** The place's own currency; null for multi-currency regions, whose money figures are in USD. */
  currency: Currency | null;
  /** What a region covers. */
  definition?: string;
  currencyNote?: string;
  note?: string;
  /**
   * The market of each business type. Scopes differ between places (see the dataset's notes);
   * `other` is GDP, a proxy ceiling, never a market size.
   */
  sectors: Readonly<Record<BusinessType, SourcedFigure | null>>;
  altWorldBankDefinition?: AlternativeDefinition;
  /** Why a figure that stays null was not filled. */
  notFound?: Readonly<Partial<Record<PlaceFigure, string>>>;
};

export type RawFigure = Omit<SourcedFigure, 'currency' | 'alternatives'> & { alternatives?: readonly RawFigure[] };
type RawPlace = Omit<MarketPlace, PlaceFigure | 'currency' | 'sectors' | 'altWorldBankDefinition'> &
  Record<PlaceFigure, RawFigure | null> & {
    currency: string | null;
    sectors: Record<BusinessType, RawFigure | null>;
    altWorldBankDefinition?: {
      definition: string;
      population: RawFigure;
      gdpPerCapita: RawFigure;
      internetUsers: RawFigure;
      gdp: RawFigure;
    };
  };

// Assigning the JSON to these types makes the compiler check its shape, including that every preset
// country, every region and every business type is present.
const dataset: { compiledOn: string; countries: Record<CountryCode, RawPlace>; regions: Record<Region, RawPlace> } =
  data;

/** The day the dataset was compiled, so a screen can say how old the figures are. */
export const MARKET_DATA_COMPILED_ON = dataset.compiledOn;

function isCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}

/** The currency a unit starts with ('BRL per year', 'US$ per person (current)'), or null if none. */
function unitCurrency(unit: string): Currency | null {
  const code = unit.split(' ', 1)[0] ?? '';
  if (code === 'US$') return 'USD';
  return isCurrency(code) ? code : null;
}

export function toFigure(raw: RawFigure): SourcedFigure {
  const { alternatives, ...rest } = raw;
  return {
    ...rest,
    currency: unitCurrency(raw.unit),
    ...(alternatives && { alternatives: alternatives.map(toFigure) }),
  };
}

const toFigureOrNull = (raw: RawFigure | null) => (raw ? toFigure(raw) : null);

function toPlace(raw: RawPlace): MarketPlace {
  const { currency, sectors, altWorldBankDefinition: alternative, ...rest } = raw;
  if (currency !== null && !isCurrency(currency)) throw new Error(`${raw.name}: unknown currency ${currency}`);
  return {
    ...rest,
    currency,
    population: toFigureOrNull(raw.population),
    households: toFigureOrNull(raw.households),
    gdpPerCapita: toFigureOrNull(raw.gdpPerCapita),
    householdConsumption: toFigureOrNull(raw.householdConsumption),
    internetUsers: toFigureOrNull(raw.internetUsers),
    ecommerce: toFigureOrNull(raw.ecommerce),
    businesses: toFigureOrNull(raw.businesses),
    sectors: {
      ecommerce: toFigureOrNull(sectors.ecommerce),
      retail: toFigureOrNull(sectors.retail),
      service: toFigureOrNull(sectors.service),
      saas: toFigureOrNull(sectors.saas),
      food: toFigureOrNull(sectors.food),
      other: toFigureOrNull(sectors.other),
    },
    ...(alternative && {
      altWorldBankDefinition: {
        definition: alternative.definition,
        population: toFigure(alternative.population),
        gdpPerCapita: toFigure(alternative.gdpPerCapita),
        internetUsers: toFigure(alternative.internetUsers),
        gdp: toFigure(alternative.gdp),
      },
    }),
  };
}

const mapValues = <K extends string, V, W>(record: Record<K, V>, map: (value: V) => W) =>
  Object.fromEntries(Object.entries<V>(record).map(([key, value]) => [key, map(value)])) as Record<K, W>;

const COUNTRIES = mapValues(dataset.countries, toPlace);
const REGIONS_DATA = mapValues(dataset.regions, toPlace);

function isCountryCode(place: CountryCode | Region): place is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(place);
}

/** The market data of a preset country (by code) or of a region (by its name). */
export function marketPlace(place: CountryCode | Region): MarketPlace {
  return isCountryCode(place) ? COUNTRIES[place] : REGIONS_DATA[place];
}
