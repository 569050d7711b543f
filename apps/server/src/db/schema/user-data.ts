import type { CommunityDigest } from '@alavanca/domain/community/digest';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bytea, createdAt, updatedAt } from './columns';

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
    /** The community's e-mail digest the member chose (decision 036); none unless they ask. */
    communityDigest: text('community_digest').$type<CommunityDigest>().notNull().default('off'),
    /** When the next digest is due: null while none is chosen. */
    communityDigestDueAt: timestamp('community_digest_due_at', { withTimezone: true }),
    /** Where the next digest's news start: when the one before was written, or the digest chosen. */
    communityDigestSince: timestamp('community_digest_since', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_settings_ai_verbosity_range', sql`${t.aiVerbosity} between 0 and 100`),
    check('user_settings_community_digest_known', sql`${t.communityDigest} in ('off', 'daily', 'weekly')`),
    // The digests' job reads the due ones, oldest first, every hour.
    index('user_settings_community_digest_due_idx')
      .on(t.communityDigestDueAt)
      .where(sql`${t.communityDigestDueAt} is not null`),
  ],
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
  /** The month screen's folded sections this user opened (OPENABLE_SECTIONS), remembered across devices. */
  openSections: jsonb('open_sections').$type<string[]>().notNull().default([]),
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
