import { SimulationResponse } from '@alavanca/contracts/simulations';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
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
import { createSimulationService, type SimulationService } from '../simulations/simulations.service';
import type { QuotaService } from '../subscription/quota.service';
import { createValidationService } from '../validations/validations.service';
import { createDashboardService } from './dashboard.service';

describeEachDatabase('the dashboard’s summary', (getDb) => {
  const api = useTestApp(getDb);
  const own = useOwnNotifications(getDb, { transport: 'outbox', send: async () => undefined });
  const logger = pino({ level: 'silent' });

  /** The dashboard as the app builds it, on simulations whose every read is recorded. */
  function services(reads: string[]) {
    const orm = getDb().orm;
    // The summary spends nothing.
    const quota: Pick<QuotaService, 'withQuota'> = {
      withQuota: () => Promise.reject(new Error('The dashboard spends nothing.')),
    };
    const stored = createSimulationService({ orm, bus: own.bus, quota });
    const simulations: Pick<SimulationService, 'list' | 'get'> = {
      list: (userId, query) => stored.list(userId, query),
      get: (userId, id) => {
        reads.push(id);
        return stored.get(userId, id);
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
});
