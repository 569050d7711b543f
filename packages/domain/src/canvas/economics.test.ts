import { describe, expect, it } from 'vitest';
import { canvasEconomics } from './economics';
import { BAKERY, SALON_SAAS, canvas, card } from './testing/canvas-corpus';

describe('a canvas’s month in numbers', () => {
  it('adds the bakery’s streams and costs up to the cent', () => {
    // 600 customers × R$ 18 × 52/12 baskets; R$ 18,000 fixed and R$ 6 a basket.
    expect(canvasEconomics(BAKERY)).toEqual({
      monthlyRevenueCents: 46_800_00,
      fixedCostsCents: 18_000_00,
      variableCostPerPurchaseCents: 6_00,
      monthlyCostsCents: 33_600_00,
      monthlyResultCents: 13_200_00,
      customers: 600,
      breakEvenCustomers: 347,
      streams: [
        {
          cardId: 'basket',
          monthlyRevenueCents: 46_800_00,
          contributionPerCustomerCents: 52_00,
          acquisitionCostCents: 15_00,
          paybackMonths: 15_00 / 52_00,
        },
      ],
    });
  });

  it('blends the channels aimed at a stream’s segments, and ignores the others', () => {
    const blended = {
      ...SALON_SAAS,
      cards: [
        ...SALON_SAAS.cards,
        card('referrals', 'channels', 'Indicação de salões clientes', {
          links: ['salons'],
          channel: { acquisitionCostCents: 200_00 },
        }),
        card('fairs', 'channels', 'Feiras de beleza', {
          links: ['barbers'],
          channel: { acquisitionCostCents: 5_000_00 },
        }),
      ],
    };
    const [stream] = canvasEconomics(blended).streams;
    expect(stream).toMatchObject({ acquisitionCostCents: 700_00, contributionPerCustomerCents: 74_00 });
    expect(stream!.paybackMonths).toBeCloseTo(700 / 74, 10);
  });

  it('weighs break-even by the streams’ customers, and has none when no customer leaves money', () => {
    const two = canvas('businessModel', 'service', 'BRL', [
      card('fixed', 'costStructure', 'Aluguel', { cost: { costKind: 'fixed', amountCents: 10_000_00 } }),
      card('hour', 'revenueStreams', 'Hora avulsa', {
        revenue: { priceCents: 100_00, pricingModel: 'hourly', purchasesPerYear: 12, customers: 30 },
      }),
      card('plan', 'revenueStreams', 'Plano mensal', {
        revenue: { priceCents: 300_00, pricingModel: 'monthly', purchasesPerYear: 12, customers: 10 },
      }),
    ]);
    // Contributions R$ 100 and R$ 300 a month, weighed 3 to 1: R$ 150 per customer.
    expect(canvasEconomics(two).breakEvenCustomers).toBe(67);
    const losing = {
      ...two,
      cards: [
        ...two.cards,
        card('cost', 'costStructure', 'Material', { cost: { costKind: 'variable', amountCents: 400_00 } }),
      ],
    };
    expect(canvasEconomics(losing).breakEvenCustomers).toBeNull();
    expect(canvasEconomics(canvas('lean', 'saas', 'USD', [])).breakEvenCustomers).toBeNull();
  });
});
