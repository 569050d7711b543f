import { randomUUID } from 'node:crypto';
import type { Orm } from '../db/client';
import { user } from '../db/schema/auth';

/** Test factory: a `user` row as sign-up would leave it, without the HTTP round trip. */
export async function insertTestUser(
  orm: Orm,
  overrides: { name?: string; email?: string } = {},
): Promise<{ id: string; name: string; email: string }> {
  const [row] = await orm
    .insert(user)
    .values({
      name: overrides.name ?? 'Ana Maria Souza',
      email: overrides.email ?? `user-${randomUUID()}@example.com`,
    })
    .returning({ id: user.id, name: user.name, email: user.email });
  if (!row) throw new Error('The user insert returned no row.');
  return row;
}
