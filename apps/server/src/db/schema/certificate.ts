import type { BoardAnswer } from '@alavanca/domain/certificate/board-queries';
import type { ExamScore } from '@alavanca/domain/certificate/exam';
import type { ExamLevel } from '@alavanca/domain/certificate/levels';
import type { MonthDecisions, SimulationSetup } from '@alavanca/domain/simulation/types';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { classes } from './classes';

// ---- The certificate's exam (decision 035) ----

/**
 * An exam a teacher runs for a class: one level and one seed for every student, each of whom may
 * take it once while it is open. Its attempts are the teacher's to give: they count toward no
 * student's plan. One is open per class at a time (the partial unique index).
 */
export const classExams = pgTable(
  'class_exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    level: text('level').$type<ExamLevel>().notNull(),
    /** The market every student's company is played in: up to 2³² − 1, past an integer column. */
    seed: bigint('seed', { mode: 'number' }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('class_exams_one_open')
      .on(t.classId)
      .where(sql`${t.closedAt} is null`),
    index('class_exams_class_idx').on(t.classId, t.openedAt),
  ],
);

/**
 * A founder's attempt at the certificate's exam: the company's setup with the seed the server drew,
 * each month's decisions as they were played, the knowledge questions drawn, then the answers and
 * the score they earned. Everything the score is computed from is here, so it can be computed
 * again. One attempt is open per founder at a time (the partial unique index).
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    level: text('level').$type<ExamLevel>().notNull(),
    setup: jsonb('setup').$type<SimulationSetup>().notNull(),
    decisions: jsonb('decisions').$type<MonthDecisions[]>().notNull().default([]),
    /** The knowledge questions' ids, as drawn at the start. */
    questions: jsonb('questions').$type<string[]>().notNull(),
    /** open, submitted, abandoned or expired (its time ran out): all but open count as used. */
    status: text('status').$type<ExamStatus>().notNull().default('open'),
    answers: jsonb('answers').$type<ExamAnswers>(),
    score: jsonb('score').$type<ExamScore>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The class exam it was taken in, if any (kept, unlinked, when the class is deleted). */
    classExamId: uuid('class_exam_id').references(() => classExams.id, { onDelete: 'set null' }),
    /** Whether it counts toward the founder's plan: a class exam's attempt is the teacher's to give. */
    counted: boolean('counted').notNull().default(true),
  },
  (t) => [
    uniqueIndex('exam_attempts_once_per_class_exam').on(t.classExamId, t.userId),
    uniqueIndex('exam_attempts_one_open')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('exam_attempts_user_started_idx').on(t.userId, t.startedAt),
    check('exam_attempts_status_known', sql`${t.status} in ('open', 'submitted', 'abandoned', 'expired')`),
  ],
);

export type ExamStatus = 'open' | 'submitted' | 'abandoned' | 'expired';

/** The board's answers by query, and the option chosen for each knowledge question, by its id. */
export interface ExamAnswers {
  board: Record<string, BoardAnswer>;
  knowledge: Record<string, number>;
}

/**
 * A certificate, issued in the transaction that scores a passing attempt: what it prints (the
 * holder's name as it was then, the level, the score) and whether an operator revoked it. Its id
 * is the verification address's: unguessable, 20 characters of a 32-letter alphabet.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    holderName: text('holder_name').notNull(),
    level: text('level').$type<ExamLevel>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [uniqueIndex('certificates_attempt_idx').on(t.attemptId), index('certificates_user_idx').on(t.userId)],
);
