import { BUSINESS_TYPES, CURRENCIES, LANGUAGES } from '@alavanca/domain/constants';
import { CANVAS_KINDS } from '@alavanca/domain/canvas/canvas';
import { PITCH_KINDS } from '@alavanca/domain/pitch/pitch';
import { PUBLIC_SPACE_KINDS } from '@alavanca/domain/community/spaces';
import { z } from 'zod';
import { choice, integer, urlInteger } from './fields';
import { text } from './text';
import { V } from './validation-messages';

/*
 * The community over the wire (issue 41, decision 036): spaces, topics, posts and reactions under
 * `/api/community`. A post's body is Markdown, checked on the server against the author's trust
 * level (links, images, only http(s) addresses) and drawn as elements, never as HTML.
 */

/** How long a topic's title and a post's body may be. */
export const COMMUNITY_LIMITS = { title: 140, body: 20_000, search: 200 } as const;

/** A search's page, and how deep its pages go: results past that are refined by a better query, not paged to. */
export const SEARCH_PAGE = { size: 20, maxOffset: 180 } as const;
/** How many similar topics are shown before a new topic is sent. */
export const SIMILAR_TOPICS = 5;

export const TOPIC_KINDS = ['discussion', 'question'] as const;
export const REACTION_KINDS = ['like', 'insightful', 'thanks'] as const;
export const FLAG_REASONS = ['spam', 'abuse', 'offTopic'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/** A space's key: `pt-BR/introductions`, `class/<id>`. */
const spaceKey = () => text(V.required).pipe(z.string().max(60, V.invalidOption));
const body = () => text(V.required).trim().min(1, V.required).max(COMMUNITY_LIMITS.body, V.tooLong);

/*
 * Evidence a post carries: a copy of one of its author's simulations, validations, canvases or
 * pitches, taken when the post is written, holding what the author chose to show and readable
 * after the original is deleted (the copy itself: community-evidence.ts).
 */
export const EVIDENCE_KINDS = ['simulation', 'validation', 'canvas', 'pitch'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/**
 * What the author attaches: one of their own items. A simulation's copy stops at `throughMonth`
 * (all the months played when absent) and names the company only with `showName`.
 */
export const EvidenceRequest = z.object({
  kind: choice(EVIDENCE_KINDS),
  id: text().pipe(z.uuid(V.invalidOption)),
  throughMonth: integer().min(1, V.outOfRange).optional(),
  showName: z.boolean(V.invalidOption).optional(),
});
export type EvidenceRequest = z.infer<typeof EvidenceRequest>;

/** What a topic shows of a post's evidence before it is opened. */
export const EvidenceSummary = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('simulation'),
    title: z.string().nullable(),
    businessType: z.enum(BUSINESS_TYPES),
    currency: z.enum(CURRENCIES),
    months: z.number().int(),
    /** Cash at the end of the last month shown. */
    cashCents: z.number(),
  }),
  z.object({ kind: z.literal('validation'), title: z.string(), overall: z.number(), verdict: z.string() }),
  z.object({ kind: z.literal('canvas'), title: z.string(), canvasKind: z.enum(CANVAS_KINDS), cards: z.number().int() }),
  z.object({
    kind: z.literal('pitch'),
    title: z.string(),
    pitchKind: z.enum(PITCH_KINDS),
    score: z.number().nullable(),
  }),
]);
export type EvidenceSummary = z.infer<typeof EvidenceSummary>;

/** `POST /api/community/topics`: a topic in a space the user may write in, with its opening post. */
export const CreateTopicRequest = z.object({
  space: spaceKey(),
  kind: choice(TOPIC_KINDS),
  title: text(V.required).trim().min(3, V.required).max(COMMUNITY_LIMITS.title, V.tooLong),
  body: body(),
  evidence: EvidenceRequest.optional(),
});
export type CreateTopicRequest = z.infer<typeof CreateTopicRequest>;

/** `PUT /api/community/posts/:id`: an edit of the body. */
export const PostBodyRequest = z.object({ body: body() });
export type PostBodyRequest = z.infer<typeof PostBodyRequest>;
/** `POST /api/community/topics/:id/posts`: a reply, with evidence or not (an edit keeps the post's). */
export const ReplyRequest = PostBodyRequest.extend({ evidence: EvidenceRequest.optional() });
export type ReplyRequest = z.infer<typeof ReplyRequest>;

/** `PUT` / `DELETE /api/community/posts/:id/reactions/:kind`. */
export const ReactionParams = z.object({
  id: text().pipe(z.uuid(V.invalidOption)),
  kind: text().pipe(z.enum(REACTION_KINDS, V.invalidOption)),
});

/** `POST /api/community/posts/:id/flags`: a member's flag, once each; enough of them hide the post pending review. */
export const FlagRequest = z.object({ reason: choice(FLAG_REASONS) });
export const FlagResponse = z.object({ hidden: z.boolean() });

/** `PUT /api/community/topics/:id/accepted`: the answer the question's author accepts (null: none). */
export const AcceptAnswerRequest = z.object({ postId: text().pipe(z.uuid(V.invalidOption)).nullable() });

