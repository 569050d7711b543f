import { MARKET_MODES } from '@alavanca/domain/classroom/class-month';
import { JOIN_CODE_LENGTH, ROUND_DAYS, TEAM_SIZE } from '@alavanca/domain/classroom/limits';
import { BUSINESS_TYPES, CURRENCIES, TEXT_LIMITS } from '@alavanca/domain/constants';
import { COUNTRY_CODES } from '@alavanca/domain/locale/country-presets';
import { DIFFICULTIES, HORIZONS } from '@alavanca/domain/simulation/types';
import { z } from 'zod';
import { choice, integer } from './fields';
import { CompetenceLevels } from './competence-levels';
import {
  MonthDecisions,
  MonthDecisionsInput,
  MonthResult,
  monthNumber,
  SimulationSetup,
  SimulationState,
} from './simulations';
import { text } from './text';
import { V } from './validation-messages';

/*
 * Classes (turmas) over the wire (decision 026). A teacher on Pro or Enterprise creates a class
 * with one scenario; students join with its code, each company (a student's, or a team's) plays
 * the class's rounds: decisions are submitted until the round closes, and the server runs every
 * company's month together. Students see their own company, the market reports and the ranking,
 * never another company's decisions.
 */

export { MARKET_MODES };
export const CLASS_GROUPINGS = ['individual', 'teams'] as const;
export const CLASS_SCHEDULES = ['manual', 'deadlines'] as const;
export const CLASS_STATUSES = ['open', 'finished'] as const;
export const CLASS_ROLES = ['teacher', 'student'] as const;
export const CLASS_COMPANY_STATUSES = ['active', 'finished', 'bankrupt', 'left'] as const;

const name = () => text(V.required).trim().min(1, V.required).max(TEXT_LIMITS.name, V.tooLong);

// ---- Requests ----

/**
 * `POST /api/classes`. The scenario is a simulation's setup without the company's name (each
 * company has its own); without a seed the server draws one. `teamSize` is required with teams,
 * `roundDays` with deadlines; ranges that depend on other fields (the capital by currency) are
 * checked by the engine and come back as field issues.
 */
export const CreateClassRequest = z.object({
  name: name(),
  businessType: choice(BUSINESS_TYPES),
  country: choice(COUNTRY_CODES),
  currency: choice(CURRENCIES),
  startingCapitalCents: integer(),
  horizonMonths: z.literal(HORIZONS, { error: (issue) => (issue.input === undefined ? V.required : V.invalidOption) }),
  difficulty: choice(DIFFICULTIES),
  seed: integer().min(0, V.outOfRange).max(0xffff_ffff, V.outOfRange).optional(),
  firstCalendarMonth: integer().min(1, V.outOfRange).max(12, V.outOfRange),
  marketMode: choice(MARKET_MODES),
  grouping: choice(CLASS_GROUPINGS),
  teamSize: integer().min(TEAM_SIZE.min, V.outOfRange).max(TEAM_SIZE.max, V.outOfRange).optional(),
  schedule: choice(CLASS_SCHEDULES),
  roundDays: integer().min(ROUND_DAYS.min, V.outOfRange).max(ROUND_DAYS.max, V.outOfRange).optional(),
  /** Whether students see each other's names in the ranking, or only the companies' aliases. */
  showNames: z.boolean(V.invalidOption).default(true),
});
export type CreateClassRequest = z.infer<typeof CreateClassRequest>;

const JoinCode = text(V.required)
  .trim()
  .toUpperCase()
  .length(JOIN_CODE_LENGTH, V.invalidOption)
  .regex(/^[A-Z0-9]+$/, V.invalidOption);

/** `GET /api/classes/join/:code`: what a student sees before joining. */
export const JoinCodeParams = z.object({ code: JoinCode });

/**
 * `POST /api/classes/join`. Individually: `companyName` names the student's company. In teams:
 * `teamId` joins a team that has room, or `companyName` founds a new team's company.
 */
export const JoinClassRequest = z.object({
  code: JoinCode,
  companyName: name().optional(),
  teamId: text().pipe(z.uuid(V.invalidOption)).optional(),
});
export type JoinClassRequest = z.infer<typeof JoinClassRequest>;

