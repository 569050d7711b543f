import { asc, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { issuerKeys } from '../../db/schema/instance';
import type { SigningKey } from '../../lib/vc-jwt';

/** The issuer's keys (decision 034): the one in use signs; all, retired or not, are published. */

const asSigningKey = (row: typeof issuerKeys.$inferSelect): SigningKey => ({
  kid: row.id,
  publicJwk: row.publicJwk,
  privateKey: row.privateKey,
});

export async function findKeyInUse(orm: Orm): Promise<SigningKey | null> {
  const [row] = await orm.select().from(issuerKeys).where(isNull(issuerKeys.retiredAt));
  return row ? asSigningKey(row) : null;
}

export async function listIssuerKeys(orm: Orm) {
  const rows = await orm.select().from(issuerKeys).orderBy(asc(issuerKeys.createdAt), asc(issuerKeys.id));
  return rows.map((row) => ({ ...asSigningKey(row), retiredAt: row.retiredAt }));
}

/** Retires the key in use and puts `key` in its place, in one transaction. */
export async function replaceKeyInUse(orm: Orm, key: SigningKey, at: Date): Promise<void> {
  await orm.transaction(async (tx) => {
    await tx.update(issuerKeys).set({ retiredAt: at }).where(isNull(issuerKeys.retiredAt));
    await tx.insert(issuerKeys).values({ id: key.kid, publicJwk: key.publicJwk, privateKey: key.privateKey });
  });
}
