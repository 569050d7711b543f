import type { Competence, EvidenceSource } from '@alavanca/domain/progress/competences';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt } from './columns';

// ---- Progress: competences and achievements (decision 033) ----

/**
 * A piece of a founder's evidence for a competence: a try, and whether it succeeded. One row per
 * distinct try (its fingerprint): the same setup played with the same decisions again, or the same
 * text analysed again, adds nothing. Written in the transaction that stores what it was read from.
 */
export const competenceEvidence = pgTable(
  'competence_evidence',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    competence: text('competence').$type<Competence>().notNull(),
    fingerprint: text('fingerprint').notNull(),
    success: boolean('success').notNull(),
    strong: boolean('strong').notNull(),
    /** Where it was read: the progress page links there (a deleted source leaves the evidence). */
    source: jsonb('source').$type<EvidenceSource>().notNull(),
    values: jsonb('values').$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.competence, t.fingerprint] }),
    check(
      'competence_evidence_competence_known',
      sql`${t.competence} in ('cash', 'pricing', 'growth', 'risk', 'learning', 'validation', 'pitching', 'canvas')`,
    ),
  ],
);

/** An achievement a founder earned: once, at the moment its evidence was stored. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    achievement: text('achievement').notNull(),
    /** The evidence that earned it; null for a milestone of the whole (competences shown). */
    source: jsonb('source').$type<EvidenceSource>(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.achievement] }),
    index('user_achievements_earned_idx').on(t.userId, t.earnedAt.desc()),
  ],
);

/**
 * A founder whose works stored before progress was recorded (decision 033) have been read for it:
 * the back-fill reads each founder once, and a second run, or two instances at once, skip them.
 * `reads` is what it read (BACKFILL_READS): a back-fill that reads more kinds of work reads again
 * the founders read before it.
 */
export const progressBackfills = pgTable('progress_backfills', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  reads: integer('reads').notNull().default(1),
});
