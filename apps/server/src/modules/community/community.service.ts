import {
  type CreateTopicRequest,
  type ReplyRequest,
  type FLAG_REASONS,
  type PostView,
  type SpaceView,
  type TopicsPage,
  type TopicSummary,
  type TopicView,
} from '@alavanca/contracts/community';
import type { EvidenceSnapshot } from '@alavanca/contracts/community-evidence';
import type { Sanction } from '@alavanca/contracts/community-moderation';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { V } from '@alavanca/contracts/validation-messages';
import { readSpaceKey, spacesFor } from '@alavanca/domain/community/spaces';
import { earnedLevel, FLAGS_TO_HIDE, LEVEL_LIMITS, type LevelLimits } from '@alavanca/domain/community/trust';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import type { Orm } from '../../db/client';
import { encodeCursor, parseCursor } from '../../db/keyset';
import { AppError, fieldIssue } from '../../http/app-error';
import type { AdminService } from '../admins/admins.service';
import type { ClassService } from '../classes/classes.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { EventBus } from '../realtime/event-bus';
import { findUserPreferences } from '../preferences/preferences.service';
import {
  addReaction,
  countFlagsSince,
  countWritten,
  deletePost,
  editPost,
  findPost,
  flagPost,
  findTopic,
  insertReply,
  insertTopic,
  listPosts,
  listReactions,
  listTopics,
  listVersions,
  readActivity,
  recordRead,
  removeReaction,
  setAccepted,
  type PostRow,
  type PostSearch,
  type TopicRow,
  findEvidence,
  insertEvidence,
  listEvidenceSummaries,
} from './community.repo';
import { createCommunitySearch, searchConfigOf } from './community-search';
import { recordWords, requestReview, sanctionsOf } from './moderation.repo';
import { mutedBy } from './network.repo';
import { mentioned } from '@alavanca/domain/community/mentions';
import { listedWords } from '@alavanca/domain/community/word-list';
import { takeEvidence, type EvidenceSources } from './community-evidence';
import { checkPostBody, readableText } from './post-body';

/*
 * The community (issue 41, decision 036): public spaces in every language and a private space per
 * class, topics and replies in Markdown checked against the author's trust level, reactions, an
 * accepted answer, edits kept as versions. A class's space is its members' alone: anyone else
 * gets 404, as for a class. The trust level is read from what the member has done.
 */

type FlagReason = (typeof FLAG_REASONS)[number];

const TOPICS_PAGE = 20;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export interface CommunityServiceDeps {
  orm: Orm;
  /** Who is in a class, for its space. */
  classes: Pick<ClassService, 'roster' | 'userClasses'>;
  /** Operators moderate every space. */
  admins: Pick<AdminService, 'isAdmin'>;
  /** Replies and accepted answers are told to the members they concern. */
  notifications: Pick<NotificationService, 'createIn'>;
  /** Where a post's evidence is copied from: the author's own items. */
  evidence: EvidenceSources;
  /** Tells the tabs open on a space (its own stream) that one of its topics changed. */
  bus: Pick<EventBus, 'publishSoon'>;
  now?: () => Date;
}

/**
 * Whether a post is hidden from all but its author and the space's moderators: by members' flags,
 * or by its author's suspension (`sanctions`: those in force, by member).
 */
const hiddenFromOthers = (post: PostRow, sanctions: ReadonlyMap<string, Sanction>) =>
  post.hiddenAt !== null || (post.authorId !== null && sanctions.get(post.authorId)?.kind === 'suspend');

/** A topic's screen, where a notification about it leads (the web app's `comunidade/topicos/:id`). */
export const topicRoute = (topicId: string) => `/comunidade/topicos/${topicId}`;

/** The name a space's stream listens on (`/api/community/events`), beside the users' own ids. */
export const spaceAudience = (space: string) => `community/${space}`;

/** What the user may do in a space. */
interface Access {
  classId: string | null;
  moderates: boolean;
}

