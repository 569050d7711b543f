import type { IdeaInput } from '@alavanca/domain/validation/idea';
import type { IdeaValidation } from '@alavanca/domain/validation/validate-idea';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt } from './columns';

// ---- Idea validations ----

/**
 * One idea under validation: its latest title, score and verdict (the list sorts and shows them),
 * and how many versions it has. Each edit is a new version; every version is kept.
 */
export const ideaValidations = pgTable(
  'idea_validations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    businessType: text('business_type').notNull(),
    /** The latest version's number (1 for the first). */
    version: integer('version').notNull().default(1),
    overall: integer('overall').notNull(),
    verdict: text('verdict').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('idea_validations_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    check('idea_validations_verdict_known', sql`${t.verdict} in ('promising', 'validateFurther', 'pivot')`),
    check('idea_validations_version_positive', sql`${t.version} >= 1`),
    check('idea_validations_overall_range', sql`${t.overall} between 0 and 100`),
  ],
);

/** A version of an idea: the description as the founder gave it then, and what it scored, by which rules. */
export const ideaValidationVersions = pgTable(
  'idea_validation_versions',
  {
    validationId: uuid('validation_id')
      .notNull()
      .references(() => ideaValidations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    input: jsonb('input').$type<IdeaInput>().notNull(),
    result: jsonb('result').$type<IdeaValidation>().notNull(),
    /** Prose a language model wrote from the scores, when one is configured; never a number of its own. */
    narrative: text('narrative'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.validationId, t.version] }),
    index('idea_validation_versions_user_idx').on(t.userId),
    check('idea_validation_versions_version_positive', sql`${t.version} >= 1`),
  ],
);

/** An experiment of a validation marked done (with its result) or open again; kept across versions. */
export const validationExperiments = pgTable(
  'validation_experiments',
  {
    validationId: uuid('validation_id')
      .notNull()
      .references(() => ideaValidations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    done: boolean('done').notNull().default(false),
    result: text('result').notNull().default(''),
    doneAt: timestamp('done_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.validationId, t.key] }), index('validation_experiments_user_idx').on(t.userId)],
);
