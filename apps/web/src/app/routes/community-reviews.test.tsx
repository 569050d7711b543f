import ReviewPanel from '@/features/community/components/review-panel';
import { OTHER } from '@/features/community/testing/fixtures';
import { preferencesRoutes, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes, TEST_USER } from '@/test/render';
import type { Review, ReviewRequestView } from '@alavanca/contracts/community-reviews';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ReviewRoute } from './community-review';
import { Component as ReviewsRoute } from './community-reviews';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const REQUEST: ReviewRequestView = {
  id: 'c0000000-0000-4000-8000-000000000001',
  kind: 'validation',
  sourceId: 'd0000000-0000-4000-8000-000000000001',
  businessType: 'food',
  author: OTHER,
  summary: { kind: 'validation', title: 'Marmitas fitness no centro', overall: 62, verdict: 'validateFurther' },
  open: true,
  reviewCount: 1,
  mine: false,
  reviewed: false,
  reviews: [],
  createdAt: '2026-11-20T12:00:00.000Z',
};
const REVIEW: Review = {
  id: 'e0000000-0000-4000-8000-000000000001',
  reviewer: OTHER,
  ratings: { problem: 4, customer: 3, economics: 2, risks: 3 },
  comment: 'O preço não cobre a embalagem e a entrega: refaça a conta.',
  createdAt: '2026-11-21T12:00:00.000Z',
};

async function render(path: string, routes: Record<string, Route>) {
  const api = stubApi({ ...preferencesRoutes(), ...routes });
  await renderRoutes(
    [
      { path: '/comunidade/revisoes', Component: ReviewsRoute },
      { path: '/comunidade/revisoes/:id', Component: ReviewRoute },
      {
        path: '/validacao-ideia/:id',
        Component: () => (
          <ReviewPanel item={{ kind: 'validation', id: REQUEST.sourceId }} dates={DEFAULT_PREFERENCES} />
        ),
      },
    ],
    { path, session: { user: TEST_USER } },
  );
  return api;
}

describe('community peer review', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockClear();
  });

  it('lists the queue by the business type chosen, and the user’s own requests', async () => {
    const user = userEvent.setup();
    const api = await render('/comunidade/revisoes', {
      'GET /api/community/reviews': ({ query }) => ({
        body: { requests: query?.businessType === 'saas' ? [] : [REQUEST] },
      }),
      'GET /api/community/reviews/mine': { body: { requests: [] } },
    });
    const queue = await screen.findByTestId('review-queue');
    const row = within(queue).getByTestId('review-request-row');
    expect(row).toHaveAttribute('href', `/comunidade/revisoes/${REQUEST.id}`);
    expect(row).toHaveTextContent('Marmitas fitness no centro');
    expect(row).toHaveTextContent('Validação de ideia · Alimentação · Bruno Lima');
    expect(row).toHaveTextContent('1 revisão');
    await user.click(screen.getByTestId('reviews-type'));
    await user.click(await screen.findByRole('option', { name: 'SaaS' }));
    expect(await screen.findByText('Nada esperando revisão')).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/community/reviews').at(-1)?.query).toEqual({ businessType: 'saas' });
  });

  it('reviews a request: every criterion rated and a comment, checked before it is sent', async () => {
    const user = userEvent.setup();
    const api = await render(`/comunidade/revisoes/${REQUEST.id}`, {
      [`GET /api/community/reviews/${REQUEST.id}`]: { body: { request: REQUEST } },
      [`GET /api/community/reviews/${REQUEST.id}/evidence`]: { status: 404 },
      [`POST /api/community/reviews/${REQUEST.id}/reviews`]: {
        status: 201,
        body: { request: { ...REQUEST, reviewed: true, reviewCount: 2 } },
      },
    });
    const form = await screen.findByTestId('review-form');
    await user.click(within(form).getByTestId('review-send'));
    expect(api.requestsTo('POST', `/api/community/reviews/${REQUEST.id}/reviews`)).toHaveLength(0);
    const groups = within(form).getAllByRole('group');
    for (const [index, rating] of [4, 3, 2, 3].entries())
      await user.click(within(groups[index]!).getByRole('radio', { name: `${rating}/5` }));
    await user.type(within(form).getByLabelText('Comentário'), REVIEW.comment);
    await user.click(within(form).getByTestId('review-send'));
    expect(await screen.findByText('Você já revisou este pedido. Obrigado!')).toBeInTheDocument();
    expect(api.requestsTo('POST', `/api/community/reviews/${REQUEST.id}/reviews`)[0]?.body).toEqual({
      ratings: REVIEW.ratings,
      comment: REVIEW.comment,
    });
  });

  it('shows the author the reviews received beside the report, and asks for reviews when none is open', async () => {
    const user = userEvent.setup();
    let requests: ReviewRequestView[] = [{ ...REQUEST, mine: true, open: false, reviews: [REVIEW] }];
    const api = await render(`/validacao-ideia/${REQUEST.sourceId}`, {
      'GET /api/community/reviews/mine': () => ({ body: { requests } }),
      'POST /api/community/reviews': () => {
        requests = [
          { ...REQUEST, id: 'c0000000-0000-4000-8000-000000000002', mine: true, reviewCount: 0 },
          ...requests,
        ];
        return { status: 201, body: { request: requests[0] } };
      },
    });
    const panel = await screen.findByTestId('review-panel');
    const review = await within(panel).findByTestId('review');
    expect(review).toHaveTextContent('Números2/5');
    expect(review).toHaveTextContent(REVIEW.comment);
    await user.click(within(panel).getByTestId('ask-review'));
    await waitFor(() => expect(within(panel).queryByTestId('ask-review')).not.toBeInTheDocument());
    expect(panel).toHaveTextContent('Esperando revisões (0 até agora).');
    expect(api.requestsTo('POST', '/api/community/reviews')[0]?.body).toEqual({
      kind: 'validation',
      id: REQUEST.sourceId,
    });
    expect(api.requestsTo('GET', '/api/community/reviews/mine')[0]?.query).toEqual({ source: REQUEST.sourceId });
  });
});
