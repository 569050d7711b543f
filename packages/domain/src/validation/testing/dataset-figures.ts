import { BUSINESS_TYPES, REGIONS, type Region } from '../../constants';
import { COUNTRY_CODES, type CountryCode } from '../../locale/country-presets';
import { marketPlace, type PlaceFigure, type SourcedFigure } from '../market-data';

export const PLACES: readonly (CountryCode | Region)[] = [...COUNTRY_CODES, ...REGIONS];
export const PLACE_FIGURES: readonly PlaceFigure[] = [
  'population',
  'households',
  'gdpPerCapita',
  'householdConsumption',
  'internetUsers',
  'ecommerce',
  'businesses',
];

/** Every figure of a place, with where it sits, alternatives included. */
export function figuresOf(place: CountryCode | Region): { path: string; figure: SourcedFigure }[] {
  const data = marketPlace(place);
  const found: { path: string; figure: SourcedFigure }[] = [];
  const add = (path: string, figure: SourcedFigure | null) => {
    if (!figure) return;
    found.push({ path, figure });
    figure.alternatives?.forEach((alternative, index) => add(`${path}.alternatives[${index}]`, alternative));
  };
  for (const key of PLACE_FIGURES) add(`${place}.${key}`, data[key]);
  for (const type of BUSINESS_TYPES) add(`${place}.sectors.${type}`, data.sectors[type]);
  const alternative = data.altWorldBankDefinition;
  if (alternative) {
    for (const key of ['population', 'gdpPerCapita', 'internetUsers', 'gdp'] as const) {
      add(`${place}.altWorldBankDefinition.${key}`, alternative[key]);
    }
  }
  return found;
}

/** Every figure of the dataset, with where it sits. */
export const ALL_FIGURES = PLACES.flatMap(figuresOf);

/** Every figure of the dataset. */
export const DATASET_FIGURES: readonly SourcedFigure[] = ALL_FIGURES.map(({ figure }) => figure);
