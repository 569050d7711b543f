import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import { admins } from '../../db/schema/support';

export async function isAdmin(orm: Orm, userId: string): Promise<boolean> {
  const [row] = await orm.select({ userId: admins.userId }).from(admins).where(eq(admins.userId, userId));
  return row !== undefined;
}

/** The account with this e-mail (compared without case), or null. */
export async function findUserByEmail(orm: Orm, email: string): Promise<{ id: string; email: string } | null> {
  const [row] = await orm
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${email})`);
  return row ?? null;
}

/** Grants the role; false when the user already had it. */
export async function insertAdmin(orm: Orm, userId: string): Promise<boolean> {
  const inserted = await orm.insert(admins).values({ userId }).onConflictDoNothing().returning({ id: admins.userId });
  return inserted.length > 0;
}

/** Takes the role away; false when the user did not have it. */
export async function deleteAdmin(orm: Orm, userId: string): Promise<boolean> {
  const deleted = await orm.delete(admins).where(eq(admins.userId, userId)).returning({ id: admins.userId });
  return deleted.length > 0;
}

export async function findAdminGrant(orm: Orm, userId: string): Promise<{ grantedAt: Date } | null> {
  const [row] = await orm.select({ grantedAt: admins.grantedAt }).from(admins).where(eq(admins.userId, userId));
  return row ?? null;
}
