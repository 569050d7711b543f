import type { RecordedRequest, Route } from '@/test/fake-api';
import type {
  CreateSimulationRequest,
  Simulation,
  SimulationListSort,
  SimulationSummary,
} from '@alavanca/contracts/simulations';
import { createSimulation } from '@alavanca/domain/simulation/create-simulation';
import type { SimulationSetup } from '@alavanca/domain/simulation/types';
import type { SimulationPreferences } from '../utils/setup';

let sequence = 0;

/** A valid, distinct uuid per call (version 4, RFC variant), readable in a failing test. */
/** The spec's default preferences (Brazil), as the list and the form read them. */
export const TEST_PREFERENCES: SimulationPreferences = {
  currency: 'BRL',
  numberFormat: 'decimal',
  dateFormat: 'DD/MM/YYYY',
  timezone: 'America/Sao_Paulo',
  country: 'BR',
};

export function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

const BASE_TIME = Date.parse('2025-03-05T15:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;

/** One row of the list as the server answers it: a BRL e-commerce at month 3 of 12 unless told otherwise. */
export function makeSummary(overrides: Partial<SimulationSummary> & { hoursAgo?: number } = {}): SimulationSummary {
  const { hoursAgo = 0, ...fields } = overrides;
  const at = new Date(BASE_TIME - hoursAgo * HOUR_MS).toISOString();
  return {
    id: nextId(),
    name: 'Loja da Ana',
    businessType: 'ecommerce',
    currency: 'BRL',
    status: 'active',
    month: 3,
    horizonMonths: 12,
    kpis: {
      revenueCents: 1_234_567,
      netProfitCents: -123_450,
      cashCents: 8_765_432,
      runwayMonths: 7,
      customers: 120,
      satisfaction: 64,
    },
    score: null,
    createdAt: at,
    updatedAt: at,
    finishedAt: null,
    ...fields,
  };
}

const DEFAULT_SETUP: SimulationSetup = {
  businessType: 'ecommerce',
  name: 'Loja da Ana',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 100_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  seed: 42,
  firstCalendarMonth: 3,
};

/** A whole simulation before its first month, built by the real engine: what create and duplicate answer. */
export function makeSimulation(setup: Partial<SimulationSetup> = {}, id = nextId()): Simulation {
  const full = { ...DEFAULT_SETUP, ...setup };
  const at = new Date(BASE_TIME).toISOString();
  return {
    id,
    name: full.name,
    businessType: full.businessType,
    currency: full.currency,
    status: 'active',
    month: 0,
    horizonMonths: full.horizonMonths,
    setup: full,
    state: createSimulation(full),
    months: [],
    score: null,
    createdAt: at,
    updatedAt: at,
    finishedAt: null,
  };
}

/** The list row of a whole simulation. */
export function summaryOf(simulation: Simulation): SimulationSummary {
  return {
    id: simulation.id,
    name: simulation.name,
    businessType: simulation.businessType,
    currency: simulation.currency,
    status: simulation.status,
    month: simulation.month,
    horizonMonths: simulation.horizonMonths,
    kpis: null,
    score: null,
    createdAt: simulation.createdAt,
    updatedAt: simulation.updatedAt,
    finishedAt: simulation.finishedAt,
  };
}

function compare(sort: SimulationListSort) {
  return (a: SimulationSummary, b: SimulationSummary) => {
    if (sort === 'name') return a.name.localeCompare(b.name, 'pt-BR') || a.id.localeCompare(b.id);
    const field = sort === 'created' ? 'createdAt' : 'updatedAt';
    return b[field].localeCompare(a[field]) || b.id.localeCompare(a.id);
  };
}

/**
 * The simulations API over an in-memory list, as the server behaves: filter, sort and keyset pages
 * (the cursor here is the last row's id), create, duplicate and delete. `routes` is for stubApi;
 * `overrides` replace an answer (a 403, a 400) for one method and path.
 */
export function fakeSimulationServer(
  initial: readonly SimulationSummary[],
  { pageSize = 20, overrides = {} }: { pageSize?: number; overrides?: Record<string, Route> } = {},
) {
  const rows = [...initial];

  const list = (request: RecordedRequest) => {
    const status = request.query?.status ?? 'all';
    const sort = (request.query?.sort ?? 'updated') as SimulationListSort;
    const matching = rows.filter((row) => status === 'all' || row.status === status).sort(compare(sort));
    const cursor = request.query?.cursor;
    const start = cursor ? matching.findIndex((row) => row.id === cursor) + 1 : 0;
    const page = matching.slice(start, start + pageSize);
    const more = start + pageSize < matching.length;
    return { body: { simulations: page, nextCursor: more ? (page.at(-1)?.id ?? null) : null } };
  };

  const create = (request: RecordedRequest) => {
    const body = request.body as CreateSimulationRequest;
    const simulation = makeSimulation({ ...body, seed: body.seed ?? 7 });
    rows.push(summaryOf(simulation));
    return { status: 201, body: { simulation } };
  };

  const routes: Record<string, Route> = { 'GET /api/simulations': list, 'POST /api/simulations': create };
  for (const row of initial) {
    routes[`POST /api/simulations/${row.id}/duplicate`] = () => {
      const copy = makeSimulation({
        name: row.name,
        businessType: row.businessType,
        currency: row.currency,
        horizonMonths: row.horizonMonths,
      });
      rows.push({ ...summaryOf(copy), updatedAt: new Date(BASE_TIME + HOUR_MS).toISOString() });
      return { status: 201, body: { simulation: copy } };
    };
    routes[`DELETE /api/simulations/${row.id}`] = () => {
      const index = rows.findIndex((candidate) => candidate.id === row.id);
      if (index !== -1) rows.splice(index, 1);
      return { status: 204 };
    };
  }
  return { rows, routes: { ...routes, ...overrides } };
}
