import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  AnnouncementRequest,
  ClassCompany,
  ClassListResponse,
  ClassRound,
  ClassSummary,
  ClassView,
  CreateClassRequest,
  JoinClassRequest,
  JoinPreview,
  RankingRow,
  SubmitDecisionsRequest,
  UpdateClassRequest,
} from '@alavanca/contracts/classes';
import { toFieldIssues } from '@alavanca/contracts/simulations';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { V } from '@alavanca/contracts/validation-messages';
import { classMonth, type MarketMode } from '@alavanca/domain/classroom/class-month';
import {
  CLASS_LIMITS,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  REMINDER_BEFORE_MS,
} from '@alavanca/domain/classroom/limits';
import type { PlanId } from '@alavanca/domain/quotas/plans';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { csvMoney, csvNumber, csvText } from '@alavanca/domain/reports/csv';
import { createSimulation } from '@alavanca/domain/simulation/create-simulation';
import { pressAdvance } from '@alavanca/domain/simulation/founder-policies';
import { scoreTotal } from '@alavanca/domain/simulation/score';
import type { MonthResult, SimulationState } from '@alavanca/domain/simulation/types';
import { validateDecisions, validateSetup, type ValidationIssue } from '@alavanca/domain/simulation/validate';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/client';
import type { StoredMarketReport } from '../../db/schema';
import { sharedText } from '../../i18n/shared-catalogs';
import { AppError, fieldIssue } from '../../http/app-error';
import { setupFrom } from '../../lib/simulation-setup';
import { writeCsv } from '../../lib/csv';
import { findUserPreferences } from '../preferences/preferences.service';
import { startPeriodic } from '../../lib/periodic';
import type { NotificationService } from '../notifications/notifications.service';
import type { EventBus } from '../realtime/event-bus';
import type { SubscriptionService } from '../subscription/subscription.service';
import {
  claimClass,
  countActiveCompanies,
  countCompanyMembers,
  countDecidedRounds,
  countMembers,
  countOpenClasses,
  deleteClass,
  deleteCompany,
  deleteMember,
  dueClassIds,
  findClass,
  findClassByCode,
  findCompany,
  findMembership,
  findOwnerName,
  insertAnnouncement,
  insertClass,
  insertCompany,
  insertCompanyMonths,
  insertMember,
  insertRound,
  listAnnouncements,
  listClassesOf,
  listClassResults,
  listCompanies,
  listCompanyMonths,
  listMembers,
  listRounds,
  listTeams,
  nextAlias,
  readClassesForExport,
  reminderDueClassIds,
  updateClass,
  updateCompany,
  type ClassRow,
  type CompanyRow,
  type MemberRow,
} from './classes.repo';

/*
 * Classes (decision 026). A class is its teacher's; its companies are the class's, each played by
 * one student or a team, never spending a plan's quota. Everything a round changes (every
 * company's month, the market report, the class's month and deadline, the notifications) is
 * written in the one transaction that locks the class row and finds its month unchanged: a
 * round runs once, whoever closes it (the teacher, or the deadline on any instance).
 */

export interface ClassService {
  create(userId: string, request: CreateClassRequest): Promise<ClassView>;
  list(userId: string): Promise<ClassListResponse>;
  /** The teacher's console, or a student's view; 404 for anyone else. */
  get(userId: string, id: string): Promise<ClassView>;
  update(userId: string, id: string, request: UpdateClassRequest): Promise<ClassView>;
  remove(userId: string, id: string): Promise<void>;
  preview(userId: string, code: string): Promise<JoinPreview>;
  join(userId: string, request: JoinClassRequest): Promise<ClassView>;
  leave(userId: string, id: string): Promise<void>;
  /** A student's decisions for the open round, replacing any sent before. */
  submit(userId: string, id: string, request: SubmitDecisionsRequest): Promise<ClassView>;
  /** The teacher closes round `month` now. */
  closeRound(userId: string, id: string, month: number): Promise<ClassView>;
  /** A company with its months: any of the class's for the teacher, the student's own for a student. */
  company(userId: string, id: string, companyId: string): Promise<ClassCompany>;
  announce(userId: string, id: string, request: AnnouncementRequest): Promise<ClassView>;
  /** The ranking and the grades as a CSV in the teacher's language and number format (the teacher's only). */
  exportCsv(userId: string, id: string): Promise<{ fileName: string; data: Buffer }>;
}

