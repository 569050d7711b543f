import { describe, expect, it } from 'vitest';
import { countryData } from './country-data';
import type { IdeaInput } from './idea';
import { marketPlace } from './market-data';
import { SIZING_ASSUMPTIONS, sizeMarket } from './market-sizing';
import { productOf, type Estimate, type Term } from './sizing-terms';

const BAKERY: IdeaInput = {
  title: 'Padaria de fermentação natural para cafés',
  problem: 'Os cafés especiais de Curitiba servem pão industrializado e perdem clientes exigentes toda semana.',
  targetCustomer: 'Donos de cafés especiais em Curitiba',
  solution: 'Entrega diária de pães de fermentação natural, feitos de madrugada.',
  businessType: 'food',
  country: 'BR',
  region: 'Brasil',
  priceCents: 2_800_00,
  currency: 'BRL',
  pricingModel: 'monthly',
  purchasesPerYear: 12,
  channels: ['directSales'],
  competitors: ['Padarias de bairro'],
  differentiation: 'Fermentação de 36 horas e entrega antes das 7h.',
  experienceLevel: 'intermediate',
  hoursPerWeek: 50,
  capitalCents: 150_000_00,
};

const BREWERY_SOFTWARE: IdeaInput = {
  title: 'Brauerei-Software für Sudplanung',
  problem: 'Kleine Brauereien planen Sude und Biersteuer in Excel und verlieren jede Woche Stunden.',
  targetCustomer: 'Inhaber von Craft- und Gasthausbrauereien in Deutschland',
  solution: 'Eine Software für Sudplanung, Lager und Biersteuer.',
  businessType: 'saas',
  country: 'DE',
  region: 'Europa',
  priceCents: 149_00,
  currency: 'EUR',
  pricingModel: 'monthly',
  purchasesPerYear: 12,
  channels: ['ownWebsite', 'directSales'],
  competitors: ['Excel'],
  differentiation: 'Biersteuer-Anmeldung auf Knopfdruck.',
  experienceLevel: 'intermediate',
  hoursPerWeek: 40,
  capitalCents: 30_000_00,
};

const GROOMING_VAN: IdeaInput = {
  title: 'Mobile dog grooming van',
  problem: 'Busy dog owners lose half a Saturday driving to groomers every six weeks.',
  targetCustomer: 'Dog owners in Austin with full-time jobs',
  solution: 'A grooming van that comes to the driveway.',
  businessType: 'service',
  country: 'US',
  region: 'Estados Unidos',
  priceCents: 95_00,
  currency: 'USD',
  pricingModel: 'oneOff',
  purchasesPerYear: 7,
  channels: ['directSales', 'socialMedia'],
  competitors: ['PetSmart'],
  differentiation: 'No crate time and no drive.',
  experienceLevel: 'advanced',
  hoursPerWeek: 45,
  capitalCents: 60_000_00,
};

const range = (estimate: Estimate) => [estimate.cents, estimate.highCents ?? estimate.cents];
const names = (terms: readonly Term[]) => terms.map((term) => term.name);

