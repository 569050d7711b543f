import { SimulationResponse } from '@alavanca/contracts/simulations';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { WeeklySummaryListResponse } from '@alavanca/contracts/reports';
import { isoDay, WEEK_MS, weekStart } from '@alavanca/domain/reports/weeks';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { pino } from 'pino';
import { beforeAll, expect, it } from 'vitest';
import { classServiceOf } from '../../test/classes';
import { describeEachDatabase } from '../../test/databases';
import { useOwnNotifications } from '../../test/notification-service';
import { SETUP } from '../../test/simulations';
import { useTestApp } from '../../test/test-app';
import { signUpTestUser, type TestUser } from '../../test/users';
import type { Mailer, MailMessage } from '../mail/mailer';
import { BuiltInMentor } from '../mentor/built-in-mentor';
import { createMentorService } from '../mentor/mentor.service';
import type { NotificationService } from '../notifications/notifications.service';
import { createSimulationService } from '../simulations/simulations.service';
import type { QuotaService } from '../subscription/quota.service';
import { createValidationService } from '../validations/validations.service';
import { createReportService } from './reports.service';
import { createWeeklySummaryJob, type WeeklySummaryJob } from './weekly-summaries';

/** An hour into the week after this one: the week under way now is the one summed up. */
const NEXT_WEEK = new Date(weekStart(new Date()).getTime() + WEEK_MS + 3_600_000);
const THIS_WEEK = isoDay(weekStart(new Date()));

describeEachDatabase('weekly summaries', (getDb) => {
  const api = useTestApp(getDb);
  const logger = pino({ level: 'silent' });
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    transport: 'outbox',
    async send(message) {
      sent.push(message);
    },
  };
  const own = useOwnNotifications(getDb, mailer);
  const builtIn = new BuiltInMentor();

  /** One server instance's job, as the app builds it, on the shared database and a given clock. */
  function instance(notify: Pick<NotificationService, 'createIn'> = own.notifications): WeeklySummaryJob {
    const orm = getDb().orm;
    // The job reads and counts: nothing it does spends a unit.
    const quota: Pick<QuotaService, 'withQuota' | 'subscriptionCheck'> = {
      withQuota: () => Promise.reject(new Error('The weekly summary spends nothing.')),
      subscriptionCheck: () => Promise.reject(new Error('The weekly summary spends nothing.')),
    };
    const simulations = createSimulationService({ orm, bus: own.bus, quota });
    const validations = createValidationService({ orm, bus: own.bus, quota, log: logger });
    const { service: classes } = classServiceOf(orm, own);
    const mentor = createMentorService({
      orm,
      bus: own.bus,
      quota,
      simulations,
      validations,
      classes,
      builtIn,
      model: null,
      log: logger,
    });
    return createWeeklySummaryJob({
      orm,
      reports: createReportService({
        orm,
        quota,
        simulations,
        validations,
        mentor,
        classes,
        canvases: { get: () => Promise.reject(new Error('The weekly summary reads no canvas.')) },
        pitches: { current: () => Promise.reject(new Error('The weekly summary reads no pitch.')) },
      }),
      simulations,
      notifications: notify,
      logger,
      now: () => NEXT_WEEK,
    });
  }

  async function summaryNotifications(userId: string): Promise<number> {
    const [row] = await getDb().query<{ count: number }>(
      'select count(*)::int as count from notifications where user_id = $1 and title = $2',
      [userId, SYSTEM_NOTIFICATIONS.weeklySummary.title],
    );
    return row?.count ?? 0;
  }

  async function summaries(user: TestUser) {
    const response = await api.call('GET', '/api/reports/weekly', { cookie: user.cookie });
    return WeeklySummaryListResponse.parse(await response.json()).summaries;
  }

  let ana: TestUser;
  let bruno: TestUser;
  let carla: TestUser;

  beforeAll(async () => {
    ana = await signUpTestUser(api.baseUrl);
    bruno = await signUpTestUser(api.baseUrl);
    carla = await signUpTestUser(api.baseUrl);
    const off = await api.call('PATCH', '/api/settings', { cookie: carla.cookie, body: { weeklyReports: false } });
    expect(off.status).toBe(200);
    const created = await api.call('POST', '/api/simulations', {
      cookie: ana.cookie,
      body: { ...SETUP, name: 'Café' },
    });
    let simulation = SimulationResponse.parse(await created.json()).simulation;
    for (let month = 1; month <= 2; month += 1) {
      const advanced = await api.call('POST', `/api/simulations/${simulation.id}/months`, {
        cookie: ana.cookie,
        body: { month, decisions: suggestDecisions(simulation.state) },
      });
      simulation = SimulationResponse.parse(await advanced.json()).simulation;
    }
  });

  it('survives an instance stopped mid-delivery: nothing half-done is kept, the next run delivers', async () => {
    let calls = 0;
    const crashing = instance({
      async createIn(tx, input) {
        const created = await own.notifications.createIn(tx, input);
        calls += 1;
        // The process dies after the notification is written, before the transaction commits.
        if (calls === 1) throw new Error('killed');
        return created;
      },
    });
    const delivered = await crashing.run();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(delivered).toBe(calls - 1);
    const pending = await getDb().query<{ count: number }>(
      'select count(*)::int as count from weekly_summaries where week_start = $1 and delivered_at is null',
      [THIS_WEEK],
    );
    expect(pending[0]?.count).toBe(1);

    // Two instances after the restart, at once: each summary goes out once.
    const [first, second] = await Promise.all([instance().run(), instance().run()]);
    expect(first + second).toBe(1);
    expect(await instance().run()).toBe(0);
    for (const user of [ana, bruno]) expect(await summaryNotifications(user.user.id)).toBe(1);
    expect(await summaryNotifications(carla.user.id)).toBe(0);
  });

  it('delivers each summary exactly once when several instances run together', async () => {
    const runs = await Promise.all(Array.from({ length: 4 }, () => instance().run()));
    expect(runs.reduce((sum, delivered) => sum + delivered, 0)).toBe(0);
    for (const user of [ana, bruno]) expect(await summaryNotifications(user.user.id)).toBe(1);
  });

  it('sums the week up: its activity and where each active simulation stands, shown to its owner only', async () => {
    const [summary] = await summaries(ana);
    expect(summary).toMatchObject({
      weekStart: THIS_WEEK,
      activity: { simulationMonths: 2, validations: 0, questions: 0, reports: 0 },
    });
    expect(summary?.simulations).toEqual([expect.objectContaining({ name: 'Café', month: 2, currency: 'BRL' })]);
    expect((await summaries(bruno))[0]?.simulations).toEqual([]);
    expect(await summaries(carla)).toEqual([]);
    await own.backgroundTasks.idle();
    expect(
      sent
        .filter((message) => message.kind === 'notification')
        .map((message) => message.userId)
        .sort(),
    ).toEqual([ana.user.id, bruno.user.id].sort());
  });
});
