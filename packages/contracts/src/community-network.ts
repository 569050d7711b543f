import { BUSINESS_TYPES } from '@alavanca/domain/constants';
import { z } from 'zod';
import { FLAG_REASONS } from './community';
import { choice } from './fields';
import { text } from './text';
import { V } from './validation-messages';

/*
 * The community's members and network over the wire (issue 41, decision 036): a public profile a
 * member turns on, the directory of those profiles, follows, private messages between two members
 * at trust level 1 or more, blocks and mutes, and a private message reported to the operators.
 */

/** Where a member's business stands: an idea, being validated, launched and selling, growing. */
export const MEMBER_STAGES = ['idea', 'validating', 'launched', 'growing'] as const;
export type MemberStage = (typeof MEMBER_STAGES)[number];

/** How long a profile's texts and a private message may be, and how many links a profile shows. */
export const NETWORK_LIMITS = {
  name: 80,
  city: 80,
  seeks: 280,
  offers: 280,
  link: 300,
  links: 3,
  filter: 80,
  message: 5_000,
} as const;

/** A directory's page, a page of conversations and a page of one conversation's messages. */
export const NETWORK_PAGES = { members: 20, conversations: 20, messages: 50 } as const;

const shortText = (max: number) => text().trim().max(max, V.tooLong);

/** A profile's link: an http(s) address only (a post may also link to the app's screens; a profile points outside). */
const webAddress = () =>
  text(V.invalidOption)
    .trim()
    .max(NETWORK_LIMITS.link, V.tooLong)
    .pipe(z.url({ protocol: /^https?$/, error: V.unsafeLink }));

/**
 * `PUT /api/community/profile`: the member's public profile. `visible` false (the default) keeps
 * it out of the directory and answers 404 to anyone else who asks for it.
 */
export const ProfileRequest = z.object({
  visible: z.boolean({ error: () => V.invalidOption }),
  name: text(V.required).trim().min(1, V.required).max(NETWORK_LIMITS.name, V.tooLong),
  city: shortText(NETWORK_LIMITS.city),
  businessType: choice(BUSINESS_TYPES).nullable(),
  stage: choice(MEMBER_STAGES).nullable(),
  seeks: shortText(NETWORK_LIMITS.seeks),
  offers: shortText(NETWORK_LIMITS.offers),
  links: z.array(webAddress()).max(NETWORK_LIMITS.links, V.outOfRange),
});
export type ProfileRequest = z.infer<typeof ProfileRequest>;

/** `GET /api/community/profile`: what the editor starts from; a member who never saved one gets their account's name, off. */
export const MyProfile = ProfileRequest.extend({ name: z.string(), links: z.array(z.string()) });
export type MyProfile = z.infer<typeof MyProfile>;
export const MyProfileResponse = z.object({ profile: MyProfile });

/** A directory's filters, each optional; `before` is a page's `next`. */
export const MembersQuery = z.object({
  businessType: choice(BUSINESS_TYPES).optional(),
  stage: choice(MEMBER_STAGES).optional(),
  /** Part of the city's name. */
  city: shortText(NETWORK_LIMITS.filter).optional(),
  /** Words of what they seek or offer. */
  q: shortText(NETWORK_LIMITS.filter).optional(),
  /** `true`: only the members the user follows. */
  following: z.enum(['true', 'false'], { error: () => V.invalidOption }).optional(),
  before: text().pipe(z.string().max(600)).optional(),
});
export type MembersQuery = z.infer<typeof MembersQuery>;

/** A member with a public profile, as the directory lists them. */
export const MemberCard = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string(),
  businessType: z.enum(BUSINESS_TYPES).nullable(),
  stage: z.enum(MEMBER_STAGES).nullable(),
  seeks: z.string(),
  offers: z.string(),
  /** Whether the user follows them. */
  followed: z.boolean(),
});
export type MemberCard = z.infer<typeof MemberCard>;
export const MembersPage = z.object({ members: z.array(MemberCard), next: z.string().nullable() });
export type MembersPage = z.infer<typeof MembersPage>;

/** `GET /api/community/members/:id`: a profile, with what the user may do about its member. */
export const MemberProfile = MemberCard.extend({
  links: z.array(z.string()),
  followers: z.number().int(),
  following: z.number().int(),
  /** Whether they follow the user. */
  followsYou: z.boolean(),
  /** The user's own profile (no follow, message, block or mute). */
  mine: z.boolean(),
  blocked: z.boolean(),
  muted: z.boolean(),
  /** Whether a private message may go between them now (both at level 1 or more, neither blocking the other). */
  canMessage: z.boolean(),
});
export type MemberProfile = z.infer<typeof MemberProfile>;
export const MemberResponse = z.object({ member: MemberProfile });

/** Someone the user deals with: their shown name, and whether their public profile is on. */
export const NetworkPerson = z.object({ id: z.uuid(), name: z.string(), profile: z.boolean() });
export type NetworkPerson = z.infer<typeof NetworkPerson>;

/** `GET /api/community/relations`: the members the user blocked and muted, to undo either. */
export const RelationsResponse = z.object({ blocked: z.array(NetworkPerson), muted: z.array(NetworkPerson) });
export type RelationsResponse = z.infer<typeof RelationsResponse>;

/** `POST /api/community/members/:id/messages` and `POST /api/community/conversations/:id/messages`. */
export const MessageRequest = z.object({
  body: text(V.required).trim().min(1, V.required).max(NETWORK_LIMITS.message, V.tooLong),
});
export type MessageRequest = z.infer<typeof MessageRequest>;

/** `?before=`: a page of conversations, or of a conversation's earlier messages. */
export const PageQuery = z.object({ before: text().pipe(z.string().max(200)).optional() });

export const MessageView = z.object({
  id: z.uuid(),
  /** Sent by the user (otherwise by the other member). */
  mine: z.boolean(),
  /** Null once a moderator deleted it (it keeps its place). */
  body: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Whether the user reported it (a received message, once). */
  reported: z.boolean(),
});
export type MessageView = z.infer<typeof MessageView>;

export const ConversationSummary = z.object({
  id: z.uuid(),
  /** The other member; null once their account is deleted. */
  member: NetworkPerson.nullable(),
  lastMessageAt: z.iso.datetime(),
  /** The last message's text as a reader reads it, shortened; null when deleted. */
  excerpt: z.string().nullable(),
  lastMine: z.boolean(),
  /** Messages from the other member the user has not opened yet. */
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;
export const ConversationsPage = z.object({
  conversations: z.array(ConversationSummary),
  next: z.string().nullable(),
  /** Unread messages in all the user's conversations. */
  unread: z.number().int(),
});
export type ConversationsPage = z.infer<typeof ConversationsPage>;

/** A page of a conversation: its latest messages first read (oldest first), `earlier` the page before. */
export const ConversationView = z.object({
  id: z.uuid(),
  member: NetworkPerson.nullable(),
  messages: z.array(MessageView),
  earlier: z.string().nullable(),
  /** Whether the user may write in it now. */
  canReply: z.boolean(),
  /** Whether the user blocked the other member (to undo it from here). */
  blocked: z.boolean(),
});
export type ConversationView = z.infer<typeof ConversationView>;
export const ConversationResponse = z.object({ conversation: ConversationView });

/** `POST /api/community/messages/:id/reports`: its recipient reports a message to the operators. */
export const ReportMessageRequest = z.object({ reason: choice(FLAG_REASONS) });
export type ReportMessageRequest = z.infer<typeof ReportMessageRequest>;
