import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MemberStage } from '@alavanca/contracts/community-network';
import type { BusinessType } from '@alavanca/domain/constants';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import {
  communityBlocks,
  communityFollows,
  communityMutes,
  communityProfiles,
} from '../../db/schema/community-network';
import { notSuspended } from './moderation.repo';

/** The community's profiles, follows, blocks and mutes (decision 036); who may see what is the service's to say. */

export type ProfileRow = typeof communityProfiles.$inferSelect;
export type ProfileValues = Pick<
  ProfileRow,
  'visible' | 'name' | 'city' | 'businessType' | 'stage' | 'seeks' | 'offers' | 'links'
>;
/** The member relations a user sets on another, each its own table of the same shape. */
export const RELATIONS = { follow: communityFollows, block: communityBlocks, mute: communityMutes } as const;
export type RelationKind = keyof typeof RELATIONS;

export async function findProfile(orm: Orm, userId: string): Promise<ProfileRow | null> {
  const [row] = await orm.select().from(communityProfiles).where(eq(communityProfiles.userId, userId));
  return row ?? null;
}

/** The account's own name, null for an account that is not there. */
export async function accountName(orm: Orm, userId: string): Promise<string | null> {
  const [row] = await orm.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return row?.name ?? null;
}

export async function saveProfile(orm: Orm, userId: string, values: ProfileValues, at: Date): Promise<ProfileRow> {
  const [row] = await orm
    .insert(communityProfiles)
    .values({ userId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: communityProfiles.userId, set: { ...values, updatedAt: at } })
    .returning();
  return row!;
}

/** Whether `userId` has `kind` set on `otherId`. */
function related(kind: RelationKind, userId: string | AnyPgColumn, otherId: string | AnyPgColumn): SQL {
  const table = RELATIONS[kind];
  return sql`exists (select 1 from ${table} where ${table.userId} = ${userId} and ${table.otherId} = ${otherId})`;
}

/** Whether either of two members blocked the other. */
const blockedEither = (a: string | AnyPgColumn, b: string | AnyPgColumn) =>
  or(related('block', a, b), related('block', b, a))!;

/**
 * Whether `authorId`'s writing is not muted by `viewerId`: a muted member's topics and posts are
 * hidden from the muter alone (the topics' list, a topic's posts, search), never from others.
 */
export const notMutedBy = (viewerId: string, authorId: AnyPgColumn) => sql`not ${related('mute', viewerId, authorId)}`;

/** The members `userId` muted, for a view that marks their posts (a topic's). */
export async function mutedBy(orm: Orm, userId: string): Promise<Set<string>> {
  const rows = await orm
    .select({ id: communityMutes.otherId })
    .from(communityMutes)
    .where(eq(communityMutes.userId, userId));
  return new Set(rows.map((row) => row.id));
}

export async function isBlockedEither(orm: Orm, a: string, b: string): Promise<boolean> {
  const [row] = await orm.select({ blocked: sql<boolean>`${blockedEither(a, b)}` }).from(sql`(select 1) as one`);
  return row?.blocked ?? false;
}

/** Whether `userId` has `kind` set on `otherId`. */
export async function hasRelation(orm: Orm, kind: RelationKind, userId: string, otherId: string): Promise<boolean> {
  const table = RELATIONS[kind];
  const [row] = await orm
    .select({ userId: table.userId })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.otherId, otherId)));
  return row !== undefined;
}

/** Sets `kind` of `userId` on `otherId` (a second time changes nothing), or removes it. */
export async function setRelation(orm: Orm, kind: RelationKind, userId: string, otherId: string, on: boolean) {
  const table = RELATIONS[kind];
  if (on) await orm.insert(table).values({ userId, otherId }).onConflictDoNothing();
  else await orm.delete(table).where(and(eq(table.userId, userId), eq(table.otherId, otherId)));
}

/** A block ends the follows between the two, both ways. */
export async function unfollowEither(tx: Orm, a: string, b: string): Promise<void> {
  await tx
    .delete(communityFollows)
    .where(
      or(
        and(eq(communityFollows.userId, a), eq(communityFollows.otherId, b)),
        and(eq(communityFollows.userId, b), eq(communityFollows.otherId, a)),
      ),
    );
}

