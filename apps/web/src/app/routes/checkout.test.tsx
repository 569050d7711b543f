import { FREE_SANDBOX } from '@/features/billing/testing/fixtures';
import { PREFERENCES, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CheckoutRoute } from './checkout';

describe('checkout route', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prices the plan in the currency and number format of the user’s preferences', async () => {
    stubApi({
      'GET /api/subscription': { body: FREE_SANDBOX },
      'GET /api/preferences': { body: { ...PREFERENCES, currency: 'USD', numberFormat: 'thousand' } },
    });
    await renderRoutes([{ path: '/dashboard/checkout', Component: CheckoutRoute }], {
      path: '/dashboard/checkout?plan=pro',
    });
    expect(await screen.findByText('US$ 24.00')).toBeInTheDocument();
  });
});
