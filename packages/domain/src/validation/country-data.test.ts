import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../locale/country-presets';
import { ACTIVITIES } from './activities';
import { cityNamedIn } from './city-names';
import { countryData, findCity } from './country-data';
import { marketPlace, type SourcedFigure } from './market-data';

const VERIFICATIONS = ['read-source', 'read-source (secondary)', 'derived-from-read-sources'];

function expectSourced(figure: SourcedFigure, where: string) {
  expect(figure.value, where).toBeGreaterThan(0);
  expect(figure.source.length, where).toBeGreaterThan(0);
  expect(figure.unit.length, where).toBeGreaterThan(0);
  expect(figure.year, where).toBeGreaterThanOrEqual(2000);
  expect(figure.url, where).toMatch(/^https?:\/\//);
  expect(VERIFICATIONS, where).toContain(figure.verification);
  // A computed figure says how.
  if (figure.verification === 'derived-from-read-sources') expect(figure.method, where).toBeTruthy();
}

describe.each(COUNTRY_CODES)('the %s country file', (code) => {
  const data = countryData(code);

  it('has every activity, each figure sourced with its year and address, or null with what was searched', () => {
    for (const activity of ACTIVITIES) {
      const figures = data.activities[activity];
      expect(figures.classification.length, activity).toBeGreaterThan(0);
      for (const kind of ['businesses', 'turnover'] as const) {
        const figure = figures[kind];
        if (figure) expectSourced(figure, `${activity}.${kind}`);
        else expect(figures.notFound?.[kind], `${activity}.${kind}`).toBeTruthy();
      }
    }
  });

  it('lists cities with unique ids, in listed regions, each smaller than the country', () => {
    const country = marketPlace(code).population!.value;
    const regions = new Set(data.regions.map((region) => region.id));
    expect(new Set(data.cities.map((city) => city.id)).size).toBe(data.cities.length);
    expect(data.cities.length).toBeGreaterThanOrEqual(20);
    for (const city of data.cities) {
      expect(regions.has(city.region), city.id).toBe(true);
      expectSourced(city.population, city.id);
      expect(city.population.value, city.id).toBeLessThan(country / 5);
      expect(findCity(code, city.id)).toBe(city);
    }
  });

  it('finds each city named after a word of place in the founder’s words', () => {
    for (const city of data.cities)
      expect(cityNamedIn(code, [`Clientes em ${city.name}.`])?.name, city.id).toBe(city.name);
  });
});

describe('cityNamedIn', () => {
  it('reads a city only capitalised after a word of place: German food is not Essen', () => {
    expect(cityNamedIn('DE', ['Gesundes Essen für Büros in Köln'])?.id).not.toBe('essen');
    expect(cityNamedIn('DE', ['Gesundes Essen für Büros'])).toBeNull();
    expect(cityNamedIn('BR', ['cafés especiais de Curitiba'])?.id).toBe('curitiba');
    expect(cityNamedIn('BR', ['cafes especiais de curitiba'])).toBeNull();
    expect(cityNamedIn('FR', ['Familles du 7e à Lyon'])?.id).toBe('lyon');
    expect(cityNamedIn('BR', ['Donos de salões em Sao Paulo'])?.id).toBe('sao-paulo');
  });

  it('knows nothing of a city of another country, nor of a country named without a city', () => {
    expect(cityNamedIn('BR', ['Dog owners in Austin'])).toBeNull();
    expect(findCity('BR', 'austin')).toBeNull();
    expect(findCity('BR', null)).toBeNull();
  });
});
