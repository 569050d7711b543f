import { PROFILE, SAVED_PREFERENCES } from '@/features/account/testing/fixtures';
import { FREE_SANDBOX } from '@/features/billing/testing/fixtures';
import { apiError, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes, TEST_USER } from '@/test/render';
import { PLAN_LIMITS } from '@alavanca/domain/quotas/plans';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ProfileRoute } from './profile';

async function renderProfile(subscription: Route) {
  const api = stubApi({
    'GET /api/profile': { body: PROFILE },
    'GET /api/preferences': { body: SAVED_PREFERENCES },
    'GET /api/subscription': subscription,
  });
  await renderRoutes([{ path: '/perfil', Component: ProfileRoute }], { path: '/perfil', session: { user: TEST_USER } });
  return api;
}

describe('profile route', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the plan the account is really on, with the way to the plans', async () => {
    await renderProfile({ body: { ...FREE_SANDBOX, plan: 'pro', limits: PLAN_LIMITS.pro } });
    await waitFor(() => expect(screen.getByTestId('profile-plan')).toHaveTextContent('Pro'));
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/dashboard/planos');
  });

  it('names no plan while the subscription cannot be read', async () => {
    const api = await renderProfile(apiError(503, 'SERVICE_UNAVAILABLE'));
    await waitFor(() => expect(api.requestsTo('GET', '/api/subscription')).toHaveLength(1));
    expect(screen.getByTestId('profile-plan')).toHaveTextContent('—');
    expect(screen.getByTestId('profile-plan')).not.toHaveTextContent('Free');
  });
});
