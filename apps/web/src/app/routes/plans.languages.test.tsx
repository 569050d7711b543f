import { fakeBillingServer, makeSubscription } from '@/features/plans/testing/fake-billing';
import { PREFERENCES, stubApi } from '@/test/fake-api';
import { switchTestLanguage, textIn } from '@/test/i18n';
import { renderRoutes } from '@/test/render';
import { FREE_TRIAL_DAYS, LANGUAGES } from '@alavanca/domain/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CheckoutRoute } from './checkout';
import { Component as PlansRoute } from './plans';

// The plans screen and the checkout it leads to, in each of the five languages with that
// language's real catalogs. The browser tests follow the way in one language.

/** A catalog key on screen in place of its text ("billing.card.title", "plansPage.current", ...). */
/** As toHaveTextContent reads an element: every run of white space (French's narrow no-break ones too) as one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

const RAW_KEY = /\b(?:billing|plansPage|plans|usage|checkout|card|testMode|summary|validation|errors)\.[a-z][\w.]*/;

/** A whole screen drawn in a language whose catalogs the file loads first: more than a unit test's 5 s on a busy machine. */
const SCREEN_TIMEOUT = 15_000;

describe.each(LANGUAGES)('the plans screen and the checkout in %s', (language) => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('pt-BR');
  });

  it(
    'name the plans, the current one, the actions, the invoices, the card form and its errors',
    { timeout: SCREEN_TIMEOUT },
    async () => {
      const user = userEvent.setup();
      const t = (namespace: 'app' | 'billing' | 'common', key: string, values?: Record<string, string | number>) =>
        textIn(language, namespace, key, values);
      stubApi({
        ...fakeBillingServer(makeSubscription()).routes,
        'GET /api/preferences': { body: { ...PREFERENCES, language } },
      });
      await switchTestLanguage(language);
      const pro = t('common', 'plans.pro');
      await renderRoutes(
        [
          { path: '/dashboard/plans', Component: PlansRoute },
          { path: '/dashboard/checkout', Component: CheckoutRoute },
        ],
        { path: '/dashboard/plans' },
      );

      const current = await screen.findByTestId('current-plan');
      expect(screen.getByRole('heading', { level: 2, name: t('common', 'plansPage.title') })).toBeInTheDocument();
      expect(screen.getByText(t('common', 'plansPage.intro'))).toBeInTheDocument();
      expect(within(current).getByRole('heading', { level: 3 })).toHaveTextContent(
        spaced(t('app', 'billing.current.title', { plan: t('common', 'plans.free') })),
      );
      const card = (plan: string) => screen.getByTestId(`price-${plan}`).closest('li') as HTMLElement;
      expect(card('free')).toHaveTextContent(spaced(t('common', 'plansPage.current')));
      expect(
        within(card('pro')).getByRole('button', {
          name: t('app', 'billing.actions.startTrial', { plan: pro, days: FREE_TRIAL_DAYS }),
        }),
      ).toBeInTheDocument();
      const invoices = screen.getByRole('region', { name: t('app', 'billing.invoices.title') });
      expect(await within(invoices).findByText(t('app', 'billing.invoices.emptyTitle'))).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(RAW_KEY);

      await user.click(
        within(card('pro')).getByRole('link', { name: t('app', 'billing.actions.upgrade', { plan: pro }) }),
      );
      const form = await screen.findByTestId('card-form');
      expect(
        screen.getByRole('heading', { level: 2, name: t('billing', 'checkout.title', { plan: pro }) }),
      ).toBeVisible();
      expect(screen.getByTestId('test-mode-banner')).toHaveTextContent(spaced(t('billing', 'testMode.title')));
      expect(within(screen.getByTestId('order-summary')).getByRole('heading', { level: 3 })).toHaveTextContent(
        spaced(t('billing', 'summary.title')),
      );
      expect(within(form).getByRole('heading', { level: 3 })).toHaveTextContent(spaced(t('billing', 'card.title')));

      // The form's own messages, in the same language.
      await user.click(within(form).getByRole('button', { name: t('billing', 'card.submit', { plan: pro }) }));
      expect(within(form).getByLabelText(t('billing', 'card.number'))).toHaveAccessibleDescription(
        expect.stringContaining(t('common', 'validation.cardNumber')),
      );
      expect(document.body.textContent).not.toMatch(RAW_KEY);
    },
  );
});
