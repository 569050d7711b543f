import { ErrorResponse } from '@alavanca/contracts/errors';
import {
  SimulationListResponse,
  SimulationResponse,
  type CreateSimulationRequest,
  type Simulation,
} from '@alavanca/contracts/simulations';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { createSimulation, suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import type { MonthDecisions, SimulationSetup } from '@alavanca/domain/simulation/types';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { signUpTestUser, type TestUser } from './users';
import { useTestApp } from './test-app';

export const SETUP = {
  businessType: 'service',
  name: 'Estúdio Ana',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 150_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  seed: 42,
  firstCalendarMonth: 3,
} as const satisfies CreateSimulationRequest;

/** A SaaS with the smallest capital, on hard: two developers' payroll sink it in the first month. */
export const DOOMED_SETUP = {
  ...SETUP,
  businessType: 'saas',
  name: 'Nuvem Frágil',
  startingCapitalCents: 1_000_00,
  difficulty: 'hard',
} as const satisfies CreateSimulationRequest;

export const CONCURRENT_CREATES = 20;

/** Puts a user on a plan directly, as a finished payment would. */
export async function setPlan(db: Database, userId: string, plan: string): Promise<void> {
  await db.query(`update subscriptions set plan = $2, status = 'active' where user_id = $1`, [userId, plan]);
}

export async function countRows(
  db: Database,
  table: 'simulations' | 'simulation_months',
  userId: string,
): Promise<number> {
  const [row] = await db.query<{ count: number }>(`select count(*)::int as count from ${table} where user_id = $1`, [
    userId,
  ]);
  return row?.count ?? 0;
}

/** The engine's output as stored: JSON (which, for one, has no negative zero). */
export const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A seed under which `setup`'s first month (with the suggested decisions) ends asking a choice. */
export function seedWithEventInFirstMonth(setup: SimulationSetup): number {
  for (let seed = 1; seed < 10_000; seed += 1) {
    const start = createSimulation({ ...setup, seed });
    if (stepMonth(start, suggestDecisions(start)).state.pendingEvent) return seed;
  }
  throw new Error('No seed in 10,000 asks a choice in the first month.');
}

/** The simulation route tests' app for the enclosing suite, and their ways of calling it. */
export function useSimulationsApp(getDb: () => Database) {
  const api = useTestApp(getDb);

  const newUser = async (plan?: string) => {
    const user = await signUpTestUser(api.baseUrl);
    if (plan) await setPlan(getDb(), user.user.id, plan);
    return user;
  };

  async function readError(response: Response) {
    return ErrorResponse.parse(await response.json()).error;
  }

  function create(user: TestUser, body: unknown = SETUP) {
    return api.call('POST', '/api/simulations', { cookie: user.cookie, body });
  }

  async function created(user: TestUser, body: unknown = SETUP): Promise<Simulation> {
    const response = await create(user, body);
    expect(response.status).toBe(201);
    return SimulationResponse.parse(await response.json()).simulation;
  }

  async function detail(user: TestUser, id: string): Promise<Simulation> {
    const response = await api.call('GET', `/api/simulations/${id}`, { cookie: user.cookie });
    expect(response.status).toBe(200);
    return SimulationResponse.parse(await response.json()).simulation;
  }

  async function list(user: TestUser, query = '') {
    const response = await api.call('GET', `/api/simulations${query}`, { cookie: user.cookie });
    expect(response.status).toBe(200);
    return SimulationListResponse.parse(await response.json());
  }

  /** The month's decisions: the engine's suggestion with `change` on top. */
  function decisionsFor(simulation: Simulation, change: Partial<MonthDecisions> = {}): MonthDecisions {
    return { ...suggestDecisions(simulation.state), ...change };
  }

  function postMonth(user: TestUser, id: string, body: unknown) {
    return api.call('POST', `/api/simulations/${id}/months`, { cookie: user.cookie, body });
  }

  async function advance(
    user: TestUser,
    simulation: Simulation,
    change: Partial<MonthDecisions> = {},
  ): Promise<Simulation> {
    const response = await postMonth(user, simulation.id, {
      month: simulation.month + 1,
      decisions: decisionsFor(simulation, change),
    });
    expect(response.status).toBe(200);
    return SimulationResponse.parse(await response.json()).simulation;
  }

  async function usedSimulations(user: TestUser): Promise<number> {
    const response = await api.call('GET', '/api/subscription', { cookie: user.cookie });
    return SubscriptionState.parse(await response.json()).usage.simulations;
  }

  return { api, newUser, readError, create, created, detail, list, decisionsFor, postMonth, advance, usedSimulations };
}