/** `PUT /api/classes/:id/decisions`: the company's decisions for round `month`, replaceable until it closes. */
export const SubmitDecisionsRequest = z.object({
  month: monthNumber(),
  decisions: MonthDecisionsInput,
});
export type SubmitDecisionsRequest = z.infer<typeof SubmitDecisionsRequest>;

/** `POST /api/classes/:id/rounds`: the teacher closes round `month` now (a second close of it is 409). */
export const CloseRoundRequest = z.object({ month: monthNumber() });
export type CloseRoundRequest = z.infer<typeof CloseRoundRequest>;

/** `POST /api/classes/:id/announcements`. */
export const AnnouncementRequest = z.object({
  body: text(V.required).trim().min(1, V.required).max(TEXT_LIMITS.classAnnouncement, V.tooLong),
});
export type AnnouncementRequest = z.infer<typeof AnnouncementRequest>;

/** `PATCH /api/classes/:id`: the current round's deadline moved, or the names shown or hidden. */
export const UpdateClassRequest = z.object({
  deadlineAt: z.iso.datetime({ error: V.invalidOption }).optional(),
  showNames: z.boolean(V.invalidOption).optional(),
  /** Students may still join after the first round: their company plays the missed rounds on held decisions. */
  lateEnrolment: z.boolean(V.invalidOption).optional(),
});
export type UpdateClassRequest = z.infer<typeof UpdateClassRequest>;

// ---- Responses ----

export const ClassSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(CLASS_ROLES),
  businessType: z.enum(BUSINESS_TYPES),
  currency: z.enum(CURRENCIES),
  marketMode: z.enum(MARKET_MODES),
  status: z.enum(CLASS_STATUSES),
  /** Rounds closed. */
  month: z.number().int().min(0),
  horizonMonths: z.literal(HORIZONS),
  deadlineAt: z.iso.datetime().nullable(),
  students: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});
export type ClassSummary = z.infer<typeof ClassSummary>;

export const ClassListResponse = z.object({ classes: z.array(ClassSummary) });
export type ClassListResponse = z.infer<typeof ClassListResponse>;

/** One company in the ranking, best first. */
export const RankingRow = z.object({
  rank: z.number().int().min(1),
  companyId: z.uuid(),
  /** The company's name, or null when the class shows aliases (then `alias` names it). */
  name: z.string().nullable(),
  /** "Empresa 3": the company's number in the class, always shown. */
  alias: z.number().int().min(1),
  /** The students' names, when the class shows names (always for the teacher). */
  members: z.array(z.string()),
  status: z.enum(CLASS_COMPANY_STATUSES),
  /** 0–100, the engine's score of the months played; null before the first round. */
  score: z.number().int().nullable(),
  cashCents: z.number().int(),
  /** Net profit of every round so far. */
  profitCents: z.number().int(),
  /** Of the last round's revenue; null before the first round. */
  marketShare: z.number().nullable(),
  /**
   * Whether the company's decisions for the open round are in (the teacher's and the company's own
   * view); null when no round is open for it (the class finished, the company closed).
   */
  submitted: z.boolean().nullable(),
  mine: z.boolean(),
});
export type RankingRow = z.infer<typeof RankingRow>;

/** The market after a round: totals and each company's place (no decisions but the price, which customers see). */
export const MarketReportRow = z.object({
  companyId: z.uuid(),
  alias: z.number().int().min(1),
  name: z.string().nullable(),
  priceCents: z.number().int(),
  revenueCents: z.number().int(),
  unitsSold: z.number().int(),
  customers: z.number().int(),
  revenueShare: z.number(),
  unitsShare: z.number(),
});
export const ClassRound = z.object({
  month: z.number().int().min(1),
  closedAt: z.iso.datetime(),
  /** Who closed it: the teacher, or the deadline. */
  closedBy: z.enum(['teacher', 'deadline']),
  revenueCents: z.number().int(),
  unitsSold: z.number().int(),
  averagePriceCents: z.number().int().nullable(),
  companies: z.array(MarketReportRow),
});
export type ClassRound = z.infer<typeof ClassRound>;

export const ClassAnnouncement = z.object({ id: z.uuid(), body: z.string(), createdAt: z.iso.datetime() });

export const RosterRow = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  companyId: z.uuid(),
  joinedAt: z.iso.datetime(),
});

