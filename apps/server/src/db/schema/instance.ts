import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// ---- The installation, and what its instances share ----

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
    /**
     * Signs session cookies and tokens. Made once, at random, by the first start, and kept in
     * the database so every instance sharing it signs alike with no configuration.
     * `AUTH_SECRET` in the environment takes precedence.
     */
    authSecret: text('auth_secret')
      .notNull()
      .default(sql`encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex')`),
  },
  () => [uniqueIndex('instance_single_row').on(sql`(true)`)],
);

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
