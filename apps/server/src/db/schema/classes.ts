import type { ClassWork } from '@alavanca/contracts/class-works';
import type { Canvas } from '@alavanca/domain/canvas/canvas';
import type { ValidationFacts } from '@alavanca/domain/canvas/coherence';
import type { EvidenceFigure } from '@alavanca/domain/pitch/claims';
import type { PitchKind } from '@alavanca/domain/pitch/pitch';
import type { RubricResult } from '@alavanca/domain/pitch/rubric';
import type { MarketReport, MarketReportRow } from '@alavanca/domain/classroom/class-month';
import type { MonthDecisions, MonthResult, SimulationSetup, SimulationState } from '@alavanca/domain/simulation/types';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import type { PitchParts } from './pitches';
import { createdAt, updatedAt } from './columns';

// ---- Classes (decision 026) ----

/**
 * A teacher's class: one scenario (`setup`, its name the class's) that every company of the
 * class plays, a round at a time. `month` counts the rounds closed; a round is closed in the one
 * transaction that locks this row and moves `month` on, so no round runs twice or is skipped.
 */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    setup: jsonb('setup').$type<SimulationSetup>().notNull(),
    marketMode: text('market_mode').notNull(),
    grouping: text('grouping').notNull(),
    teamSize: integer('team_size'),
    schedule: text('schedule').notNull(),
    roundDays: integer('round_days'),
    showNames: boolean('show_names').notNull().default(true),
    /** Whether students may still join after the first round (the teacher reopened enrolment). */
    lateEnrolment: boolean('late_enrolment').notNull().default(false),
    joinCode: text('join_code').notNull(),
    status: text('status').notNull().default('open'),
    month: integer('month').notNull().default(0),
    /** When the open round closes by itself (schedule 'deadlines'); null on a manual schedule or once finished. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /** Set once the open round's reminder went out; cleared when a round closes. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('classes_join_code_idx').on(t.joinCode),
    index('classes_owner_idx').on(t.ownerId, t.createdAt.desc()),
    index('classes_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.status} = 'open' and ${t.deadlineAt} is not null`),
    check('classes_market_mode_known', sql`${t.marketMode} in ('solo', 'shared')`),
    check('classes_grouping_known', sql`${t.grouping} in ('individual', 'teams')`),
    check('classes_schedule_known', sql`${t.schedule} in ('manual', 'deadlines')`),
    check('classes_status_known', sql`${t.status} in ('open', 'finished')`),
    check('classes_month_not_negative', sql`${t.month} >= 0`),
  ],
);

/**
 * A company of a class: a student's, or a team's. It belongs to the class, not to a student, so
 * it spends nobody's quota and is played only by the class's rounds. `pending` holds the
 * decisions submitted for the open round. `alias` numbers it within the class ("Empresa 3").
 */
export const classCompanies = pgTable(
  'class_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    alias: integer('alias').notNull(),
    status: text('status').notNull().default('active'),
    state: jsonb('state').$type<SimulationState>().notNull(),
    pending: jsonb('pending').$type<MonthDecisions>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The engine's score of the months played, updated as each round closes; null before the first. */
    score: integer('score'),
    profitCents: bigint('profit_cents', { mode: 'number' }).notNull().default(0),
    /** Of the last round's revenue; null before the first round. */
    marketShare: doublePrecision('market_share'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('class_companies_alias_idx').on(t.classId, t.alias),
    check('class_companies_status_known', sql`${t.status} in ('active', 'finished', 'bankrupt', 'left')`),
  ],
);

/** A student in a class, and the company they play (their own, or their team's). */
export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => classCompanies.id, { onDelete: 'cascade' }),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId] }),
    index('class_members_user_idx').on(t.userId),
    index('class_members_company_idx').on(t.companyId),
  ],
);

