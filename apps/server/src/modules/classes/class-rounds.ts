import type { ClassView, SubmitDecisionsRequest } from '@alavanca/contracts/classes';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { classMonth, type MarketMode } from '@alavanca/domain/classroom/class-month';
import { REMINDER_BEFORE_MS } from '@alavanca/domain/classroom/limits';
import { pressAdvance } from '@alavanca/domain/simulation/founder-policies';
import { scoreTotal } from '@alavanca/domain/simulation/score';
import type { MonthResult, SimulationState } from '@alavanca/domain/simulation/types';
import { validateDecisions } from '@alavanca/domain/simulation/validate';
import type { Orm } from '../../db/client';
import type { StoredMarketReport } from '../../db/schema/classes';
import { AppError } from '../../http/app-error';
import {
  announceChange,
  DAY_MS,
  invalid,
  requireTeacher,
  runAll,
  STATUS_OF,
  type Announce,
  type ClassContext,
} from './class-context';
import { readClassView } from './class-views';
import {
  claimClass,
  countActiveCompanies,
  dueClassIds,
  findClass,
  findCompany,
  findMembership,
  insertCompanyMonths,
  insertRound,
  listClassResults,
  listCompanies,
  listMembers,
  reminderDueClassIds,
  updateClass,
  updateCompany,
  type ClassRow,
  type CompanyRow,
} from './classes.repo';

/*
 * A class's rounds: the students' decisions for the open round, the round run (by the teacher, or
 * by the deadline on any instance) and the clock that closes rounds and sends the reminders.
 */

/** A company's state as a round reads it: a company that left is closed to the market. */
function roundState(company: CompanyRow): SimulationState {
  return company.status === 'left' && company.state.status === 'running'
    ? { ...company.state, status: 'finished' }
    : company.state;
}

/**
 * Runs the class's open round in `tx`, whose caller locked the class row and checked that the
 * round is due: every company's month, the market report, the scores, the class's next round,
 * and a notification to every student (and to the teacher when the deadline closed it).
 * Returns what tells them, to be called once the transaction has committed.
 */
async function runRound(
  ctx: ClassContext,
  tx: Orm,
  row: ClassRow,
  closedBy: 'teacher' | 'deadline',
): Promise<Announce[]> {
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
        ? new Date(ctx.now().getTime() + row.roundDays * DAY_MS)
        : null,
    remindedAt: null,
  });

  const route = `/turmas/${row.id}`;
  const told = new Set(members.map((member) => member.userId));
  if (closedBy === 'deadline') told.add(row.ownerId);
  const notified = await ctx.notifications.createManyIn(
    tx,
    [...told].map((userId) => ({ userId, ...SYSTEM_NOTIFICATIONS.classRoundClosed, route })),
  );
  const announces: Announce[] = [async () => notified.announce()];
  announces.push(() => announceChange(ctx, ctx.orm, updated));
  return announces;
}

/** A student's decisions and the teacher's closing of a round. */
/** A round's actions: a student's decisions and the teacher's close. */
export interface RoundActions {
  /** A student's decisions for the open round, replacing any sent before. */
  submit(userId: string, id: string, request: SubmitDecisionsRequest): Promise<ClassView>;
  /** The teacher closes round `month` now. */
  closeRound(userId: string, id: string, month: number): Promise<ClassView>;
}

export function createRoundActions(ctx: ClassContext): RoundActions {
  const { orm, now } = ctx;
  return {
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
      await announceChange(ctx, orm, row.locked, row.companyId);
      return readClassView(orm, row.locked, 'student', userId);
    },

    async closeRound(userId, id, month) {
      const { row, announces } = await orm.transaction(async (tx) => {
        const locked = await requireTeacher(tx, userId, await findClass(tx, id, { forUpdate: true }));
        // Closed already (a double click, another tab, the deadline): nothing runs twice.
        if (locked.status !== 'open' || month !== locked.month + 1) throw new AppError('ROUND_CLOSED');
        if ((await countActiveCompanies(tx, id)) === 0) throw new AppError('CLASS_EMPTY');
        return { row: locked, announces: await runRound(ctx, tx, locked, 'teacher') };
      });
      await runAll(announces);
      const fresh = await findClass(orm, row.id);
      return readClassView(orm, fresh ?? row, 'teacher', userId);
    },
  };
}

/** The rounds' clock: what each instance runs now and then (startClassRounds). */
export interface ClassRoundsJob {
  /** Closes every round whose deadline passed and sends the reminders that are due; answers the rounds closed. */
  run(): Promise<number>;
}

export function createClassRoundsJob(ctx: ClassContext): ClassRoundsJob {
  const { orm, notifications, now } = ctx;
  return {
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
          return runRound(ctx, tx, row, 'deadline');
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
}
