import type { Orm } from '../../db/client';
import { insertNotification, type NewNotification } from './notifications.repo';

/** Adds an unread notification to a user's list. */
export async function createNotification(
  orm: Orm,
  input: NewNotification,
): Promise<{ id: string }> {
  return insertNotification(orm, input);
}