describe('sizeMarket', () => {
  it('sizes top-down from the founder’s own activity in the city served, never from a whole sector', () => {
    const sizing = sizeMarket(BAKERY);
    const bakeries = countryData('BR').activities.bakery.turnover!;
    expect(sizing.customer).toMatchObject({ kind: 'business', offerActivity: 'bakery' });
    expect(sizing.served).toMatchObject({ kind: 'city', city: { id: 'curitiba' } });
    const { tam, sam, som } = sizing.topDown;
    expect(tam.terms[0]).toMatchObject({ name: 'subSectorMarket', origin: 'dataset', figure: bakeries });
    expect(names(sam.terms)).toEqual(['subSectorMarket', 'cityShare', 'segmentShare']);
    const curitiba = countryData('BR').cities.find((city) => city.id === 'curitiba')!;
    expect(sam.terms[1]!.value).toBeCloseTo(curitiba.population.value / marketPlace('BR').population!.value);
    expect(names(som.terms).at(-1)).toBe('obtainableShare');
    for (const estimate of [tam, sam, som]) expect(range(estimate)).toEqual(Object.values(productOf(estimate.terms)));
    // The whole food sector is never a term.
    for (const estimate of [tam, sam, som]) expect(names(estimate.terms)).not.toContain('sectorMarket');
  });

  it('says so, and sizes bottom-up only, where the activity has no turnover figure', () => {
    const sizing = sizeMarket(GROOMING_VAN);
    expect(sizing.customer.offerActivity).toBe('petCare');
    expect(countryData('US').activities.petCare.turnover).toBeNull();
    expect(sizing.topDown.som).toEqual({ cents: null, terms: [], missing: 'noSubSectorFigure' });
    expect(sizing.bottomUp.som.cents).not.toBeNull();
  });

  it('counts business customers as the businesses of their activity, not as people', () => {
    const sizing = sizeMarket(BREWERY_SOFTWARE);
    const breweries = countryData('DE').activities.brewery.businesses!;
    expect(sizing.customer).toMatchObject({ kind: 'business', activity: 'brewery' });
    expect(sizing.served.kind).toBe('country');
    expect(sizing.bottomUp.tam.terms[0]).toMatchObject({
      name: 'businesses',
      value: breweries.value,
      figure: breweries,
    });
    // The activity's count is the segment: no share of "how many are this customer" on top.
    expect(names(sizing.bottomUp.sam.terms)).not.toContain('segmentShare');
    const [low, high] = SIZING_ASSUMPTIONS.obtainableShare.business;
    expect(sizing.bottomUp.som.cents).toBe(Math.round(breweries.value * 149_00 * 12 * low));
    expect(sizing.bottomUp.som.highCents).toBe(Math.round(breweries.value * 149_00 * 12 * high));
  });

  it('names what binds: a van’s capacity, not the city’s dog owners', () => {
    const sizing = sizeMarket(GROOMING_VAN);
    expect(sizing.served).toMatchObject({ kind: 'city', city: { id: 'austin' } });
    expect(sizing.capacity?.basis).toBe('jobs');
    expect(sizing.likely).toMatchObject({ binding: 'capacity' });
    expect(sizing.likely!.lowCents).toBe(sizing.capacity!.lowCents);
    expect(sizing.likely!.highCents).toBe(sizing.capacity!.highCents);
    expect(sizing.likely!.highCents).toBeLessThan(sizing.bottomUp.som.highCents!);
  });

  it('names the market when a niche is smaller than what the company could serve', () => {
    const likely = sizeMarket(BREWERY_SOFTWARE).likely!;
    expect(likely.binding).toBe('market');
    expect(likely.highCents).toBeLessThan(sizeMarket(BREWERY_SOFTWARE).capacity!.highCents);
  });

  it('draws a shop’s customers from its neighbourhood, not from its whole city', () => {
    const shop = sizeMarket({
      ...GROOMING_VAN,
      title: 'Pet shop',
      businessType: 'retail',
      channels: ['physicalStore'],
    });
    expect(shop.served.kind).toBe('catchment');
    const [low, high] = SIZING_ASSUMPTIONS.catchmentPeople;
    expect(shop.served.people).toMatchObject({ name: 'catchment', value: low, high, origin: 'assumed' });
    expect(shop.capacity?.basis).toBe('stock');
  });

  it('takes the city chosen on the form over the words, and a typical city when none is known', () => {
    expect(sizeMarket({ ...GROOMING_VAN, city: 'houston' }).served.city?.id).toBe('houston');
    const nowhere = sizeMarket({ ...GROOMING_VAN, targetCustomer: 'Dog owners with full-time jobs' }).served;
    expect(nowhere).toMatchObject({ kind: 'typicalCity', city: null, people: { origin: 'assumed' } });
  });

  it('reports how far apart the two estimates are when both exist', () => {
    const { topDown, bottomUp, likely } = sizeMarket(BAKERY);
    const ratio = Math.max(topDown.som.cents!, bottomUp.som.cents!) / Math.min(topDown.som.cents!, bottomUp.som.cents!);
    expect(likely!.disagreement).toBeCloseTo(ratio, 1);
  });

  it('keeps every dataset term’s source, year and address', () => {
    for (const idea of [BAKERY, BREWERY_SOFTWARE, GROOMING_VAN]) {
      const sizing = sizeMarket(idea);
      const terms = [
        ...Object.values(sizing.topDown).flatMap((estimate) => estimate.terms),
        ...Object.values(sizing.bottomUp).flatMap((estimate) => estimate.terms),
        ...(sizing.capacity?.terms ?? []),
      ];
      for (const term of terms) {
        expect(['told', 'dataset', 'assumed']).toContain(term.origin);
        if (term.origin === 'dataset')
          expect(term.figure).toMatchObject({ source: expect.any(String), year: expect.any(Number) });
      }
    }
  });

  it('is deterministic', () => {
    expect(sizeMarket(BAKERY)).toEqual(sizeMarket(JSON.parse(JSON.stringify(BAKERY)) as IdeaInput));
  });
});
