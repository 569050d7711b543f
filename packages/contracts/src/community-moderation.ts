import { z } from 'zod';
import { choice, integer } from './fields';
import { text } from './text';
import { V } from './validation-messages';
import { FLAG_REASONS } from './community';

/*
 * The community's moderation over the wire (issue 41, decision 036): the queue of posts members
 * flagged or the word lists caught, and what a moderator does with a post (restore, delete) or its
 * author (warn, silence, suspend, lift). An operator moderates every space; a class's teacher the
 * class's space, where they restore, delete and warn. Private messages their recipients reported
 * are the operators' alone: dismissed, or deleted and their sender dealt with. Every action is logged.
 */

/** What is done to a post under review. */
export const POST_ACTIONS = ['restore', 'delete'] as const;
/** What is done to a member; silence and suspension last a number of days, and lifting ends them. */
export const MEMBER_ACTIONS = ['warn', 'silence', 'suspend', 'lift'] as const;
/** What a class's teacher may do in the class's space; the rest is the operators'. */
export const TEACHER_ACTIONS = ['restore', 'delete', 'warn'] as const;
/** What an operator does with a reported private message: the reports dismissed, or the message deleted. */
export const MESSAGE_ACTIONS = ['dismiss', 'delete'] as const;
export type PostAction = (typeof POST_ACTIONS)[number];
export type MemberAction = (typeof MEMBER_ACTIONS)[number];
export type MessageAction = (typeof MESSAGE_ACTIONS)[number];
export type ModerationAction = PostAction | MemberAction | MessageAction;

/** How long a silence or suspension may be set for. */
export const SANCTION_DAYS = { min: 1, max: 365 } as const;
export const MODERATION_LIMITS = { reason: 500 } as const;

const reason = () => text(V.required).trim().min(3, V.required).max(MODERATION_LIMITS.reason, V.tooLong);

/** `POST /api/community/moderation/posts/:id`: a post in the queue restored (flags dismissed) or deleted. */
export const PostActionRequest = z.object({ action: choice(POST_ACTIONS), reason: reason() });
export type PostActionRequest = z.infer<typeof PostActionRequest>;

/** `POST /api/community/moderation/messages/:id`: a reported private message's reports dismissed, or the message deleted. */
export const MessageActionRequest = z.object({ action: choice(MESSAGE_ACTIONS), reason: reason() });
export type MessageActionRequest = z.infer<typeof MessageActionRequest>;

/**
 * `POST /api/community/moderation/members/:id`: a warning (a notification with the reason), a
 * silence (no writing) or a suspension (no community at all, their posts hidden, not lost) for
 * `days`, or either lifted. `postId` names the post that led to it, or `messageId` the reported
 * private message, when one did.
 */
export const MemberActionRequest = z
  .object({
    action: choice(MEMBER_ACTIONS),
    reason: reason(),
    days: integer().min(SANCTION_DAYS.min, V.outOfRange).max(SANCTION_DAYS.max, V.outOfRange).optional(),
    postId: text().pipe(z.uuid(V.invalidOption)).optional(),
    messageId: text().pipe(z.uuid(V.invalidOption)).optional(),
  })
  .refine((request) => !(request.postId && request.messageId), { path: ['messageId'], message: V.invalidOption })
  .refine(
    (request) => (request.action === 'silence' || request.action === 'suspend') === (request.days !== undefined),
    {
      path: ['days'],
      message: V.required,
    },
  );
export type MemberActionRequest = z.infer<typeof MemberActionRequest>;

const Person = z.object({ id: z.uuid(), name: z.string() });

/** A member's sanction in force, if any. */
export const Sanction = z.object({ kind: z.enum(['silence', 'suspend']), until: z.iso.datetime() });
export type Sanction = z.infer<typeof Sanction>;

/** A post waiting for a moderator: why (members' flags by reason, the word list), and where. */
export const QueueItem = z.object({
  postId: z.uuid(),
  topicId: z.uuid(),
  topicTitle: z.string(),
  number: z.number().int(),
  space: z.string(),
  /** Null once the author's account is deleted. */
  author: Person.nullable(),
  authorSanction: Sanction.nullable(),
  body: z.string(),
  hidden: z.boolean(),
  flags: z.array(z.object({ reason: z.enum(FLAG_REASONS), count: z.number().int() })),
  /** Words of the language's list the post holds (the list flags, it never deletes). */
  words: z.array(z.string()),
  createdAt: z.iso.datetime(),
  /** Whether this moderator may act on its author beyond a warning (operators only). */
  sanctions: z.boolean(),
});
export type QueueItem = z.infer<typeof QueueItem>;

/** A private message its recipient reported, waiting for an operator: only the message itself is shown, never its conversation. */
export const MessageQueueItem = z.object({
  messageId: z.uuid(),
  /** Null once the sender's account is deleted. */
  sender: Person.nullable(),
  senderSanction: Sanction.nullable(),
  body: z.string(),
  reports: z.array(z.object({ reason: z.enum(FLAG_REASONS), count: z.number().int() })),
  createdAt: z.iso.datetime(),
  reportedAt: z.iso.datetime(),
});
export type MessageQueueItem = z.infer<typeof MessageQueueItem>;

/** The posts waiting, and the reported private messages (an operator's only: a teacher's list is empty). */
export const QueueResponse = z.object({ items: z.array(QueueItem), messages: z.array(MessageQueueItem) });
export type QueueResponse = z.infer<typeof QueueResponse>;

/** One line of the moderation log: who did what, to which post or member, why and until when. */
export const LogEntry = z.object({
  id: z.uuid(),
  action: z.enum([...POST_ACTIONS, ...MEMBER_ACTIONS, 'dismiss']),
  moderator: Person.nullable(),
  member: Person.nullable(),
  postId: z.uuid().nullable(),
  /** The reported private message the action was about, if one. */
  messageId: z.uuid().nullable(),
  space: z.string().nullable(),
  reason: z.string(),
  until: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type LogEntry = z.infer<typeof LogEntry>;
export const LogResponse = z.object({ entries: z.array(LogEntry) });

/** `GET /api/community/moderation/access`: whether the user moderates, and where. */
export const ModerationAccess = z.object({
  operator: z.boolean(),
  /** The class spaces the user moderates as their teacher. */
  spaces: z.array(z.string()),
});
export type ModerationAccess = z.infer<typeof ModerationAccess>;
