import { EvidenceResponse } from '@alavanca/contracts/community-evidence';
import {
  ReviewRequestList,
  ReviewRequestResponse,
  type ReviewRequestView,
} from '@alavanca/contracts/community-reviews';
import { NotificationListResponse } from '@alavanca/contracts/notifications';
import { expect, it } from 'vitest';
import { readError } from '../../test/accounts';
import { communityCalls } from '../../test/community';
import { describeEachDatabase } from '../../test/databases';
import { pitchCalls } from '../../test/pitches';
import { useTestApp } from '../../test/test-app';
import type { TestUser } from '../../test/users';
import { readActivity } from './community.repo';

/*
 * Peer review through HTTP (decision 036): a founder asks for reviews of a validation or a pitch;
 * the request waits in its business type's queue with a copy of the item; others review it once
 * each; the author reads the reviews and closes the request; reviewing counts toward trust.
 */

const REVIEW = {
  ratings: { problem: 4, customer: 3, economics: 2, risks: 3 },
  comment: 'O problema é claro, mas o preço de R$ 12 não cobre o custo da embalagem e da entrega.',
};

describeEachDatabase('peer review in the community', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser } = communityCalls(api, getDb);
  const { validationOf, draft } = pitchCalls(api);

  const asked = async (user: TestUser, body: unknown, status = 201) => {
    const response = await call(user, 'POST', '/api/community/reviews', body);
    expect(response.status, await response.clone().text()).toBe(status);
    return status === 201 ? ReviewRequestResponse.parse(await response.json()).request : null;
  };
  const queueOf = async (user: TestUser, businessType?: string) =>
    ReviewRequestList.parse(
      await (
        await call(user, 'GET', `/api/community/reviews${businessType ? `?businessType=${businessType}` : ''}`)
      ).json(),
    ).requests;

  it('queues a validation by its business type; others review it once each; the author reads them and closes it', async () => {
    const ana = await newUser('Ana Souza', 'pro');
    const bia = await newUser('Bia Lima');
    const caio = await newUser('Caio Reis');
    const validation = await validationOf(ana);
    const request = (await asked(ana, { kind: 'validation', id: validation.id }))!;
    expect(request).toMatchObject({
      kind: 'validation',
      businessType: validation.businessType,
      open: true,
      mine: true,
    });
    await asked(ana, { kind: 'validation', id: validation.id }, 409);

    expect((await queueOf(bia, validation.businessType)).map((one) => one.id)).toContain(request.id);
    const otherType = validation.businessType === 'food' ? 'saas' : 'food';
    expect((await queueOf(bia, otherType)).map((one) => one.id)).not.toContain(request.id);
    expect((await queueOf(ana)).map((one) => one.id)).not.toContain(request.id);
    const copy = EvidenceResponse.parse(
      await (await call(bia, 'GET', `/api/community/reviews/${request.id}/evidence`)).json(),
    ).evidence;
    expect(copy).toMatchObject({ kind: 'validation', title: validation.title });

    const reviewed = await call(bia, 'POST', `/api/community/reviews/${request.id}/reviews`, REVIEW);
    expect(reviewed.status, await reviewed.clone().text()).toBe(201);
    const seenByBia = ReviewRequestResponse.parse(await reviewed.json()).request;
    // A reviewer does not read the others' reviews.
    expect(seenByBia).toMatchObject({ reviewed: true, reviewCount: 1, reviews: [] });
    expect((await call(bia, 'POST', `/api/community/reviews/${request.id}/reviews`, REVIEW)).status).toBe(409);
    expect((await call(ana, 'POST', `/api/community/reviews/${request.id}/reviews`, REVIEW)).status).toBe(403);
    expect((await queueOf(bia)).map((one) => one.id)).not.toContain(request.id);
    await call(caio, 'POST', `/api/community/reviews/${request.id}/reviews`, {
      ...REVIEW,
      ratings: { problem: 5, customer: 4, economics: 4, risks: 2 },
    });

    const mine = ReviewRequestList.parse(
      await (await call(ana, 'GET', `/api/community/reviews/mine?source=${validation.id}`)).json(),
    ).requests;
    expect(mine).toHaveLength(1);
    expect(mine[0]!.reviews.map((review) => [review.reviewer?.name, review.ratings.economics])).toEqual([
      ['Bia Lima', 2],
      ['Caio Reis', 4],
    ]);
    const told = NotificationListResponse.parse(await (await call(ana, 'GET', '/api/notifications')).json());
    expect(told.notifications.filter((one) => one.title === 'notifications:system.communityReview.title')).toHaveLength(
      2,
    );
    expect(told.notifications[0]!.route).toBe(`/validacao-ideia/${validation.id}`);

    const closed = await call(ana, 'POST', `/api/community/reviews/${request.id}/close`);
    expect(ReviewRequestResponse.parse(await closed.json()).request.open).toBe(false);
    expect((await call(bia, 'GET', `/api/community/reviews/${request.id}`)).status).toBe(404);
    expect((await call(caio, 'POST', `/api/community/reviews/${request.id}/close`)).status).toBe(404);
    // Closed, the item may be asked about again.
    await asked(ana, { kind: 'validation', id: validation.id });
  });

  it('asks about a pitch in its validation’s business type, and only about the user’s own items', async () => {
    const ana = await newUser('Ana Souza', 'pro');
    const bia = await newUser('Bia Lima', 'pro');
    const validation = await validationOf(ana);
    const pitch = await draft(ana, { validationId: validation.id });
    const request = (await asked(ana, { kind: 'pitch', id: pitch.id })) as ReviewRequestView;
    expect(request).toMatchObject({ kind: 'pitch', businessType: validation.businessType });
    const refused = await call(bia, 'POST', '/api/community/reviews', { kind: 'validation', id: validation.id });
    expect(refused.status).toBe(400);
    expect((await readError(refused)).issues).toEqual([{ path: 'id', message: 'validation.invalidOption' }]);
    expect((await call(bia, 'POST', '/api/community/reviews', { kind: 'canvas', id: validation.id })).status).toBe(400);
  });

  it('refuses a review without every rating or with a short comment, and counts reviews toward trust', async () => {
    const ana = await newUser('Ana Souza', 'pro');
    const bia = await newUser('Bia Lima');
    const request = (await asked(ana, { kind: 'validation', id: (await validationOf(ana)).id }))!;
    const send = (body: unknown) => call(bia, 'POST', `/api/community/reviews/${request.id}/reviews`, body);
    expect((await send({ ...REVIEW, ratings: { problem: 4, customer: 3, economics: 2 } })).status).toBe(400);
    expect((await send({ ...REVIEW, ratings: { ...REVIEW.ratings, risks: 6 } })).status).toBe(400);
    expect((await send({ ...REVIEW, comment: 'Bom.' })).status).toBe(400);
    expect((await readActivity(getDb().orm, bia.user.id)).reviews).toBe(0);
    expect((await send(REVIEW)).status).toBe(201);
    expect((await readActivity(getDb().orm, bia.user.id)).reviews).toBe(1);
    expect((await api.call('GET', '/api/community/reviews')).status).toBe(401);
  });
});
