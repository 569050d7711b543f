import { eq, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { session, spentChallenges, user } from '../../db/schema/auth';
import { instance } from '../../db/schema/instance';

/** The signing secret the database made on first start (see the `instance` table). */
export async function readInstanceAuthSecret(orm: Orm): Promise<string> {
  const [row] = await orm.select({ authSecret: instance.authSecret }).from(instance).limit(1);
  if (!row) throw new Error('The instance row is missing: the database was not prepared.');
  return row.authSecret;
}

/**
 * Records a sign-up challenge as used; false if it already was, on this instance or another.
 * Rows go an hour after their challenge expired: by then no instance, even one whose clock runs
 * late, still accepts it, so the table holds only the last few minutes' challenges.
 */
export async function spendChallenge(orm: Orm, signature: string, expiresAt: Date): Promise<boolean> {
  await orm.delete(spentChallenges).where(lt(spentChallenges.expiresAt, sql`now() - interval '1 hour'`));
  const spent = await orm
    .insert(spentChallenges)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: spentChallenges.signature });
  return spent.length === 1;
}

/** The user with this id, or null. */
export async function findUserById(orm: Orm, userId: string): Promise<{ id: string } | null> {
  const [row] = await orm.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return row ?? null;
}

/** A session by its token, with the user it belongs to: what a request's cookie stands for. */
export async function findSessionUser(
  orm: Orm,
  token: string,
): Promise<{ id: string; email: string; name: string; expiresAt: Date } | undefined> {
  const [row] = await sessionUserQuery(orm).execute({ token });
  return row;
}

// Read on every authenticated request: built (and, on a PostgreSQL server, planned) once per
// database rather than each time.
const sessionUserQueries = new WeakMap<Orm, ReturnType<typeof prepareSessionUserQuery>>();

function sessionUserQuery(orm: Orm) {
  let query = sessionUserQueries.get(orm);
  if (!query) sessionUserQueries.set(orm, (query = prepareSessionUserQuery(orm)));
  return query;
}

function prepareSessionUserQuery(orm: Orm) {
  return orm
    .select({ id: user.id, email: user.email, name: user.name, expiresAt: session.expiresAt })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('find_session_user');
}
