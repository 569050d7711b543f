import type { CountryCode } from '../locale/country-presets';
import { cities as brCities, regions as brRegions } from './country-data/BR.json';
import { cities as deCities, regions as deRegions } from './country-data/DE.json';
import { cities as esCities, regions as esRegions } from './country-data/ES.json';
import { cities as frCities, regions as frRegions } from './country-data/FR.json';
import { cities as gbCities, regions as gbRegions } from './country-data/GB.json';
import { cities as usCities, regions as usRegions } from './country-data/US.json';

/*
 * The regions and cities the idea form offers, per country: the country files' lists by name, read
 * through their named parts so a screen that only lists them leaves the activities' figures out of
 * its bundle.
 */

export interface CityChoice {
  id: string;
  name: string;
  region: string;
}

export interface PlaceChoices {
  regions: readonly { id: string; name: string }[];
  cities: readonly CityChoice[];
}

const choices = (regions: PlaceChoices['regions'], cities: readonly CityChoice[]): PlaceChoices => ({
  regions: [...regions].sort((a, b) => a.name.localeCompare(b.name)),
  cities: cities.map(({ id, name, region }) => ({ id, name, region })),
});

export const PLACE_CHOICES: Record<CountryCode, PlaceChoices> = {
  BR: choices(brRegions, brCities),
  US: choices(usRegions, usCities),
  ES: choices(esRegions, esCities),
  FR: choices(frRegions, frCities),
  DE: choices(deRegions, deCities),
  GB: choices(gbRegions, gbCities),
};
