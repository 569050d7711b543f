import {
  TEACHER_ACTIONS,
  type LogEntry,
  type MemberActionRequest,
  type ModerationAccess,
  type PostActionRequest,
  type QueueItem,
} from '@alavanca/contracts/community-moderation';
import { MODERATION_NOTIFICATIONS, SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { V } from '@alavanca/contracts/validation-messages';
import type { Orm } from '../../db/client';
import { AppError, fieldIssue } from '../../http/app-error';
import type { AdminService } from '../admins/admins.service';
import type { ClassService } from '../classes/classes.service';
import type { NotificationService } from '../notifications/notifications.service';
import { deletePost, findPost, findTopic } from './community.repo';
import { topicRoute } from './community.service';
import { setHiddenInSearch } from './community-search.repo';
import {
  closeReview,
  countOpenFlags,
  insertLog,
  liftSanction,
  listLog,
  listQueue,
  memberExists,
  sanctionsOf,
  setSanction,
  unhidePost,
  type ModerationScope,
} from './moderation.repo';

/*
 * The community's moderation (issue 41, decision 036): the queue of posts members flagged or the
 * word lists caught, and what a moderator does about them. An operator moderates every space and
 * may silence or suspend a member; a class's teacher moderates the class's space and may restore,
 * delete and warn. Every action is logged and its member told.
 */

const DAY_MS = 24 * 60 * 60_000;

export interface ModerationServiceDeps {
  orm: Orm;
  classes: Pick<ClassService, 'userClasses'>;
  admins: Pick<AdminService, 'isAdmin'>;
  notifications: Pick<NotificationService, 'createIn'>;
  /** Tells a space's open tabs that a topic changed (a post restored or deleted). */
  changed: (space: string, topicId: string) => void;
  now?: () => Date;
}

export function createModerationService(deps: ModerationServiceDeps) {
  const { orm, classes, admins, notifications } = deps;
  const now = deps.now ?? (() => new Date());

  /** Where the user moderates; FORBIDDEN for someone who moderates nowhere. */
  async function scopeOf(userId: string): Promise<ModerationScope & { operator: boolean }> {
    if (await admins.isAdmin(userId)) return { all: true, operator: true };
    const taught = (await classes.userClasses(userId)).filter((one) => one.role === 'teacher');
    if (taught.length === 0) throw new AppError('FORBIDDEN');
    return { all: false, operator: false, classIds: taught.map((one) => one.id) };
  }

  const covers = (scope: ModerationScope, classId: string | null) =>
    scope.all || (classId !== null && scope.classIds.includes(classId));

  /** A post not deleted that the moderator may act on, with its topic; NOT_FOUND otherwise. */
  async function moderatedPost(scope: ModerationScope, postId: string) {
    const post = await findPost(orm, postId);
    const topic = post && !post.deletedAt ? await findTopic(orm, post.topicId) : null;
    if (!post || !topic || topic.deletedAt || !covers(scope, topic.classId)) throw new AppError('NOT_FOUND');
    return { post, topic };
  }

  /** Logs the action and tells its member, in one transaction with the change itself. */
  async function record(
    tx: Orm,
    entry: { moderatorId: string; memberId: string | null; action: LogEntry['action']; reason: string },
    where: { postId: string | null; space: string | null; topicId: string | null; until?: Date },
  ) {
    await insertLog(tx, { ...entry, postId: where.postId, space: where.space, until: where.until ?? null });
    if (!entry.memberId || entry.memberId === entry.moderatorId) return null;
    const route = where.topicId ? topicRoute(where.topicId) : '/comunidade';
    const told =
      entry.action === 'restore' || entry.action === 'lift'
        ? SYSTEM_NOTIFICATIONS[entry.action === 'restore' ? 'communityRestored' : 'communityLifted']
        : { ...MODERATION_NOTIFICATIONS[entry.action], description: entry.reason };
    return notifications.createIn(tx, { userId: entry.memberId, ...told, route });
  }

  return {
    async access(userId: string): Promise<ModerationAccess> {
      if (await admins.isAdmin(userId)) return { operator: true, spaces: [] };
      const taught = (await classes.userClasses(userId)).filter((one) => one.role === 'teacher');
      return { operator: false, spaces: taught.map((one) => `class/${one.id}`) };
    },

    async queue(userId: string): Promise<QueueItem[]> {
      const scope = await scopeOf(userId);
      const rows = await listQueue(orm, scope);
      const flags = await countOpenFlags(
        orm,
        rows.map((row) => row.postId),
      );
      const sanctions = await sanctionsOf(
        orm,
        rows.flatMap((row) => (row.authorId ? [row.authorId] : [])),
        now(),
      );
      return rows.map((row) => ({
        postId: row.postId,
        topicId: row.topicId,
        topicTitle: row.topicTitle,
        number: row.number,
        space: row.space,
        author: row.authorId ? { id: row.authorId, name: row.authorName ?? '' } : null,
        authorSanction: (row.authorId && sanctions.get(row.authorId)) || null,
        body: row.body,
        hidden: row.hiddenAt !== null,
        flags: flags.filter((flag) => flag.postId === row.postId).map(({ reason, count }) => ({ reason, count })),
        words: row.words,
        createdAt: row.createdAt.toISOString(),
        sanctions: scope.operator,
      }));
    },

    /** A post in the queue restored (shown again, its flags dismissed) or deleted. */
    async actOnPost(userId: string, postId: string, request: PostActionRequest): Promise<void> {
      const scope = await scopeOf(userId);
      const { post, topic } = await moderatedPost(scope, postId);
      const at = now();
      const told = await orm.transaction(async (tx) => {
        const locked = await findPost(tx, postId, true);
        if (!locked || locked.deletedAt) throw new AppError('NOT_FOUND');
        if (request.action === 'restore') {
          await unhidePost(tx, postId);
          await setHiddenInSearch(tx, postId, false);
        } else await deletePost(tx, locked, at);
        await closeReview(tx, postId, at);
        return record(
          tx,
          { moderatorId: userId, memberId: post.authorId, action: request.action, reason: request.reason },
          { postId, space: topic.space, topicId: post.number === 1 && request.action === 'delete' ? null : topic.id },
        );
      });
      deps.changed(topic.space, topic.id);
      await told?.announce();
    },

    /** A member warned, silenced or suspended for a number of days, or their sanction lifted. */
    async actOnMember(userId: string, memberId: string, request: MemberActionRequest): Promise<void> {
      const scope = await scopeOf(userId);
      if (!scope.operator && !(TEACHER_ACTIONS as readonly string[]).includes(request.action))
        throw new AppError('FORBIDDEN');
      // A teacher acts on a member through a post in their class's space; an operator anywhere.
      if (!scope.operator && !request.postId) throw fieldIssue('postId', V.required);
      const about = request.postId ? await moderatedPost(scope, request.postId) : null;
      if (about && about.post.authorId !== memberId) throw fieldIssue('postId', V.invalidOption);
      if (!(await memberExists(orm, memberId))) throw new AppError('NOT_FOUND');
      if (memberId === userId) throw new AppError('CONFLICT');
      const at = now();
      const until =
        request.action === 'silence' || request.action === 'suspend'
          ? new Date(at.getTime() + (request.days ?? 1) * DAY_MS)
          : undefined;
      const told = await orm.transaction(async (tx) => {
        if (request.action === 'lift') {
          if (!(await liftSanction(tx, memberId))) throw new AppError('CONFLICT');
        } else if (until && (request.action === 'silence' || request.action === 'suspend'))
          await setSanction(tx, { userId: memberId, kind: request.action, until });
        return record(
          tx,
          { moderatorId: userId, memberId, action: request.action, reason: request.reason },
          {
            postId: request.postId ?? null,
            space: about?.topic.space ?? null,
            topicId: about?.topic.id ?? null,
            until,
          },
        );
      });
      await told?.announce();
    },

    async log(userId: string): Promise<LogEntry[]> {
      const rows = await listLog(orm, await scopeOf(userId));
      return rows.map((row) => ({
        id: row.id,
        action: row.action,
        moderator: row.moderatorId ? { id: row.moderatorId, name: row.moderatorName ?? '' } : null,
        member: row.memberId ? { id: row.memberId, name: row.memberName ?? '' } : null,
        postId: row.postId,
        space: row.space,
        reason: row.reason,
        until: row.until?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
