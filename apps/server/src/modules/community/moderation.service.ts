import {
  TEACHER_ACTIONS,
  type LogEntry,
  type MemberActionRequest,
  type MessageActionRequest,
  type MessageQueueItem,
  type ModerationAccess,
  type PostActionRequest,
  type QueueResponse,
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
  countOpenReports,
  deleteMessage,
  findConversation,
  findMessage,
  listReportedMessages,
  reviewReports,
  wasReported,
} from './messages.repo';
import { conversationRoute, type MessageService } from './messages.service';
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
 * delete and warn. Private messages their recipients reported wait for the operators alone, who
 * dismiss the reports or delete the message, and may deal with its sender. Every action is logged
 * and its member told (a dismissal tells no one: its sender never learns of the report).
 */

const DAY_MS = 24 * 60 * 60_000;
/** How many reported messages the queue shows at once, the longest waiting first. */
const MESSAGE_QUEUE_LIMIT = 100;

export interface ModerationServiceDeps {
  orm: Orm;
  classes: Pick<ClassService, 'userClasses'>;
  admins: Pick<AdminService, 'isAdmin'>;
  notifications: Pick<NotificationService, 'createIn'>;
  /** Tells a space's open tabs that a topic changed (a post restored or deleted). */
  changed: (space: string, topicId: string) => void;
  /** Tells a conversation's members' tabs that it changed (a reported message deleted). */
  messageChanged: MessageService['changed'];
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
    where: {
      postId: string | null;
      space: string | null;
      topicId: string | null;
      until?: Date;
      /** A reported private message, and its conversation (where its sender is sent). */
      message?: { id: string; conversationId: string };
    },
  ) {
    await insertLog(tx, {
      ...entry,
      postId: where.postId,
      messageId: where.message?.id ?? null,
      space: where.space,
      until: where.until ?? null,
    });
    if (!entry.memberId || entry.memberId === entry.moderatorId || entry.action === 'dismiss') return null;
    const route = where.message
      ? conversationRoute(where.message.conversationId)
      : where.topicId
        ? topicRoute(where.topicId)
        : '/comunidade';
    const told =
      entry.action === 'restore' || entry.action === 'lift'
        ? SYSTEM_NOTIFICATIONS[entry.action === 'restore' ? 'communityRestored' : 'communityLifted']
        : {
            ...MODERATION_NOTIFICATIONS[entry.action === 'delete' && where.message ? 'deleteMessage' : entry.action],
            description: entry.reason,
          };
    return notifications.createIn(tx, { userId: entry.memberId, ...told, route });
  }

  /** A private message a recipient reported, not deleted: an operator acts on no other (NOT_FOUND). */
  async function reportedMessage(messageId: string) {
    const message = await findMessage(orm, messageId);
    if (!message || message.deletedAt || !(await wasReported(orm, messageId))) throw new AppError('NOT_FOUND');
    return message;
  }

  /** The reported private messages waiting, with their senders and the reports by reason. */
  async function messageQueue(): Promise<MessageQueueItem[]> {
    const rows = await listReportedMessages(orm, MESSAGE_QUEUE_LIMIT);
    const ids = rows.map((row) => row.message.id);
    const reports = await countOpenReports(orm, ids);
    const sanctions = await sanctionsOf(
      orm,
      rows.map((row) => row.message.userId),
      now(),
    );
    return rows.map(({ message, senderName, reportedAt }) => ({
      messageId: message.id,
      sender: senderName === null ? null : { id: message.userId, name: senderName },
      senderSanction: sanctions.get(message.userId) ?? null,
      body: message.body,
      reports: reports
        .filter((report) => report.messageId === message.id)
        .map(({ reason, count }) => ({ reason, count })),
      createdAt: message.createdAt.toISOString(),
      reportedAt: reportedAt.toISOString(),
    }));
  }

  return {
    async access(userId: string): Promise<ModerationAccess> {
      if (await admins.isAdmin(userId)) return { operator: true, spaces: [] };
      const taught = (await classes.userClasses(userId)).filter((one) => one.role === 'teacher');
      return { operator: false, spaces: taught.map((one) => `class/${one.id}`) };
    },

    /** The posts waiting where the user moderates and, for an operator, the reported private messages. */
    async queue(userId: string): Promise<QueueResponse> {
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
      const items = rows.map((row) => ({
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
      return { items, messages: scope.operator ? await messageQueue() : [] };
    },

    /** A reported private message's reports dismissed, or the message deleted (its place kept): an operator's. */
    async actOnMessage(userId: string, messageId: string, request: MessageActionRequest): Promise<void> {
      if (!(await scopeOf(userId)).operator) throw new AppError('FORBIDDEN');
      const message = await reportedMessage(messageId);
      const at = now();
      const told = await orm.transaction(async (tx) => {
        const locked = await findMessage(tx, messageId, true);
        if (!locked || locked.deletedAt) throw new AppError('NOT_FOUND');
        if (request.action === 'delete') await deleteMessage(tx, messageId, at);
        await reviewReports(tx, messageId, at);
        return record(
          tx,
          { moderatorId: userId, memberId: message.userId, action: request.action, reason: request.reason },
          {
            postId: null,
            space: null,
            topicId: null,
            message: { id: messageId, conversationId: message.conversationId },
          },
        );
      });
      const conversation = await findConversation(orm, message.conversationId);
      if (request.action === 'delete' && conversation) deps.messageChanged(conversation);
      await told?.announce();
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
      // A private message is an operator's to act on, through its sender alone.
      if (request.messageId && !scope.operator) throw new AppError('NOT_FOUND');
      const message = request.messageId ? await reportedMessage(request.messageId) : null;
      if (message && message.userId !== memberId) throw fieldIssue('messageId', V.invalidOption);
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
            ...(message && { message: { id: message.id, conversationId: message.conversationId } }),
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
        messageId: row.messageId,
        space: row.space,
        reason: row.reason,
        until: row.until?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
