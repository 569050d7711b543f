import { randomUUID } from 'node:crypto';
import { createSimulation } from '@alavanca/domain/simulation/create-simulation';
import { prefilledDecisions } from '@alavanca/domain/simulation/founder-policies';
import { PLAN_LIMITS } from '@alavanca/domain/quotas/plans';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { asStored, CONCURRENT_CREATES, countRows, SETUP, useSimulationsApp } from '../../test/simulations';

describeEachDatabase('business simulations', (getDb) => {
  const { api, newUser, readError, create, created, detail, list, decisionsFor, advance, usedSimulations } =
    useSimulationsApp(getDb);

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

    it("keeps the first month's price brought from an idea, and starts the month's decisions from it", async () => {
      const alice = await newUser();
      const simulation = await created(alice, { ...SETUP, firstPriceCents: 123_45 });
      expect(simulation.setup.firstPriceCents).toBe(123_45);
      expect(simulation.state).toEqual(asStored(createSimulation({ ...SETUP, firstPriceCents: 123_45 })));
      expect(prefilledDecisions(simulation.state, null).priceCents).toBe(123_45);
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

      // A price brought from an idea is held to the month's price range.
      const freePrice = await create(alice, { ...SETUP, firstPriceCents: 0 });
      expect(freePrice.status).toBe(400);
      expect((await readError(freePrice)).issues).toEqual([
        { path: 'firstPriceCents', message: 'validation.outOfRange' },
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
});
