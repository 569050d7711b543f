import type { WeeklySummary } from '@alavanca/contracts/reports';
import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bytea, createdAt } from './columns';

// ---- Reports ----

/**
 * A generated report of a simulation, a validation or a canvas, its PDF and CSV kept with it (a database
 * is where the rest of the user's data is backed up; files under a folder could be lost apart).
 * `item_id` has no foreign key: a report outlives the simulation or validation it describes.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    title: text('title').notNull(),
    language: text('language').notNull(),
    pdf: bytea('pdf').notNull(),
    csv: bytea('csv').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_user_created_idx').on(t.userId, t.createdAt),
    check(
      'reports_kind_known',
      sql`${t.kind} in ('simulation', 'validation', 'classCompany', 'canvas', 'pitch', 'pitchDeck')`,
    ),
  ],
);

/**
 * One user's summary of one week: the row is made pending for every user with weekly reports on
 * once the week has ended, and delivered (its summary and notification written) in the one
 * transaction that locks it, so no week is summed up twice, whatever the instances and restarts.
 */
export const weeklySummaries = pgTable(
  'weekly_summaries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    summary: jsonb('summary').$type<WeeklySummaryContent>(),
    notificationId: uuid('notification_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.weekStart] }),
    index('weekly_summaries_pending_idx')
      .on(t.weekStart)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** What a delivered weekly summary stores (its week and time are the row's). */
export type WeeklySummaryContent = Omit<WeeklySummary, 'weekStart' | 'createdAt'>;
