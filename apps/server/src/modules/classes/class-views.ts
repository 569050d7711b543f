import {
  type ClassCompany,
  type ClassRound,
  type ClassSummary,
  type ClassView,
  type RankingRow,
} from '@alavanca/contracts/classes';
import { CLASS_WORKS, type ClassWork } from '@alavanca/contracts/class-works';
import type { CompetenceLevels } from '@alavanca/contracts/competence-levels';
import type { MarketMode } from '@alavanca/domain/classroom/class-month';
import { DEFAULT_PREFERENCES, type Language } from '@alavanca/domain/constants';
import { COMPETENCES } from '@alavanca/domain/progress/competences';
import { csvMoney, csvNumber, csvText } from '@alavanca/domain/reports/csv';
import type { Orm } from '../../db/client';
import type { CanvasHandInSnapshot, PitchHandInSnapshot } from '../../db/schema/classes';
import { requiredText } from '../../i18n/shared-catalogs';
import { writeCsv } from '../../lib/csv';
import { findUserPreferences } from '../preferences/preferences.service';
import { coherenceScore } from './class-canvas';
import { findAssignment, listHandIns, type AssignmentRow, type HandInRow } from './class-work.repo';
import type { Role } from './class-context';
import {
  countDecidedRounds,
  findOwnerName,
  listAnnouncements,
  listCompanies,
  listCompanyMonths,
  listMembers,
  listRounds,
  type ClassRow,
  type CompanyRow,
  type MemberRow,
} from './classes.repo';

/*
 * What a class shows: the summary in a list, the teacher's console or a student's view (the
 * ranking, the rounds' market reports, the roster), a company with its months, and the ranking as
 * a CSV.
 */

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

