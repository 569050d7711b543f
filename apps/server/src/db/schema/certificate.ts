import type { BoardAnswer } from '@alavanca/domain/certificate/board-queries';
import type { ExamScore } from '@alavanca/domain/certificate/exam';
import type { ExamLevel } from '@alavanca/domain/certificate/levels';
import type { MonthDecisions, SimulationSetup } from '@alavanca/domain/simulation/types';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

// ---- The certificate's exam (decision 035) ----

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
  },
  (t) => [
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
