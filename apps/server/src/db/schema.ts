import type { MarketReport, MarketReportRow } from '@alavanca/domain/classroom/class-month';
import type { SimulationScore } from '@alavanca/domain/simulation/score';
import type { MonthDecisions, MonthResult, SimulationSetup, SimulationState } from '@alavanca/domain/simulation/types';
import type { IdeaInput } from '@alavanca/domain/validation/idea';
import type { IdeaValidation } from '@alavanca/domain/validation/validate-idea';
import type { WeeklySummary } from '@alavanca/contracts/reports';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Drizzle has no built-in bytea column; node-postgres and PGlite both answer it as a Buffer.
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---- Authentication (the shape better-auth expects; ids are UUIDs) ----

export const user = pgTable('user', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// ---- The user's own data (every row carries user_id and cascades with the user) ----

export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  avatarUrl: text('avatar_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const avatars = pgTable('avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    weeklyReports: boolean('weekly_reports').notNull().default(true),
    aiTone: text('ai_tone').notNull().default('balanced'),
    aiVerbosity: integer('ai_verbosity').notNull().default(70),
    aiContext: text('ai_context').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [check('user_settings_ai_verbosity_range', sql`${t.aiVerbosity} between 0 and 100`)],
);

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  language: text('language').notNull().default('pt-BR'),
  currency: text('currency').notNull().default('BRL'),
  dateFormat: text('date_format').notNull().default('DD/MM/YYYY'),
  numberFormat: text('number_format').notNull().default('decimal'),
  timezone: text('timezone').notNull().default('America/Sao_Paulo'),
  country: text('country').notNull().default('BR'),
  region: text('region').notNull().default('Brasil'),
  businessType: text('business_type'),
  role: text('role'),
  experienceLevel: text('experience_level').notNull().default('beginner'),
  primaryObjective: text('primary_objective'),
  customObjective: text('custom_objective'),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  skipTour: boolean('skip_tour').notNull().default(false),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull().default('info'),
    read: boolean('read').notNull().default(false),
    route: text('route'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('notifications_type_known', sql`${t.type} in ('info', 'warning', 'danger', 'default')`),
  ],
);

/** Every e-mail the server sends; with no SMTP configured this table is the outbox. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_to_created_idx').on(t.toAddress, t.createdAt.desc())],
);

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Sign-up challenges already redeemed, by signature, so a solution is accepted once across every
 * instance; a row is deleted some time after its challenge expired, when it can no longer be replayed.
 */
export const spentChallenges = pgTable(
  'spent_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('spent_challenges_expires_at').on(table.expiresAt)],
);

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

// ---- Business simulations ----

/**
 * One company run month by month. The setup (with its seed) and the months' decisions are all
 * it takes to replay it; `state` is the engine's state after the last month played, kept so
 * that advancing steps one month instead of replaying them all.
 */
export const simulations = pgTable(
  'simulations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    businessType: text('business_type').notNull(),
    setup: jsonb('setup').$type<SimulationSetup>().notNull(),
    status: text('status').notNull().default('active'),
    /** Months played so far (0 before the first). */
    month: integer('month').notNull().default(0),
    state: jsonb('state').$type<SimulationState>().notNull(),
    /** Set when the simulation ends: finished by the user, at the horizon, or bankrupt. */
    score: jsonb('score').$type<SimulationScore>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('simulations_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    check('simulations_status_known', sql`${t.status} in ('active', 'finished', 'bankrupt')`),
    check('simulations_month_not_negative', sql`${t.month} >= 0`),
  ],
);

/** The decisions of a month, without the answer to an event (its own column). */
export type MonthLevers = Omit<MonthDecisions, 'eventChoice'>;

/** One month played: what the user decided and what the engine computed from it. */
export const simulationMonths = pgTable(
  'simulation_months',
  {
    simulationId: uuid('simulation_id')
      .notNull()
      .references(() => simulations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 1 for the first month. */
    month: integer('month').notNull(),
    decisions: jsonb('decisions').$type<MonthLevers>().notNull(),
    /** The answer to the previous month's event, when one was pending. */
    eventChoice: text('event_choice'),
    result: jsonb('result').$type<MonthResult>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.simulationId, t.month] }),
    index('simulation_months_user_idx').on(t.userId),
    check('simulation_months_month_positive', sql`${t.month} >= 1`),
  ],
);

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

