import { sql } from 'drizzle-orm';
import { pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * This installation's identity: exactly one row, created on first start. The unique index
 * on a constant lets several servers sharing one PostgreSQL insert it concurrently with
 * `ON CONFLICT DO NOTHING` and still end up with one row.
 */
export const instance = pgTable(
  'instance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [uniqueIndex('instance_single_row').on(sql`(true)`)],
);
