import type {
  MemberCard,
  MemberProfile,
  MembersPage,
  MembersQuery,
  MyProfile,
  ProfileRequest,
  RelationsResponse,
} from '@alavanca/contracts/community-network';
import { NETWORK_PAGES } from '@alavanca/contracts/community-network';
import { V } from '@alavanca/contracts/validation-messages';
import type { Orm } from '../../db/client';
import { encodeCursor, parseCursor } from '../../db/keyset';
import { AppError, fieldIssue } from '../../http/app-error';
import type { MemberRules } from './member-rules';
import { readMessagesForExport } from './messages.repo';
import {
  accountName,
  findProfile,
  listDirectory,
  listRelated,
  readNetworkForExport,
  readRelations,
  saveProfile,
  setRelation,
  unfollowEither,
  type ProfileRow,
  type RelationKind,
} from './network.repo';

/*
 * The community's members and network (issue 41, decision 036): a public profile each member
 * turns on or off, the directory of the profiles on, follows, blocks and mutes. A profile off, a
 * member who blocked the viewer, or a suspended member is not found (404), as if not there.
 */

export interface NetworkServiceDeps {
  orm: Orm;
  rules: MemberRules;
  now?: () => Date;
}

const card = (profile: ProfileRow, followed: boolean): MemberCard => ({
  id: profile.userId,
  name: profile.name,
  city: profile.city,
  businessType: profile.businessType,
  stage: profile.stage,
  seeks: profile.seeks,
  offers: profile.offers,
  followed,
});

/** A profile as its member edits it. */
const editable = ({ userId: _userId, updatedAt: _updatedAt, ...profile }: ProfileRow): MyProfile => profile;

export function createNetworkService(deps: NetworkServiceDeps) {
  const { orm, rules } = deps;
  const now = deps.now ?? (() => new Date());

  /** `memberId`'s profile as `userId` may see it: their own always, another's only while on and theirs to see. */
  async function visibleProfile(userId: string, memberId: string) {
    await rules.member(userId);
    const profile = await findProfile(orm, memberId);
    const relations = await readRelations(orm, userId, memberId);
    if (!profile) throw new AppError('NOT_FOUND');
    if (memberId !== userId && (!profile.visible || relations.blockedBy || (await rules.suspended(memberId))))
      throw new AppError('NOT_FOUND');
    return { profile, relations };
  }

  /** Another member the user acts on: NOT_FOUND for an account that is not there, CONFLICT for themselves. */
  async function other(userId: string, memberId: string): Promise<void> {
    await rules.member(userId);
    if (memberId === userId) throw new AppError('CONFLICT');
    if ((await accountName(orm, memberId)) === null) throw new AppError('NOT_FOUND');
  }

  async function member(userId: string, memberId: string): Promise<MemberProfile> {
    const { profile, relations } = await visibleProfile(userId, memberId);
    const mine = memberId === userId;
    return {
      ...card(profile, relations.followed),
      links: profile.links,
      followers: relations.followers,
      following: relations.following,
      followsYou: relations.followsYou,
      mine,
      blocked: relations.blocked,
      muted: relations.muted,
      canMessage: !mine && (await rules.mayWrite(userId)) && (await rules.mayMessage(userId, memberId)),
    };
  }

  return {
    member,

    /** The user's profile as the editor starts from it: their account's name, off, until they save one. */
    async profile(userId: string): Promise<MyProfile> {
      await rules.member(userId);
      const saved = await findProfile(orm, userId);
      if (saved) return editable(saved);
      return {
        visible: false,
        name: (await accountName(orm, userId)) ?? '',
        city: '',
        businessType: null,
        stage: null,
        seeks: '',
        offers: '',
        links: [],
      };
    },

    /** Saves the user's profile; its texts are public once it is on, so a silenced member may not change it. */
    async saveProfile(userId: string, request: ProfileRequest): Promise<MyProfile> {
      await rules.writer(userId);
      return editable(await saveProfile(orm, userId, request, now()));
    },

    async directory(userId: string, query: MembersQuery): Promise<MembersPage> {
      await rules.member(userId);
      const position = query.before ? parseCursor(query.before, 'updated', 'time') : null;
      if (query.before && !position) throw fieldIssue('before', V.invalidOption);
      const rows = await listDirectory(
        orm,
        userId,
        { ...query, following: query.following === 'true' },
        position && { at: position.value, id: position.id },
        NETWORK_PAGES.members + 1,
      );
      const page = rows.slice(0, NETWORK_PAGES.members);
      const last = page.at(-1)?.profile;
      return {
        members: page.map((row) => card(row.profile, row.followed)),
        next:
          rows.length > NETWORK_PAGES.members && last
            ? encodeCursor({ sort: 'updated', value: last.updatedAt.toISOString(), id: last.userId })
            : null,
      };
    },

    /** Follows (or stops following) a member whose profile the user sees; a second time changes nothing. */
    async follow(userId: string, memberId: string, on: boolean): Promise<MemberProfile> {
      await visibleProfile(userId, memberId);
      if (memberId === userId) throw new AppError('CONFLICT');
      const { blocked } = await readRelations(orm, userId, memberId);
      if (on && blocked) throw new AppError('CONFLICT');
      await setRelation(orm, 'follow', userId, memberId, on);
      return member(userId, memberId);
    },

    /**
     * Blocks or mutes any member (their profile need not be on: they may have written to the user,
     * or in a topic), or undoes it. A block ends the follows between them both ways.
     */
    async relate(userId: string, memberId: string, kind: Exclude<RelationKind, 'follow'>, on: boolean): Promise<void> {
      await other(userId, memberId);
      await orm.transaction(async (tx) => {
        await setRelation(tx, kind, userId, memberId, on);
        if (kind === 'block' && on) await unfollowEither(tx, userId, memberId);
      });
    },

    async relations(userId: string): Promise<RelationsResponse> {
      await rules.member(userId);
      const [blocked, muted] = await Promise.all([listRelated(orm, 'block', userId), listRelated(orm, 'mute', userId)]);
      return { blocked, muted };
    },
  };
}

export type NetworkService = ReturnType<typeof createNetworkService>;

/**
 * Everything the member did in the network, for the data export: their profile, the follows,
 * blocks and mutes they set, their conversations with both members' messages as they read them,
 * and the messages they reported.
 */
export async function exportNetworkData(orm: Orm, userId: string) {
  const { profile, follows, blocks, mutes } = await readNetworkForExport(orm, userId);
  const { conversations, messages, reports } = await readMessagesForExport(orm, userId);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const made = (rows: { memberId: string; createdAt: Date }[]) =>
    rows.map((row) => ({ memberId: row.memberId, createdAt: row.createdAt.toISOString() }));
  return {
    communityNetwork: {
      profile: profile && { ...editable(profile), updatedAt: profile.updatedAt.toISOString() },
      follows: made(follows),
      blocks: made(blocks),
      mutes: made(mutes),
      conversations: conversations.map(({ id, otherId, createdAt }) => ({
        id,
        memberId: otherId,
        createdAt: createdAt.toISOString(),
        messages: messages
          .filter((message) => message.conversationId === id)
          .map((message) => ({
            id: message.id,
            mine: message.userId === userId,
            body: message.deletedAt ? null : message.body,
            createdAt: message.createdAt.toISOString(),
            deletedAt: iso(message.deletedAt),
          })),
      })),
      messageReports: reports.map(({ userId: _userId, createdAt, reviewedAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
        reviewedAt: iso(reviewedAt),
      })),
    },
  };
}