// ---- AI mentor ----

/** A conversation with the mentor: its persona answers the next question (switchable at any time). */
export const mentorConversations = pgTable(
  'mentor_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    persona: text('persona').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mentor_conversations_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    check('mentor_conversations_persona_known', sql`${t.persona} in ('eva', 'max', 'leo', 'bia')`),
  ],
);

/**
 * A question or an answer. An answer is stored when its stream starts and written as it streams;
 * one whose stream was cut keeps what was written, marked interrupted.
 */
export const mentorMessages = pgTable(
  'mentor_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => mentorConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** The persona that answered; null for questions and board meetings. */
    persona: text('persona'),
    mode: text('mode').notNull().default('answer'),
    content: text('content').notNull(),
    /** Who wrote an answer: builtIn, openai or anthropic; null for questions. */
    engine: text('engine'),
    /** The language model failed and the built-in mentor answered. */
    fallback: boolean('fallback').notNull().default(false),
    status: text('status').notNull().default('complete'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mentor_messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('mentor_messages_user_idx').on(t.userId),
    check('mentor_messages_role_known', sql`${t.role} in ('user', 'assistant')`),
    check('mentor_messages_mode_known', sql`${t.mode} in ('answer', 'board')`),
    check('mentor_messages_status_known', sql`${t.status} in ('complete', 'interrupted')`),
    check(
      'mentor_messages_engine_known',
      sql`${t.engine} is null or ${t.engine} in ('builtIn', 'openai', 'anthropic')`,
    ),
  ],
);

// ---- Operators and support ----

/** Users granted the operators' role (`npm run admin -- grant EMAIL`): they answer support tickets. */
export const admins = pgTable('admins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  grantedAt: createdAt(),
});

/** A user's question to the support team, with its conversation in `support_messages`. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_tickets_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    index('support_tickets_status_updated_idx').on(t.status, t.updatedAt.desc()),
    check('support_tickets_status_known', sql`${t.status} in ('open', 'answered', 'closed')`),
    check(
      'support_tickets_category_known',
      sql`${t.category} in ('account', 'billing', 'simulations', 'validation', 'mentor', 'bug', 'other')`,
    ),
  ],
);

/**
 * A message of a ticket: the owner's, or an operator's (`author_id` names which operator, for
 * the record; the owner sees "support"). `user_id` is always the ticket owner's, so that every
 * row of a ticket is found, exported and deleted with its owner.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_ticket_created_idx').on(t.ticketId, t.createdAt),
    index('support_messages_user_idx').on(t.userId),
    check('support_messages_author_known', sql`${t.author} in ('user', 'support')`),
  ],
);

/** A screenshot sent with a message, its type checked by its bytes. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_attachments_message_idx').on(t.messageId),
    index('support_attachments_user_idx').on(t.userId),
    check('support_attachments_type_known', sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp')`),
  ],
);

// ---- Dashboard ----

/** Which dashboard widgets a user shows, in which order; no row means the default layout. */
export const dashboardLayouts = pgTable('dashboard_layouts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  widgets: jsonb('widgets').$type<{ id: string; visible: boolean }[]>().notNull(),
  updatedAt: updatedAt(),
});

// ---- Reports ----

