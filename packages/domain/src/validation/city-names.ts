import { COUNTRY_CODES, type CountryCode } from '../locale/country-presets';
import { countryData, type City } from './country-data';

/*
 * The city a founder names in their own words ("cafés especiais de Curitiba", "dog owners in
 * Austin", "Familles du 7e à Lyon"), found among the country's listed cities. A name counts only
 * capitalised and after a word of place or a list's joint (em, de, in, à, im, aus, bei, near, e,
 * and…), because some city names are words too: German "Essen" is food, and "gesundes Essen" is
 * no city. Accents are folded, so "Sao Paulo" and "Köln"/"Koln" match.
 */

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words of place in the five languages, and the joints of a list of places. */
const BEFORE = [
  'em',
  'no',
  'na',
  'de',
  'do',
  'da',
  'e',
  'in',
  'near',
  'around',
  'from',
  'of',
  'and',
  'en',
  'a',
  'y',
  'cerca de',
  'à',
  'a',
  'au',
  'aux',
  'dans',
  'et',
  'pres de',
  'im',
  'aus',
  'bei',
  'um',
  'und',
  'nahe',
].map((word) => escape(fold(word)));

function matcherFor(code: CountryCode): { pattern: RegExp; byName: Map<string, City> } {
  // Two cities of one name (France's two Saint-Denis): the words alone name the larger.
  const byName = new Map<string, City>();
  for (const city of countryData(code).cities) {
    const known = byName.get(fold(city.name));
    if (!known || known.population.value < city.population.value) byName.set(fold(city.name), city);
  }
  // Longest first, so "Saint-Denis" is not read as "Denis" nor "Belo Horizonte" cut short.
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?:^|[\\s(,;])(?:${BEFORE.join('|')})\\s+(${names.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return { pattern, byName };
}

const MATCHERS = Object.fromEntries(COUNTRY_CODES.map((code) => [code, matcherFor(code)])) as Record<
  CountryCode,
  ReturnType<typeof matcherFor>
>;

/** The first listed city of the country that the texts name, in the order given, or null. */
export function cityNamedIn(code: CountryCode, texts: readonly string[]): City | null {
  const { pattern, byName } = MATCHERS[code];
  for (const text of texts) {
    for (const match of fold(text).matchAll(pattern)) {
      const name = match[1]!;
      // The pattern ignores case for the words before; the city itself must be written capitalised.
      if (!/^\p{Lu}/u.test(name)) continue;
      const city = byName.get(name) ?? [...byName].find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
      if (city) return city;
    }
  }
  return null;
}
