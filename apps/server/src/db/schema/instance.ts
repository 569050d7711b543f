import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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

/**
 * The issuer's Ed25519 keys that sign the credentials it issues (decision 034): made by the first
 * start, kept here so every instance signs alike and a backup keeps them. One is in use (the
 * unique index on a constant among those not retired lets concurrent first starts insert one);
 * a retired key stays published, so what it signed still verifies.
 */
export const issuerKeys = pgTable(
  'issuer_keys',
  {
    /** The public key's JWK thumbprint (RFC 7638): the `kid` a credential names. */
    id: text('id').primaryKey(),
    publicJwk: jsonb('public_jwk').$type<{ kty: 'OKP'; crv: 'Ed25519'; x: string }>().notNull(),
    /** PKCS #8, PEM. */
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('issuer_keys_one_in_use')
      .on(sql`(true)`)
      .where(sql`${t.retiredAt} is null`),
  ],
);