/**
 * A generated report of a simulation or a validation, its PDF and CSV kept with it (a database
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
    check('reports_kind_known', sql`${t.kind} in ('simulation', 'validation', 'classCompany')`),
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

// ---- Classes (decision 026) ----

/**
 * A teacher's class: one scenario (`setup`, its name the class's) that every company of the
 * class plays, a round at a time. `month` counts the rounds closed; a round is closed in the one
 * transaction that locks this row and moves `month` on, so no round runs twice or is skipped.
 */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    setup: jsonb('setup').$type<SimulationSetup>().notNull(),
    marketMode: text('market_mode').notNull(),
    grouping: text('grouping').notNull(),
    teamSize: integer('team_size'),
    schedule: text('schedule').notNull(),
    roundDays: integer('round_days'),
    showNames: boolean('show_names').notNull().default(true),
    joinCode: text('join_code').notNull(),
    status: text('status').notNull().default('open'),
    month: integer('month').notNull().default(0),
    /** When the open round closes by itself (schedule 'deadlines'); null on a manual schedule or once finished. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /** Set once the open round's reminder went out; cleared when a round closes. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('classes_join_code_idx').on(t.joinCode),
    index('classes_owner_idx').on(t.ownerId, t.createdAt.desc()),
    index('classes_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.status} = 'open' and ${t.deadlineAt} is not null`),
    check('classes_market_mode_known', sql`${t.marketMode} in ('solo', 'shared')`),
    check('classes_grouping_known', sql`${t.grouping} in ('individual', 'teams')`),
    check('classes_schedule_known', sql`${t.schedule} in ('manual', 'deadlines')`),
    check('classes_status_known', sql`${t.status} in ('open', 'finished')`),
    check('classes_month_not_negative', sql`${t.month} >= 0`),
  ],
);

/**
 * A company of a class: a student's, or a team's. It belongs to the class, not to a student, so
 * it spends nobody's quota and is played only by the class's rounds. `pending` holds the
 * decisions submitted for the open round. `alias` numbers it within the class ("Empresa 3").
 */
export const classCompanies = pgTable(
  'class_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    alias: integer('alias').notNull(),
    status: text('status').notNull().default('active'),
    state: jsonb('state').$type<SimulationState>().notNull(),
    pending: jsonb('pending').$type<MonthDecisions>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The engine's score of the months played, updated as each round closes; null before the first. */
    score: integer('score'),
    profitCents: bigint('profit_cents', { mode: 'number' }).notNull().default(0),
    /** Of the last round's revenue; null before the first round. */
    marketShare: doublePrecision('market_share'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('class_companies_alias_idx').on(t.classId, t.alias),
    check('class_companies_status_known', sql`${t.status} in ('active', 'finished', 'bankrupt', 'left')`),
  ],
);

/** A student in a class, and the company they play (their own, or their team's). */
export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => classCompanies.id, { onDelete: 'cascade' }),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId] }),
    index('class_members_user_idx').on(t.userId),
    index('class_members_company_idx').on(t.companyId),
  ],
);

/** One round of one company: the decisions it ran on (`held`: kept from the month before) and the engine's result. */
export const classCompanyMonths = pgTable(
  'class_company_months',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => classCompanies.id, { onDelete: 'cascade' }),
    month: integer('month').notNull(),
    decisions: jsonb('decisions').$type<MonthDecisions>().notNull(),
    held: boolean('held').notNull(),
    /** The size of the company's slice of the shared market that month (times the preset's market); null in a solo market. */
    slice: doublePrecision('slice'),
    result: jsonb('result').$type<MonthResult>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.month] }),
    check('class_company_months_month_positive', sql`${t.month} >= 1`),
  ],
);

/** A closed round: the market report everyone in the class reads. The key is the guard against a round run twice. */
export const classRounds = pgTable(
  'class_rounds',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    month: integer('month').notNull(),
    closedBy: text('closed_by').notNull(),
    report: jsonb('report').$type<StoredMarketReport>().notNull(),
    closedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.month] }),
    check('class_rounds_closed_by_known', sql`${t.closedBy} in ('teacher', 'deadline')`),
  ],
);

/** A round's market report as stored: the domain's, each row with the company it is about. */
export type StoredMarketReport = Omit<MarketReport, 'companies'> & {
  companies: (MarketReportRow & { companyId: string; alias: number })[];
};

/** The teacher's words to the class. */
export const classAnnouncements = pgTable(
  'class_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('class_announcements_class_idx').on(t.classId, t.createdAt.desc())],
);
