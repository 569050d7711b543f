import type { NotificationFilter, NotificationType } from '@alavanca/contracts/notifications';
import { and, count, desc, eq, gt, like, lt, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { notifications } from '../../db/schema/user-data';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  /** A catalog key of the `notifications` namespace (or plain text): translated where it is shown. */
  title: string;
  description: string;
  type: NotificationType;
  /** Where clicking it leads, if anywhere. */
  route?: string | null;
}

/** Where a page of the list ends: the last row's time and id (ids break ties of equal times). */
export interface ListPosition {
  createdAt: Date;
  id: string;
}

export async function insertNotification(orm: Orm, input: NewNotification): Promise<NotificationRow> {
  const [row] = await orm
    .insert(notifications)
    .values({
      userId: input.userId,
      title: input.title,
      description: input.description,
      type: input.type,
      route: input.route ?? null,
    })
    .returning();
  if (!row) throw new Error('The notification insert returned no row.');
  return row;
}

/** Several notifications in one statement (a class's round tells every student at once). */
export async function insertNotifications(orm: Orm, inputs: readonly NewNotification[]): Promise<NotificationRow[]> {
  if (inputs.length === 0) return [];
  return orm
    .insert(notifications)
    .values(
      inputs.map((input) => ({
        userId: input.userId,
        title: input.title,
        description: input.description,
        type: input.type,
        route: input.route ?? null,
      })),
    )
    .returning();
}

const filterCondition = (filter: NotificationFilter) =>
  filter === 'all' ? undefined : eq(notifications.read, filter === 'read');

/** Rows that come after `after`, newest first. */
function afterCondition(userId: string, after: ListPosition) {
  // The position's time is a JavaScript date (milliseconds) while rows keep microseconds:
  // compared with it, rows of the same millisecond as the page's last one would be skipped. The
  // last row's own stored time is exact; the position's is the fallback should the row be gone.
  const time = sql`coalesce((select ${notifications.createdAt} from ${notifications} where ${notifications.id} = ${after.id} and ${notifications.userId} = ${userId}), ${after.createdAt.toISOString()}::timestamptz)`;
  return or(lt(notifications.createdAt, time), and(eq(notifications.createdAt, time), lt(notifications.id, after.id)));
}

/** Newest first, `limit` rows after `after` (keyset pagination: stable while rows are added). */
export async function listNotifications(
  orm: Orm,
  userId: string,
  options: { filter: NotificationFilter; limit: number; after?: ListPosition | undefined },
): Promise<NotificationRow[]> {
  const { after } = options;
  return orm
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), filterCondition(options.filter), after && afterCondition(userId, after)),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
}

export async function countUnread(orm: Orm, userId: string): Promise<number> {
  const [row] = await orm
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.unread ?? 0;
}

/** Marks one of the user's notifications read; null when the user has none with this id. */
export async function markRead(orm: Orm, userId: string, id: string): Promise<NotificationRow | null> {
  const [row] = await orm
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllRead(orm: Orm, userId: string): Promise<number> {
  const rows = await orm
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Inserts `input` unless the user got a notification whose title starts with `titlePrefix` in
 * the last `withinMs`. Two requests at once are serialized per user by an advisory lock held
 * until the transaction ends, so only one of them can insert. Null when it was too soon.
 */
export async function insertUnlessRecent(
  orm: Orm,
  input: NewNotification,
  titlePrefix: string,
  withinMs: number,
): Promise<NotificationRow | null> {
  return orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`notifications:${input.userId}`}, 0))`);
    const since = new Date(Date.now() - withinMs);
    const [recent] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, input.userId),
          like(notifications.title, `${titlePrefix}%`),
          gt(notifications.createdAt, since),
        ),
      )
      .limit(1);
    return recent ? null : insertNotification(tx, input);
  });
}
