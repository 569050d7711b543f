import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { account, session, user } from '../../db/schema/auth';
import { emailOutbox, notifications } from '../../db/schema/user-data';

// The account module answers for the rows that belong to the account as a whole. Each query
// names the columns it reads, so a secret column (session tokens, OAuth tokens, password
// hashes) can only reach the export by someone writing its name here.

export async function findAccountUser(orm: Orm, userId: string, options: { forUpdate?: boolean } = {}) {
  const query = orm
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

export function listSessionsForExport(orm: Orm, userId: string) {
  return orm
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt));
}

export function listLinkedAccountsForExport(orm: Orm, userId: string) {
  return orm
    .select({ providerId: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.createdAt));
}

export function listNotificationsForExport(orm: Orm, userId: string) {
  return orm
    .select({
      id: notifications.id,
      title: notifications.title,
      description: notifications.description,
      type: notifications.type,
      read: notifications.read,
      route: notifications.route,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
}

/** What was mailed to the user: the envelope, not the bodies (see the export's comment). */
export function listEmailsForExport(orm: Orm, userId: string) {
  return orm
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.userId, userId))
    .orderBy(asc(emailOutbox.createdAt));
}

/** Removes the account; every row the user owns goes with it through ON DELETE CASCADE. */
export async function deleteUser(orm: Orm, userId: string): Promise<boolean> {
  const deleted = await orm.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
  return deleted.length > 0;
}
