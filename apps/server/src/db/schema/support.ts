import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bytea, createdAt, updatedAt } from './columns';

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
