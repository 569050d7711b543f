import { randomUUID } from 'node:crypto';
import { RealtimeEvent } from '@alavanca/contracts/notifications';
import { SimulationResponse, type Simulation, type SimulationListResponse } from '@alavanca/contracts/simulations';
import { createSimulation, suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { asStored, countRows, SETUP, useSimulationsApp } from '../../test/simulations';
import { startTestApp } from '../../test/test-app';
import { signUpTestUser } from '../../test/users';

describeEachDatabase('business simulations', (getDb) => {
  const { api, newUser, readError, created, detail, list, decisionsFor, postMonth, advance, usedSimulations } =
    useSimulationsApp(getDb);

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

  describe('replay from a month', () => {
    /** A finished simulation of four months, the price changed in the third. */
    async function finishedRun(user: Awaited<ReturnType<typeof newUser>>): Promise<Simulation> {
      let simulation = await created(user);
      for (const month of [1, 2, 3, 4])
        simulation = await advance(user, simulation, month === 3 ? { priceCents: 190_00 } : {});
      const finished = await api.call('POST', `/api/simulations/${simulation.id}/finish`, { cookie: user.cookie });
      expect(finished.status).toBe(200);
      return SimulationResponse.parse(await finished.json()).simulation;
    }

    function replay(user: Awaited<ReturnType<typeof newUser>>, id: string, body: unknown) {
      return api.call('POST', `/api/simulations/${id}/replay`, { cookie: user.cookie, body });
    }

    it('branches an ended simulation at a month into the same company, spending no unit', async () => {
      // On Free, with its one simulation used: a replay is not a new simulation.
      const alice = await newUser();
      const source = await finishedRun(alice);
      expect(source.score?.replay?.throughMonth).toBe(4);
      expect(await usedSimulations(alice)).toBe(1);

      const response = await replay(alice, source.id, { fromMonth: 3, name: 'Estúdio Ana, do mês 3' });
      expect(response.status).toBe(201);
      const branch = SimulationResponse.parse(await response.json()).simulation;
      expect(branch).toMatchObject({ status: 'active', month: 2, name: 'Estúdio Ana, do mês 3', score: null });
      expect(branch.id).not.toBe(source.id);
      expect(branch.setup).toEqual({ ...source.setup, name: 'Estúdio Ana, do mês 3' });
      expect(branch.months.map(({ month, decisions, result }) => ({ month, decisions, result }))).toEqual(
        source.months.slice(0, 2).map(({ month, decisions, result }) => ({ month, decisions, result })),
      );
      expect(await usedSimulations(alice)).toBe(1);

      // The same market and luck: the month played as before comes out as before, to the cent.
      const again = await postMonth(alice, branch.id, { month: 3, decisions: source.months[2]!.decisions });
      expect(again.status).toBe(200);
      const replayed = SimulationResponse.parse(await again.json()).simulation;
      expect(replayed.months[2]!.result).toEqual(source.months[2]!.result);
      // Played differently, it goes its own way, and the source is untouched.
      const other = await advance(alice, replayed, { priceCents: 60_00 });
      expect(other.months[3]!.result.kpis.revenueCents).not.toBe(source.months[3]!.result.kpis.revenueCents);
      expect(await detail(alice, source.id)).toEqual(source);

      // From the first month, under the source's name when none is given.
      const fromStart = await replay(alice, source.id, { fromMonth: 1 });
      expect(fromStart.status).toBe(201);
      const first = SimulationResponse.parse(await fromStart.json()).simulation;
      expect(first).toMatchObject({ month: 0, months: [], name: source.name });
      expect(first.state).toEqual(asStored(createSimulation(source.setup)));
    });

    it('refuses a running simulation, a month outside the run, another user’s and months it cannot replay', async () => {
      const alice = await newUser('basic');
      const bob = await newUser();
      const source = await finishedRun(alice);
      const running = await advance(alice, await created(alice));
      const before = await countRows(getDb(), 'simulations', alice.user.id);

      const active = await replay(alice, running.id, { fromMonth: 1 });
      expect(active.status).toBe(409);
      expect((await readError(active)).code).toBe('CONFLICT');
      for (const fromMonth of [0, 5, 1.5, '2']) {
        const outside = await replay(alice, source.id, { fromMonth });
        expect(outside.status).toBe(400);
        expect((await readError(outside)).issues?.map((issue) => issue.path)).toEqual(['fromMonth']);
      }
      const foreign = await replay(bob, source.id, { fromMonth: 1 });
      expect(foreign.status).toBe(404);

      // A month stored by an earlier model does not come out the same when played again.
      await getDb().query(
        `update simulation_months set result = jsonb_set(result, '{income,netProfitCents}', '1') where simulation_id = $1 and month = 2`,
        [source.id],
      );
      const stale = await replay(alice, source.id, { fromMonth: 4 });
      expect(stale.status).toBe(409);
      expect((await readError(stale)).code).toBe('REPLAY_UNAVAILABLE');
      // Up to the month before the changed one, it still replays.
      expect((await replay(alice, source.id, { fromMonth: 2 })).status).toBe(201);
      expect(await countRows(getDb(), 'simulations', alice.user.id)).toBe(before + 1);
      expect(await countRows(getDb(), 'simulations', bob.user.id)).toBe(0);
    });
  });

  it('holds replays to a rate per user, as a replay spends no unit of the plan', async () => {
    const limited = await startTestApp(getDb(), { rateLimits: { replaysPerUser: { max: 2, windowMs: 60_000 } } });
    try {
      const carol = await signUpTestUser(limited.baseUrl);
      const made = await limited.call('POST', '/api/simulations', { cookie: carol.cookie, body: SETUP });
      const simulation = SimulationResponse.parse(await made.json()).simulation;
      const played = await limited.call('POST', `/api/simulations/${simulation.id}/months`, {
        cookie: carol.cookie,
        body: { month: 1, decisions: suggestDecisions(simulation.state) },
      });
      expect(played.status).toBe(200);
      expect(
        (await limited.call('POST', `/api/simulations/${simulation.id}/finish`, { cookie: carol.cookie })).status,
      ).toBe(200);
      const replay = () =>
        limited.call('POST', `/api/simulations/${simulation.id}/replay`, {
          cookie: carol.cookie,
          body: { fromMonth: 1 },
        });
      expect((await replay()).status).toBe(201);
      expect((await replay()).status).toBe(201);
      const refused = await replay();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await countRows(getDb(), 'simulations', carol.user.id)).toBe(3);
    } finally {
      await limited.close();
    }
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
