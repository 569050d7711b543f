import { SimulationResponse } from '@alavanca/contracts/simulations';
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
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import {
  asStored,
  countRows,
  DOOMED_SETUP,
  seedWithEventInFirstMonth,
  SETUP,
  useSimulationsApp,
} from '../../test/simulations';

describeEachDatabase('business simulations', (getDb) => {
  const { api, newUser, readError, created, detail, list, decisionsFor, postMonth, advance } = useSimulationsApp(getDb);

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
});