export function presentSummary(row: ClassRow, role: Role, students: number): ClassSummary {
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

export async function presentCompany(db: Orm, company: CompanyRow, members: MemberRow[]): Promise<ClassCompany> {
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

/** The teacher's console, or a student's view: what each may see of the class. */
export async function readClassView(db: Orm, row: ClassRow, role: Role, userId: string): Promise<ClassView> {
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
    lateEnrolment: row.lateEnrolment,
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

/** What a work's columns read of a hand-in: its title and the product's own score of it. */
const WORK_READINGS: Record<ClassWork, (snapshot: HandInRow['snapshot']) => { title: string; score: number }> = {
  canvas: (snapshot) => {
    const canvas = snapshot as CanvasHandInSnapshot;
    return { title: canvas.title, score: coherenceScore(canvas) };
  },
  pitch: (snapshot) => {
    const pitch = snapshot as PitchHandInSnapshot;
    return { title: pitch.title, score: pitch.result.score };
  },
};

/**
 * A work's columns, when the class hands it in: what was handed in, the product's score of it (the
 * canvas's coherence, the pitch's rubric), the points of each criterion of the teacher's rubric and
 * the total. A company that handed nothing in has them empty; one not graded yet, the points and
 * the total. A grade given under an earlier rubric fills the criteria it shares with today's (by
 * id), and its own total.
 */
function workColumns(
  work: ClassWork,
  assignment: AssignmentRow | null,
  handIns: HandInRow[],
  t: (key: string, values?: Record<string, string>) => string,
): { header: string[]; cells: (companyId: string) => string[] } {
  if (!assignment) return { header: [], cells: () => [] };
  const rubric = assignment.rubric;
  const maxTotal = rubric.reduce((sum, criterion) => sum + criterion.maxPoints, 0);
  const header = [
    t(`columns.${work}Title`),
    t(work === 'canvas' ? 'columns.canvasCoherence' : 'columns.pitchScore'),
    // The teacher's own words: kept as text, never read as a formula.
    ...rubric.map((criterion) =>
      csvText(t(`columns.${work}Criterion`, { name: criterion.name, max: String(criterion.maxPoints) })),
    ),
    t(`columns.${work}Total`, { max: String(maxTotal) }),
  ];
  const byCompany = new Map(handIns.map((handIn) => [handIn.companyId, handIn]));
  return {
    header,
    cells: (companyId) => {
      const handIn = byCompany.get(companyId);
      if (!handIn) return Array.from({ length: header.length }, () => '');
      const scores = new Map(handIn.grade?.scores.map((score) => [score.criterionId, score.points]));
      const { title, score } = WORK_READINGS[work](handIn.snapshot);
      return [
        csvText(title),
        String(score),
        ...rubric.map((criterion) => {
          const points = scores.get(criterion.id);
          return points === undefined ? '' : String(points);
        }),
        handIn.grade ? String(handIn.grade.scores.reduce((sum, entry) => sum + entry.points, 0)) : '',
      ];
    },
  };
}

/** The columns of every work the class hands in, the canvas's first. */
async function workColumnsOf(orm: Orm, classId: string, t: (key: string, values?: Record<string, string>) => string) {
  const works = await Promise.all(
    CLASS_WORKS.map(async (work) => {
      const assignment = await findAssignment(orm, classId, work);
      return workColumns(work, assignment, assignment ? await listHandIns(orm, classId, work) : [], t);
    }),
  );
  return {
    header: works.flatMap((columns) => columns.header),
    cells: (companyId: string) => works.flatMap((columns) => columns.cells(companyId)),
  };
}

/** Each student's competence levels, in COMPETENCES order (the progress module's reading). */
export type StudentLevels = (userIds: readonly string[]) => Promise<Map<string, CompetenceLevels>>;

/**
 * A column per competence: a company's level, or for a team each member's as "name: level" in
 * the order of the students' column.
 */
async function competenceColumns(
  orm: Orm,
  classId: string,
  levelsOf: StudentLevels,
  language: Language,
  t: (key: string, values?: Record<string, string>) => string,
) {
  const members = await listMembers(orm, classId);
  const levels = await levelsOf(members.map((member) => member.userId));
  const named = (key: string) => requiredText('progress', key, language);
  return {
    header: COMPETENCES.map((id) => t('columns.competence', { name: named(`competences.${id}.name`) })),
    cells: (companyId: string) => {
      const team = members.filter((member) => member.companyId === companyId);
      return COMPETENCES.map((id) => {
        const read = team.map((member) => ({
          name: member.name,
          level: named(`levels.${levels.get(member.userId)?.find((entry) => entry.id === id)?.level ?? 'none'}`),
        }));
        if (read.length === 1) return read[0]!.level;
        return csvText(read.map((member) => t('memberLevel', member)).join('; '));
      });
    },
  };
}

/**
 * The ranking and the grades as a CSV in the teacher's language and number format, with each
 * company's competences; `row` is the teacher's.
 */
export async function exportRankingCsv(
  orm: Orm,
  userId: string,
  row: ClassRow,
  levelsOf: StudentLevels,
): Promise<{ fileName: string; data: Buffer }> {
  const [classView, rounds, preferences] = await Promise.all([
    readClassView(orm, row, 'teacher', userId),
    countDecidedRounds(orm, row.id),
    findUserPreferences(orm, userId),
  ]);
  const { language, numberFormat } = preferences ?? DEFAULT_PREFERENCES;
  const t = (key: string, values?: Record<string, string>) =>
    requiredText('reports', `classCsv.${key}`, language, values);
  const [works, competences] = await Promise.all([
    workColumnsOf(orm, row.id, t),
    competenceColumns(orm, row.id, levelsOf, language, t),
  ]);
  const header = [...CSV_COLUMNS.map((column) => t(`columns.${column}`)), ...competences.header, ...works.header];
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
      ...competences.cells(company.companyId),
      ...works.cells(company.companyId),
    ];
  });
  return { fileName: `${t('fileName')}.csv`, data: writeCsv([header, ...lines], numberFormat) };
}