export interface ClassRoundsJob {
  /** Closes every round whose deadline passed and sends the reminders that are due; answers the rounds closed. */
  run(): Promise<number>;
}

export interface ClassServiceDeps {
  orm: Orm;
  bus: EventBus;
  notifications: Pick<NotificationService, 'createManyIn'>;
  subscriptions: Pick<SubscriptionService, 'readCurrentRow'>;
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60_000;
/** The ranking's CSV, column by column (`reports:classCsv.columns`). The grade is the score on the 0–10 scale of Brazilian schools. */
const CSV_COLUMNS = [
  'rank',
  'company',
  'alias',
  'students',
  'status',
  'score',
  'grade',
  'cash',
  'profit',
  'marketShare',
  'decided',
  'held',
] as const;
/** The engine's status of a company as the class stores it. */
const STATUS_OF = { running: 'active', bankrupt: 'bankrupt', finished: 'finished' } as const;

type Role = 'teacher' | 'student';
type Announce = () => Promise<unknown>;

function invalid(issues: readonly ValidationIssue[], prefix?: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, undefined, { issues: toFieldIssues(issues, prefix) });
}

function drawJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** A company's state as a round reads it: a company that left is closed to the market. */
function roundState(company: CompanyRow): SimulationState {
  return company.status === 'left' && company.state.status === 'running'
    ? { ...company.state, status: 'finished' }
    : company.state;
}

