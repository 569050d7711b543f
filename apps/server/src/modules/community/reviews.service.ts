import type {
  Review,
  ReviewCreate,
  ReviewRequestCreate,
  ReviewRequestView,
} from '@alavanca/contracts/community-reviews';
import type { EvidenceSnapshot } from '@alavanca/contracts/community-evidence';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import type { BusinessType } from '@alavanca/domain/constants';
import type { Orm } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { NotificationService } from '../notifications/notifications.service';
import { takeEvidence, type EvidenceSources } from './community-evidence';
import {
  closeRequest,
  findRequest,
  insertRequest,
  insertReview,
  listOwn,
  listQueue,
  listReviews,
  readRequest,
  reviewedAmong,
  type ReviewRequestRow,
} from './reviews.repo';

/*
 * Peer review (issue 41, decision 036): a founder asks for reviews of a validation or a pitch; the
 * request carries a copy of it (as a post's evidence) and waits in its business type's queue;
 * other founders review it once each with the rubric and a comment; the author reads the reviews
 * (beside the report, through `?source=`) and closes the request when they have enough. Reviewers
 * do not read each other's reviews first, so each says what they think.
 */

export interface ReviewServiceDeps {
  orm: Orm;
  evidence: EvidenceSources;
  notifications: Pick<NotificationService, 'createIn'>;
  now?: () => Date;
}

type Listed = { request: ReviewRequestRow; authorName: string | null; reviewCount: number };

export function createReviewService(deps: ReviewServiceDeps) {
  const { orm } = deps;
  const now = deps.now ?? (() => new Date());

  async function present(userId: string, rows: readonly Listed[]): Promise<ReviewRequestView[]> {
    const own = rows.filter((row) => row.request.authorId === userId).map((row) => row.request.id);
    const reviews = await listReviews(orm, own);
    const reviewedByMe = await reviewedAmong(
      orm,
      rows.filter((row) => row.request.authorId !== userId).map((row) => row.request.id),
      userId,
    );
    return rows.map(({ request, authorName, reviewCount }) => ({
      id: request.id,
      kind: request.kind,
      sourceId: request.sourceId,
      businessType: request.businessType as BusinessType,
      author: { id: request.authorId, name: authorName ?? '' },
      summary: request.summary,
      open: request.closedAt === null,
      reviewCount,
      mine: request.authorId === userId,
      reviewed: reviewedByMe.has(request.id),
      reviews: reviews
        .filter(({ review }) => review.requestId === request.id)
        .map(({ review, reviewerName }): Review => ({
          id: review.id,
          reviewer: review.reviewerId ? { id: review.reviewerId, name: reviewerName ?? '' } : null,
          ratings: review.ratings,
          comment: review.comment,
          createdAt: review.createdAt.toISOString(),
        })),
      createdAt: request.createdAt.toISOString(),
    }));
  }

  /**
   * The queue an item waits in: a validation's business type; a pitch's, its validation's or
   * simulation's (the pitch states none of its own), and "other" when it has neither.
   */
  async function businessTypeOf(userId: string, request: ReviewRequestCreate): Promise<BusinessType> {
    const { validations, simulations, pitches } = deps.evidence;
    if (request.kind === 'validation') return (await validations.get(userId, request.id)).businessType;
    const pitch = await pitches.get(userId, request.id);
    if (pitch.validationId) return (await validations.get(userId, pitch.validationId)).businessType;
    if (pitch.simulationId) return (await simulations.get(userId, pitch.simulationId)).setup.businessType;
    return 'other';
  }

  async function one(userId: string, id: string): Promise<ReviewRequestView> {
    const row = await readRequest(orm, id);
    if (!row) throw new AppError('NOT_FOUND');
    return (await present(userId, [row]))[0]!;
  }

  /** A request: open ones to every member (they are in a queue), a closed one to its author alone. */
  async function readable(userId: string, id: string): Promise<ReviewRequestView> {
    const view = await one(userId, id);
    if (!view.open && !view.mine) throw new AppError('NOT_FOUND');
    return view;
  }

  return {
    async ask(userId: string, request: ReviewRequestCreate): Promise<ReviewRequestView> {
      const copy = await takeEvidence(deps.evidence, userId, request, 'id');
      const businessType = await businessTypeOf(userId, request);
      const row = await insertRequest(orm, {
        authorId: userId,
        kind: request.kind,
        sourceId: request.id,
        businessType,
        summary: copy.summary,
        snapshot: copy.snapshot,
        createdAt: now(),
      });
      if (!row) throw new AppError('CONFLICT');
      return one(userId, row.id);
    },

    /** The queue of `businessType` (every type when absent), or the user's own requests (of one item). */
    async list(
      userId: string,
      query: { businessType?: BusinessType; source?: string; mine: boolean },
    ): Promise<ReviewRequestView[]> {
      const rows = query.mine
        ? await listOwn(orm, userId, query.source ?? null)
        : await listQueue(orm, userId, query.businessType ?? null);
      return present(userId, rows);
    },

    get: readable,

    async copy(userId: string, id: string): Promise<EvidenceSnapshot> {
      await readable(userId, id);
      return (await findRequest(orm, id))!.snapshot;
    },

    async review(userId: string, id: string, review: ReviewCreate): Promise<ReviewRequestView> {
      const request = await findRequest(orm, id);
      if (!request || request.closedAt) throw new AppError('NOT_FOUND');
      if (request.authorId === userId) throw new AppError('FORBIDDEN');
      if ((await reviewedAmong(orm, [id], userId)).has(id)) throw new AppError('CONFLICT');
      const told = await orm.transaction(async (tx) => {
        const written = await insertReview(tx, { requestId: id, reviewerId: userId, ...review, createdAt: now() });
        // Two at once from the same reviewer: the unique index keeps one.
        if (!written) throw new AppError('CONFLICT');
        return deps.notifications.createIn(tx, {
          userId: request.authorId,
          ...SYSTEM_NOTIFICATIONS.communityReview,
          route: request.kind === 'validation' ? `/validacao-ideia/${request.sourceId}` : `/pitch/${request.sourceId}`,
        });
      });
      await told.announce();
      return one(userId, id);
    },

    async close(userId: string, id: string): Promise<ReviewRequestView> {
      const request = await findRequest(orm, id);
      if (!request || request.authorId !== userId) throw new AppError('NOT_FOUND');
      await closeRequest(orm, id, now());
      return one(userId, id);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
