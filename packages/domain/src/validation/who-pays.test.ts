import { describe, expect, it } from 'vitest';
import { LANGUAGES, type BusinessType } from '../constants';
import { WHO_PAYS_CORPUS, type WhoPaysCase } from './testing/who-pays-corpus';
import { ACTIVITIES } from './activities';
import { readWhoPays } from './who-pays';
import { parseWordList } from './who-pays-words';
import { DE_WORDS } from './who-pays-words-de';
import { EN_WORDS } from './who-pays-words-en';
import { ES_WORDS } from './who-pays-words-es';
import { FR_WORDS } from './who-pays-words-fr';
import { PT_WORDS } from './who-pays-words-pt';

/** The share of activities (the customer's and the offer's) a language's entries must get right. */
const ACTIVITY_ACCURACY = 0.9;

const idea = (targetCustomer: string, businessType: BusinessType = 'service', title = '', solution = '') => ({
  title,
  problem: '',
  targetCustomer,
  solution,
  businessType,
});

const readCase = (entry: WhoPaysCase) => readWhoPays({ ...entry, problem: '' });
const describeCase = (entry: WhoPaysCase) => `${entry.title} | ${entry.targetCustomer} | ${entry.solution}`;

describe('readWhoPays on the corpus', () => {
  it('holds at least 150 entries, 30 in each language', () => {
    expect(WHO_PAYS_CORPUS.length).toBeGreaterThanOrEqual(150);
    for (const language of LANGUAGES)
      expect(WHO_PAYS_CORPUS.filter((entry) => entry.language === language).length, language).toBeGreaterThanOrEqual(
        30,
      );
  });

  it('reads who pays in every entry', () => {
    const misses = WHO_PAYS_CORPUS.map((entry) => ({ entry, read: readCase(entry) }))
      .filter(({ entry, read }) => read.kind !== entry.kind)
      .map(({ entry, read }) => `${entry.language} expected ${entry.kind}, read ${read.kind}: ${describeCase(entry)}`);
    expect(misses, misses.join('\n')).toEqual([]);
  });

  it.each(LANGUAGES)("names the customer's and the offer's activity in %s, at the required share", (language) => {
    const entries = WHO_PAYS_CORPUS.filter((entry) => entry.language === language);
    const misses: string[] = [];
    for (const entry of entries) {
      const read = readCase(entry);
      if (read.customerActivity !== entry.customerActivity)
        misses.push(`customer ${entry.customerActivity}, read ${read.customerActivity}: ${describeCase(entry)}`);
      if (read.offerActivity !== entry.offerActivity)
        misses.push(`offer ${entry.offerActivity}, read ${read.offerActivity}: ${describeCase(entry)}`);
    }
    const accuracy = 1 - misses.length / (entries.length * 2);
    expect(accuracy, `${language}: ${(accuracy * 100).toFixed(1)} %\n${misses.join('\n')}`).toBeGreaterThanOrEqual(
      ACTIVITY_ACCURACY,
    );
  });
});

