import { expect, type Page } from '@playwright/test';
import type { Difficulty } from '../../packages/domain/src/simulation/types';
import { originOf, sendUntilTaken } from './app';

export interface CreatedSimulation {
  id: string;
  state: { lastFactors: { priceCents: number } };
}

/**
 * A 12-month Brazilian simulation of the signed-in page's user, made through the API (seed 9, March
 * start; R$ 120,000 on normal unless `capital` and `difficulty` say otherwise).
 */
export async function createSimulationThroughApi(
  page: Page,
  baseURL: string | undefined,
  {
    name,
    businessType,
    capital = 120_000_00,
    difficulty = 'normal',
  }: { name: string; businessType: string; capital?: number; difficulty?: Difficulty },
): Promise<CreatedSimulation> {
  const created = await sendUntilTaken(() =>
    page.request.post('/api/simulations', {
      data: {
        name,
        businessType,
        country: 'BR',
        currency: 'BRL',
        startingCapitalCents: capital,
        horizonMonths: 12,
        difficulty,
        seed: 9,
        firstCalendarMonth: 3,
      },
      headers: { origin: originOf(baseURL) },
    }),
  );
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { simulation: CreatedSimulation }).simulation;
}

/** Plays `month` through the API with the plainest decisions: the reference price, nothing spent. */
export async function playPlainMonthThroughApi(
  page: Page,
  baseURL: string | undefined,
  simulation: CreatedSimulation,
  month: number,
): Promise<void> {
  const played = await sendUntilTaken(() =>
    page.request.post(`/api/simulations/${simulation.id}/months`, {
      data: {
        month,
        decisions: {
          priceCents: simulation.state.lastFactors.priceCents,
          marketingCents: 0,
          headcountDelta: 0,
          purchaseUnits: 0,
          capacityInvestmentCents: 0,
          qualityInvestmentCents: 0,
          loanCents: 0,
          eventChoice: null,
        },
      },
      headers: { origin: originOf(baseURL) },
    }),
  );
  expect(played.status(), await played.text()).toBe(200);
}
