import type {
  ConversationsPage,
  ConversationView,
  MessageView,
  ReportMessageRequest,
} from '@alavanca/contracts/community-network';
import { NETWORK_PAGES } from '@alavanca/contracts/community-network';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { V } from '@alavanca/contracts/validation-messages';
import type { Orm } from '../../db/client';
import { encodeCursor, parseCursor } from '../../db/keyset';
import { AppError, fieldIssue } from '../../http/app-error';
import type { NotificationService } from '../notifications/notifications.service';
import type { EventBus } from '../realtime/event-bus';
import type { MemberRules } from './member-rules';
import {
  countSentSince,
  countUnread,
  countUnreadFrom,
  findConversation,
  findMessage,
  findPairConversation,
  findPerson,
  insertMessage,
  lastMessages,
  listConversations,
  listMessages,
  markRead,
  deleteLeftConversations,
  openPairConversation,
  otherOf,
  reportMessage,
  sideOf,
  type ConversationRow,
} from './messages.repo';
import { findProfile, hasRelation } from './network.repo';
import { checkPostBody, readableText } from './post-body';

/*
 * Private messages (issue 41, decision 036): one conversation per pair of members, written only
 * while both are at a trust level that allows it and neither blocked the other; the body is
 * Markdown checked as a post's is, at the sender's level's pace. A conversation is its two
 * members' alone (404 to anyone else). Its recipient is told of a message by a notification once
 * per unread stretch (not one per message), and both members' open tabs by their own streams.
 */

const HOUR_MS = 60 * 60_000;
/** How much of the last message a conversation's row shows. */
const EXCERPT_LENGTH = 140;

export interface MessageServiceDeps {
  orm: Orm;
  rules: MemberRules;
  notifications: Pick<NotificationService, 'createIn'>;
  /** Tells both members' open tabs that their conversation changed. */
  bus: Pick<EventBus, 'publishSoon'>;
  now?: () => Date;
}

/** A conversation's screen, where a notification about it leads (the web app's `comunidade/mensagens/:id`). */
export const conversationRoute = (id: string) => `/comunidade/mensagens/${id}`;

