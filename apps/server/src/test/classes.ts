import { ClassResponse, type ClassView } from '@alavanca/contracts/classes';
import { pino } from 'pino';
import { expect } from 'vitest';
import type { Orm } from '../db/client';
import { COMPETENCES } from '@alavanca/domain/progress/competences';
import { createProgressService } from '../modules/progress/progress.service';
import { createClassService } from '../modules/classes/classes.service';
import type { NotificationService } from '../modules/notifications/notifications.service';
import { createSubscriptionService } from '../modules/subscription/subscription.service';
import type { Database } from '../db/client';
import type { OwnNotifications } from './notification-service';
import { setPlan } from './simulations';
import type { TestApp } from './test-app';
import { signUpTestUser, type TestUser } from './users';

/** A class of food businesses in Brazil, 12 rounds, one shared market, rounds closed by the teacher. */
export const CLASS_REQUEST = {
  name: 'Empreendedorismo 2026/1',
  businessType: 'food',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 150_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  seed: 2026,
  firstCalendarMonth: 3,
  marketMode: 'shared',
  grouping: 'individual',
  schedule: 'manual',
  showNames: true,
} as const;

/** Where a work's columns start in the class CSV: after the ranking's twelve and a column per competence. */
export const WORK_COLUMNS = 12 + COMPETENCES.length;

/**
 * The class service as the app builds it, on a test file's own notifications (useOwnNotifications),
 * for jobs the file runs as another instance would: `notify` and `now` stand in where a test needs.
 */
export function classServiceOf(
  orm: Orm,
  own: OwnNotifications,
  { notify = own.notifications, now }: { notify?: Pick<NotificationService, 'createManyIn'>; now?: () => Date } = {},
): ReturnType<typeof createClassService> {
  const subscriptions = createSubscriptionService({
    orm,
    bus: own.bus,
    notifications: own.notifications,
    provider: 'sandbox',
    logger: pino({ level: 'silent' }),
  });
  const progress = createProgressService({ orm, bus: own.bus });
  return createClassService({
    orm,
    bus: own.bus,
    notifications: notify,
    subscriptions,
    progress,
    ...(now && { now }),
  });
}

/** The class routes as a test file calls them: users on a plan, a class created, joined, read. */
export function classCalls(api: TestApp, getDb: () => Database) {
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api.call(method, path, { cookie: user.cookie, body });

  async function newUser(name: string, plan?: string): Promise<TestUser> {
    const user = await signUpTestUser(api.baseUrl, { name });
    if (plan) await setPlan(getDb(), user.user.id, plan);
    return user;
  }

  async function created(teacher: TestUser, overrides: Record<string, unknown> = {}): Promise<ClassView> {
    const response = await call(teacher, 'POST', '/api/classes', { ...CLASS_REQUEST, ...overrides });
    expect(response.status, await response.clone().text()).toBe(201);
    return ClassResponse.parse(await response.json()).class;
  }

  async function joined(student: TestUser, code: string, companyName: string): Promise<ClassView> {
    const response = await call(student, 'POST', '/api/classes/join', { code, companyName });
    expect(response.status, await response.clone().text()).toBe(200);
    return ClassResponse.parse(await response.json()).class;
  }

  async function classOf(user: TestUser, id: string): Promise<ClassView> {
    const response = await call(user, 'GET', `/api/classes/${id}`);
    expect(response.status).toBe(200);
    return ClassResponse.parse(await response.json()).class;
  }

  /**
   * A class whose teacher asks for `work` with `assignment`, Ana and Bia each in a company of their
   * own, and Otto in none: the cast of the class's canvas and pitch tests.
   */
  async function classAsking(work: 'canvas' | 'pitch', assignment: unknown) {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const ana = await newUser('Ana Aluna');
    const bia = await newUser('Bia Aluna');
    const otto = await newUser('Otto Outsider');
    const anaCompany = (await joined(ana, klass.joinCode!, 'Sabor da Ana')).company!.id;
    const biaCompany = (await joined(bia, klass.joinCode!, 'Cantina da Bia')).company!.id;
    const assigned = await call(teacher, 'PUT', `/api/classes/${klass.id}/${work}`, assignment);
    expect(assigned.status, await assigned.clone().text()).toBe(200);
    return { teacher, klass, ana, bia, otto, anaCompany, biaCompany };
  }

  return { call, newUser, created, joined, classOf, classAsking };
}
