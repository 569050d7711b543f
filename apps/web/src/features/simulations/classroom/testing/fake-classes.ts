import { apiError, type Route } from '@/test/fake-api';
import {
  AnnouncementRequest,
  ClassView,
  CloseRoundRequest,
  JoinPreview,
  SubmitDecisionsRequest,
  UpdateClassRequest,
  type ClassCompany,
  type ClassCompanyMonth,
  type ClassRound,
  type ClassSummary,
  type RankingRow,
} from '@alavanca/contracts/classes';
import { toFieldIssues } from '@alavanca/contracts/simulations';
import { classMonth, type MarketMode } from '@alavanca/domain/classroom/class-month';
import type { BusinessType } from '@alavanca/domain/constants';
import { createSimulation, suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { fitDecisions, prefilledDecisions, pressAdvance } from '@alavanca/domain/simulation/founder-policies';
import { scoreTotal } from '@alavanca/domain/simulation/score';
import type {
  HorizonMonths,
  MonthDecisions,
  SimulationSetup,
  SimulationState,
} from '@alavanca/domain/simulation/types';
import { validateDecisions } from '@alavanca/domain/simulation/validate';
import { COMPETENCES, type Competence, type Level } from '@alavanca/domain/progress/competences';
import { createSimulationFormat } from '@/features/simulations/month/utils/format';

/*
 * A class as the server keeps it, played by the real engine (classMonth, the same round the server
 * runs), and presented to its teacher or to one of its students as the server's `view` does: names
 * hidden from students when the teacher hides them, the join code and roster for the teacher only,
 * whether each company submitted only to the teacher and to the company itself.
 */

export const CLASS_ID = '3f6c2a1e-8b4d-4c7e-9a10-5d2e8f7b6c01';
export const TEACHER_NAME = 'Marta Lima';
export const JOIN_CODE = 'K7M3P9QX';
const CREATED_AT = '2025-03-01T12:00:00.000Z';
const JOINED_AT = '2025-03-02T13:30:00.000Z';
const CLOSED_AT = '2025-03-09T21:00:00.000Z';
export const SUBMITTED_AT = '2025-03-10T14:15:00.000Z';

/** A deterministic id in the contracts' uuid shape (`n` tells them apart, `kind` what they are). */
export const fakeId = (kind: number, n: number) =>
  `00000000-0000-4000-8${String(kind).padStart(3, '0')}-${String(n).padStart(12, '0')}`;
const companyId = (index: number) => fakeId(1, index + 1);
const userId = (company: number, member: number) => fakeId(2, company * 10 + member + 1);

export interface FakeCompanySpec {
  name: string;
  /** The students who play it. */
  students: string[];
}

export const DEFAULT_COMPANIES: FakeCompanySpec[] = [
  { name: 'Loja da Ana', students: ['Ana Souza'] },
  { name: 'Bruno Store', students: ['Bruno Costa'] },
  { name: 'Casa Carla', students: ['Carla Dias'] },
];

export interface FakeClassOptions {
  name?: string;
  businessType?: BusinessType;
  seed?: number;
  horizonMonths?: HorizonMonths;
  marketMode?: MarketMode;
  grouping?: 'individual' | 'teams';
  schedule?: 'manual' | 'deadlines';
  deadlineAt?: string | null;
  showNames?: boolean;
  companies?: FakeCompanySpec[];
  /** Rounds closed already. */
  rounds?: number;
  /** Whether company `index` handed nothing in for round `month` (it then repeats last month's). */
  held?: (index: number, month: number) => boolean;
  /** The companies (by index) whose decisions for the open round are in. */
  submitted?: readonly number[];
  announcements?: { body: string; createdAt: string }[];
  levels?: FakeClass['levels'];
}

interface FakeCompany {
  id: string;
  alias: number;
  name: string;
  students: { userId: string; name: string; email: string }[];
  state: SimulationState;
  pending: MonthDecisions | null;
  submittedAt: string | null;
  months: ClassCompanyMonth[];
  score: number | null;
  profitCents: number;
  marketShare: number | null;
  status: ClassCompany['status'];
}

/** A class's stored state: its settings, companies, rounds and announcements. */
export interface FakeClass {
  id: string;
  name: string;
  setup: Omit<SimulationSetup, 'name' | 'firstPriceCents'>;
  marketMode: MarketMode;
  grouping: 'individual' | 'teams';
  teamSize: number | null;
  schedule: 'manual' | 'deadlines';
  roundDays: number | null;
  deadlineAt: string | null;
  showNames: boolean;
  lateEnrolment: boolean;
  month: number;
  status: 'open' | 'finished';
  companies: FakeCompany[];
  /** Newest first. */
  rounds: ClassRound[];
  /** Newest first. */
  announcements: { id: string; body: string; createdAt: string }[];
  /** The students' competence levels the progress module would read, by student name (none where absent). */
  levels?: Record<string, Partial<Record<Competence, Level>>>;
}

const STATUS_OF = { running: 'active', bankrupt: 'bankrupt', finished: 'finished' } as const;
const emailOf = (name: string) => `${name.toLowerCase().split(' ')[0]!}@exemplo.com.br`;

/** What company `index` hands in: the engine's suggestion, each company at its own price (5% apart). */
function decide(state: SimulationState, index: number): MonthDecisions {
  const suggested = suggestDecisions(state);
  return fitDecisions(state, { ...suggested, priceCents: Math.round(suggested.priceCents * (1 + 0.05 * index)) });
}

/** Closes the open round as the server does: every running company's month, together, in the class's market. */
export function runRound(world: FakeClass, held: (index: number) => boolean = (i) => !world.companies[i]!.pending) {
  const month = world.month + 1;
  const entrants = world.companies.map((company, i) => {
    const last = company.months.at(-1)?.decisions ?? null;
    const decisions = company.pending ?? (held(i) ? pressAdvance(company.state, last) : decide(company.state, i));
    return { state: company.state, decisions, held: held(i) };
  });
  const round = classMonth(world.marketMode, entrants);
  const reportRows: ClassRound['companies'] = [];
  world.companies.forEach((company, i) => {
    const stepped = round.companies[i];
    const row = round.report.companies[i];
    if (!stepped || !row) return;
    reportRows.push({ ...row, companyId: company.id, alias: company.alias, name: company.name });
    company.months.push({
      month,
      decisions: stepped.result.decisions,
      held: entrants[i]!.held,
      slice: round.division?.slices[i] ?? null,
      result: stepped.result,
    });
    company.state = stepped.state;
    company.status = STATUS_OF[stepped.state.status];
    company.pending = null;
    company.submittedAt = null;
    company.score = scoreTotal(
      stepped.state,
      company.months.map((m) => m.result),
    );
    company.profitCents += stepped.result.income.netProfitCents;
    company.marketShare = row.revenueShare;
  });
  const { revenueCents, unitsSold, averagePriceCents } = round.report;
  world.rounds.unshift({
    month,
    closedAt: CLOSED_AT,
    closedBy: 'teacher',
    revenueCents,
    unitsSold,
    averagePriceCents,
    companies: reportRows,
  });
  world.month = month;
  const stillPlaying = world.companies.some((company) => company.state.status === 'running');
  world.status = month >= world.setup.horizonMonths || !stillPlaying ? 'finished' : 'open';
  if (world.status === 'finished') world.deadlineAt = null;
}

/** A class played by the real engine for `rounds` rounds; by default three students, solo companies, a shared market. */
export function makeClass({
  name = 'Empreendedorismo — Turma A',
  businessType = 'ecommerce',
  seed = 7,
  horizonMonths = 12,
  marketMode = 'shared',
  grouping = 'individual',
  schedule = 'manual',
  deadlineAt = null,
  showNames = true,
  companies = DEFAULT_COMPANIES,
  rounds = 2,
  held = () => false,
  submitted = [],
  announcements = [],
  levels,
}: FakeClassOptions = {}): FakeClass {
  const setup = {
    businessType,
    country: 'BR' as const,
    currency: 'BRL' as const,
    startingCapitalCents: 100_000_00,
    horizonMonths,
    difficulty: 'normal' as const,
    seed,
    firstCalendarMonth: 3,
  };
  const world: FakeClass = {
    id: CLASS_ID,
    name,
    setup,
    marketMode,
    grouping,
    teamSize: grouping === 'teams' ? 3 : null,
    schedule,
    roundDays: schedule === 'deadlines' ? 7 : null,
    deadlineAt: schedule === 'deadlines' ? deadlineAt : null,
    showNames,
    lateEnrolment: false,
    month: 0,
    status: 'open',
    companies: companies.map((spec, i) => ({
      id: companyId(i),
      alias: i + 1,
      name: spec.name,
      students: spec.students.map((student, j) => ({ userId: userId(i, j), name: student, email: emailOf(student) })),
      state: createSimulation({ ...setup, name: spec.name }),
      pending: null,
      submittedAt: null,
      months: [],
      score: null,
      profitCents: 0,
      marketShare: null,
      status: 'active',
    })),
    rounds: [],
    announcements: announcements.map((announcement, i) => ({ id: fakeId(3, i + 1), ...announcement })),
    ...(levels && { levels }),
  };
  for (let round = 1; round <= rounds && world.status === 'open'; round++) runRound(world, (i) => held(i, round));
  // What a company handed in differs from what the panel would pre-fill: R$ 10 more on the price.
  for (const index of submitted) {
    const company = world.companies[index]!;
    const prefilled = prefilledDecisions(company.state, company.months.at(-1)?.decisions ?? null);
    company.pending = fitDecisions(company.state, { ...prefilled, priceCents: prefilled.priceCents + 10_00 });
    company.submittedAt = SUBMITTED_AT;
  }
  return world;
}

/** Who looks at the class: its teacher, or the student of company `company` (an index). */
export type Viewer = { role: 'teacher' } | { role: 'student'; company: number };

function presentCompany(company: FakeCompany): ClassCompany {
  return {
    id: company.id,
    name: company.name,
    alias: company.alias,
    status: company.status,
    members: company.students.map((student) => student.name),
    state: company.state,
    pending: company.pending,
    submittedAt: company.submittedAt,
    months: company.months,
  };
}

/** `GET /api/classes/:id` as `viewer` sees it (checked against the contract). */
export function presentClass(world: FakeClass, viewer: Viewer): ClassView {
  const teacher = viewer.role === 'teacher';
  const mine = viewer.role === 'student' ? world.companies[viewer.company]!.id : null;
  const namesShown = (company: FakeCompany) => teacher || world.showNames || company.id === mine;
  const ranked = [...world.companies].sort(
    (a, b) => (b.score ?? -1) - (a.score ?? -1) || b.state.cashCents - a.state.cashCents || a.alias - b.alias,
  );
  const ranking: RankingRow[] = ranked.map((company, index) => ({
    rank: index + 1,
    companyId: company.id,
    name: namesShown(company) ? company.name : null,
    alias: company.alias,
    members: namesShown(company) ? company.students.map((student) => student.name) : [],
    status: company.status,
    score: company.score,
    cashCents: company.state.cashCents,
    profitCents: company.profitCents,
    marketShare: company.marketShare,
    submitted:
      world.status === 'open' && company.status === 'active' && (teacher || company.id === mine)
        ? company.pending !== null
        : null,
    mine: company.id === mine,
  }));
  const byId = new Map(world.companies.map((company) => [company.id, company]));
  const own = world.companies.find((company) => company.id === mine);
  return ClassView.parse({
    id: world.id,
    name: world.name,
    role: viewer.role,
    businessType: world.setup.businessType,
    currency: world.setup.currency,
    marketMode: world.marketMode,
    status: world.status,
    month: world.month,
    horizonMonths: world.setup.horizonMonths,
    deadlineAt: world.deadlineAt,
    students: world.companies.reduce((sum, company) => sum + company.students.length, 0),
    createdAt: CREATED_AT,
    setup: world.setup,
    grouping: world.grouping,
    teamSize: world.teamSize,
    schedule: world.schedule,
    roundDays: world.roundDays,
    showNames: world.showNames,
    lateEnrolment: world.lateEnrolment,
    joinCode: teacher ? JOIN_CODE : null,
    teacherName: TEACHER_NAME,
    ranking,
    rounds: world.rounds.map((round) => ({
      ...round,
      companies: round.companies.map((row) => {
        const company = byId.get(row.companyId)!;
        return { ...row, name: namesShown(company) ? company.name : null };
      }),
    })),
    announcements: world.announcements,
    roster: teacher
      ? world.companies.flatMap((company) =>
          company.students.map((student) => ({ ...student, companyId: company.id, joinedAt: JOINED_AT })),
        )
      : null,
    company: own ? presentCompany(own) : null,
  });
}

/**
 * The class's routes over a stored class, seen by `viewer`: the class, a company's months (the
 * teacher's), decisions handed in (checked by the engine), a round closed, an announcement.
 */
export function fakeClassServer(initial: FakeClass, viewer: Viewer = { role: 'teacher' }) {
  const world = initial;
  const path = `/api/classes/${world.id}`;
  const view = () => ({ body: { class: presentClass(world, viewer) } });
  const routes: Record<string, Route> = {
    [`GET ${path}`]: view,
    [`PUT ${path}/decisions`]: (request) => {
      if (viewer.role !== 'student') return apiError(403, 'FORBIDDEN');
      const parsed = SubmitDecisionsRequest.safeParse(request.body);
      if (!parsed.success) return apiError(400, 'VALIDATION_FAILED');
      if (world.status !== 'open' || parsed.data.month !== world.month + 1) return apiError(409, 'ROUND_CLOSED');
      const company = world.companies[viewer.company]!;
      const issues = validateDecisions(company.state, parsed.data.decisions);
      if (issues.length > 0) {
        return {
          status: 400,
          body: {
            error: { code: 'VALIDATION_FAILED', message: 'invalid', issues: toFieldIssues(issues, 'decisions') },
          },
        };
      }
      company.pending = parsed.data.decisions;
      company.submittedAt = SUBMITTED_AT;
      return view();
    },
    [`POST ${path}/rounds`]: (request) => {
      if (viewer.role !== 'teacher') return apiError(403, 'FORBIDDEN');
      const parsed = CloseRoundRequest.safeParse(request.body);
      if (!parsed.success) return apiError(400, 'VALIDATION_FAILED');
      if (world.status !== 'open' || parsed.data.month !== world.month + 1) return apiError(409, 'CONFLICT');
      runRound(world);
      return view();
    },
    [`PATCH ${path}`]: (request) => {
      if (viewer.role !== 'teacher') return apiError(403, 'FORBIDDEN');
      const parsed = UpdateClassRequest.safeParse(request.body);
      if (!parsed.success) return apiError(400, 'VALIDATION_FAILED');
      if (parsed.data.deadlineAt !== undefined) world.deadlineAt = parsed.data.deadlineAt;
      if (parsed.data.showNames !== undefined) world.showNames = parsed.data.showNames;
      if (parsed.data.lateEnrolment !== undefined) world.lateEnrolment = parsed.data.lateEnrolment;
      return view();
    },
    [`GET ${path}/competences`]: () =>
      viewer.role === 'teacher'
        ? {
            body: {
              students: world.companies.flatMap((company) =>
                company.students.map((student) => ({
                  userId: student.userId,
                  levels: COMPETENCES.map((id) => ({ id, level: world.levels?.[student.name]?.[id] ?? 'none' })),
                })),
              ),
            },
          }
        : apiError(403, 'FORBIDDEN'),
    [`POST ${path}/leave`]: () => (viewer.role === 'student' ? { status: 204 } : apiError(404, 'NOT_FOUND')),
    [`POST ${path}/announcements`]: (request) => {
      if (viewer.role !== 'teacher') return apiError(403, 'FORBIDDEN');
      const parsed = AnnouncementRequest.safeParse(request.body);
      if (!parsed.success) return apiError(400, 'VALIDATION_FAILED');
      world.announcements.unshift({
        id: fakeId(3, world.announcements.length + 1),
        body: parsed.data.body,
        createdAt: '2025-03-11T10:00:00.000Z',
      });
      return { status: 201, body: { class: presentClass(world, viewer) } };
    },
  };
  world.companies.forEach((company, i) => {
    routes[`GET ${path}/companies/${company.id}`] = () =>
      viewer.role === 'teacher' || viewer.company === i
        ? { body: { company: presentCompany(company) } }
        : apiError(404, 'NOT_FOUND');
  });
  return { routes, world };
}

let summaries = 0;

/** One line of `GET /api/classes`. */
export function makeSummary(overrides: Partial<ClassSummary> & Pick<ClassSummary, 'name' | 'role'>): ClassSummary {
  summaries += 1;
  return {
    id: fakeId(4, summaries),
    businessType: 'ecommerce',
    currency: 'BRL',
    marketMode: 'shared',
    status: 'open',
    month: 0,
    horizonMonths: 12,
    deadlineAt: null,
    students: 0,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

/** `GET /api/classes/join/:code`: an open class of three, individually, by default. */
export function makePreview(overrides: Partial<JoinPreview> = {}): JoinPreview {
  return JoinPreview.parse({
    id: CLASS_ID,
    name: 'Empreendedorismo — Turma A',
    teacherName: TEACHER_NAME,
    businessType: 'ecommerce',
    currency: 'BRL',
    horizonMonths: 12,
    marketMode: 'shared',
    grouping: 'individual',
    open: true,
    month: 0,
    startingCapitalCents: 100_000_00,
    member: false,
    teams: [],
    ...overrides,
  });
}

/**
 * How the class's screens write its numbers (pt-BR, BRL, from March), with every space as a plain
 * one: Intl writes no-break spaces, which the DOM queries normalise.
 */
const formatted = createSimulationFormat({
  language: 'pt-BR',
  numberFormat: 'decimal',
  currency: 'BRL',
  firstCalendarMonth: 3,
});
const plain = (text: string) => text.replace(/\s/g, ' ');
export const format = {
  money: (cents: number) => plain(formatted.money(cents)),
  signedMoney: (cents: number) => plain(formatted.signedMoney(cents)),
  percent: (ratio: number) => plain(formatted.percent(ratio)),
  count: (value: number) => plain(formatted.count(value)),
  signedCount: (value: number) => plain(formatted.signedCount(value)),
  monthName: (month: number, style?: 'short' | 'long') => formatted.monthName(month, style),
};
