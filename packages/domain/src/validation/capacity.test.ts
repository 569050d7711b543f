import { describe, expect, it } from 'vitest';
import { CAPACITY_ASSUMPTIONS as A, capacityOf, type CapacityContext } from './capacity';
import type { IdeaInput } from './idea';
import { marketPlace } from './market-data';

const BASE: IdeaInput = {
  title: 'x',
  problem: 'x',
  targetCustomer: 'x',
  solution: 'x',
  businessType: 'service',
  country: 'BR',
  region: 'Brasil',
  priceCents: 100_00,
  currency: 'BRL',
  pricingModel: 'oneOff',
  purchasesPerYear: 6,
  channels: ['directSales'],
  competitors: [],
  differentiation: '',
  experienceLevel: 'intermediate',
  hoursPerWeek: 40,
  capitalCents: 50_000_00,
};
const LOCAL: CapacityContext = {
  kind: 'person',
  offerActivity: null,
  online: false,
  gdpPerCapita: marketPlace('BR').gdpPerCapita,
};
const range = (idea: Partial<IdeaInput>, context: Partial<CapacityContext> = {}) => {
  const capacity = capacityOf({ ...BASE, ...idea }, { ...LOCAL, ...context })!;
  return { basis: capacity.basis, low: capacity.lowCents, high: capacity.highCents };
};

describe('capacityOf', () => {
  it('caps a service by its people’s jobs a day: a groomer’s dogs, over the founder’s working days', () => {
    const [fewest, most] = A.jobsPerDay.petCare;
    const days = (40 / A.hoursPerDay) * A.workingWeeks;
    expect(range({}, { offerActivity: 'petCare' })).toEqual({
      basis: 'jobs',
      low: fewest * days * A.workers[0] * 100_00,
      high: most * days * A.workers[1] * 100_00,
    });
  });

  it('caps hourly work by the billable share of the founder’s own hours, with no hire', () => {
    expect(range({ pricingModel: 'hourly', hoursPerWeek: 25 })).toEqual({
      basis: 'hours',
      low: Math.round(25 * A.workingWeeks * A.billableShare[0] * 100_00),
      high: Math.round(25 * A.workingWeeks * A.billableShare[1] * 100_00),
    });
  });

  it('caps a monthly service by the clients a person keeps', () => {
    const [fewest, most] = A.clientsPerWorker.accounting;
    expect(
      range({ pricingModel: 'monthly', purchasesPerYear: 12 }, { offerActivity: 'accounting', kind: 'business' }),
    ).toEqual({
      basis: 'clients',
      low: fewest * A.workers[0] * 100_00 * 12,
      high: most * A.workers[1] * 100_00 * 12,
    });
  });

  it('caps a café by its covers and a subscription kitchen by its accounts, businesses fewer than homes', () => {
    expect(range({ businessType: 'food', priceCents: 20_00 }, { offerActivity: 'cafeBar' })).toMatchObject({
      basis: 'covers',
      low: A.coversPerDay.cafeBar[0] * A.openDays * 20_00,
    });
    const homes = range({ businessType: 'food', pricingModel: 'weekly', purchasesPerYear: 46 }, { kind: 'household' });
    const firms = range({ businessType: 'food', pricingModel: 'weekly', purchasesPerYear: 46 }, { kind: 'business' });
    expect(homes.basis).toBe('accounts');
    expect(firms.high).toBeLessThan(homes.high);
  });

  it('caps a shop by the stock its capital buys: no capital, no stock', () => {
    const shop = range({ businessType: 'retail' }, { offerActivity: 'grocery' });
    expect(shop.basis).toBe('stock');
    expect(shop.high / shop.low).toBeCloseTo(A.stockTurns.grocery[1] / A.stockTurns.grocery[0]);
    expect(range({ businessType: 'retail', capitalCents: 0 })).toMatchObject({ low: 0, high: 0 });
  });

  it('caps an online shop by the visits it earns, fewer for a part-time founder', () => {
    const full = range({ businessType: 'ecommerce' }, { online: true });
    const part = range({ businessType: 'ecommerce', hoursPerWeek: 10 }, { online: true });
    expect(full.basis).toBe('visits');
    expect(part.high).toBeLessThan(full.high);
  });

  it('caps software for businesses by the deals its founder can close, and for people by visits', () => {
    expect(
      range({ businessType: 'saas', pricingModel: 'monthly', purchasesPerYear: 12 }, { kind: 'business', online: true })
        .basis,
    ).toBe('sales');
    expect(range({ businessType: 'saas', pricingModel: 'monthly', purchasesPerYear: 12 }, { online: true }).basis).toBe(
      'visits',
    );
  });

  it('caps any other local business by what a small team brings in, from the country’s GDP per person', () => {
    expect(range({ businessType: 'other' }).basis).toBe('workers');
    expect(capacityOf({ ...BASE, businessType: 'other' }, { ...LOCAL, gdpPerCapita: null })).toBeNull();
  });
});
