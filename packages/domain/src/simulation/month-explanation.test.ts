import { describe, expect, it } from 'vitest';
import { createSimulation } from './create-simulation';
import { presetFor } from './presets';
import { decisionBounds } from './validate';
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
    expect(d.seasonality + d.priceResponse + d.market + d.noise + d.recoveredSales + d.capacity).toBe(0);
  });

  it('counts a month’s lost sales as a cost, and last month’s as recovered, never netted into a gain', () => {
    const setup = quiet({ businessType: 'ecommerce' }, 3);
    // Too little stock for a thousand customers: the month sells out.
    const short = step({ ...createSimulation(setup), customers: 1_000 }, { purchaseUnits: 100 });
    expect(short.result.kpis.lostSalesUnits).toBeGreaterThan(0);
    expect(short.result.explanation.revenueDrivers.capacity).toBeLessThan(0);
    // Enough stock the next month: the shortfall comes back as its own driver, and nothing is lost.
    const served = step(short.state, { purchaseUnits: 5_000 });
    expect(served.result.kpis.lostSalesUnits).toBe(0);
    expect(served.result.explanation.revenueDrivers.recoveredSales).toBeGreaterThan(0);
    expect(served.result.explanation.revenueDrivers.capacity).toBe(0);
    for (const { result } of [short, served]) {
      const d = result.explanation.revenueDrivers;
      expect(Object.values(d).reduce((a, b) => a + b, 0)).toBe(result.explanation.revenueChangeCents);
    }
  });

  it('names, as the largest driver, the largest one in the direction revenue and cash moved', () => {
    for (const businessType of ['retail', 'service', 'saas', 'food'] as const) {
      let state = createSimulation(quiet({ businessType }, 12));
      const preset = presetFor(businessType, 'BRL');
      for (let month = 0; month < 12; month++) {
        // Prices and stock that swing, so drivers pull both ways.
        const { result, state: next } = step(state, {
          priceCents: Math.round(preset.referencePriceCents * (month % 3 === 1 ? 1.4 : 0.9)),
          purchaseUnits: Math.min(decisionBounds(state).purchaseUnits.max, month % 2 === 0 ? 50 : 3_000),
        });
        const e = result.explanation;
        if (e.revenueChangeCents !== 0 && e.largestRevenueDriver)
          expect(Math.sign(e.revenueDrivers[e.largestRevenueDriver])).toBe(Math.sign(e.revenueChangeCents));
        if (e.cashChangeCents !== 0 && e.largestCashDriver)
          expect(Math.sign(e.cashDrivers[e.largestCashDriver])).toBe(Math.sign(e.cashChangeCents));
        for (const value of Object.values(e.revenueDrivers)) expect(Number.isInteger(value)).toBe(true);
        expect(e.revenueDrivers.capacity).toBeLessThanOrEqual(0);
        expect(e.revenueDrivers.recoveredSales).toBeGreaterThanOrEqual(0);
        state = next;
        if (state.status !== 'running') break;
      }
    }
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
