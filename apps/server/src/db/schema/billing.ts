import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt } from './columns';

// ---- Plans, usage and payments ----

const planCheck = (column: unknown) => sql`${column} in ('free', 'basic', 'pro', 'enterprise')`;

/** One row per user: the plan and the billing period the usage counters belong to. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull().default('free'),
    status: text('status').notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** The running trial's end, or the past one's: a trial is offered once. */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** A downgrade or cancellation that takes effect at the period's end. */
    pendingPlan: text('pending_plan'),
    /** The currency the paid plan is charged in (prices are set per currency). */
    currency: text('currency'),
    provider: text('provider').notNull().default('sandbox'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('subscriptions_plan_known', planCheck(t.plan)),
    check('subscriptions_pending_plan_known', sql`${t.pendingPlan} is null or ${planCheck(t.pendingPlan)}`),
    check('subscriptions_status_known', sql`${t.status} in ('active', 'trialing', 'past_due')`),
    check('subscriptions_period_order', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
    index('subscriptions_due_idx').on(t.currentPeriodEnd),
    uniqueIndex('subscriptions_provider_subscription_idx').on(t.providerSubscriptionId),
  ],
);

/**
 * Uses per billing period. A counter only ever moves through one conditional UPDATE that
 * checks the limit in the same statement, so concurrent requests cannot pass it.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    simulations: integer('simulations').notNull().default(0),
    validations: integer('validations').notNull().default(0),
    aiConsultations: integer('ai_consultations').notNull().default(0),
    reports: integer('reports').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.periodStart] }),
    check(
      'usage_counters_not_negative',
      sql`${t.simulations} >= 0 and ${t.validations} >= 0 and ${t.aiConsultations} >= 0 and ${t.reports} >= 0`,
    ),
  ],
);

/** One attempt to buy a plan: paid at once by the sandbox, or on the provider's page. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status').notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    /** Why the card was declined, in the gateway's words (never shown as is). */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    check('checkouts_plan_paid', sql`${t.plan} in ('basic', 'pro', 'enterprise')`),
    check('checkouts_status_known', sql`${t.status} in ('pending', 'paid', 'failed')`),
    check('checkouts_amount_not_negative', sql`${t.amountCents} >= 0`),
    index('checkouts_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('checkouts_provider_session_idx').on(t.providerSessionId),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    provider: text('provider').notNull(),
    providerInvoiceId: text('provider_invoice_id'),
    url: text('url'),
    createdAt: createdAt(),
  },
  (t) => [
    check('invoices_plan_known', planCheck(t.plan)),
    check('invoices_status_known', sql`${t.status} in ('paid', 'open', 'failed')`),
    check('invoices_amount_not_negative', sql`${t.amountCents} >= 0`),
    index('invoices_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('invoices_provider_invoice_idx').on(t.provider, t.providerInvoiceId),
  ],
);

/** Provider events already handled: a webhook delivered twice is processed once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
