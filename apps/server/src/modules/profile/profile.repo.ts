import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import { avatars, profiles } from '../../db/schema/user-data';

export type ProfileRow = typeof profiles.$inferSelect;
export type AvatarRow = typeof avatars.$inferSelect;

/** Creates the profile unless it exists; concurrent callers end up with one row. */
export async function insertProfileIfMissing(
  orm: Orm,
  row: { userId: string; email: string; firstName: string; lastName: string },
): Promise<void> {
  await orm
    .insert(profiles)
    .values({ id: row.userId, email: row.email, firstName: row.firstName, lastName: row.lastName })
    .onConflictDoNothing({ target: profiles.id });
}

export async function findProfile(orm: Orm, userId: string): Promise<ProfileRow | null> {
  const [row] = await orm.select().from(profiles).where(eq(profiles.id, userId));
  return row ?? null;
}

export async function updateProfileNames(
  orm: Orm,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<ProfileRow | null> {
  const [row] = await orm
    .update(profiles)
    .set({ firstName: names.firstName, lastName: names.lastName })
    .where(eq(profiles.id, userId))
    .returning();
  return row ?? null;
}

export async function updateProfileAvatarUrl(
  orm: Orm,
  userId: string,
  avatarUrl: string | null,
): Promise<ProfileRow | null> {
  const [row] = await orm.update(profiles).set({ avatarUrl }).where(eq(profiles.id, userId)).returning();
  return row ?? null;
}

export async function updateUserName(orm: Orm, userId: string, name: string): Promise<void> {
  await orm.update(user).set({ name }).where(eq(user.id, userId));
}

export async function findAvatar(orm: Orm, userId: string): Promise<AvatarRow | null> {
  const [row] = await orm.select().from(avatars).where(eq(avatars.userId, userId));
  return row ?? null;
}

export async function upsertAvatar(
  orm: Orm,
  row: { userId: string; contentType: string; data: Buffer; updatedAt: Date },
): Promise<AvatarRow> {
  const [saved] = await orm
    .insert(avatars)
    .values(row)
    .onConflictDoUpdate({
      target: avatars.userId,
      set: { contentType: row.contentType, data: row.data, updatedAt: row.updatedAt },
    })
    .returning();
  if (!saved) throw new Error('The avatar upsert returned no row.');
  return saved;
}

export async function deleteAvatar(orm: Orm, userId: string): Promise<void> {
  await orm.delete(avatars).where(eq(avatars.userId, userId));
}
