import type { PitchPart } from '@alavanca/domain/pitch/pitch';
import type { RubricResult } from '@alavanca/domain/pitch/rubric';
import type { DrillQuestion } from '@alavanca/domain/pitch/questions';
import type { EvidenceFigure } from '@alavanca/domain/pitch/claims';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt } from './columns';
import { simulations } from './simulations';
import { ideaValidations } from './validations';

// ---- Pitches (decision 032) ----

export type PitchParts = Partial<Record<PitchPart, string>>;

/**
 * A pitch as the founder is writing it: its parts, which of them are still as drafted, and the
 * validation and simulation its figures are held to (none once either is deleted). `analyses` counts
 * its analysed versions; `score` is the newest one's, for the list.
 */
export const pitches = pgTable(
  'pitches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    validationId: uuid('validation_id').references(() => ideaValidations.id, { onDelete: 'set null' }),
    simulationId: uuid('simulation_id').references(() => simulations.id, { onDelete: 'set null' }),
    parts: jsonb('parts').$type<PitchParts>().notNull(),
    drafted: jsonb('drafted').$type<PitchPart[]>().notNull(),
    analyses: integer('analyses').notNull().default(0),
    score: integer('score'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pitches_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    check('pitches_kind_known', sql`${t.kind} in ('investor', 'elevator', 'class')`),
    check('pitches_analyses_counted', sql`${t.analyses} >= 0`),
  ],
);

/** Each analysed version: the text, the result, the drill and the evidence as they were then. */
export const pitchAnalyses = pgTable(
  'pitch_analyses',
  {
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    parts: jsonb('parts').$type<PitchParts>().notNull(),
    score: integer('score').notNull(),
    result: jsonb('result').$type<RubricResult>().notNull(),
    drill: jsonb('drill').$type<DrillQuestion[]>().notNull(),
    evidence: jsonb('evidence').$type<EvidenceFigure[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.pitchId, t.number] }),
    index('pitch_analyses_user_idx').on(t.userId),
    check('pitch_analyses_number_positive', sql`${t.number} >= 1`),
    check('pitch_analyses_score_range', sql`${t.score} between 0 and 100`),
  ],
);
