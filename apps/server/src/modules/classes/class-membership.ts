import { V } from '@alavanca/contracts/validation-messages';
import type { MarketMode } from '@alavanca/domain/classroom/class-month';
import { CLASS_LIMITS } from '@alavanca/domain/classroom/limits';
import type { PlanId } from '@alavanca/domain/quotas/plans';
import { lateCompany } from '@alavanca/domain/classroom/late-company';
import { scoreTotal } from '@alavanca/domain/simulation/score';
import type { ClassInvitation, ClassView, JoinClassRequest, JoinPreview } from '@alavanca/contracts/classes';
import { AppError, fieldIssue } from '../../http/app-error';
import { announceChange, STATUS_OF, type ClassContext } from './class-context';
import { readClassView } from './class-views';
import {
  countCompanyMembers,
  countMembers,
  deleteCompany,
  deleteMember,
  findClass,
  findClassByCode,
  findCompany,
  findMembership,
  findOwnerName,
  insertCompany,
  insertCompanyMonths,
  insertMember,
  listTeams,
  nextAlias,
  updateCompany,
  type ClassRow,
} from './classes.repo';

/**
 * Whether a class takes new students: before its first round, and after it while the teacher keeps
 * enrolment open.
 */
function enrolling(row: { status: string; month: number; lateEnrolment: boolean }): boolean {
  return row.status === 'open' && (row.month === 0 || row.lateEnrolment);
}

/** Joining a class by its code and leaving it. */
export interface MembershipActions {
  /** What a class is, for anyone holding its code (a visitor without an account included). */
  invitation(code: string): Promise<ClassInvitation>;
  preview(userId: string, code: string): Promise<JoinPreview>;
  join(userId: string, request: JoinClassRequest): Promise<ClassView>;
  leave(userId: string, id: string): Promise<void>;
}

export function createMembershipActions(ctx: ClassContext): MembershipActions {
  const { orm, bus, subscriptions } = ctx;

  async function invitationOf(row: ClassRow): Promise<ClassInvitation> {
    return {
      name: row.name,
      teacherName: await findOwnerName(orm, row.ownerId),
      businessType: row.setup.businessType,
      currency: row.setup.currency,
      horizonMonths: row.setup.horizonMonths,
      marketMode: row.marketMode as MarketMode,
      grouping: row.grouping as JoinPreview['grouping'],
      open: enrolling(row),
      month: row.month,
      startingCapitalCents: row.setup.startingCapitalCents,
    };
  }

  return {
    async invitation(code) {
      const row = await findClassByCode(orm, code);
      if (!row) throw new AppError('NOT_FOUND');
      return invitationOf(row);
    },

    async preview(userId, code) {
      const row = await findClassByCode(orm, code);
      if (!row) throw new AppError('NOT_FOUND');
      const teams = row.grouping === 'teams' ? await listTeams(orm, row.id) : [];
      return {
        ...(await invitationOf(row)),
        id: row.id,
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
        if (!enrolling(locked)) throw new AppError('ENROLMENT_CLOSED');
        if (limit !== null && (await countMembers(tx, locked.id)) >= limit) throw new AppError('CLASS_FULL');

        let companyId: string;
        if (locked.grouping === 'teams' && request.teamId !== undefined) {
          const team = await findCompany(tx, locked.id, request.teamId, { forUpdate: true });
          if (!team || team.status !== 'active') throw fieldIssue('teamId', V.invalidOption);
          if ((await countCompanyMembers(tx, team.id)) >= (locked.teamSize ?? 1)) throw new AppError('TEAM_FULL');
          companyId = team.id;
        } else {
          if (request.companyName === undefined) throw fieldIssue('companyName', V.required);
          // After the first round the company plays the rounds it missed on held decisions (lateCompany).
          const late = lateCompany(
            { ...locked.setup, name: request.companyName },
            locked.month,
            locked.marketMode as MarketMode,
          );
          const results = late.months.map((month) => month.result);
          const company = await insertCompany(tx, {
            classId: locked.id,
            name: request.companyName,
            alias: await nextAlias(tx, locked.id),
            state: late.state,
            status: STATUS_OF[late.state.status],
            score: results.length > 0 ? scoreTotal(late.state, results) : null,
            profitCents: results.reduce((sum, result) => sum + result.income.netProfitCents, 0),
          });
          if (late.months.length > 0)
            await insertCompanyMonths(
              tx,
              late.months.map((month) => ({ ...month, companyId: company.id })),
            );
          companyId = company.id;
        }
        await insertMember(tx, { classId: locked.id, userId, companyId });
        return locked;
      });
      await announceChange(ctx, orm, row);
      return readClassView(orm, row, row.ownerId === userId ? 'teacher' : 'student', userId);
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
      await announceChange(ctx, orm, row);
    },
  };
}