export interface DirectoryFilters {
  businessType?: BusinessType | undefined;
  stage?: MemberStage | undefined;
  city?: string | undefined;
  q?: string | undefined;
  following?: boolean | undefined;
}

/** `text` matched anywhere in a column, its wildcards taken as the characters typed. */
const contains = (column: AnyPgColumn, text: string) => ilike(column, `%${text.replace(/[\\%_]/g, '\\$&')}%`);

/**
 * The profiles on that `viewerId` may see, the latest updated first, after `before` (its update
 * time and id): never their own, nor a member either of them blocked, nor a suspended member.
 */
export function listDirectory(
  orm: Orm,
  viewerId: string,
  filters: DirectoryFilters,
  before: { at: string; id: string } | null,
  limit: number,
) {
  const p = communityProfiles;
  return orm
    .select({ profile: p, followed: sql<boolean>`${related('follow', viewerId, p.userId)}` })
    .from(p)
    .where(
      and(
        eq(p.visible, true),
        sql`${p.userId} <> ${viewerId}`,
        sql`not ${blockedEither(viewerId, p.userId)}`,
        notSuspended(p.userId),
        filters.businessType ? eq(p.businessType, filters.businessType) : undefined,
        filters.stage ? eq(p.stage, filters.stage) : undefined,
        filters.city ? contains(p.city, filters.city) : undefined,
        filters.q ? or(contains(p.seeks, filters.q), contains(p.offers, filters.q)) : undefined,
        filters.following ? related('follow', viewerId, p.userId) : undefined,
        before ? sql`(${p.updatedAt}, ${p.userId}) < (${before.at}::timestamptz, ${before.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(p.updatedAt), desc(p.userId))
    .limit(limit);
}

/** How `viewerId` and `memberId` stand: follows both ways and their counts, blocks both ways, a mute. */
export async function readRelations(orm: Orm, viewerId: string, memberId: string) {
  const count = (table: typeof communityFollows, column: 'userId' | 'otherId') =>
    sql<number>`(select count(*)::int from ${table} where ${table[column]} = ${memberId})`;
  const [row] = await orm
    .select({
      followers: count(communityFollows, 'otherId'),
      following: count(communityFollows, 'userId'),
      followed: sql<boolean>`${related('follow', viewerId, memberId)}`,
      followsYou: sql<boolean>`${related('follow', memberId, viewerId)}`,
      blocked: sql<boolean>`${related('block', viewerId, memberId)}`,
      blockedBy: sql<boolean>`${related('block', memberId, viewerId)}`,
      muted: sql<boolean>`${related('mute', viewerId, memberId)}`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/**
 * The name a member is shown by in the network: their public profile's while it is on, their
 * account's (`accountName`, the `user` table's or an alias's) otherwise. Joined on `communityProfiles`.
 */
export const shownName = (accountName: AnyPgColumn = user.name) =>
  sql<string>`coalesce(case when ${communityProfiles.visible} then ${communityProfiles.name} end, ${accountName})`;
/** Whether the joined member's public profile is on. */
export const profileOn = sql<boolean>`coalesce(${communityProfiles.visible}, false)`;

/** The members `userId` set `kind` on (blocked, muted), by name. */
export function listRelated(orm: Orm, kind: 'block' | 'mute', userId: string) {
  const table = RELATIONS[kind];
  return orm
    .select({ id: user.id, name: shownName(), profile: profileOn })
    .from(table)
    .innerJoin(user, eq(user.id, table.otherId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, table.otherId))
    .where(eq(table.userId, userId))
    .orderBy(asc(shownName()), asc(user.id));
}

/** The member's profile and the relations they set, for their data export. */
export async function readNetworkForExport(orm: Orm, userId: string) {
  const made = (kind: RelationKind) => {
    const table = RELATIONS[kind];
    return orm
      .select({ memberId: table.otherId, createdAt: table.createdAt })
      .from(table)
      .where(eq(table.userId, userId))
      .orderBy(asc(table.createdAt));
  };
  // One after another: the export reads in one transaction, on one connection.
  return {
    profile: await findProfile(orm, userId),
    follows: await made('follow'),
    blocks: await made('block'),
    mutes: await made('mute'),
  };
}