/** `GET /api/community/spaces/:space/topics?before=…`: a page of a space's topics, the most recent first. */
export const TopicsQuery = z.object({ before: text().pipe(z.string().max(80)).optional() });

/**
 * `GET /api/community/search?q=…&space=…&offset=…`: posts the user may read that match `q`, in any of
 * the five languages, the best first; `space` keeps to one space. `offset` is a page's `next`.
 */
export const SearchQuery = z.object({
  q: text(V.required).trim().min(1, V.required).max(COMMUNITY_LIMITS.search, V.tooLong),
  space: spaceKey().optional(),
  offset: urlInteger({ min: 0, max: SEARCH_PAGE.maxOffset }).default(0),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** `GET /api/community/similar?space=…&title=…`: the topics of a space most like a title being typed. */
export const SimilarQuery = z.object({
  space: spaceKey(),
  title: text(V.required).trim().min(1, V.required).max(COMMUNITY_LIMITS.title, V.tooLong),
});
export type SimilarQuery = z.infer<typeof SimilarQuery>;

const Person = z.object({ id: z.uuid(), name: z.string() });

export const SpaceView = z.object({
  key: z.string(),
  /** A public space: its language and kind (named in the catalogs); a class's: its class. */
  language: z.enum(LANGUAGES).nullable(),
  kind: z.enum(PUBLIC_SPACE_KINDS).nullable(),
  classId: z.uuid().nullable(),
  className: z.string().nullable(),
  /** Whether the user moderates it (a class's teacher). */
  moderates: z.boolean(),
});
export type SpaceView = z.infer<typeof SpaceView>;
export const SpacesResponse = z.object({ spaces: z.array(SpaceView) });

export const TopicSummary = z.object({
  id: z.uuid(),
  space: z.string(),
  kind: z.enum(TOPIC_KINDS),
  title: z.string(),
  /** Null once the author's account is deleted. */
  author: Person.nullable(),
  replies: z.number().int(),
  answered: z.boolean(),
  createdAt: z.iso.datetime(),
  lastPostedAt: z.iso.datetime(),
});
export type TopicSummary = z.infer<typeof TopicSummary>;
export const TopicsPage = z.object({ topics: z.array(TopicSummary), next: z.string().nullable() });
export type TopicsPage = z.infer<typeof TopicsPage>;

export const PostView = z.object({
  id: z.uuid(),
  number: z.number().int(),
  author: Person.nullable(),
  /** Null once deleted (the post keeps its place), or while hidden to anyone but its author and moderators. */
  body: z.string().nullable(),
  /** Hidden by members' flags, pending a moderator's review. */
  hidden: z.boolean(),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  /** Earlier bodies kept by edits. */
  versions: z.number().int(),
  reactions: z.array(z.object({ kind: z.enum(REACTION_KINDS), count: z.number().int(), mine: z.boolean() })),
  mine: z.boolean(),
  /** Null without evidence, and whenever the body is not shown (deleted, hidden). */
  evidence: EvidenceSummary.nullable(),
  /** Its author is one the reader muted: the app folds it, and shows it when asked. */
  muted: z.boolean(),
});
export type PostView = z.infer<typeof PostView>;

export const TopicView = TopicSummary.extend({
  acceptedPostId: z.uuid().nullable(),
  posts: z.array(PostView),
  /** Whether the user moderates its space (a reader of a topic may always reply). */
  moderates: z.boolean(),
});
export type TopicView = z.infer<typeof TopicView>;
export const TopicResponse = z.object({ topic: TopicView });

/** `GET /api/community/posts/:id/versions`: a post's earlier bodies, oldest first. */
export const PostVersionsResponse = z.object({
  versions: z.array(z.object({ version: z.number().int(), body: z.string(), writtenAt: z.iso.datetime() })),
});

/**
 * A stretch of a result's excerpt: the words that matched the query are their own segments
 * (`match`), drawn as marks by the app; all of it is text, never HTML.
 */
export const ExcerptSegment = z.object({ text: z.string(), match: z.boolean() });
export type ExcerptSegment = z.infer<typeof ExcerptSegment>;

export const SearchResult = z.object({
  topicId: z.uuid(),
  postId: z.uuid(),
  /** The post's number in its topic (1: the opening post). */
  number: z.number().int(),
  space: z.string(),
  topicTitle: z.string(),
  kind: z.enum(TOPIC_KINDS),
  /** The post's author; null once their account is deleted. */
  author: Person.nullable(),
  excerpt: z.array(ExcerptSegment),
  createdAt: z.iso.datetime(),
});
export type SearchResult = z.infer<typeof SearchResult>;
/** A page of results; `next` is the `offset` of the next page, null at the last. */
export const SearchResponse = z.object({ results: z.array(SearchResult), next: z.number().int().nullable() });
export type SearchResponse = z.infer<typeof SearchResponse>;

export const SimilarResponse = z.object({ topics: z.array(TopicSummary) });
export type SimilarResponse = z.infer<typeof SimilarResponse>;