/** One round of one company: the decisions it ran on (`held`: kept from the month before) and the engine's result. */
export const classCompanyMonths = pgTable(
  'class_company_months',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => classCompanies.id, { onDelete: 'cascade' }),
    month: integer('month').notNull(),
    decisions: jsonb('decisions').$type<MonthDecisions>().notNull(),
    held: boolean('held').notNull(),
    /** The size of the company's slice of the shared market that month (times the preset's market); null in a solo market. */
    slice: doublePrecision('slice'),
    result: jsonb('result').$type<MonthResult>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.month] }),
    check('class_company_months_month_positive', sql`${t.month} >= 1`),
  ],
);

/** A closed round: the market report everyone in the class reads. The key is the guard against a round run twice. */
export const classRounds = pgTable(
  'class_rounds',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    month: integer('month').notNull(),
    closedBy: text('closed_by').notNull(),
    report: jsonb('report').$type<StoredMarketReport>().notNull(),
    closedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.month] }),
    check('class_rounds_closed_by_known', sql`${t.closedBy} in ('teacher', 'deadline')`),
  ],
);

/** A round's market report as stored: the domain's, each row with the company it is about. */
export type StoredMarketReport = Omit<MarketReport, 'companies'> & {
  companies: (MarketReportRow & { companyId: string; alias: number })[];
};

/** The teacher's words to the class. */
export const classAnnouncements = pgTable(
  'class_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('class_announcements_class_idx').on(t.classId, t.createdAt.desc())],
);

/** One criterion of a teacher's rubric: its id is the browser's, so a grade keeps naming it. */
export interface StoredCriterion {
  id: string;
  name: string;
  maxPoints: number;
}

/**
 * What a teacher asks a class to hand in: one row per work asked for, with the kind asked (null:
 * any kind of that work), the instructions and the rubric's criteria. Deleting it takes its
 * hand-ins and their grades with it.
 */
export const classAssignments = pgTable(
  'class_assignments',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    work: text('work').$type<ClassWork>().notNull(),
    kind: text('kind'),
    instructions: text('instructions').notNull(),
    rubric: jsonb('rubric').$type<StoredCriterion[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.work] }),
    check('class_assignments_work_known', sql`${t.work} in ('canvas', 'pitch')`),
  ],
);

/** A canvas as handed in: its header, its cards and the validation's facts it was checked against, then. */
export type CanvasHandInSnapshot = Canvas & { validationFacts: ValidationFacts | null };

/** A pitch as handed in: the analysed version it was, its text, result and evidence then. */
export interface PitchHandInSnapshot {
  title: string;
  kind: PitchKind;
  language: string;
  parts: PitchParts;
  result: RubricResult;
  evidence: EvidenceFigure[];
}

/** A grade as given: each criterion as the rubric named it then, and the points it got. */
export interface StoredGrade {
  scores: { criterionId: string; name: string; maxPoints: number; points: number }[];
  comment: string;
}

/**
 * A company's hand-in of a work the class is asked for: a snapshot of one of its student's canvases
 * or pitches (the version number and the content as they were), so later edits change nothing the
 * teacher reads or graded. No reference to the item's row: the hand-in outlives it. Replaced by
 * each new hand-in (a new `id`) until it is graded; gone with its assignment.
 */
export const classHandIns = pgTable(
  'class_hand_ins',
  {
    classId: uuid('class_id').notNull(),
    work: text('work').$type<ClassWork>().notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => classCompanies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    handedInBy: uuid('handed_in_by').references(() => user.id, { onDelete: 'set null' }),
    itemId: uuid('item_id').notNull(),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<CanvasHandInSnapshot | PitchHandInSnapshot>().notNull(),
    handedInAt: timestamp('handed_in_at', { withTimezone: true }).notNull().defaultNow(),
    grade: jsonb('grade').$type<StoredGrade>(),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.work, t.companyId] }),
    foreignKey({
      columns: [t.classId, t.work],
      foreignColumns: [classAssignments.classId, classAssignments.work],
    }).onDelete('cascade'),
    index('class_hand_ins_by_idx').on(t.handedInBy),
    check('class_hand_ins_version_positive', sql`${t.version} >= 1`),
  ],
);
