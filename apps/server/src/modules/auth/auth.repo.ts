import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { instance, session, user } from '../../db/schema';

/** The signing secret the database made on first start (see the `instance` table). */
export async function readInstanceAuthSecret(orm: Orm): Promise<string> {
  const [row] = await orm.select({ authSecret: instance.authSecret }).from(instance).limit(1);
  if (!row) throw new Error('The instance row is missing: the database was not prepared.');
  return row.authSecret;
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