describe('readWhoPays: the head of the customer phrase decides', () => {
  it('reads the people a business serves as people, and its owners as the business', () => {
    expect(readWhoPays(idea('alunos de academias de Curitiba')).kind).toBe('person');
    expect(readWhoPays(idea('Mitglieder von Fitnessstudios')).kind).toBe('person');
    expect(readWhoPays(idea('gym goers in Austin')).kind).toBe('person');
    const owners = readWhoPays(idea('donos de academias de Curitiba'));
    expect(owners).toMatchObject({ kind: 'business', customerActivity: 'fitness' });
    expect(owners.kindEvidence).toEqual(['donos', 'academias']);
  });

  it('reads an owner by what is owned: a pet makes a person, a home a household, a business a business', () => {
    expect(readWhoPays(idea('dog owners in Austin')).kind).toBe('person');
    expect(readWhoPays(idea('donos de cachorro em Moema')).kind).toBe('person');
    expect(readWhoPays(idea('Hundebesitzer in Hamburg')).kind).toBe('person');
    expect(readWhoPays(idea('propriétaires de maisons anciennes')).kind).toBe('household');
    expect(readWhoPays(idea('Eigenheimbesitzer')).kind).toBe('household');
    expect(readWhoPays(idea('restaurant owners in Chicago'))).toMatchObject({
      kind: 'business',
      customerActivity: 'restaurant',
    });
  });

  it('reads German compounds by their head, with the front part as its modifier', () => {
    const breweries = readWhoPays(idea('Inhaber von Craft- und Gasthausbrauereien in Bayern'));
    expect(breweries).toMatchObject({ kind: 'business', customerActivity: 'brewery' });
    expect(breweries.customerActivityEvidence).toEqual(['brauerei']);
    expect(readWhoPays(idea('Zahnarztpraxen in NRW')).customerActivity).toBe('dental');
    expect(readWhoPays(idea('Steuerkanzleien')).customerActivity).toBe('accounting');
    expect(readWhoPays(idea('Anwaltskanzleien')).customerActivity).toBe('legal');
    expect(readWhoPays(idea('Friseursalons in Köln')).customerActivity).toBe('hairBeauty');
    expect(readWhoPays(idea('Hundesalons')).customerActivity).toBe('petCare');
    expect(readWhoPays(idea('Brauereikunden')).kind).toBe('person');
  });

  it('reads the businesses of the brief as businesses of their activity', () => {
    expect(readWhoPays(idea('cafés especiais de Curitiba'))).toMatchObject({
      kind: 'business',
      customerActivity: 'cafeBar',
    });
    expect(readWhoPays(idea('pet shops de Recife'))).toMatchObject({ kind: 'business', customerActivity: 'petShop' });
    expect(readWhoPays(idea('clínicas odontológicas'))).toMatchObject({ kind: 'business', customerActivity: 'dental' });
    expect(readWhoPays(idea('empresas de limpeza')).customerActivity).toBe('cleaning');
    expect(readWhoPays(idea('pequenas empresas de Recife'))).toMatchObject({
      kind: 'business',
      customerActivity: null,
    });
  });

  it('keeps people and households unless a role qualifies them or they run a business', () => {
    expect(readWhoPays(idea('mulheres empreendedoras')).kind).toBe('business');
    expect(readWhoPays(idea('quem tem restaurante em BH'))).toMatchObject({
      kind: 'business',
      customerActivity: 'restaurant',
    });
    expect(readWhoPays(idea('pessoas que têm cachorro')).kind).toBe('person');
    expect(readWhoPays(idea('locataires en conflit avec leur propriétaire')).kind).toBe('person');
    expect(readWhoPays(idea('young professionals in Denver')).kind).toBe('person');
  });

  it('reads a household from family and home words', () => {
    for (const text of [
      'famílias com filhos pequenos',
      'busy families in Charlotte',
      'hogares de Valencia',
      'foyers lillois',
      'Haushalte in Leipzig',
      'parents of toddlers',
      'casas e apartamentos em Campinas',
    ])
      expect(readWhoPays(idea(text)).kind, text).toBe('household');
  });

  it('reads an owner of a thing no list names as a person, and a bare owner as a business', () => {
    expect(readWhoPays(idea('Besitzer von Kaffeevollautomaten')).kind).toBe('person');
    expect(readWhoPays(idea('owners in Austin')).kind).toBe('business');
  });

  it('takes the activity of the businesses the customer is, not of what it lacks', () => {
    expect(readWhoPays(idea('Betriebe ohne eigene Kantine'))).toMatchObject({
      kind: 'business',
      customerActivity: null,
    });
    expect(readWhoPays(idea('lojistas e donas de boutiques')).customerActivity).toBe('clothing');
  });

  it('defaults to people with no evidence, and a saas naming an activity to businesses', () => {
    expect(readWhoPays(idea('mulhres de 20 a 35 anos'))).toMatchObject({ kind: 'person', kindEvidence: [] });
    expect(readWhoPays(idea('craft beer scene in Denver', 'service')).kind).toBe('person');
    expect(readWhoPays(idea('craft beer scene in Denver', 'saas'))).toMatchObject({
      kind: 'business',
      customerActivity: 'brewery',
    });
  });
});

