import { randomUUID } from 'node:crypto';
import { ErrorResponse } from '@alavanca/contracts/errors';
import { RealtimeEvent } from '@alavanca/contracts/notifications';
import {
  SimulationListResponse,
  SimulationResponse,
  type CreateSimulationRequest,
  type Simulation,
} from '@alavanca/contracts/simulations';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { createSimulation, suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { finishSimulation } from '@alavanca/domain/simulation/score';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import {
  EVENT_CHOICES,
  type MonthDecisions,
  type MonthResult,
  type SimulationSetup,
  type SimulationState,
} from '@alavanca/domain/simulation/types';
import { PLAN_LIMITS } from '@alavanca/domain/quotas/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { describeEachDatabase } from '../../test/databases';
import { signUpTestUser, type TestUser } from '../../test/users';
import { startTestApp, type TestApp } from '../../test/test-app';

const SETUP = {
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
const DOOMED_SETUP = {
  ...SETUP,
  businessType: 'saas',
  name: 'Nuvem Frágil',
  startingCapitalCents: 1_000_00,
  difficulty: 'hard',
} as const satisfies CreateSimulationRequest;

const CONCURRENT_CREATES = 20;

/** Puts a user on a plan directly, as a finished payment would. */
async function setPlan(db: Database, userId: string, plan: string): Promise<void> {
  await db.query(`update subscriptions set plan = $2, status = 'active' where user_id = $1`, [userId, plan]);
}

async function countRows(db: Database, table: 'simulations' | 'simulation_months', userId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(`select count(*)::int as count from ${table} where user_id = $1`, [
    userId,
  ]);
  return row?.count ?? 0;
}

/** The engine's output as stored: JSON (which, for one, has no negative zero). */
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A seed under which `setup`'s first month (with the suggested decisions) ends asking a choice. */
function seedWithEventInFirstMonth(setup: SimulationSetup): number {
  for (let seed = 1; seed < 10_000; seed += 1) {
    const start = createSimulation({ ...setup, seed });
    if (stepMonth(start, suggestDecisions(start)).state.pendingEvent) return seed;
  }
  throw new Error('No seed in 10,000 asks a choice in the first month.');
}

describeEachDatabase('business simulations', (getDb) => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp(getDb());
  });
  afterAll(async () => {
    await api?.close();
  });

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

  it.each([
    ['POST', '/api/simulations', SETUP],
    ['GET', '/api/simulations', undefined],
    ['GET', `/api/simulations/${randomUUID()}`, undefined],
    ['POST', `/api/simulations/${randomUUID()}/months`, { month: 1, decisions: {} }],
    ['POST', `/api/simulations/${randomUUID()}/finish`, undefined],
    ['POST', `/api/simulations/${randomUUID()}/duplicate`, {}],
    ['DELETE', `/api/simulations/${randomUUID()}`, undefined],
  ])('%s %s answers 401 without a session', async (method, pathname, body) => {
    const response = await api.call(method, pathname, { body });
    expect(response.status).toBe(401);
    expect((await readError(response)).code).toBe('UNAUTHENTICATED');
  });

  describe('create, list and detail', () => {
    it('creates a simulation from the setup, counts one use, lists it and shows it', async () => {
      const alice = await newUser();
      const simulation = await created(alice);
      expect(simulation).toMatchObject({
        name: 'Estúdio Ana',
        businessType: 'service',
        currency: 'BRL',
        status: 'active',
        month: 0,
        horizonMonths: 12,
        setup: SETUP,
        months: [],
        score: null,
        finishedAt: null,
      });
      // The state the engine starts from, as stored.
      expect(simulation.state).toEqual(asStored(createSimulation(SETUP)));
      expect(await usedSimulations(alice)).toBe(1);

      const page = await list(alice);
      expect(page).toEqual({
        simulations: [
          {
            id: simulation.id,
            name: 'Estúdio Ana',
            businessType: 'service',
            currency: 'BRL',
            status: 'active',
            month: 0,
            horizonMonths: 12,
            kpis: null,
            score: null,
            createdAt: simulation.createdAt,
            updatedAt: simulation.updatedAt,
            finishedAt: null,
          },
        ],
        nextCursor: null,
      });
      expect(await detail(alice, simulation.id)).toEqual(simulation);
    });

    it('draws a seed when none is given', async () => {
      const alice = await newUser('pro');
      const { seed: _seed, ...withoutSeed } = SETUP;
      const first = await created(alice, withoutSeed);
      const second = await created(alice, withoutSeed);
      for (const simulation of [first, second]) {
        expect(Number.isInteger(simulation.setup.seed)).toBe(true);
        expect(simulation.setup.seed).toBeGreaterThanOrEqual(0);
        expect(simulation.setup.seed).toBeLessThanOrEqual(0xffff_ffff);
        expect(simulation.state).toEqual(asStored(createSimulation(simulation.setup)));
      }
    });

    it('refuses an invalid setup field by field, consuming nothing', async () => {
      const alice = await newUser();
      const malformed = await create(alice, {
        ...SETUP,
        name: '  ',
        businessType: 'mine',
        horizonMonths: 18,
        seed: -1,
        startingCapitalCents: 10.5,
      });
      expect(malformed.status).toBe(400);
      expect(await readError(malformed)).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: expect.arrayContaining([
          { path: 'name', message: 'validation.required' },
          { path: 'businessType', message: 'validation.invalidOption' },
          { path: 'horizonMonths', message: 'validation.invalidOption' },
          { path: 'seed', message: 'validation.outOfRange' },
          { path: 'startingCapitalCents', message: 'validation.notInteger' },
        ]),
      });

      // Ranges that depend on the currency are the engine's, with the same catalog keys.
      const tooPoor = await create(alice, { ...SETUP, startingCapitalCents: 500_00 });
      expect(tooPoor.status).toBe(400);
      expect((await readError(tooPoor)).issues).toEqual([
        { path: 'startingCapitalCents', message: 'validation.outOfRange' },
      ]);

      expect(await usedSimulations(alice)).toBe(0);
      expect(await countRows(getDb(), 'simulations', alice.user.id)).toBe(0);
      // The Free plan's one simulation is still there to use.
      await created(alice);
      expect(await usedSimulations(alice)).toBe(1);
    });
  });

  describe('quota', () => {
    it("refuses a Free user's second simulation with 403 QUOTA_EXCEEDED and saves nothing", async () => {
      const alice = await newUser();
      await created(alice);
      const refused = await create(alice, { ...SETUP, name: 'Segunda' });
      expect(refused.status).toBe(403);
      expect((await readError(refused)).code).toBe('QUOTA_EXCEEDED');
      expect(await countRows(getDb(), 'simulations', alice.user.id)).toBe(1);
      expect(await usedSimulations(alice)).toBe(1);
    });

    it(`creates exactly the Basic limit when ${CONCURRENT_CREATES} creations arrive at once`, async () => {
      const alice = await newUser('basic');
      const responses = await Promise.all(
        Array.from({ length: CONCURRENT_CREATES }, (_, index) => create(alice, { ...SETUP, name: `Empresa ${index}` })),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(PLAN_LIMITS.basic.simulations);
      expect(statuses.filter((status) => status === 403)).toHaveLength(
        CONCURRENT_CREATES - PLAN_LIMITS.basic.simulations,
      );
      expect(await countRows(getDb(), 'simulations', alice.user.id)).toBe(PLAN_LIMITS.basic.simulations);
      expect(await usedSimulations(alice)).toBe(PLAN_LIMITS.basic.simulations);
    }, 60_000);
  });

  describe('ownership', () => {
    it("answers another user's simulation on every route exactly like an unknown one", async () => {
      const alice = await newUser();
      const bob = await newUser();
      const simulation = await created(alice);
      await advance(alice, simulation);
      const before = await detail(alice, simulation.id);

      const month = { month: 2, decisions: decisionsFor(before) };
      const routes: [string, (id: string) => string, unknown][] = [
        ['GET', (id) => `/api/simulations/${id}`, undefined],
        ['POST', (id) => `/api/simulations/${id}/months`, month],
        ['POST', (id) => `/api/simulations/${id}/finish`, undefined],
        ['POST', (id) => `/api/simulations/${id}/duplicate`, {}],
        ['DELETE', (id) => `/api/simulations/${id}`, undefined],
      ];
      for (const [method, path, body] of routes) {
        const theirs = await api.call(method, path(simulation.id), { cookie: bob.cookie, body });
        const unknown = await api.call(method, path(randomUUID()), { cookie: bob.cookie, body });
        expect([method, theirs.status]).toEqual([method, 404]);
        expect(unknown.status).toBe(404);
        expect(await theirs.json()).toEqual(await unknown.json());
      }

      expect(await detail(alice, simulation.id)).toEqual(before);
      expect((await list(bob)).simulations).toEqual([]);
      expect((await list(alice)).simulations.map((listed) => listed.id)).toEqual([simulation.id]);
      // Bob's failed duplicate spent none of his quota.
      expect(await usedSimulations(bob)).toBe(0);
      expect(await countRows(getDb(), 'simulations', bob.user.id)).toBe(0);
    });
  });

  describe('months', () => {
    it('advances three months with different decisions, each one computed by the server', async () => {
      const alice = await newUser();
      let simulation = await created(alice);
      let state: SimulationState = createSimulation(SETUP);
      const plans: Partial<MonthDecisions>[] = [
        { priceCents: 140_00, marketingCents: 2_000_00 },
        { priceCents: 165_00, marketingCents: 4_500_00, qualityInvestmentCents: 2_500_00 },
        { priceCents: 150_00, marketingCents: 1_000_00, headcountDelta: 1, capacityInvestmentCents: 10_000_00 },
      ];
      for (const [index, plan] of plans.entries()) {
        const decisions = decisionsFor(simulation, plan);
        // Whatever else a client sends, results included, is not read.
        const response = await postMonth(alice, simulation.id, {
          month: index + 1,
          decisions,
          result: { kpis: { revenueCents: 999_999_999_00 } },
        });
        expect(response.status).toBe(200);
        simulation = SimulationResponse.parse(await response.json()).simulation;

        const expected = stepMonth(state, decisions);
        state = expected.state;
        expect(simulation.month).toBe(index + 1);
        expect(simulation.months).toHaveLength(index + 1);
        expect(simulation.months.at(-1)).toMatchObject({
          month: index + 1,
          decisions,
          result: asStored(expected.result),
        });
        expect(simulation.state).toEqual(asStored(expected.state));
      }
      expect(simulation.status).toBe('active');
      expect(new Set(simulation.months.map((played) => played.result.decisions.priceCents)).size).toBe(3);
      expect(await detail(alice, simulation.id)).toEqual(simulation);

      const [listed] = (await list(alice)).simulations;
      const lastKpis = simulation.months[2]!.result.kpis;
      expect(listed).toMatchObject({
        month: 3,
        kpis: {
          revenueCents: lastKpis.revenueCents,
          netProfitCents: lastKpis.netProfitCents,
          cashCents: lastKpis.cashCents,
          runwayMonths: lastKpis.runwayMonths,
          customers: lastKpis.customers,
          satisfaction: lastKpis.satisfaction,
        },
      });
    });

    it('rejects invalid decisions with field issues and saves nothing', async () => {
      const alice = await newUser();
      const simulation = await created(alice);

      const outOfBounds = await postMonth(alice, simulation.id, {
        month: 1,
        decisions: decisionsFor(simulation, { priceCents: 0, headcountDelta: -50, eventChoice: 'repair' }),
      });
      expect(outOfBounds.status).toBe(400);
      expect(await readError(outOfBounds)).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [
          { path: 'decisions.priceCents', message: 'validation.outOfRange' },
          { path: 'decisions.headcountDelta', message: 'validation.outOfRange' },
          { path: 'decisions.eventChoice', message: 'validation.invalidOption' },
        ],
      });

      const { loanCents: _loan, ...withoutLoan } = decisionsFor(simulation, { marketingCents: 10.5 });
      const malformed = await postMonth(alice, simulation.id, { month: 1, decisions: withoutLoan });
      expect(malformed.status).toBe(400);
      expect((await readError(malformed)).issues).toEqual(
        expect.arrayContaining([
          { path: 'decisions.marketingCents', message: 'validation.notInteger' },
          { path: 'decisions.loanCents', message: 'validation.required' },
        ]),
      );

      expect(await detail(alice, simulation.id)).toEqual(simulation);
      expect(await countRows(getDb(), 'simulation_months', alice.user.id)).toBe(0);
    });

    it('refuses a stale or repeated month with 409 CONFLICT, changing nothing', async () => {
      const alice = await newUser();
      const simulation = await created(alice);
      const decisions = decisionsFor(simulation);
      // A double click: the same month twice at once.
      const [first, second] = await Promise.all([
        postMonth(alice, simulation.id, { month: 1, decisions }),
        postMonth(alice, simulation.id, { month: 1, decisions }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const after = await detail(alice, simulation.id);
      expect(after.month).toBe(1);

      for (const month of [1, 3]) {
        const stale = await postMonth(alice, simulation.id, { month, decisions: decisionsFor(after) });
        expect(stale.status).toBe(409);
        expect((await readError(stale)).code).toBe('CONFLICT');
      }
      expect(await detail(alice, simulation.id)).toEqual(after);
      expect(await countRows(getDb(), 'simulation_months', alice.user.id)).toBe(1);
    });

    it('takes the answer to an event with the next month and requires it', async () => {
      const alice = await newUser();
      const seed = seedWithEventInFirstMonth(SETUP);
      const simulation = await advance(alice, await created(alice, { ...SETUP, seed }));
      const pending = simulation.state.pendingEvent;
      expect(pending).toMatchObject({ month: 1 });
      expect(
        simulation.months[0]!.result.events.some((event) => event.type === pending!.type && event.asksChoice),
      ).toBe(true);

      const unanswered = await postMonth(alice, simulation.id, {
        month: 2,
        decisions: decisionsFor(simulation, { eventChoice: null }),
      });
      expect(unanswered.status).toBe(400);
      expect((await readError(unanswered)).issues).toEqual([
        { path: 'decisions.eventChoice', message: 'validation.required' },
      ]);

      const choice = EVENT_CHOICES[pending!.type][1];
      const answered = await advance(alice, simulation, { eventChoice: choice });
      expect(answered.months[1]).toMatchObject({
        decisions: { eventChoice: choice },
        result: { answered: { type: pending!.type, choice } },
      });
    });

    it('replaying the stored decisions from the stored setup reproduces the stored months exactly', async () => {
      const alice = await newUser();
      const seed = seedWithEventInFirstMonth(SETUP);
      let simulation = await created(alice, { ...SETUP, seed });
      const prices = [130_00, 175_00, 150_00, 120_00, 160_00, 145_00];
      for (const [index, priceCents] of prices.entries()) {
        const pending = simulation.state.pendingEvent;
        simulation = await advance(alice, simulation, {
          priceCents,
          marketingCents: (index + 1) * 800_00,
          ...(pending ? { eventChoice: EVENT_CHOICES[pending.type][1] } : {}),
        });
      }

      const [stored] = await getDb().query<{ setup: SimulationSetup; state: SimulationState }>(
        'select setup, state from simulations where id = $1',
        [simulation.id],
      );
      const months = await getDb().query<{
        decisions: Omit<MonthDecisions, 'eventChoice'>;
        event_choice: MonthDecisions['eventChoice'];
        result: MonthResult;
      }>('select decisions, event_choice, result from simulation_months where simulation_id = $1 order by month', [
        simulation.id,
      ]);
      expect(months).toHaveLength(prices.length);
      expect(months.some((month) => month.event_choice !== null)).toBe(true);

      let state = createSimulation(stored!.setup);
      const replayed: MonthResult[] = [];
      for (const month of months) {
        const next = stepMonth(state, { ...month.decisions, eventChoice: month.event_choice });
        replayed.push(next.result);
        state = next.state;
      }
      expect(asStored(replayed)).toEqual(months.map((month) => month.result));
      expect(asStored(state)).toEqual(stored!.state);
    });
  });

  describe('the end', () => {
    it('marks the simulation bankrupt when the engine says so, scores it and plays no more', async () => {
      const alice = await newUser();
      const start = createSimulation(DOOMED_SETUP);
      const expected = stepMonth(start, suggestDecisions(start));
      expect(expected.state.status).toBe('bankrupt');

      const simulation = await advance(alice, await created(alice, DOOMED_SETUP));
      expect(simulation).toMatchObject({ status: 'bankrupt', month: 1, state: { status: 'bankrupt' } });
      expect(simulation.months[0]!.result).toEqual(asStored(expected.result));
      expect(simulation.score).toEqual(asStored(finishSimulation(expected.state, [expected.result]).score));
      expect(simulation.finishedAt).not.toBeNull();

      const more = await postMonth(alice, simulation.id, { month: 2, decisions: decisionsFor(simulation) });
      expect(more.status).toBe(409);
      const finish = await api.call('POST', `/api/simulations/${simulation.id}/finish`, { cookie: alice.cookie });
      expect(finish.status).toBe(409);
      expect((await list(alice, '?status=bankrupt')).simulations.map((listed) => listed.id)).toEqual([simulation.id]);
    });

    it("finishes on 'Finalizar simulação' with the score stored, and only once", async () => {
      const alice = await newUser();
      let simulation = await created(alice);
      simulation = await advance(alice, simulation, { priceCents: 140_00 });
      simulation = await advance(alice, simulation, { priceCents: 160_00 });

      const response = await api.call('POST', `/api/simulations/${simulation.id}/finish`, { cookie: alice.cookie });
      expect(response.status).toBe(200);
      const finished = SimulationResponse.parse(await response.json()).simulation;
      const expected = finishSimulation(
        simulation.state,
        simulation.months.map((played) => played.result),
      );
      expect(finished).toMatchObject({ status: 'finished', month: 2, state: asStored(expected.state) });
      expect(finished.score).toEqual(asStored(expected.score));
      expect(finished.score!.total).toBeGreaterThanOrEqual(0);
      expect(finished.score!.total).toBeLessThanOrEqual(100);
      expect(finished.finishedAt).not.toBeNull();
      expect(await detail(alice, simulation.id)).toEqual(finished);
      expect((await list(alice)).simulations[0]).toMatchObject({ status: 'finished', score: expected.score.total });

      const again = await api.call('POST', `/api/simulations/${simulation.id}/finish`, { cookie: alice.cookie });
      expect(again.status).toBe(409);
      const more = await postMonth(alice, simulation.id, { month: 3, decisions: decisionsFor(finished) });
      expect(more.status).toBe(409);
    });

    it('finishes by itself at the horizon', async () => {
      const alice = await newUser();
      let simulation = await created(alice);
      for (let month = 1; month <= SETUP.horizonMonths; month += 1) simulation = await advance(alice, simulation);
      expect(simulation).toMatchObject({ status: 'finished', month: 12, state: { status: 'finished' } });
      expect(simulation.score).toEqual(
        asStored(
          finishSimulation(
            simulation.state,
            simulation.months.map((played) => played.result),
          ).score,
        ),
      );
      expect(simulation.finishedAt).not.toBeNull();
    }, 30_000);
  });

  describe('duplicate and delete', () => {
    it('duplicates the setup under a new seed, or the same one when kept, spending quota', async () => {
      const alice = await newUser('basic');
      const source = await advance(alice, await created(alice));

      const response = await api.call('POST', `/api/simulations/${source.id}/duplicate`, { cookie: alice.cookie });
      expect(response.status).toBe(201);
      const copy = SimulationResponse.parse(await response.json()).simulation;
      expect(copy.id).not.toBe(source.id);
      expect(copy).toMatchObject({ status: 'active', month: 0, months: [], name: SETUP.name });
      // Everything but the seed is the source's.
      expect({ ...copy.setup, seed: SETUP.seed }).toEqual(SETUP);
      expect(copy.setup.seed).not.toBe(SETUP.seed);
      expect(copy.state).toEqual(asStored(createSimulation(copy.setup)));

      const kept = await api.call('POST', `/api/simulations/${source.id}/duplicate`, {
        cookie: alice.cookie,
        body: { keepSeed: true, name: 'Estúdio Ana (2)' },
      });
      expect(kept.status).toBe(201);
      const keptCopy = SimulationResponse.parse(await kept.json()).simulation;
      expect(keptCopy.setup).toEqual({ ...SETUP, name: 'Estúdio Ana (2)' });
      expect(await usedSimulations(alice)).toBe(3);
      // The original is untouched.
      expect(await detail(alice, source.id)).toEqual(source);
    });

    it('refuses a duplicate past the limit and saves nothing', async () => {
      const alice = await newUser();
      const source = await created(alice);
      const refused = await api.call('POST', `/api/simulations/${source.id}/duplicate`, {
        cookie: alice.cookie,
        body: {},
      });
      expect(refused.status).toBe(403);
      expect((await readError(refused)).code).toBe('QUOTA_EXCEEDED');
      expect(await countRows(getDb(), 'simulations', alice.user.id)).toBe(1);
    });

    it('deletes a simulation with its months; the use stays counted', async () => {
      const alice = await newUser();
      const simulation = await advance(alice, await created(alice));
      const response = await api.call('DELETE', `/api/simulations/${simulation.id}`, { cookie: alice.cookie });
      expect(response.status).toBe(204);

      expect((await api.call('GET', `/api/simulations/${simulation.id}`, { cookie: alice.cookie })).status).toBe(404);
      expect((await list(alice)).simulations).toEqual([]);
      expect(await countRows(getDb(), 'simulations', alice.user.id)).toBe(0);
      expect(await countRows(getDb(), 'simulation_months', alice.user.id)).toBe(0);
      expect(await usedSimulations(alice)).toBe(1);
      expect((await api.call('DELETE', `/api/simulations/${simulation.id}`, { cookie: alice.cookie })).status).toBe(
        404,
      );
    });
  });

  describe('list', () => {
    it('filters by status, sorts by name, creation or update, and pages by cursor', async () => {
      const alice = await newUser('pro');
      const names = ['Echo', 'alpha', 'Delta', 'bravo', 'Charlie'];
      const made: Simulation[] = [];
      for (const name of names) made.push(await created(alice, { ...SETUP, name }));

      const walk = async (query: string) => {
        const ids: string[][] = [];
        let cursor: string | null = null;
        do {
          const page: SimulationListResponse = await list(
            alice,
            `?${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          );
          ids.push(page.simulations.map((listed) => listed.name));
          cursor = page.nextCursor;
        } while (cursor !== null);
        return ids;
      };
      expect(await walk('sort=name')).toEqual([['alpha', 'bravo'], ['Charlie', 'Delta'], ['Echo']]);
      expect(await walk('sort=created')).toEqual([['Charlie', 'bravo'], ['Delta', 'alpha'], ['Echo']]);

      // Playing a month and finishing move a simulation to the top of the updated list.
      await advance(alice, made[1]!);
      const finish = await api.call('POST', `/api/simulations/${made[3]!.id}/finish`, { cookie: alice.cookie });
      expect(finish.status).toBe(200);
      expect((await walk('sort=updated')).flat()).toEqual(['bravo', 'alpha', 'Charlie', 'Delta', 'Echo']);
      expect((await list(alice)).simulations.map((listed) => listed.name)).toEqual([
        'bravo',
        'alpha',
        'Charlie',
        'Delta',
        'Echo',
      ]);

      expect((await list(alice, '?status=finished')).simulations.map((listed) => listed.name)).toEqual(['bravo']);
      expect((await list(alice, '?status=active&sort=name')).simulations.map((listed) => listed.name)).toEqual([
        'alpha',
        'Charlie',
        'Delta',
        'Echo',
      ]);
    });

    it('refuses a cursor of another sort, a forged one and unknown options', async () => {
      const alice = await newUser('pro');
      await created(alice, { ...SETUP, name: 'Um' });
      await created(alice, { ...SETUP, name: 'Dois' });
      const { nextCursor } = await list(alice, '?sort=name&limit=1');
      expect(nextCursor).not.toBeNull();
      for (const query of [
        `?sort=created&cursor=${nextCursor}`,
        `?cursor=${Buffer.from(JSON.stringify(['updated', '0000-01-01T00:00:00.000Z', randomUUID()])).toString('base64url')}`,
        '?cursor=not-a-cursor',
      ]) {
        const response = await api.call('GET', `/api/simulations${query}`, { cookie: alice.cookie });
        expect(response.status).toBe(400);
        expect((await readError(response)).issues).toEqual([{ path: 'cursor', message: 'validation.invalidOption' }]);
      }
      for (const query of ['?status=paused', '?sort=score', '?limit=0', '?limit=51']) {
        const response = await api.call('GET', `/api/simulations${query}`, { cookie: alice.cookie });
        expect(response.status).toBe(400);
        expect((await readError(response)).code).toBe('VALIDATION_FAILED');
      }
    });
  });

  it('tells the owner’s open tabs about every change, and no one else', async () => {
    const alice = await newUser('basic');
    const bob = await newUser();
    const received: { userId: string; event: RealtimeEvent }[] = [];
    const stop = await getDb().listen('alavanca_events', (payload) => {
      const parsed = JSON.parse(payload) as { userId: string; event: unknown };
      received.push({ userId: parsed.userId, event: RealtimeEvent.parse(parsed.event) });
    });
    const usageEvents = () =>
      received.filter((entry) => entry.event.type === 'usage.changed' && entry.userId === alice.user.id);
    const simulationEvents = () => received.filter((entry) => entry.event.type === 'simulation.changed');
    const until = async (done: () => boolean) => {
      const deadline = Date.now() + 5_000;
      while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      const simulation = await created(alice);
      // Usage events for the same user a few milliseconds apart leave as one, so the creation's is
      // awaited before the duplicate spends again.
      await until(() => usageEvents().length === 1);
      const played = await advance(alice, simulation);
      // A refused month changes nothing and tells nothing.
      expect((await postMonth(alice, simulation.id, { month: 1, decisions: decisionsFor(played) })).status).toBe(409);
      expect(
        (await api.call('POST', `/api/simulations/${simulation.id}/finish`, { cookie: alice.cookie })).status,
      ).toBe(200);
      const copyResponse = await api.call('POST', `/api/simulations/${simulation.id}/duplicate`, {
        cookie: alice.cookie,
      });
      const copy = SimulationResponse.parse(await copyResponse.json()).simulation;
      expect((await api.call('DELETE', `/api/simulations/${copy.id}`, { cookie: alice.cookie })).status).toBe(204);

      const expected = [simulation.id, simulation.id, simulation.id, copy.id, copy.id];
      await until(() => simulationEvents().length >= expected.length && usageEvents().length >= 2);
      await new Promise((resolve) => setTimeout(resolve, 200));

      expect(simulationEvents().map((entry) => [entry.userId, entry.event.id])).toEqual(
        expected.map((id) => [alice.user.id, id]),
      );
      // Creating spends quota, which tells the usage too (twice: the creation and the duplicate).
      expect(usageEvents()).toHaveLength(2);
      expect(received.some((entry) => entry.userId === bob.user.id)).toBe(false);
    } finally {
      await stop();
    }
  });
});
