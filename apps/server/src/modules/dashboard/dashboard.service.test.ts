import { SimulationResponse } from '@alavanca/contracts/simulations';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { companyRiskFigure } from '@alavanca/domain/simulation/risk-figure';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { classServiceOf } from '../../test/classes';
import { describeEachDatabase } from '../../test/databases';
import { useOwnNotifications } from '../../test/notification-service';
import { setPlan, SETUP } from '../../test/simulations';
import { useTestApp } from '../../test/test-app';
import { signUpTestUser } from '../../test/users';
import { BuiltInMentor } from '../mentor/built-in-mentor';
import { createMentorService } from '../mentor/mentor.service';
import { createProgressService } from '../progress/progress.service';
import { createSimulationService, type SimulationService } from '../simulations/simulations.service';
import type { QuotaService } from '../subscription/quota.service';
import { createValidationService } from '../validations/validations.service';
import { createDashboardService } from './dashboard.service';
import { createRiskFigures } from '../simulations/risk-figures';

describeEachDatabase('the dashboard’s summary', (getDb) => {
  const api = useTestApp(getDb);
  const own = useOwnNotifications(getDb, { transport: 'outbox', send: async () => undefined });
  const logger = pino({ level: 'silent' });

  /** The dashboard as the app builds it, on simulations whose every read and every risk figure drawn is recorded. */
  function services(reads: string[], drawn: string[] = []) {
    const orm = getDb().orm;
    // The summary spends nothing.
    const quota: Pick<QuotaService, 'withQuota'> = {
      withQuota: () => Promise.reject(new Error('The dashboard spends nothing.')),
    };
    const stored = createSimulationService({ orm, bus: own.bus, quota });
    const simulations: Pick<SimulationService, 'list' | 'get' | 'recent' | 'learningWeeks'> = {
      list: (userId, query) => stored.list(userId, query),
      learningWeeks: (userId) => stored.learningWeeks(userId),
      get: (userId, id) => {
        reads.push(id);
        return stored.get(userId, id);
      },
      recent: (userId, id, months) => {
        reads.push(id);
        return stored.recent(userId, id, months);
      },
    };
    const validations = createValidationService({ orm, bus: own.bus, quota, log: logger });
    const { service: classes } = classServiceOf(orm, own);
    const mentor = createMentorService({
      orm,
      bus: own.bus,
      quota,
      simulations,
      validations,
      classes,
      builtIn: new BuiltInMentor(),
      model: null,
      log: logger,
    });
    const now = () => new Date();
    const dashboard = createDashboardService({
      orm,
      simulations,
      validations,
      mentor,
      notifications: own.notifications,
      progress: createProgressService({ orm, bus: own.bus }),
      // Drawn on every call: what is kept between calls is summary-cache.test.ts's to check.
      summaries: { read: (_userId, _day, draw) => draw(), close: () => undefined },
      riskFigures: createRiskFigures({
        draw: (state, lastDecisions) => {
          drawn.push(`${state.setup.name}/${state.month}`);
          return companyRiskFigure(state, lastDecisions);
        },
      }),
      now,
    });
    return { dashboard, mentor, now };
  }

  it('reads and forecasts each active simulation once: the mentor’s tip reuses the newest one’s forecast', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    await setPlan(getDb(), alice.user.id, 'basic');
    const create = async (name: string) => {
      const response = await api.call('POST', '/api/simulations', { cookie: alice.cookie, body: { ...SETUP, name } });
      return SimulationResponse.parse(await response.json()).simulation;
    };
    const older = await create('Estúdio antigo');
    const newest = await create('Estúdio novo');
    // A month played makes it the one the mentor speaks of (the last changed).
    const played = await api.call('POST', `/api/simulations/${newest.id}/months`, {
      cookie: alice.cookie,
      body: { month: 1, decisions: suggestDecisions(newest.state) },
    });
    expect(played.status).toBe(200);

    const reads: string[] = [];
    const { dashboard, mentor, now } = services(reads);
    const summary = await dashboard.summary(alice.user.id);
    expect(summary.simulations.map((card) => card.id)).toEqual([newest.id, older.id]);
    expect(summary.simulations[0]?.cashRisk).toBeGreaterThanOrEqual(0);
    expect(reads.toSorted()).toEqual([newest.id, older.id].toSorted());

    // The tip is the one the mentor writes when it reads and forecasts the simulation itself.
    reads.length = 0;
    expect(summary.mentorTip).toEqual(await mentor.dailyTip(alice.user.id, now()));
    expect(reads).toEqual([newest.id]);
  });

  it('draws a simulation’s risk figure once per month played, however often the dashboard is read', async () => {
    const bruno = await signUpTestUser(api.baseUrl);
    const created = await api.call('POST', '/api/simulations', {
      cookie: bruno.cookie,
      body: { ...SETUP, name: 'Estúdio do Bruno' },
    });
    const { simulation } = SimulationResponse.parse(await created.json());
    const drawn: string[] = [];
    const { dashboard } = services([], drawn);
    const first = await dashboard.summary(bruno.user.id);
    await Promise.all(Array.from({ length: 5 }, () => dashboard.summary(bruno.user.id)));
    expect(drawn).toEqual(['Estúdio do Bruno/0']);

    const played = await api.call('POST', `/api/simulations/${simulation.id}/months`, {
      cookie: bruno.cookie,
      body: { month: 1, decisions: suggestDecisions(simulation.state) },
    });
    expect(played.status).toBe(200);
    const after = await dashboard.summary(bruno.user.id);
    expect(drawn).toEqual(['Estúdio do Bruno/0', 'Estúdio do Bruno/1']);
    // The figure kept is the one drawn: the card shows what a fresh draw shows.
    const { simulation: stored } = SimulationResponse.parse(await played.json());
    expect(after.simulations[0]?.cashRisk).toBe(
      companyRiskFigure(stored.state, stored.months.at(-1)?.decisions ?? null),
    );
    expect(first.simulations[0]?.cashRisk).toBe(companyRiskFigure(simulation.state, null));
  });
});
