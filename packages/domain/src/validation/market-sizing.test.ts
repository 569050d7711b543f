import { describe, expect, it } from 'vitest';
import { ECB_REFERENCE_RATES, convertMoney } from './exchange-rates';
import type { IdeaInput } from './idea';
import { marketPlace } from './market-data';
import { SIZING_ASSUMPTIONS, sizeMarket, type Estimate } from './market-sizing';

const SHOP: IdeaInput = {
  title: 'Cosméticos veganos online',
  problem: 'Quem quer cosméticos veganos perde tempo procurando marcas confiáveis toda vez que compra.',
  targetCustomer: 'Mulheres de 25 a 40 anos que já compram cosméticos veganos',
  solution: 'Uma loja online com curadoria e entrega em 2 dias.',
  businessType: 'ecommerce',
  country: 'BR',
  region: 'Brasil',
  priceCents: 89_90,
  currency: 'BRL',
  pricingModel: 'oneOff',
  purchasesPerYear: 4,
  channels: ['ownWebsite', 'socialMedia'],
  competitors: ['Natura', 'Amazon'],
  differentiation: 'Só marcas com selo vegano verificado.',
  experienceLevel: 'intermediate',
  hoursPerWeek: 30,
  capitalCents: 40_000_00,
};

const product = (estimate: Estimate) => Math.round(estimate.terms.reduce((total, term) => total * term.value, 1));

describe('sizeMarket', () => {
  it('sizes a Brazilian online shop top-down from the sector and bottom-up from its price, each term sourced', () => {
    const brazil = marketPlace('BR');
    const sizing = sizeMarket(SHOP);
    expect(sizing.place).toEqual({ kind: 'country', code: 'BR' });
    const { tam, sam, som } = sizing.topDown;
    expect(tam.cents).toBe(Math.round(brazil.sectors.ecommerce!.value * 100));
    expect(tam.terms[0]).toMatchObject({ name: 'sectorMarket', origin: 'dataset', figure: brazil.sectors.ecommerce });
    expect(sam.terms.map((term) => term.name)).toEqual(['sectorMarket', 'onlineReach']);
    expect(sam.terms[1]).toMatchObject({ value: brazil.internetUsers!.value / 100, origin: 'dataset' });
    expect(som.terms.at(-1)).toMatchObject({
      name: 'obtainableShare',
      value: SIZING_ASSUMPTIONS.obtainableShare,
      origin: 'assumed',
    });
    for (const estimate of [tam, sam, som]) expect(estimate.cents).toBe(product(estimate));

    const bottom = sizing.bottomUp;
    expect(bottom.tam.terms.map((term) => [term.name, term.origin])).toEqual([
      ['people', 'dataset'],
      ['price', 'told'],
      ['purchasesPerYear', 'told'],
    ]);
    expect(bottom.tam.cents).toBe(Math.round(brazil.population!.value * 89_90 * 4));
    expect(bottom.sam.terms.slice(-2).map((term) => [term.name, term.origin])).toEqual([
      ['onlineReach', 'dataset'],
      ['segmentShare', 'assumed'],
    ]);
    expect(bottom.som.cents).toBe(product(bottom.som));
    expect(bottom.som.cents!).toBeLessThan(bottom.sam.cents!);
    // Every figure of the dataset used carries its source and year.
    for (const term of [...sam.terms, ...bottom.som.terms]) {
      if (term.origin === 'dataset')
        expect(term.figure).toMatchObject({ source: expect.any(String), year: expect.any(Number) });
    }
  });

  it('converts a figure published in another currency at the dated ECB rate, and says so', () => {
    const brazil = marketPlace('BR');
    const sizing = sizeMarket({ ...SHOP, businessType: 'saas', pricingModel: 'monthly', purchasesPerYear: 12 });
    const sector = sizing.topDown.tam.terms[0]!;
    expect(brazil.sectors.saas!.currency).toBe('USD');
    expect(sector.converted).toEqual({ from: 'USD', rateDate: ECB_REFERENCE_RATES.date });
    expect(sector.value).toBe(Math.round(convertMoney(brazil.sectors.saas!.value * 100, 'USD', 'BRL')));
  });

  it('leaves top-down empty where the dataset has no market for the type, and never uses GDP as one', () => {
    const other = sizeMarket({ ...SHOP, businessType: 'other' });
    expect(other.topDown.tam).toEqual({ cents: null, terms: [], missing: 'noSectorFigure' });
    expect(other.topDown.som.cents).toBeNull();
    expect(other.bottomUp.som.cents).toBeGreaterThan(0);
    // Spain publishes no services market in the dataset.
    const spain = sizeMarket({ ...SHOP, businessType: 'service', country: 'ES', region: 'Europa', currency: 'EUR' });
    expect(spain.place).toEqual({ kind: 'country', code: 'ES' });
    expect(spain.topDown.tam.missing).toBe('noSectorFigure');
  });

  it('uses the region when the idea targets one beyond its country', () => {
    const sizing = sizeMarket({ ...SHOP, region: 'América Latina' });
    expect(sizing.place).toEqual({ kind: 'region', name: 'América Latina' });
    expect(sizing.topDown.tam.missing).toBe('noSectorFigure');
    expect(sizing.bottomUp.tam.terms[0]).toMatchObject({ value: marketPlace('América Latina').population!.value });
  });

  it('counts businesses for a business customer, and reaches a neighbourhood locally', () => {
    const sizing = sizeMarket({
      ...SHOP,
      businessType: 'service',
      targetCustomer: 'Restaurantes do bairro de Pinheiros com até 20 mesas',
      pricingModel: 'monthly',
      priceCents: 300_00,
      purchasesPerYear: 12,
    });
    expect(sizing.bottomUp.tam.terms[0]).toMatchObject({
      name: 'businesses',
      value: marketPlace('BR').businesses!.value,
    });
    expect(sizing.bottomUp.sam.terms.find((term) => term.name === 'localReach')).toMatchObject({
      value: SIZING_ASSUMPTIONS.localReachShare,
      origin: 'assumed',
    });
    // A local market is won faster than a national one.
    expect(sizing.bottomUp.som.terms.at(-1)).toMatchObject({
      name: 'obtainableShare',
      value: SIZING_ASSUMPTIONS.localObtainableShare,
    });
  });

  it('caps an hourly business at the hours the founder can sell', () => {
    const sizing = sizeMarket({
      ...SHOP,
      businessType: 'service',
      targetCustomer: 'Pequenas empresas que precisam de contabilidade',
      pricingModel: 'hourly',
      priceCents: 150_00,
      purchasesPerYear: 20,
      hoursPerWeek: 20,
    });
    const { som } = sizing.bottomUp;
    expect(som.cap).toMatchObject({ name: 'hoursCapacity', value: 20 * SIZING_ASSUMPTIONS.workingWeeks * 150_00 });
    expect(som.cents).toBe(som.cap!.value);
    expect(product(som)).toBeGreaterThan(som.cents!);
  });
});