export function createMessageService(deps: MessageServiceDeps) {
  const { orm, rules, notifications } = deps;
  const now = deps.now ?? (() => new Date());

  /** Tells the conversation's members' tabs that it changed (nothing of a message travels). */
  function changed(conversation: Pick<ConversationRow, 'id' | 'firstMemberId' | 'secondMemberId'>) {
    for (const memberId of [conversation.firstMemberId, conversation.secondMemberId])
      if (memberId) deps.bus.publishSoon(memberId, { type: 'community.message', id: conversation.id });
  }

  /** A conversation of the user's; NOT_FOUND for anyone else's. */
  async function readable(userId: string, id: string): Promise<ConversationRow> {
    await rules.member(userId);
    const conversation = await findConversation(orm, id);
    if (!conversation || !sideOf(conversation, userId)) throw new AppError('NOT_FOUND');
    return conversation;
  }

  /** A page of the conversation as `userId` reads it: the latest messages, or those before `before`. */
  async function present(userId: string, conversation: ConversationRow, before?: string): Promise<ConversationView> {
    const position = before ? parseCursor(before, 'sent', 'time') : null;
    if (before && !position) throw fieldIssue('before', V.invalidOption);
    const otherId = otherOf(conversation, userId);
    const member = otherId ? await findPerson(orm, otherId) : null;
    const rows = await listMessages(
      orm,
      conversation.id,
      userId,
      position && { at: position.value, id: position.id },
      NETWORK_PAGES.messages + 1,
    );
    const page = rows.slice(0, NETWORK_PAGES.messages);
    const oldest = page.at(-1)?.message;
    return {
      id: conversation.id,
      member,
      messages: page.reverse().map(({ message, reported }): MessageView => ({
        id: message.id,
        mine: message.userId === userId,
        body: message.deletedAt ? null : message.body,
        createdAt: message.createdAt.toISOString(),
        reported,
      })),
      earlier:
        rows.length > NETWORK_PAGES.messages && oldest
          ? encodeCursor({ sort: 'sent', value: oldest.createdAt.toISOString(), id: oldest.id })
          : null,
      canReply: otherId !== null && (await rules.mayWrite(userId)) && (await rules.mayMessage(userId, otherId)),
      blocked: otherId !== null && (await hasRelation(orm, 'block', userId, otherId)),
    };
  }

  /**
   * Sends `body` from `senderId` to `recipientId` in their conversation (made with the first
   * message). One refusal (FORBIDDEN) whatever stops it: a level below private messages on
   * either side, a block either way, a silence or suspension.
   */
  async function send(senderId: string, recipientId: string, body: string): Promise<ConversationRow> {
    await rules.writer(senderId);
    if (!(await rules.mayMessage(senderId, recipientId))) throw new AppError('FORBIDDEN');
    const limits = await rules.limitsOf(senderId);
    const problem = checkPostBody(body, limits);
    if (problem) throw fieldIssue('body', problem);
    const at = now();
    if ((await countSentSince(orm, senderId, new Date(at.getTime() - HOUR_MS))) >= limits.messagesPerHour)
      throw new AppError('RATE_LIMITED');
    const { conversation, told } = await orm.transaction(async (tx) => {
      // The conversation's row locked: the unread count read here is the one the message adds to.
      const locked = await openPairConversation(tx, senderId, recipientId, at);
      const waiting = await countUnreadFrom(tx, locked, recipientId);
      await insertMessage(tx, { conversationId: locked.id, userId: senderId, body, at });
      // One notification per unread stretch: the messages after it only bring the count up.
      const notice =
        waiting === 0
          ? await notifications.createIn(tx, {
              userId: recipientId,
              ...SYSTEM_NOTIFICATIONS.communityMessage,
              route: conversationRoute(locked.id),
            })
          : null;
      return { conversation: locked, told: notice };
    });
    changed(conversation);
    await told?.announce();
    return conversation;
  }

  return {
    changed,

    /** The user's conversations, the latest written in first, with their unread counts. */
    async conversations(userId: string, before: string | undefined): Promise<ConversationsPage> {
      await rules.member(userId);
      const position = before ? parseCursor(before, 'latest', 'time') : null;
      if (before && !position) throw fieldIssue('before', V.invalidOption);
      const rows = await listConversations(
        orm,
        userId,
        position && { at: position.value, id: position.id },
        NETWORK_PAGES.conversations + 1,
      );
      const page = rows.slice(0, NETWORK_PAGES.conversations);
      const last = await lastMessages(
        orm,
        page.map((row) => row.conversation.id),
      );
      const end = page.at(-1)?.conversation;
      return {
        conversations: page.map(({ conversation, otherId, otherName, otherProfile, unread }) => {
          const message = last.get(conversation.id);
          return {
            id: conversation.id,
            member: otherId ? { id: otherId, name: otherName ?? '', profile: otherProfile } : null,
            lastMessageAt: conversation.lastMessageAt.toISOString(),
            excerpt: message && !message.deletedAt ? readableText(message.body).slice(0, EXCERPT_LENGTH) : null,
            lastMine: message?.userId === userId,
            unread,
          };
        }),
        next:
          rows.length > NETWORK_PAGES.conversations && end
            ? encodeCursor({ sort: 'latest', value: end.lastMessageAt.toISOString(), id: end.id })
            : null,
        unread: await countUnread(orm, userId),
      };
    },

    /** A page of one of the user's conversations; its latest page read marks it read (their other tabs are told). */
    async conversation(userId: string, id: string, before: string | undefined): Promise<ConversationView> {
      const conversation = await readable(userId, id);
      const view = await present(userId, conversation, before);
      if (!before && (await markRead(orm, conversation, userId)))
        deps.bus.publishSoon(userId, { type: 'community.message', id });
      return view;
    },

    /**
     * A message to a member: in the pair's conversation, made by the first one. A member is found
     * by a profile that is on, or by a conversation the two already have; NOT_FOUND otherwise, as
     * their profile is; CONFLICT to oneself.
     */
    async sendTo(userId: string, memberId: string, body: string): Promise<ConversationView> {
      await rules.member(userId);
      if (memberId === userId) throw new AppError('CONFLICT');
      const known =
        (await findPairConversation(orm, userId, memberId)) !== null ||
        ((await findProfile(orm, memberId))?.visible ?? false);
      if (!known) throw new AppError('NOT_FOUND');
      return present(userId, await send(userId, memberId, body));
    },

    /** A reply in one of the user's conversations; FORBIDDEN once the other member's account is gone. */
    async reply(userId: string, id: string, body: string): Promise<ConversationView> {
      const conversation = await readable(userId, id);
      const otherId = otherOf(conversation, userId);
      if (!otherId) throw new AppError('FORBIDDEN');
      return present(userId, await send(userId, otherId, body));
    },

    /**
     * Its recipient reports a message to the operators, once (again changes nothing). NOT_FOUND
     * outside the user's conversations or once deleted; FORBIDDEN for one's own message.
     */
    async report(userId: string, messageId: string, { reason }: ReportMessageRequest): Promise<void> {
      await rules.member(userId);
      const message = await findMessage(orm, messageId);
      const conversation = message && !message.deletedAt ? await findConversation(orm, message.conversationId) : null;
      if (!message || !conversation || !sideOf(conversation, userId)) throw new AppError('NOT_FOUND');
      if (message.userId === userId) throw new AppError('FORBIDDEN');
      await reportMessage(orm, { messageId, userId, reason });
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;

/**
 * Before an account is deleted (in its transaction): the conversations it would leave with nobody
 * or nothing to read go with it. The member's messages go with the account by cascade; the other
 * member keeps the conversation with their own messages.
 */
export function forgetConversations(tx: Orm, userId: string): Promise<void> {
  return deleteLeftConversations(tx, userId);
}
