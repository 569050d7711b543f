import { describe, expect, it } from 'vitest';
import { createSimulation } from './create-simulation';
import { presetFor } from './presets';
import { quiet, step } from './testing/month-fixtures';

describe('stepMonth: explanation', () => {
  it('attributes a price rise to the price (up) and to the units each customer buys (down)', () => {
    const setup = quiet({ businessType: 'ecommerce' }, 2);
    const preset = presetFor('ecommerce', 'BRL');
    const first = step({ ...createSimulation(setup), customers: 1_000 }, { purchaseUnits: 2_000 });
    const second = step(first.state, {
      priceCents: Math.round(preset.referencePriceCents * 1.3),
      purchaseUnits: 2_000,
    });
    const d = second.result.explanation.revenueDrivers;
    expect(d.price).toBeGreaterThan(0);
    expect(d.priceResponse).toBeLessThan(0);
    expect(d.capacity).toBe(0);
    expect(d.lostCustomers).toBeLessThan(0);
    expect(Object.values(d).reduce((a, b) => a + b, 0)).toBe(second.result.explanation.revenueChangeCents);
  });

  it('splits a saas month into customers won, customers lost and price, in exact cents', () => {
    const setup = quiet({ businessType: 'saas' }, 2);
    const first = step({ ...createSimulation(setup), customers: 300 });
    const second = step(first.state, { priceCents: first.result.decisions.priceCents + 10_00 });
    const d = second.result.explanation.revenueDrivers;
    const k = second.result.kpis;
    const oldPrice = first.result.decisions.priceCents;
    expect(d.newCustomers).toBe(k.newCustomers * oldPrice);
    expect(d.lostCustomers).toBe(-k.lostCustomers * oldPrice);
    expect(d.price).toBe(k.customers * 10_00);
    expect(d.seasonality + d.priceResponse + d.market + d.noise + d.capacity).toBe(0);
  });

  it('names the cash drivers: sales in, stock, costs, taxes, investment and financing out', () => {
    const setup = quiet({}, 2);
    const first = step(createSimulation(setup), { capacityInvestmentCents: 5_000_00, loanCents: 20_000_00 });
    const c = first.result.explanation.cashDrivers;
    expect(c.sales).toBe(first.result.income.grossRevenueCents);
    expect(c.inventory).toBe(-first.result.decisions.purchaseUnits * presetFor('retail', 'BRL').unitCostCents);
    expect(c.investment).toBe(-5_000_00);
    expect(c.financing).toBe(20_000_00);
    expect(c.taxes).toBe(0);
    expect(step(first.state).result.explanation.cashDrivers.taxes).toBe(-first.result.income.revenueTaxesCents);
  });
});