describe("readWhoPays: the founder's own activity", () => {
  it('comes from the title first, even when the customer is another business', () => {
    const bakery = readWhoPays(
      idea(
        'cafés especiais de Curitiba',
        'food',
        'Padaria de fermentação natural',
        'Vendemos pães de fermentação natural para cafés',
      ),
    );
    expect(bakery).toMatchObject({ kind: 'business', customerActivity: 'cafeBar', offerActivity: 'bakery' });
    expect(bakery.offerActivityEvidence).toEqual(['padaria']);
  });

  it('comes from the solution when the title names none', () => {
    expect(readWhoPays(idea('familles', 'service', 'Maison nette', 'ménage hebdomadaire')).offerActivity).toBe(
      'cleaning',
    );
  });

  it('is never the activity a product or a "for" names, nor guessed from the business type', () => {
    expect(readWhoPays(idea('cervejarias', 'saas', 'Software para cervejarias', '')).offerActivity).toBeNull();
    expect(readWhoPays(idea('pessoas', 'ecommerce', 'Curso online de confeitaria', '')).offerActivity).toBeNull();
    expect(readWhoPays(idea('hotels', 'service', 'Hotel linen service', '')).offerActivity).toBeNull();
    expect(readWhoPays(idea('bakeries', 'other', 'Supplies for bakeries', '')).offerActivity).toBeNull();
    expect(readWhoPays(idea('people', 'food', 'Tasty', 'We make people happy')).offerActivity).toBeNull();
  });

  it('is not the activity of the businesses a supply verb names', () => {
    const roastery = idea('Inhaber von Cafés', 'food', 'Kaffeerösterei, die Münchner Cafés und Büros beliefert', '');
    expect(readWhoPays(roastery).offerActivity).toBeNull();
    expect(readWhoPays(idea('cafeterias', 'food', 'Torrefação que abastece cafeterias', '')).offerActivity).toBeNull();
    expect(readWhoPays(idea('bars', 'food', 'Cakes supplying bars in Seville', '')).offerActivity).toBe('bakery');
  });

  it("takes the customer's activity from the title when the target names none", () => {
    expect(readWhoPays(idea('pequenos empresários', 'saas', 'Sistema para salões de beleza', ''))).toMatchObject({
      kind: 'business',
      customerActivity: 'hairBeauty',
    });
  });
});

describe('the word lists', () => {
  const languages = { pt: PT_WORDS, en: EN_WORDS, es: ES_WORDS, fr: FR_WORDS, de: DE_WORDS };

  it.each(Object.entries(languages))('name every activity as a business in %s', (_language, words) => {
    for (const activity of ACTIVITIES) {
      const { businesses, generic } = words.activities[activity];
      const names = [businesses, generic ?? ''].map(parseWordList);
      expect(
        names.some((list) => list.words.length + (list.stems?.length ?? 0) + (list.ends?.length ?? 0) > 0),
        activity,
      ).toBe(true);
    }
  });

  it('parse words, word starts and compound heads, normalised', () => {
    expect(parseWordList('Bäckerei*, *Brauerei, salão de beleza, ')).toEqual({
      words: ['salao de beleza'],
      stems: ['backerei'],
      ends: ['brauerei'],
    });
  });
});

describe('readWhoPays is deterministic', () => {
  it('reads the same idea the same way, whatever was read before', () => {
    const first = WHO_PAYS_CORPUS.map(readCase);
    const reversed = [...WHO_PAYS_CORPUS].reverse().map(readCase).reverse();
    expect(reversed).toEqual(first);
    expect(WHO_PAYS_CORPUS.map(readCase)).toEqual(first);
  });
});
