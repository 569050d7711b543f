import type { Orm } from '../../db/client';
import { instance } from '../../db/schema';

/** The signing secret the database made on first start (see the `instance` table). */
export async function readInstanceAuthSecret(orm: Orm): Promise<string> {
  const [row] = await orm.select({ authSecret: instance.authSecret }).from(instance).limit(1);
  if (!row) throw new Error('The instance row is missing: the database was not prepared.');
  return row.authSecret;
}
