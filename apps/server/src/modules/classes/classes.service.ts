import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  AnnouncementRequest,
  ClassCompany,
  ClassCompetencesResponse,
  ClassListResponse,
  ClassView,
  CreateClassRequest,
  UpdateClassRequest,
} from '@alavanca/contracts/classes';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { V } from '@alavanca/contracts/validation-messages';
import { CLASS_LIMITS, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@alavanca/domain/classroom/limits';
import type { PlanId } from '@alavanca/domain/quotas/plans';
import { validateSetup } from '@alavanca/domain/simulation/validate';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/client';
import { AppError, fieldIssue } from '../../http/app-error';
import { setupFrom } from '../../lib/simulation-setup';
import { startPeriodic } from '../../lib/periodic';
import type { CanvasService } from '../canvases/canvases.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { ProgressService } from '../progress/progress.service';
import type { EventBus } from '../realtime/event-bus';
import type { SubscriptionService } from '../subscription/subscription.service';
import {
  announceChange,
  DAY_MS,
  findAccess,
  invalid,
  requireTeacher,
  runAll,
  tellMembers,
  type Announce,
  type ClassContext,
  type PitchReader,
  type Role,
} from './class-context';
import { createCanvasWork } from './class-canvas';
import { createPitchWork } from './class-pitch';
import { createMembershipActions, type MembershipActions } from './class-membership';
import { createClassRoundsJob, createRoundActions, type ClassRoundsJob, type RoundActions } from './class-rounds';
import { exportRankingCsv, presentCompany, presentSummary, readClassView } from './class-views';
import {
  countOpenClasses,
  deleteClass,
  findClass,
  findCompany,
  findMembership,
  insertAnnouncement,
  insertClass,
  listClassesOf,
  listMembers,
  readClassesForExport,
  updateClass,
} from './classes.repo';

/*
 * Classes (decision 026). A class is its teacher's; its companies are the class's, each played by
 * one student or a team, never spending a plan's quota. Everything a round changes (every
 * company's month, the market report, the class's month and deadline, the notifications) is
 * written in the one transaction that locks the class row and finds its month unchanged: a
 * round runs once, whoever closes it (the teacher, or the deadline on any instance).
 */

/**
 * A class's actions: the teacher's here; joining and leaving, submitting and closing rounds, and
 * the canvas and the pitch handed in and graded beside them.
 */
export interface ClassService extends MembershipActions, RoundActions {
  /** The canvas the class hands in for the teacher's rubric. */
  canvas: ReturnType<typeof createCanvasWork>;
  /** The pitch the class hands in for the teacher's rubric, and what it asks of each student. */
  pitch: ReturnType<typeof createPitchWork>;
  create(userId: string, request: CreateClassRequest): Promise<ClassView>;
  list(userId: string): Promise<ClassListResponse>;
  /** The teacher's console, or a student's view; 404 for anyone else. */
  get(userId: string, id: string): Promise<ClassView>;
  update(userId: string, id: string, request: UpdateClassRequest): Promise<ClassView>;
  remove(userId: string, id: string): Promise<void>;
  /** A company with its months: any of the class's for the teacher, the student's own for a student. */
  company(userId: string, id: string, companyId: string): Promise<ClassCompany>;
  announce(userId: string, id: string, request: AnnouncementRequest): Promise<ClassView>;
  /**
   * The ranking and the grades as a CSV in the teacher's language and number format (the teacher's
   * only), with the canvas's and the pitch's hand-ins and their grades when the class hands them in.
   */
  exportCsv(userId: string, id: string): Promise<{ fileName: string; data: Buffer }>;
  /** Each student's competence levels, for the teacher's console (the teacher's only). */
  competences(userId: string, id: string): Promise<ClassCompetencesResponse>;
  /**
   * The class as the certificate's exam reads it (decision 035): who the user is in it, its name,
   * its students; NOT_FOUND for a class the user is not in.
   */
  roster(userId: string, id: string): Promise<ClassRoster>;
  /** The classes the user teaches or is a student in, newest first. */
  userClasses(userId: string): Promise<{ id: string; name: string; role: Role }[]>;
}

export interface ClassRoster {
  role: Role;
  name: string;
  students: { userId: string; name: string }[];
}

export interface ClassServiceDeps {
  orm: Orm;
  bus: EventBus;
  notifications: Pick<NotificationService, 'createManyIn'>;
  subscriptions: Pick<SubscriptionService, 'readCurrentRow'>;
  /** The students' canvases, for their hand-ins (read through the canvases' service, never its tables). */
  canvases?: Pick<CanvasService, 'get'>;
  /** The students' pitches, analysed through the pitches' service when handed in. */
  pitches?: PitchReader;
  /** The students' competence levels, read through the progress service (decision 033). */
  progress: Pick<ProgressService, 'levelsOf'>;
  now?: () => Date;
}

function drawJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/**
 * The classes service, composed of its parts: membership (class-membership.ts), rounds
 * (class-rounds.ts), views and the CSV (class-views.ts); the teacher's own actions are here.
 */
export function createClassService(deps: ClassServiceDeps): { service: ClassService; roundsJob: ClassRoundsJob } {
  const ctx: ClassContext = { ...deps, now: deps.now ?? (() => new Date()) };
  const { orm, notifications, subscriptions, now } = ctx;

  const service: ClassService = {
    async create(userId, request) {
      const plan = (await subscriptions.readCurrentRow(userId)).plan as PlanId;
      const limits = CLASS_LIMITS[plan];
      if (!limits) throw new AppError('CLASS_PLAN_REQUIRED');
      if (request.grouping === 'teams' && request.teamSize === undefined) throw fieldIssue('teamSize', V.required);
      if (request.schedule === 'deadlines' && request.roundDays === undefined)
        throw fieldIssue('roundDays', V.required);
      const setup = setupFrom(request);
      const issues = validateSetup(setup);
      if (issues.length > 0) throw invalid(issues);

      const row = await orm.transaction(async (tx) => {
        // The count and the insert under one lock of the teacher's rows: two creations at once stay within the limit.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`classes:${userId}`}, 0))`);
        if (limits.openClasses !== null && (await countOpenClasses(tx, userId)) >= limits.openClasses) {
          throw new AppError('CLASS_LIMIT_REACHED');
        }
        return insertClass(tx, {
          ownerId: userId,
          name: request.name,
          setup,
          marketMode: request.marketMode,
          grouping: request.grouping,
          teamSize: request.grouping === 'teams' ? (request.teamSize ?? null) : null,
          schedule: request.schedule,
          roundDays: request.schedule === 'deadlines' ? (request.roundDays ?? null) : null,
          showNames: request.showNames,
          joinCode: drawJoinCode(),
          deadlineAt:
            request.schedule === 'deadlines' && request.roundDays
              ? new Date(now().getTime() + request.roundDays * DAY_MS)
              : null,
        });
      });
      return readClassView(orm, row, 'teacher', userId);
    },

    async list(userId) {
      const rows = await listClassesOf(orm, userId);
      return {
        classes: rows.map((row) => presentSummary(row, row.ownerId === userId ? 'teacher' : 'student', row.students)),
      };
    },

    async get(userId, id) {
      return orm.transaction(
        async (tx) => {
          const { row, role } = await findAccess(tx, userId, await findClass(tx, id));
          return readClassView(tx, row, role, userId);
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    async update(userId, id, request) {
      const row = await orm.transaction(async (tx) => {
        const found = await requireTeacher(tx, userId, await findClass(tx, id, { forUpdate: true }));
        const flags = {
          ...(request.showNames !== undefined && { showNames: request.showNames }),
          ...(request.lateEnrolment !== undefined && { lateEnrolment: request.lateEnrolment }),
        };
        if (request.lateEnrolment !== undefined && found.status !== 'open') throw new AppError('CONFLICT');
        if (request.deadlineAt !== undefined) {
          const deadline = new Date(request.deadlineAt);
          if (found.status !== 'open' || found.schedule !== 'deadlines') throw new AppError('CONFLICT');
          if (deadline.getTime() <= now().getTime()) throw fieldIssue('deadlineAt', V.outOfRange);
          return updateClass(tx, id, { deadlineAt: deadline, remindedAt: null, ...flags });
        }
        return Object.keys(flags).length === 0 ? found : updateClass(tx, id, flags);
      });
      await announceChange(ctx, orm, row);
      return readClassView(orm, row, 'teacher', userId);
    },

    async remove(userId, id) {
      const row = await requireTeacher(orm, userId, await findClass(orm, id));
      const members = await listMembers(orm, id);
      await deleteClass(orm, id);
      tellMembers(ctx, row, members);
    },

    async company(userId, id, companyId) {
      const { row, role } = await findAccess(orm, userId, await findClass(orm, id));
      if (role === 'student') {
        const membership = await findMembership(orm, id, userId);
        // Another company's decisions are not a student's to read.
        if (membership?.companyId !== companyId) throw new AppError('NOT_FOUND');
      }
      const company = await findCompany(orm, row.id, companyId);
      if (!company) throw new AppError('NOT_FOUND');
      return presentCompany(orm, company, await listMembers(orm, row.id));
    },

    async announce(userId, id, request) {
      const { row, announces } = await orm.transaction(async (tx) => {
        const found = await requireTeacher(tx, userId, await findClass(tx, id));
        await insertAnnouncement(tx, id, request.body);
        const notified = await notifications.createManyIn(
          tx,
          (await listMembers(tx, id)).map((member) => ({
            userId: member.userId,
            ...SYSTEM_NOTIFICATIONS.classAnnouncement,
            route: `/turmas/${id}`,
          })),
        );
        const list: Announce[] = [async () => notified.announce()];
        return { row: found, announces: list };
      });
      await runAll(announces);
      await announceChange(ctx, orm, row);
      return readClassView(orm, row, 'teacher', userId);
    },

    async exportCsv(userId, id) {
      const row = await requireTeacher(orm, userId, await findClass(orm, id));
      return exportRankingCsv(orm, userId, row, deps.progress.levelsOf);
    },

    async competences(userId, id) {
      const row = await requireTeacher(orm, userId, await findClass(orm, id));
      const members = await listMembers(orm, row.id);
      const levels = await deps.progress.levelsOf(members.map((member) => member.userId));
      return { students: [...levels].map(([memberId, list]) => ({ userId: memberId, levels: list })) };
    },

    async roster(userId, id) {
      const { row, role } = await findAccess(orm, userId, await findClass(orm, id));
      const members = await listMembers(orm, row.id);
      return { role, name: row.name, students: members.map(({ userId: member, name }) => ({ userId: member, name })) };
    },

    async userClasses(userId) {
      const rows = await listClassesOf(orm, userId);
      return rows.map((row) => ({ id: row.id, name: row.name, role: row.ownerId === userId ? 'teacher' : 'student' }));
    },

    ...createMembershipActions(ctx),
    ...createRoundActions(ctx),
    canvas: createCanvasWork(ctx),
    pitch: createPitchWork(ctx),
  };

  return { service, roundsJob: createClassRoundsJob(ctx) };
}

/** How often each instance looks for rounds whose deadline passed: a round closes within this of its deadline. */
const ROUNDS_INTERVAL_MS = 30_000;

/** Runs the rounds' clock now and then every 30 s; returns the function that stops it (awaiting a run). */
export function startClassRounds(
  job: ClassRoundsJob,
  logger: FastifyBaseLogger,
  intervalMs = ROUNDS_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodic(() => job.run(), {
    logger,
    intervalMs,
    failure: 'closing the classes’ rounds failed; it runs again at the next interval',
    atStart: true,
  });
}

/** The classes part of a user's account export (version 9 on). */
export async function exportClassData(orm: Orm, userId: string) {
  const { teaching, rounds, announcements, memberships, months } = await readClassesForExport(orm, userId);
  return {
    classes: {
      teaching: teaching.map((row) => ({
        id: row.id,
        name: row.name,
        setup: row.setup,
        marketMode: row.marketMode,
        grouping: row.grouping,
        teamSize: row.teamSize,
        schedule: row.schedule,
        roundDays: row.roundDays,
        showNames: row.showNames,
        lateEnrolment: row.lateEnrolment,
        status: row.status,
        month: row.month,
        createdAt: row.createdAt.toISOString(),
        rounds: rounds
          .filter((round) => round.classId === row.id)
          .map((round) => ({
            month: round.month,
            closedBy: round.closedBy,
            closedAt: round.closedAt.toISOString(),
            report: round.report,
          })),
        announcements: announcements
          .filter((announcement) => announcement.classId === row.id)
          .map((announcement) => ({ body: announcement.body, createdAt: announcement.createdAt.toISOString() })),
      })),
      studying: memberships.map(({ member, className, company }) => ({
        classId: member.classId,
        className,
        joinedAt: member.joinedAt.toISOString(),
        company: {
          id: company.id,
          name: company.name,
          alias: company.alias,
          status: company.status,
          state: company.state,
          months: months
            .filter((month) => month.companyId === company.id)
            .map((month) => ({
              month: month.month,
              decisions: month.decisions,
              held: month.held,
              slice: month.slice,
              result: month.result,
            })),
        },
      })),
    },
  };
}
