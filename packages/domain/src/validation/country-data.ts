import type { CountryCode } from '../locale/country-presets';
import { ACTIVITIES, type Activity } from './activities';
import BR from './country-data/BR.json';
import DE from './country-data/DE.json';
import ES from './country-data/ES.json';
import FR from './country-data/FR.json';
import GB from './country-data/GB.json';
import US from './country-data/US.json';
import { toFigure, type RawFigure, type SourcedFigure } from './market-data';

/*
 * The figures that narrow a market inside a country (decision 027): its regions and largest
 * cities with their population, and for each business activity (activities.ts) the number of
 * businesses doing it and their yearly turnover. Compiled on the day each file says from the
 * public sources every figure names, with the address it was read at; a figure no source gave is
 * null, and `notFound` says what was searched. Counts follow their source's definition (enterprises,
 * establishments, sometimes practitioners): the unit says which, and the report shows it.
 */

export interface CountryRegion {
  id: string;
  name: string;
}

export interface City {
  id: string;
  /** The official local spelling, as the founder types it. */
  name: string;
  /** The id of its region (a state, a Land, a région). */
  region: string;
  population: SourcedFigure;
  /** The metropolitan area, where a source gives it. */
  metroPopulation?: SourcedFigure;
}

export interface ActivityFigures {
  /** The official classes (or the association's definition) the figures count. */
  classification: string;
  businesses: SourcedFigure | null;
  turnover: SourcedFigure | null;
  notFound?: Partial<Record<'businesses' | 'turnover', string>>;
}

export interface CountryData {
  country: CountryCode;
  compiledOn: string;
  regions: readonly CountryRegion[];
  cities: readonly City[];
  activities: Readonly<Record<Activity, ActivityFigures>>;
}

interface RawActivity {
  classification: string;
  businesses: RawFigure | null;
  turnover: RawFigure | null;
  notFound?: Partial<Record<'businesses' | 'turnover', string>>;
}
interface RawCity {
  id: string;
  name: string;
  region: string;
  population: RawFigure;
  metroPopulation?: RawFigure;
}
interface RawCountry {
  country: string;
  compiledOn: string;
  regions: CountryRegion[];
  cities: RawCity[];
  activities: Record<Activity, RawActivity>;
}

// Assigned to the raw shape, so the compiler checks every file has every activity.
const RAW: Record<CountryCode, RawCountry> = { BR, US, ES, FR, DE, GB };

function toCountry(code: CountryCode, raw: RawCountry): CountryData {
  if (raw.country !== code) throw new Error(`country-data/${code}.json names ${raw.country}`);
  const activities = Object.fromEntries(
    ACTIVITIES.map((activity) => {
      const { businesses, turnover, ...rest } = raw.activities[activity];
      return [
        activity,
        { ...rest, businesses: businesses && toFigure(businesses), turnover: turnover && toFigure(turnover) },
      ];
    }),
  ) as Record<Activity, ActivityFigures>;
  return {
    country: code,
    compiledOn: raw.compiledOn,
    regions: raw.regions,
    cities: raw.cities.map(({ population, metroPopulation, ...city }) => ({
      ...city,
      population: toFigure(population),
      ...(metroPopulation && { metroPopulation: toFigure(metroPopulation) }),
    })),
    activities,
  };
}

const DATA = Object.fromEntries(
  (Object.keys(RAW) as CountryCode[]).map((code) => [code, toCountry(code, RAW[code])]),
) as Record<CountryCode, CountryData>;

export const countryData = (code: CountryCode): CountryData => DATA[code];

export function findCity(code: CountryCode, id: string | null | undefined): City | null {
  return (id && DATA[code].cities.find((city) => city.id === id)) || null;
}
