import { BUSINESS_TYPES } from '@alavanca/domain/constants';
import { z } from 'zod';
import { EvidenceSummary } from './community';
import { choice, integer } from './fields';
import { text } from './text';
import { V } from './validation-messages';

/*
 * Peer review in the community (issue 41, decision 036): a founder asks the community to review
 * one of their validations or pitches; the request waits in a queue of its business type, where
 * other founders review it with a short rubric and a comment; the author reads the reviews beside
 * the report. A review counts toward its reviewer's trust level.
 */

export const REVIEWABLE_KINDS = ['validation', 'pitch'] as const;
export const REVIEW_CRITERIA = ['problem', 'customer', 'economics', 'risks'] as const;
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number];
/** Each criterion is rated 1 (weak) to 5 (strong); the comment says why. */
export const REVIEW_SCALE = { min: 1, max: 5 } as const;
export const REVIEW_LIMITS = { comment: { min: 30, max: 3_000 } } as const;

/** `POST /api/community/reviews`: ask for reviews of one of the user's validations or pitches. */
export const ReviewRequestCreate = z.object({
  kind: choice(REVIEWABLE_KINDS),
  id: text().pipe(z.uuid(V.invalidOption)),
});
export type ReviewRequestCreate = z.infer<typeof ReviewRequestCreate>;

const rating = () => integer().min(REVIEW_SCALE.min, V.outOfRange).max(REVIEW_SCALE.max, V.outOfRange);

/** `POST /api/community/reviews/:id/reviews`: a review of someone else's request, once. */
export const ReviewCreate = z.object({
  ratings: z.object({ problem: rating(), customer: rating(), economics: rating(), risks: rating() }),
  comment: text(V.required).trim().min(REVIEW_LIMITS.comment.min, V.required).max(REVIEW_LIMITS.comment.max, V.tooLong),
});
export type ReviewCreate = z.infer<typeof ReviewCreate>;

/** `GET /api/community/reviews?businessType=` (the queue) or `?mine=1&source=` (the author's). */
export const ReviewListQuery = z.object({
  businessType: choice(BUSINESS_TYPES).optional(),
  source: text().pipe(z.uuid(V.invalidOption)).optional(),
});

const Person = z.object({ id: z.uuid(), name: z.string() });

export const Review = z.object({
  id: z.uuid(),
  /** Null once the reviewer's account is deleted. */
  reviewer: Person.nullable(),
  ratings: z.record(z.enum(REVIEW_CRITERIA), z.number().int()),
  comment: z.string(),
  createdAt: z.iso.datetime(),
});
export type Review = z.infer<typeof Review>;

export const ReviewRequestView = z.object({
  id: z.uuid(),
  kind: z.enum(REVIEWABLE_KINDS),
  /** The item asked about, in its author's account; a reviewer reads the copy. */
  sourceId: z.uuid(),
  businessType: z.enum(BUSINESS_TYPES),
  author: Person.nullable(),
  summary: EvidenceSummary,
  open: z.boolean(),
  reviewCount: z.number().int(),
  mine: z.boolean(),
  /** Whether the user has reviewed it. */
  reviewed: z.boolean(),
  /** The reviews: to the author only (a reviewer reviews without reading the others first). */
  reviews: z.array(Review),
  createdAt: z.iso.datetime(),
});
export type ReviewRequestView = z.infer<typeof ReviewRequestView>;
export const ReviewRequestResponse = z.object({ request: ReviewRequestView });
export const ReviewRequestList = z.object({ requests: z.array(ReviewRequestView) });
