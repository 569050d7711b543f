import { expect, type Page } from '@playwright/test';
import { originOf } from './app';

export interface CreatedSimulation {
  id: string;
  state: { lastFactors: { priceCents: number } };
}

/** A 12-month Brazilian simulation of the signed-in page's user, made through the API (seed 9, March start). */
export async function createSimulationThroughApi(
  page: Page,
  baseURL: string | undefined,
  { name, businessType }: { name: string; businessType: string },
): Promise<CreatedSimulation> {
  const created = await page.request.post('/api/simulations', {
    data: {
      name,
      businessType,
      country: 'BR',
      currency: 'BRL',
      startingCapitalCents: 120_000_00,
      horizonMonths: 12,
      difficulty: 'normal',
      seed: 9,
      firstCalendarMonth: 3,
    },
    headers: { origin: originOf(baseURL) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { simulation: CreatedSimulation }).simulation;
}
