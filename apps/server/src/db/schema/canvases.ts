import type { CanvasCard } from '@alavanca/domain/canvas/canvas';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt } from './columns';
import { simulations } from './simulations';
import { ideaValidations } from './validations';

// ---- Canvases (decision 031) ----

/**
 * A canvas: what the list shows and sorts by, the newest version's number, the validation it is
 * checked against and the simulation it was tested in (none once either is deleted). Its cards live
 * in its versions.
 */
export const canvases = pgTable(
  'canvases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    businessType: text('business_type').notNull(),
    currency: text('currency').notNull(),
    validationId: uuid('validation_id').references(() => ideaValidations.id, { onDelete: 'set null' }),
    /** The simulation the canvas was last tested in (none once it is deleted): its months answer the plan. */
    simulationId: uuid('simulation_id').references(() => simulations.id, { onDelete: 'set null' }),
    /** The newest version's number (1 for the first). */
    version: integer('version').notNull().default(1),
    cardCount: integer('card_count').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('canvases_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    check('canvases_kind_known', sql`${t.kind} in ('businessModel', 'lean')`),
    check('canvases_version_positive', sql`${t.version} >= 1`),
  ],
);

/** Every save that changed the canvas: its cards and header as they were then. */
export const canvasVersions = pgTable(
  'canvas_versions',
  {
    canvasId: uuid('canvas_id')
      .notNull()
      .references(() => canvases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    businessType: text('business_type').notNull(),
    currency: text('currency').notNull(),
    cards: jsonb('cards').$type<CanvasCard[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.canvasId, t.version] }),
    index('canvas_versions_user_idx').on(t.userId),
    check('canvas_versions_version_positive', sql`${t.version} >= 1`),
  ],
);