export function createCommunityService(deps: CommunityServiceDeps) {
  const { orm, classes, admins, notifications } = deps;
  const now = deps.now ?? (() => new Date());
  /** Once the change committed: the space's open tabs refetch the topic and the list (no content travels). */
  const changed = (space: string, topicId: string) =>
    deps.bus.publishSoon(spaceAudience(space), { type: 'community.changed', id: topicId });

  /** The user's access to `space`: NOT_FOUND for a space that is not there or not theirs (a class's). */
  async function access(userId: string, space: string): Promise<Access> {
    const key = readSpaceKey(space);
    if (!key) throw new AppError('NOT_FOUND');
    await notSuspended(userId);
    const operator = await admins.isAdmin(userId);
    if (key.kind === 'public') return { classId: null, moderates: operator };
    const roster = await classes.roster(userId, key.classId);
    return { classId: key.classId, moderates: operator || roster.role === 'teacher' };
  }

  /** The listed words `text` holds send its post to the moderators' queue (flagged, never hidden). */
  async function reviewWords(tx: Orm, postId: string, text: string, at: Date): Promise<void> {
    const words = listedWords(text);
    if (words.length > 0) await requestReview(tx, postId, at, words);
  }

  /**
   * Tells `memberId` what `actorId` did, unless they did it themselves, their account is gone, or
   * they muted `actorId` (a mute quiets the muted member's replies too).
   */
  async function tell(
    tx: Orm,
    memberId: string | null,
    actorId: string,
    kind: 'communityReply' | 'communityAccepted' | 'communityMention',
    route: string,
  ) {
    if (!memberId || memberId === actorId || (await mutedBy(tx, memberId)).has(actorId)) return null;
    return notifications.createIn(tx, { userId: memberId, ...SYSTEM_NOTIFICATIONS[kind], route });
  }

  /** The member's sanction in force, if any. */
  const sanctionOf = async (userId: string) => (await sanctionsOf(orm, [userId], now())).get(userId);

  /** FORBIDDEN for a suspended member: they have no community until the suspension ends. */
  async function notSuspended(userId: string): Promise<void> {
    if ((await sanctionOf(userId))?.kind === 'suspend') throw new AppError('FORBIDDEN');
  }

  async function limitsOf(userId: string): Promise<LevelLimits> {
    return LEVEL_LIMITS[earnedLevel(await readActivity(orm, userId))];
  }

  /** Refuses a body the level does not allow, and a member past their level's pace. */
  async function checkWriting(userId: string, body: string, topic: boolean): Promise<void> {
    // A silenced member reads, and writes again when the silence ends.
    if (await sanctionOf(userId)) throw new AppError('FORBIDDEN');
    const limits = await limitsOf(userId);
    const problem = checkPostBody(body, limits);
    if (problem) throw fieldIssue('body', problem);
    const at = now().getTime();
    const written = await countWritten(orm, userId, { posts: new Date(at - HOUR_MS), topics: new Date(at - DAY_MS) });
    if (written.posts >= limits.postsPerHour || (topic && written.topics >= limits.topicsPerDay))
      throw new AppError('RATE_LIMITED');
  }

  /** What search keeps of a body `authorId` writes in `space`. */
  async function searchOf(space: string, authorId: string, body: string): Promise<PostSearch> {
    return { config: await searchConfigOf(orm, space, authorId), text: readableText(body) };
  }

  /** A topic the user may read (NOT_FOUND otherwise, or once deleted), with their access to its space. */
  async function readableTopic(userId: string, id: string) {
    const topic = await findTopic(orm, id);
    if (!topic || topic.deletedAt) throw new AppError('NOT_FOUND');
    return { topic, access: await access(userId, topic.space) };
  }

  const summary = (topic: TopicRow, authorName: string | null): TopicSummary => ({
    id: topic.id,
    space: topic.space,
    kind: topic.kind,
    title: topic.title,
    author: topic.authorId ? { id: topic.authorId, name: authorName ?? '' } : null,
    replies: topic.replies,
    answered: topic.acceptedPostId !== null,
    createdAt: topic.createdAt.toISOString(),
    lastPostedAt: topic.lastPostedAt.toISOString(),
  });

  async function present(userId: string, topic: TopicRow, moderates: boolean): Promise<TopicView> {
    const posts = await listPosts(orm, topic.id);
    const reactions = await listReactions(
      orm,
      posts.map(({ post }) => post.id),
      userId,
    );
    const opening = posts.find(({ post }) => post.number === 1);
    const sanctions = await sanctionsOf(
      orm,
      posts.flatMap(({ post }) => (post.authorId ? [post.authorId] : [])),
      now(),
    );
    const muted = await mutedBy(orm, userId);
    const evidence = await listEvidenceSummaries(
      orm,
      posts.map(({ post }) => post.id),
    );
    /** Hidden by flags or by its author's suspension: its author and the space's moderators still read it. */
    const hidden = (post: PostRow) => hiddenFromOthers(post, sanctions);
    const shown = (post: PostRow) => !post.deletedAt && (!hidden(post) || post.authorId === userId || moderates);
    return {
      ...summary(topic, opening?.authorName ?? null),
      acceptedPostId: topic.acceptedPostId,
      moderates,
      posts: posts.map(({ post, authorName, versions }): PostView => ({
        id: post.id,
        number: post.number,
        author: post.authorId ? { id: post.authorId, name: authorName ?? '' } : null,
        body: shown(post) ? post.body : null,
        hidden: hidden(post),
        createdAt: post.createdAt.toISOString(),
        editedAt: post.editedAt?.toISOString() ?? null,
        versions,
        reactions: reactions
          .filter((reaction) => reaction.postId === post.id)
          .map(({ kind, count, mine }) => ({ kind, count, mine })),
        mine: post.authorId === userId,
        evidence: shown(post) ? (evidence.get(post.id) ?? null) : null,
        muted: post.authorId !== null && muted.has(post.authorId),
      })),
    };
  }

  /** A post not deleted in a topic the user may read, with their access to its space; NOT_FOUND otherwise. */
  async function readablePost(userId: string, id: string) {
    const post = await findPost(orm, id);
    if (!post || post.deletedAt) throw new AppError('NOT_FOUND');
    return { post, ...(await readableTopic(userId, post.topicId)) };
  }

  /**
   * Runs `change` on post `id` locked in a transaction, once it is found there not deleted still.
   * Who may change it is read before (the class's roster is read outside any transaction: the
   * embedded database has one connection).
   */
  async function changePost(id: string, change: (tx: Orm, post: PostRow) => Promise<void>): Promise<void> {
    await orm.transaction(async (tx) => {
      const post = await findPost(tx, id, true);
      if (!post || post.deletedAt) throw new AppError('NOT_FOUND');
      await change(tx, post);
    });
  }

  return {
    ...createCommunitySearch({ orm, classes, access, member: notSuspended, summary }),

    /** Tells the space's open tabs that a topic of it changed (moderation restores and deletes too). */
    changed,

    /** NOT_FOUND unless the user may read `space` (a class's: its members only). */
    async checkSpace(userId: string, space: string): Promise<void> {
      await access(userId, space);
    },

    /** The public spaces, the user's language first, then the spaces of their classes. */
    async spaces(userId: string): Promise<SpaceView[]> {
      await notSuspended(userId);
      const language = ((await findUserPreferences(orm, userId)) ?? DEFAULT_PREFERENCES).language;
      const own = await classes.userClasses(userId);
      return [
        ...own.map((one) => ({
          key: `class/${one.id}`,
          language: null,
          kind: null,
          classId: one.id,
          className: one.name,
          moderates: one.role === 'teacher',
        })),
        ...spacesFor(language).map((space) => ({
          key: space.key,
          language: space.language,
          kind: space.kind,
          classId: null,
          className: null,
          moderates: false,
        })),
      ];
    },

    async topics(userId: string, space: string, before: string | undefined): Promise<TopicsPage> {
      await access(userId, space);
      const position = before ? parseCursor(before, 'active', 'time') : null;
      if (before && !position) throw fieldIssue('before', V.invalidOption);
      const rows = await listTopics(
        orm,
        space,
        position && { at: position.value, id: position.id },
        TOPICS_PAGE + 1,
        userId,
      );
      const page = rows.slice(0, TOPICS_PAGE);
      const last = page.at(-1);
      return {
        topics: page.map((row) => summary(row, row.authorName)),
        next:
          rows.length > TOPICS_PAGE && last
            ? encodeCursor({ sort: 'active', value: last.lastPostedAt.toISOString(), id: last.id })
            : null,
      };
    },

    async createTopic(userId: string, request: CreateTopicRequest): Promise<TopicView> {
      const allowed = await access(userId, request.space);
      await checkWriting(userId, request.body, true);
      const search = await searchOf(request.space, userId, request.body);
      const evidence = request.evidence ? await takeEvidence(deps.evidence, userId, request.evidence) : null;
      const at = now();
      const topic = await orm.transaction(async (tx) => {
        const inserted = await insertTopic(tx, {
          space: request.space,
          classId: allowed.classId,
          authorId: userId,
          kind: request.kind,
          title: request.title,
          body: request.body,
          at,
          search,
        });
        await reviewWords(tx, inserted.openingPostId, `${request.title}\n${request.body}`, at);
        if (evidence) await insertEvidence(tx, { postId: inserted.openingPostId, ...evidence, createdAt: at });
        return inserted;
      });
      changed(topic.space, topic.id);
      return present(userId, topic, allowed.moderates);
    },

    /** A topic with its posts; reading it counts toward the reader's trust level. */
    async topic(userId: string, id: string): Promise<TopicView> {
      const { topic, access: allowed } = await readableTopic(userId, id);
      const view = await present(userId, topic, allowed.moderates);
      await recordRead(orm, userId, topic.id, view.posts.at(-1)?.number ?? 1, now().toISOString().slice(0, 10));
      return view;
    },

    async reply(userId: string, topicId: string, { body, evidence: asked }: ReplyRequest): Promise<TopicView> {
      const { topic: read, access: allowed } = await readableTopic(userId, topicId);
      await checkWriting(userId, body, false);
      const search = await searchOf(read.space, userId, body);
      const evidence = asked ? await takeEvidence(deps.evidence, userId, asked) : null;
      const at = now();
      const { topic, told } = await orm.transaction(async (tx) => {
        // The topic's row locked: two replies at once take two numbers.
        const locked = await findTopic(tx, topicId, true);
        if (!locked || locked.deletedAt) throw new AppError('NOT_FOUND');
        const post = await insertReply(tx, locked, { authorId: userId, body, at, search });
        await reviewWords(tx, post.id, body, at);
        if (evidence) await insertEvidence(tx, { postId: post.id, ...evidence, createdAt: at });
        const route = `${topicRoute(topicId)}#post-${post.number}`;
        const told = [await tell(tx, locked.authorId, userId, 'communityReply', route)];
        // Those the reply mentions among the thread's people; the topic's author is told of it already.
        const people = (await listPosts(tx, topicId)).flatMap(({ post: written, authorName }) =>
          written.authorId && written.authorId !== locked.authorId && !written.deletedAt
            ? [{ id: written.authorId, name: authorName ?? '' }]
            : [],
        );
        const unique = [...new Map(people.map((person) => [person.id, person])).values()];
        for (const person of mentioned(body, unique))
          told.push(await tell(tx, person.id, userId, 'communityMention', route));
        return { topic: (await findTopic(tx, topicId))!, told };
      });
      changed(topic.space, topic.id);
      for (const one of told) await one?.announce();
      return present(userId, topic, allowed.moderates);
    },

    async edit(userId: string, postId: string, body: string): Promise<TopicView> {
      const { post, topic, access: allowed } = await readablePost(userId, postId);
      if (post.authorId !== userId) throw new AppError('NOT_FOUND');
      await checkWriting(userId, body, false);
      const search = await searchOf(topic.space, userId, body);
      await changePost(postId, async (tx, locked) => {
        await editPost(tx, locked, body, now(), search);
        // An edit's words replace the last ones: the list looks at what the post says now.
        await recordWords(tx, postId, listedWords(post.number === 1 ? `${topic.title}\n${body}` : body), now());
      });
      changed(topic.space, topic.id);
      return present(userId, topic, allowed.moderates);
    },

    /** Deletes the user's own post, or any in a space they moderate. */
    async remove(userId: string, postId: string): Promise<void> {
      const { post, topic, access: allowed } = await readablePost(userId, postId);
      if (post.authorId !== userId && !allowed.moderates) throw new AppError('NOT_FOUND');
      await changePost(postId, (tx, locked) => deletePost(tx, locked, now()));
      changed(topic.space, topic.id);
    },

    /** A post's evidence, the copy itself: for whoever reads the post's body. */
    async evidence(userId: string, postId: string): Promise<EvidenceSnapshot> {
      const { post, access: allowed } = await readablePost(userId, postId);
      const sanctions = await sanctionsOf(orm, post.authorId ? [post.authorId] : [], now());
      if (hiddenFromOthers(post, sanctions) && post.authorId !== userId && !allowed.moderates)
        throw new AppError('NOT_FOUND');
      const row = await findEvidence(orm, postId);
      if (!row) throw new AppError('NOT_FOUND');
      return row.snapshot;
    },

    async versions(userId: string, postId: string) {
      await readablePost(userId, postId);
      return (await listVersions(orm, postId)).map((row) => ({
        version: row.version,
        body: row.body,
        writtenAt: row.writtenAt.toISOString(),
      }));
    },

    /** A member's flag on someone else's post; the flag that reaches FLAGS_TO_HIDE hides it. */
    async flag(userId: string, postId: string, reason: FlagReason): Promise<{ hidden: boolean }> {
      const { post, topic } = await readablePost(userId, postId);
      if (post.authorId === userId) throw new AppError('FORBIDDEN');
      const limits = await limitsOf(userId);
      if ((await countFlagsSince(orm, userId, new Date(now().getTime() - DAY_MS))) >= limits.flagsPerDay)
        throw new AppError('RATE_LIMITED');
      let hidden = false;
      // The post's row locked: flags at once are counted one after another, and one hides it.
      await changePost(postId, async (tx, locked) => {
        hidden = (await flagPost(tx, { postId, userId, reason }, FLAGS_TO_HIDE, now())) || locked.hiddenAt !== null;
      });
      // A flag alone changes nothing others see; the one that hides the post does.
      if (hidden && post.hiddenAt === null) changed(topic.space, topic.id);
      return { hidden };
    },

    /** A reaction to someone else's post (one's own is not reacted to: FORBIDDEN). */
    async react(userId: string, postId: string, kind: string, on: boolean): Promise<TopicView> {
      const { post, topic, access: allowed } = await readablePost(userId, postId);
      if (post.authorId === userId) throw new AppError('FORBIDDEN');
      if (on) await addReaction(orm, postId, userId, kind);
      else await removeReaction(orm, postId, userId, kind);
      changed(topic.space, topic.id);
      return present(userId, topic, allowed.moderates);
    },

    /** The answer a question's author accepts (or none): a reply in the same topic. */
    async accept(userId: string, topicId: string, postId: string | null): Promise<TopicView> {
      const { topic, access: allowed } = await readableTopic(userId, topicId);
      if (topic.authorId !== userId) throw new AppError('FORBIDDEN');
      if (topic.kind !== 'question') throw new AppError('CONFLICT');
      if (postId) {
        const post = await findPost(orm, postId);
        if (!post || post.topicId !== topic.id || post.number === 1 || post.deletedAt)
          throw fieldIssue('postId', V.invalidOption);
      }
      const accepted = postId ? await findPost(orm, postId) : null;
      const told = await orm.transaction(async (tx) => {
        await setAccepted(tx, topic.id, postId);
        return tell(
          tx,
          accepted?.authorId ?? null,
          userId,
          'communityAccepted',
          `${topicRoute(topic.id)}#post-${accepted?.number ?? 1}`,
        );
      });
      changed(topic.space, topic.id);
      await told?.announce();
      return present(userId, { ...topic, acceptedPostId: postId }, allowed.moderates);
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