function presentSummary(row: ClassRow, role: Role, students: number): ClassSummary {
  return {
    id: row.id,
    name: row.name,
    role,
    businessType: row.setup.businessType,
    currency: row.setup.currency,
    marketMode: row.marketMode as MarketMode,
    status: row.status as ClassSummary['status'],
    month: row.month,
    horizonMonths: row.setup.horizonMonths,
    deadlineAt: row.deadlineAt?.toISOString() ?? null,
    students,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createClassService(deps: ClassServiceDeps): { service: ClassService; roundsJob: ClassRoundsJob } {
  const { orm, bus, notifications, subscriptions } = deps;
  const now = deps.now ?? (() => new Date());

  /** Who the user is in the class; another user's class answers 404, like one that does not exist. */
  async function access(db: Orm, userId: string, row: ClassRow | null): Promise<{ row: ClassRow; role: Role }> {
    if (!row) throw new AppError('NOT_FOUND');
    if (row.ownerId === userId) return { row, role: 'teacher' };
    if (await findMembership(db, row.id, userId)) return { row, role: 'student' };
    throw new AppError('NOT_FOUND');
  }

  async function asTeacher(db: Orm, userId: string, row: ClassRow | null): Promise<ClassRow> {
    const { role, row: found } = await access(db, userId, row);
    if (role !== 'teacher') throw new AppError('FORBIDDEN');
    return found;
  }

  /**
   * Tells the tabs of the class's teacher and students that it changed; with `companyId`, only the
   * teacher's and that company's students' (a submission: nobody else sees who submitted, and a
   * class of 60 submitting before a deadline would otherwise make every tab refetch 60 times).
   */
  async function announceChange(db: Orm, row: ClassRow, companyId?: string): Promise<void> {
    const members = (await listMembers(db, row.id)).filter(
      (member) => companyId === undefined || member.companyId === companyId,
    );
    tell(row, members);
  }

  /** `class.changed` to the teacher's and these students' tabs. */
  function tell(row: ClassRow, members: readonly MemberRow[]): void {
    for (const userId of new Set([row.ownerId, ...members.map((member) => member.userId)])) {
      bus.publishSoon(userId, { type: 'class.changed', id: row.id });
    }
  }

  function presentRounds(
    rounds: Awaited<ReturnType<typeof listRounds>>,
    names: Map<string, string | null>,
  ): ClassRound[] {
    return rounds.map((round) => ({
      month: round.month,
      closedAt: round.closedAt.toISOString(),
      closedBy: round.closedBy as ClassRound['closedBy'],
      revenueCents: round.report.revenueCents,
      unitsSold: round.report.unitsSold,
      averagePriceCents: round.report.averagePriceCents,
      companies: round.report.companies.map((row) => ({
        companyId: row.companyId,
        alias: row.alias,
        name: names.get(row.companyId) ?? null,
        priceCents: row.priceCents,
        revenueCents: row.revenueCents,
        unitsSold: row.unitsSold,
        customers: row.customers,
        revenueShare: row.revenueShare,
        unitsShare: row.unitsShare,
      })),
    }));
  }

  async function presentCompany(db: Orm, company: CompanyRow, members: MemberRow[]): Promise<ClassCompany> {
    const months = await listCompanyMonths(db, company.id);
    return {
      id: company.id,
      name: company.name,
      alias: company.alias,
      status: company.status as ClassCompany['status'],
      members: members.filter((member) => member.companyId === company.id).map((member) => member.name),
      state: company.state,
      pending: company.pending,
      submittedAt: company.submittedAt?.toISOString() ?? null,
      months: months.map((month) => ({
        month: month.month,
        decisions: month.decisions,
        held: month.held,
        slice: month.slice,
        result: month.result,
      })),
    };
  }

  async function view(db: Orm, row: ClassRow, role: Role, userId: string): Promise<ClassView> {
    const [companies, members, rounds, announcements, teacherName] = await Promise.all([
      listCompanies(db, row.id),
      listMembers(db, row.id),
      listRounds(db, row.id),
      listAnnouncements(db, row.id),
      findOwnerName(db, row.ownerId),
    ]);
    const mine = members.find((member) => member.userId === userId)?.companyId ?? null;
    const teacher = role === 'teacher';
    const namesShown = teacher || row.showNames;
    const names = new Map(
      companies.map((company) => [company.id, namesShown || company.id === mine ? company.name : null]),
    );
    const ranked = [...companies].sort(
      (a, b) => (b.score ?? -1) - (a.score ?? -1) || b.state.cashCents - a.state.cashCents || a.alias - b.alias,
    );
    const ranking: RankingRow[] = ranked.map((company, index) => ({
      rank: index + 1,
      companyId: company.id,
      name: names.get(company.id) ?? null,
      alias: company.alias,
      members:
        namesShown || company.id === mine
          ? members.filter((member) => member.companyId === company.id).map((member) => member.name)
          : [],
      status: company.status as RankingRow['status'],
      score: company.score,
      cashCents: company.state.cashCents,
      profitCents: company.profitCents,
      marketShare: company.marketShare,
      // Only a company still deciding in an open round has decisions to be in or not.
      submitted:
        row.status === 'open' && company.status === 'active' && (teacher || company.id === mine)
          ? company.pending !== null
          : null,
      mine: company.id === mine,
    }));
    const own = companies.find((company) => company.id === mine);
    return {
      ...presentSummary(row, role, members.length),
      setup: {
        businessType: row.setup.businessType,
        country: row.setup.country,
        currency: row.setup.currency,
        startingCapitalCents: row.setup.startingCapitalCents,
        horizonMonths: row.setup.horizonMonths,
        difficulty: row.setup.difficulty,
        seed: row.setup.seed,
        firstCalendarMonth: row.setup.firstCalendarMonth,
      },
      grouping: row.grouping as ClassView['grouping'],
      teamSize: row.teamSize,
      schedule: row.schedule as ClassView['schedule'],
      roundDays: row.roundDays,
      showNames: row.showNames,
      joinCode: teacher ? row.joinCode : null,
      teacherName,
      ranking,
      rounds: presentRounds(rounds, names),
      announcements: announcements.map((announcement) => ({
        id: announcement.id,
        body: announcement.body,
        createdAt: announcement.createdAt.toISOString(),
      })),
      roster: teacher
        ? members.map((member) => ({
            userId: member.userId,
            name: member.name,
            email: member.email,
            companyId: member.companyId,
            joinedAt: member.joinedAt.toISOString(),
          }))
        : null,
      company: own ? await presentCompany(db, own, members) : null,
    };
  }

  /**
   * Runs the class's open round in `tx`, whose caller locked the class row and checked that the
   * round is due: every company's month, the market report, the scores, the class's next round,
   * and a notification to every student (and to the teacher when the deadline closed it).
   * Returns what tells them, to be called once the transaction has committed.
   */
  async function runRound(tx: Orm, row: ClassRow, closedBy: 'teacher' | 'deadline'): Promise<Announce[]> {
    const companies = await listCompanies(tx, row.id, { forUpdate: true });
    const members = await listMembers(tx, row.id);
    const playing = new Set(members.map((member) => member.companyId));
    // A company whose students all left (or deleted their accounts) stops where it is.
    for (const company of companies) {
      if (company.status === 'active' && !playing.has(company.id)) {
        company.status = 'left';
        await updateCompany(tx, company.id, { status: 'left', pending: null, submittedAt: null });
      }
    }
    const results = new Map<string, MonthResult[]>();
    for (const { companyId, result } of await listClassResults(tx, row.id)) {
      const list = results.get(companyId) ?? [];
      list.push(result);
      results.set(companyId, list);
    }
    // A company without decisions for the round keeps last month's, as the month screen pre-fills
    // them (price, marketing and quality kept; no hires, equipment or loans; events left as they are).
    const entrants = companies.map((company) => {
      const state = roundState(company);
      const last = results.get(company.id)?.at(-1)?.decisions ?? null;
      return {
        company,
        state,
        held: company.pending === null,
        decisions: company.pending ?? pressAdvance(state, last),
      };
    });
    const round = classMonth(
      row.marketMode as MarketMode,
      entrants.map(({ state, decisions }) => ({ state, decisions })),
    );
    const month = row.month + 1;

    const reportRows: StoredMarketReport['companies'] = [];
    const monthRows: Parameters<typeof insertCompanyMonths>[1] = [];
    for (const [i, entrant] of entrants.entries()) {
      const stepped = round.companies[i];
      const reportRow = round.report.companies[i];
      if (!stepped || !reportRow) continue;
      const { company } = entrant;
      reportRows.push({ ...reportRow, companyId: company.id, alias: company.alias });
      monthRows.push({
        companyId: company.id,
        month,
        decisions: stepped.result.decisions,
        held: entrant.held,
        slice: round.division?.slices[i] ?? null,
        result: stepped.result,
      });
      const played = [...(results.get(company.id) ?? []), stepped.result];
      await updateCompany(tx, company.id, {
        state: stepped.state,
        status: STATUS_OF[stepped.state.status],
        pending: null,
        submittedAt: null,
        score: scoreTotal(stepped.state, played),
        profitCents: company.profitCents + stepped.result.income.netProfitCents,
        marketShare: reportRow.revenueShare,
      });
    }
    await insertCompanyMonths(tx, monthRows);
    const { revenueCents, unitsSold, averagePriceCents } = round.report;
    await insertRound(tx, {
      classId: row.id,
      month,
      closedBy,
      report: { month, revenueCents, unitsSold, averagePriceCents, companies: reportRows },
    });

    const stillPlaying = round.companies.some((stepped) => stepped?.state.status === 'running');
    const finished = month >= row.setup.horizonMonths || !stillPlaying;
    const updated = await updateClass(tx, row.id, {
      month,
      status: finished ? 'finished' : 'open',
      deadlineAt:
        !finished && row.schedule === 'deadlines' && row.roundDays
          ? new Date(now().getTime() + row.roundDays * DAY_MS)
          : null,
      remindedAt: null,
    });

    const route = `/turmas/${row.id}`;
    const told = new Set(members.map((member) => member.userId));
    if (closedBy === 'deadline') told.add(row.ownerId);
    const notified = await notifications.createManyIn(
      tx,
      [...told].map((userId) => ({ userId, ...SYSTEM_NOTIFICATIONS.classRoundClosed, route })),
    );
    const announces: Announce[] = [async () => notified.announce()];
    announces.push(() => announceChange(orm, updated));
    return announces;
  }

  async function runAll(announces: Announce[]): Promise<void> {
    for (const announce of announces) await announce();
  }

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
      return view(orm, row, 'teacher', userId);
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
          const { row, role } = await access(tx, userId, await findClass(tx, id));
          return view(tx, row, role, userId);
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    async update(userId, id, request) {
      const row = await orm.transaction(async (tx) => {
        const found = await asTeacher(tx, userId, await findClass(tx, id, { forUpdate: true }));
        if (request.deadlineAt !== undefined) {
          const deadline = new Date(request.deadlineAt);
          if (found.status !== 'open' || found.schedule !== 'deadlines') throw new AppError('CONFLICT');
          if (deadline.getTime() <= now().getTime()) throw fieldIssue('deadlineAt', V.outOfRange);
          return updateClass(tx, id, {
            deadlineAt: deadline,
            remindedAt: null,
            ...(request.showNames !== undefined && { showNames: request.showNames }),
          });
        }
        return request.showNames === undefined ? found : updateClass(tx, id, { showNames: request.showNames });
      });
      await announceChange(orm, row);
      return view(orm, row, 'teacher', userId);
    },

    async remove(userId, id) {
      const row = await asTeacher(orm, userId, await findClass(orm, id));
      const members = await listMembers(orm, id);
      await deleteClass(orm, id);
      tell(row, members);
    },

    async preview(userId, code) {
      const row = await findClassByCode(orm, code);
      if (!row) throw new AppError('NOT_FOUND');
      const teams = row.grouping === 'teams' ? await listTeams(orm, row.id) : [];
      return {
        id: row.id,
        name: row.name,
        teacherName: await findOwnerName(orm, row.ownerId),
        businessType: row.setup.businessType,
        currency: row.setup.currency,
        horizonMonths: row.setup.horizonMonths,
        marketMode: row.marketMode as MarketMode,
        grouping: row.grouping as JoinPreview['grouping'],
        open: row.status === 'open' && row.month === 0,
        member: row.ownerId === userId || (await findMembership(orm, row.id, userId)) !== null,
        teams: teams
          .filter((team) => team.members < (row.teamSize ?? 0))
          .map((team) => ({ id: team.id, name: team.name, members: team.members })),
      };
    },

    async join(userId, request) {
      const found = await findClassByCode(orm, request.code);
      if (!found) throw new AppError('NOT_FOUND');
      // Read before the transaction: the embedded database has one connection, and the plan is the teacher's.
      // A class outlives its teacher's plan (the students are mid-course), with Pro's limit of students.
      const plan = (await subscriptions.readCurrentRow(found.ownerId)).plan as PlanId;
      const limit = (CLASS_LIMITS[plan] ?? CLASS_LIMITS.pro!).studentsPerClass;
      const row = await orm.transaction(async (tx) => {
        // Joins of one class one at a time: the student limit, the team sizes and the aliases stay exact.
        const locked = await findClass(tx, found.id, { forUpdate: true });
        if (!locked) throw new AppError('NOT_FOUND');
        if (locked.ownerId === userId || (await findMembership(tx, locked.id, userId))) return locked;
        if (locked.status !== 'open' || locked.month > 0) throw new AppError('ENROLMENT_CLOSED');
        if (limit !== null && (await countMembers(tx, locked.id)) >= limit) throw new AppError('CLASS_FULL');

        let companyId: string;
        if (locked.grouping === 'teams' && request.teamId !== undefined) {
          const team = await findCompany(tx, locked.id, request.teamId, { forUpdate: true });
          if (!team || team.status !== 'active') throw fieldIssue('teamId', V.invalidOption);
          if ((await countCompanyMembers(tx, team.id)) >= (locked.teamSize ?? 1)) throw new AppError('TEAM_FULL');
          companyId = team.id;
        } else {
          if (request.companyName === undefined) throw fieldIssue('companyName', V.required);
          const company = await insertCompany(tx, {
            classId: locked.id,
            name: request.companyName,
            alias: await nextAlias(tx, locked.id),
            state: createSimulation({ ...locked.setup, name: request.companyName }),
          });
          companyId = company.id;
        }
        await insertMember(tx, { classId: locked.id, userId, companyId });
        return locked;
      });
      await announceChange(orm, row);
      return view(orm, row, row.ownerId === userId ? 'teacher' : 'student', userId);
    },

    async leave(userId, id) {
      const row = await orm.transaction(async (tx) => {
        const locked = await findClass(tx, id, { forUpdate: true });
        const membership = locked ? await findMembership(tx, id, userId) : null;
        if (!locked || !membership) throw new AppError('NOT_FOUND');
        await deleteMember(tx, id, userId);
        if ((await countCompanyMembers(tx, membership.companyId)) === 0) {
          // Before the first round nothing was played: the company goes. After, its months stay in the class's record.
          if (locked.month === 0) await deleteCompany(tx, membership.companyId);
          else await updateCompany(tx, membership.companyId, { status: 'left', pending: null, submittedAt: null });
        }
        return locked;
      });
      bus.publishSoon(userId, { type: 'class.changed', id });
      await announceChange(orm, row);
    },

    async submit(userId, id, request) {
      const row = await orm.transaction(async (tx) => {
        const locked = await findClass(tx, id, { forUpdate: true });
        const membership = locked ? await findMembership(tx, id, userId) : null;
        if (!locked || !membership) throw new AppError('NOT_FOUND');
        if (locked.status !== 'open' || request.month !== locked.month + 1) throw new AppError('ROUND_CLOSED');
        const company = await findCompany(tx, id, membership.companyId, { forUpdate: true });
        if (!company || company.status !== 'active') throw new AppError('CONFLICT');
        const issues = validateDecisions(company.state, request.decisions);
        if (issues.length > 0) throw invalid(issues, 'decisions');
        await updateCompany(tx, company.id, { pending: request.decisions, submittedAt: now() });
        return { locked, companyId: company.id };
      });
      await announceChange(orm, row.locked, row.companyId);
      return view(orm, row.locked, 'student', userId);
    },

    async closeRound(userId, id, month) {
      const { row, announces } = await orm.transaction(async (tx) => {
        const locked = await asTeacher(tx, userId, await findClass(tx, id, { forUpdate: true }));
        // Closed already (a double click, another tab, the deadline): nothing runs twice.
        if (locked.status !== 'open' || month !== locked.month + 1) throw new AppError('ROUND_CLOSED');
        if ((await countActiveCompanies(tx, id)) === 0) throw new AppError('CLASS_EMPTY');
        return { row: locked, announces: await runRound(tx, locked, 'teacher') };
      });
      await runAll(announces);
      const fresh = await findClass(orm, row.id);
      return view(orm, fresh ?? row, 'teacher', userId);
    },

    async company(userId, id, companyId) {
      const { row, role } = await access(orm, userId, await findClass(orm, id));
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
        const found = await asTeacher(tx, userId, await findClass(tx, id));
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
      await announceChange(orm, row);
      return view(orm, row, 'teacher', userId);
    },

    async exportCsv(userId, id) {
      const row = await asTeacher(orm, userId, await findClass(orm, id));
      const [classView, rounds, preferences] = await Promise.all([
        view(orm, row, 'teacher', userId),
        countDecidedRounds(orm, id),
        findUserPreferences(orm, userId),
      ]);
      const { language, numberFormat } = preferences ?? DEFAULT_PREFERENCES;
      const t = (key: string, values?: Record<string, string>) => {
        const text = sharedText('reports', `classCsv.${key}`, language, values);
        // A key the catalog lacks is a bug the tests catch.
        if (text === undefined) throw new Error(`The reports catalog has no "classCsv.${key}" in ${language}.`);
        return text;
      };
      const header = CSV_COLUMNS.map((column) => t(`columns.${column}`));
      const lines = classView.ranking.map((company) => {
        const counts = rounds.get(company.companyId) ?? { decided: 0, held: 0 };
        return [
          String(company.rank),
          csvText(company.name ?? ''),
          t('alias', { number: String(company.alias) }),
          csvText(company.members.join(', ')),
          t(`status.${company.status}`),
          company.score === null ? '' : String(company.score),
          company.score === null ? '' : csvNumber(company.score / 10, numberFormat, 1),
          csvMoney(company.cashCents, numberFormat),
          csvMoney(company.profitCents, numberFormat),
          company.marketShare === null ? '' : csvNumber(company.marketShare * 100, numberFormat, 1),
          String(counts.decided),
          String(counts.held),
        ];
      });
      return { fileName: `${t('fileName')}.csv`, data: writeCsv([header, ...lines], numberFormat) };
    },
  };

  const roundsJob: ClassRoundsJob = {
    async run() {
      let closed = 0;
      for (const id of await dueClassIds(orm, now(), 20)) {
        const announces = await orm.transaction(async (tx) => {
          const row = await claimClass(tx, id);
          // Held by another instance, or closed since it was listed (by it, or by the teacher).
          if (!row || row.status !== 'open' || !row.deadlineAt || row.deadlineAt.getTime() > now().getTime())
            return null;
          // Nobody plays yet (or any more): the round waits a round's length instead of ending the class.
          if ((await countActiveCompanies(tx, id)) === 0) {
            const days = row.roundDays ?? 1;
            await updateClass(tx, id, { deadlineAt: new Date(now().getTime() + days * DAY_MS), remindedAt: null });
            return null;
          }
          return runRound(tx, row, 'deadline');
        });
        if (!announces) continue;
        closed += 1;
        await runAll(announces);
      }
      const remindBefore = new Date(now().getTime() + REMINDER_BEFORE_MS);
      for (const id of await reminderDueClassIds(orm, remindBefore, 20)) {
        const announces = await orm.transaction(async (tx) => {
          const row = await claimClass(tx, id);
          if (!row || row.status !== 'open' || row.remindedAt || !row.deadlineAt) return null;
          // A day before the deadline, or halfway through a round shorter than two days.
          const window = Math.min(REMINDER_BEFORE_MS, ((row.roundDays ?? 1) * DAY_MS) / 2);
          if (row.deadlineAt.getTime() - now().getTime() > window) return null;
          const waiting = new Set(
            (await listCompanies(tx, id))
              .filter((company) => company.status === 'active' && company.pending === null)
              .map((company) => company.id),
          );
          const notified = await notifications.createManyIn(
            tx,
            (await listMembers(tx, id))
              .filter((member) => waiting.has(member.companyId))
              .map((member) => ({
                userId: member.userId,
                ...SYSTEM_NOTIFICATIONS.classDeadlineSoon,
                route: `/turmas/${id}`,
              })),
          );
          const list: Announce[] = [async () => notified.announce()];
          await updateClass(tx, id, { remindedAt: now() });
          return list;
        });
        if (announces) await runAll(announces);
      }
      return closed;
    },
  };

  return { service, roundsJob };
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
