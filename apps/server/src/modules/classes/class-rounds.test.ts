import { ClassResponse, type ClassView } from '@alavanca/contracts/classes';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { expect, it } from 'vitest';
import { CLASS_REQUEST, classServiceOf } from '../../test/classes';
import { describeEachDatabase } from '../../test/databases';
import { useOwnNotifications } from '../../test/notification-service';
import { setPlan } from '../../test/simulations';
import { useTestApp } from '../../test/test-app';
import { signUpTestUser, type TestUser } from '../../test/users';
import type { Mailer } from '../mail/mailer';
import type { NotificationService } from '../notifications/notifications.service';
import type { ClassRoundsJob } from './class-rounds';

const HOUR_MS = 60 * 60_000;

describeEachDatabase('the classes’ rounds clock', (getDb) => {
  const api = useTestApp(getDb);
  const mailer: Mailer = { transport: 'outbox', send: async () => {} };
  const own = useOwnNotifications(getDb, mailer);

  /** One server instance's clock, as the app builds it, on the shared database, at `at`. */
  function instance(
    at: () => Date,
    notify: Pick<NotificationService, 'createManyIn'> = own.notifications,
  ): ClassRoundsJob {
    return classServiceOf(getDb().orm, own, { notify, now: at }).roundsJob;
  }

  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api.call(method, path, { cookie: user.cookie, body });

  /** A class on three-day deadlines with two students, Ana having submitted round 1 and Bia not. */
  async function classWithDeadline(): Promise<{ klass: ClassView; ana: TestUser; bia: TestUser; teacher: TestUser }> {
    const teacher = await signUpTestUser(api.baseUrl, { name: 'Helena Professora' });
    await setPlan(getDb(), teacher.user.id, 'pro');
    const response = await call(teacher, 'POST', '/api/classes', {
      ...CLASS_REQUEST,
      schedule: 'deadlines',
      roundDays: 3,
    });
    const klass = ClassResponse.parse(await response.json()).class;
    const ana = await signUpTestUser(api.baseUrl, { name: 'Ana Aluna' });
    const bia = await signUpTestUser(api.baseUrl, { name: 'Bia Aluna' });
    const joined = await call(ana, 'POST', '/api/classes/join', { code: klass.joinCode, companyName: 'Sabor da Ana' });
    const state = ClassResponse.parse(await joined.json()).class.company!.state;
    await call(bia, 'POST', '/api/classes/join', { code: klass.joinCode, companyName: 'Cantina da Bia' });
    await call(ana, 'PUT', `/api/classes/${klass.id}/decisions`, { month: 1, decisions: suggestDecisions(state) });
    return { klass, ana, bia, teacher };
  }

  async function roundsOf(classId: string): Promise<{ month: number; rounds: number; months: number }> {
    const [row] = await getDb().query<{ month: number; rounds: number; months: number }>(
      `select c.month,
              (select count(*)::int from class_rounds r where r.class_id = c.id) as rounds,
              (select count(*)::int from class_company_months m join class_companies k on k.id = m.company_id
                where k.class_id = c.id) as months
         from classes c where c.id = $1`,
      [classId],
    );
    return row!;
  }

  async function notificationsOf(user: TestUser, title: string): Promise<number> {
    const [row] = await getDb().query<{ count: number }>(
      'select count(*)::int as count from notifications where user_id = $1 and title = $2',
      [user.user.id, title],
    );
    return row?.count ?? 0;
  }

  it('closes a round at its deadline exactly once, with two instances and one that stops mid-round', async () => {
    const { klass, ana, teacher } = await classWithDeadline();
    const deadline = new Date(klass.deadlineAt!);
    const before = () => new Date(deadline.getTime() - 1_000);
    const after = () => new Date(deadline.getTime() + 1_000);

    expect(await instance(before).run()).toBe(0);
    expect(await roundsOf(klass.id)).toEqual({ month: 0, rounds: 0, months: 0 });

    // An instance that stops in the middle of the round (here: its process dies as it writes the
    // notifications): nothing of the round stays, and the round is still due.
    const dying = instance(after, {
      createManyIn: () => Promise.reject(new Error('the process stopped')),
    });
    await expect(dying.run()).rejects.toThrow('the process stopped');
    expect(await roundsOf(klass.id)).toEqual({ month: 0, rounds: 0, months: 0 });

    // Two instances (and a third run) after the restart: one round, two companies' months.
    const closed = await Promise.all([instance(after).run(), instance(after).run(), instance(after).run()]);
    expect(closed.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await roundsOf(klass.id)).toEqual({ month: 1, rounds: 1, months: 2 });
    expect(await instance(after).run()).toBe(0);
    expect(await roundsOf(klass.id)).toEqual({ month: 1, rounds: 1, months: 2 });

    // The next round's deadline is three days after this one closed; the deadline told the teacher too.
    const view = ClassResponse.parse(await (await call(teacher, 'GET', `/api/classes/${klass.id}`)).json()).class;
    expect(new Date(view.deadlineAt!).getTime()).toBe(after().getTime() + 3 * 24 * HOUR_MS);
    expect(view.rounds[0]?.closedBy).toBe('deadline');
    await own.backgroundTasks.idle();
    expect(await notificationsOf(ana, SYSTEM_NOTIFICATIONS.classRoundClosed.title)).toBe(1);
    expect(await notificationsOf(teacher, SYSTEM_NOTIFICATIONS.classRoundClosed.title)).toBe(1);
  });

  it('reminds, once, the students whose company has not submitted, a day before the deadline', async () => {
    const { klass, ana, bia } = await classWithDeadline();
    const deadline = new Date(klass.deadlineAt!).getTime();
    const title = SYSTEM_NOTIFICATIONS.classDeadlineSoon.title;

    await instance(() => new Date(deadline - 25 * HOUR_MS)).run();
    expect(await notificationsOf(bia, title)).toBe(0);

    const dayBefore = () => new Date(deadline - 23 * HOUR_MS);
    await Promise.all([instance(dayBefore).run(), instance(dayBefore).run()]);
    await instance(dayBefore).run();
    expect(await notificationsOf(bia, title)).toBe(1);
    expect(await notificationsOf(ana, title)).toBe(0);
  });

  it('waits a round’s length, instead of ending the class, when nobody plays yet at the deadline', async () => {
    const teacher = await signUpTestUser(api.baseUrl, { name: 'Helena Professora' });
    await setPlan(getDb(), teacher.user.id, 'pro');
    const response = await call(teacher, 'POST', '/api/classes', {
      ...CLASS_REQUEST,
      schedule: 'deadlines',
      roundDays: 2,
    });
    const klass = ClassResponse.parse(await response.json()).class;
    const after = () => new Date(new Date(klass.deadlineAt!).getTime() + 1_000);
    expect(await instance(after).run()).toBe(0);
    const view = ClassResponse.parse(await (await call(teacher, 'GET', `/api/classes/${klass.id}`)).json()).class;
    expect(view).toMatchObject({ status: 'open', month: 0 });
    expect(new Date(view.deadlineAt!).getTime()).toBe(after().getTime() + 2 * 24 * HOUR_MS);
  });
});
