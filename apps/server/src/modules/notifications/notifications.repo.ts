import type { Orm } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationType = 'info' | 'warning' | 'danger' | 'default';

export interface NewNotification {
  userId: string;
  /** A catalog key (or plain text): the web app translates keys when it shows them. */
  title: string;
  description: string;
  type: NotificationType;
  /** Where clicking it leads, if anywhere. */
  route?: string | null;
}

export async function insertNotification(
  orm: Orm,
  input: NewNotification,
): Promise<{ id: string }> {
  const [row] = await orm
    .insert(notifications)
    .values({
      userId: input.userId,
      title: input.title,
      description: input.description,
      type: input.type,
      route: input.route ?? null,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('The notification insert returned no row.');
  return row;
}