/** One month of a class company: the decisions it ran on (held: kept from the month before, not submitted) and the result. */
export const ClassCompanyMonth = z.object({
  month: z.number().int().min(1),
  decisions: MonthDecisions,
  held: z.boolean(),
  /**
   * The size of the company's slice of the shared market that month, as a multiple of the business
   * type's market potential (its risk forecast leans to the last one); null in a solo market.
   */
  slice: z.number().nullable(),
  result: MonthResult,
});
export type ClassCompanyMonth = z.infer<typeof ClassCompanyMonth>;

/** A company as its members (and the teacher) see it. */
export const ClassCompany = z.object({
  id: z.uuid(),
  name: z.string(),
  alias: z.number().int().min(1),
  status: z.enum(CLASS_COMPANY_STATUSES),
  members: z.array(z.string()),
  state: SimulationState,
  /** The decisions submitted for the open round; null when none are in yet. */
  pending: MonthDecisions.nullable(),
  submittedAt: z.iso.datetime().nullable(),
  months: z.array(ClassCompanyMonth),
});
export type ClassCompany = z.infer<typeof ClassCompany>;

/** `GET /api/classes/:id`: the teacher's console, or a student's view of the class. */
export const ClassView = ClassSummary.extend({
  setup: SimulationSetup.omit({ name: true, firstPriceCents: true }),
  grouping: z.enum(CLASS_GROUPINGS),
  teamSize: z.number().int().nullable(),
  schedule: z.enum(CLASS_SCHEDULES),
  roundDays: z.number().int().nullable(),
  showNames: z.boolean(),
  /** Whether students may join after the first round. */
  lateEnrolment: z.boolean(),
  /** The join code, for the teacher only. */
  joinCode: z.string().nullable(),
  teacherName: z.string(),
  ranking: z.array(RankingRow),
  /** Newest first. */
  rounds: z.array(ClassRound),
  /** Newest first. */
  announcements: z.array(ClassAnnouncement),
  /** Every student and their company, for the teacher only. */
  roster: z.array(RosterRow).nullable(),
  /** The student's own company; null for the teacher. */
  company: ClassCompany.nullable(),
});
export type ClassView = z.infer<typeof ClassView>;

/**
 * `GET /api/classes/:id/competences`, the teacher's only: each student's competence levels, read
 * from all their stored work (decision 033); levels only, never the work behind them.
 */
export const ClassCompetencesResponse = z.object({
  students: z.array(z.object({ userId: z.uuid(), levels: CompetenceLevels })),
});
export type ClassCompetencesResponse = z.infer<typeof ClassCompetencesResponse>;

export const ClassResponse = z.object({ class: ClassView });
export type ClassResponse = z.infer<typeof ClassResponse>;

export const ClassCompanyResponse = z.object({ company: ClassCompany });
export type ClassCompanyResponse = z.infer<typeof ClassCompanyResponse>;

/**
 * `GET /api/classes/invitation/:code`, public: what a class is, for a visitor who opened its
 * invitation before having an account (the signed-in preview below adds the teams and membership).
 */
export const ClassInvitation = z.object({
  name: z.string(),
  teacherName: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  currency: z.enum(CURRENCIES),
  horizonMonths: z.literal(HORIZONS),
  marketMode: z.enum(MARKET_MODES),
  grouping: z.enum(CLASS_GROUPINGS),
  /** Joining closes with the first round unless the teacher keeps enrolment open. */
  open: z.boolean(),
  /** Rounds closed: a student joining now starts with this many months played on held decisions. */
  month: z.number().int().min(0),
  /** The class's business, for a visitor to read what it is (its starting capital). */
  startingCapitalCents: z.number().int().min(0),
});
export type ClassInvitation = z.infer<typeof ClassInvitation>;

export const ClassInvitationResponse = z.object({ invitation: ClassInvitation });
export type ClassInvitationResponse = z.infer<typeof ClassInvitationResponse>;

/** `GET /api/classes/join/:code`: enough to decide to join. */
export const JoinPreview = ClassInvitation.extend({
  id: z.uuid(),
  /** Whether the asker is already in it (then joining again only opens it). */
  member: z.boolean(),
  /** In a class of teams, the teams with room. */
  teams: z.array(z.object({ id: z.uuid(), name: z.string(), members: z.number().int() })),
});
export type JoinPreview = z.infer<typeof JoinPreview>;

export const JoinPreviewResponse = z.object({ class: JoinPreview });
export type JoinPreviewResponse = z.infer<typeof JoinPreviewResponse>;
