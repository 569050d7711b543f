import { LANGUAGE_NAMES, expectDrawnFlags } from '@/test/flags';
import { renderRoutes, TEST_USER } from '@/test/render';
import { STORAGE_KEYS } from '@alavanca/domain/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, PREFERENCES, stubApi, type FakeAnswer, type Route } from '@/test/fake-api';
import { usageQueryKey } from '@/lib/query-keys';
import type { SubscriptionState } from '@alavanca/contracts/subscription';
import { PLAN_LIMITS } from '@alavanca/domain/quotas/plans';
import { OnboardingGate } from './onboarding-gate';
import { OnboardingWizard } from './onboarding-wizard';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const COMPLETED = { ...PREFERENCES, onboardingCompleted: true, completedAt: '2025-03-05T12:00:00.000Z' };

async function renderGate(
  preferences: FakeAnswer,
  routes: Record<string, Route> = {},
  user: { id: string } | null = TEST_USER,
  returnTo?: string,
) {
  const api = stubApi({ 'GET /api/preferences': preferences, ...routes });
  const gated = (text: string) => (
    <OnboardingGate user={user} returnTo={returnTo}>
      <p>{text}</p>
    </OnboardingGate>
  );
  return {
    api,
    ...(await renderRoutes(
      [
        { path: '/ideias', element: gated('ideas screen') },
        { path: '/dashboard', element: gated('dashboard screen') },
        { path: '/turmas/entrar/:code', element: gated('invitation screen') },
      ],
      { path: '/ideias' },
    )),
  };
}

async function wizard() {
  return await screen.findByTestId('onboarding-wizard');
}

const button = (name: string) => screen.getByRole('button', { name });

/** From step 1 to step 4 with the defaults. */
async function goToObjectiveStep(user: ReturnType<typeof userEvent.setup>) {
  await wizard();
  for (let i = 0; i < 3; i += 1) await user.click(button('Continuar'));
  expect(screen.getByTestId('onboarding-step')).toHaveTextContent('Passo 4 de 5');
}

describe('onboarding gate', () => {
  beforeEach(() => notify.mockClear());
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage('pt-BR');
  });

  it('shows the page to a user who finished onboarding', async () => {
    await renderGate({ body: COMPLETED });
    expect(await screen.findByText('ideas screen')).toBeInTheDocument();
    expect(screen.queryByTestId('onboarding-wizard')).not.toBeInTheDocument();
  });

  it.each([
    ['onboarding is not completed', { body: PREFERENCES }],
    ['there are no preferences yet', apiError(404, 'NOT_FOUND')],
    ['the preferences cannot be read', apiError(500, 'INTERNAL')],
  ])('shows the wizard in place of the page when %s', async (_, answer) => {
    await renderGate(answer);
    expect(await wizard()).toBeInTheDocument();
    expect(screen.queryByText('ideas screen')).not.toBeInTheDocument();
  });
});

describe('onboarding wizard', () => {
  beforeEach(() => notify.mockClear());
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage('pt-BR');
  });

  it('shows "Passo X de 5", a progress bar and the buttons each step allows', async () => {
    const user = userEvent.setup();
    await renderGate({ body: PREFERENCES });
    await wizard();

    expect(screen.getByTestId('onboarding-step')).toHaveTextContent('Passo 1 de 5');
    expect(screen.getByRole('progressbar', { name: 'Progresso da configuração inicial' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '5');
    expect(screen.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();
    expect(button('Pular')).toBeEnabled();
    expect(button('Continuar')).toBeEnabled();
    // The four benefits of the welcome step.
    for (const benefit of [
      'Validação inteligente de ideias',
      'Simulações realistas de cenários financeiros',
      'Mentoria personalizada com IA avançada',
      'Análises e relatórios de desempenho detalhados',
    ]) {
      expect(screen.getByText(benefit)).toBeInTheDocument();
    }

    await user.click(button('Continuar'));
    expect(screen.getByTestId('onboarding-step')).toHaveTextContent('Passo 2 de 5');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('heading', { level: 2, name: 'Suas preferências' })).toHaveFocus();
    expect(button('Voltar')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Pular' })).not.toBeInTheDocument();

    await user.click(button('Voltar'));
    expect(screen.getByTestId('onboarding-step')).toHaveTextContent('Passo 1 de 5');

    for (let i = 0; i < 4; i += 1) {
      if (screen.getByTestId('onboarding-step').textContent === 'Passo 4 de 5')
        await user.click(screen.getByRole('radio', { name: /Simular um negócio/ }));
      await user.click(button('Continuar'));
    }
    expect(screen.getByTestId('onboarding-step')).toHaveTextContent('Passo 5 de 5');
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
    expect(button('Concluir')).toBeEnabled();
    expect(screen.getByText('Validação de Ideias')).toBeInTheDocument();
  });

  it('keeps Continuar disabled on the objective step until an objective is chosen', async () => {
    const user = userEvent.setup();
    await renderGate({ body: PREFERENCES });
    await goToObjectiveStep(user);
    expect(button('Continuar')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Receber mentoria/ }));
    expect(button('Continuar')).toBeEnabled();
  });

  it('starts step 3 on "beginner", so Continuar is enabled with business type and role left empty', async () => {
    const user = userEvent.setup();
    await renderGate({ body: PREFERENCES });
    await wizard();
    await user.click(button('Continuar'));
    await user.click(button('Continuar'));
    expect(screen.getByRole('radio', { name: /Iniciante/ })).toBeChecked();
    expect(button('Continuar')).toBeEnabled();
  });

  it('shows the free-text box only for the objective "other"', async () => {
    const user = userEvent.setup();
    await renderGate({ body: PREFERENCES });
    await goToObjectiveStep(user);
    expect(screen.queryByLabelText('Qual é o seu objetivo?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Outro objetivo/ }));
    expect(screen.getByLabelText('Qual é o seu objetivo?')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Validar uma ideia/ }));
    expect(screen.queryByLabelText('Qual é o seu objetivo?')).not.toBeInTheDocument();
  });

  it('choosing a language sets its currency, stores it in selected_language and switches the interface', async () => {
    const user = userEvent.setup();
    await renderGate({ body: PREFERENCES });
    await wizard();
    await user.click(button('Continuar'));
    expect(screen.getByTestId('onboarding-currency')).toHaveTextContent('Real brasileiro (R$)');

    await user.click(screen.getByTestId('onboarding-language'));
    expectDrawnFlags(await screen.findByRole('listbox'), screen.getAllByRole('option'), LANGUAGE_NAMES);
    await user.click(screen.getByRole('option', { name: 'Deutsch' }));

    expect(localStorage.getItem(STORAGE_KEYS.selectedLanguage)).toBe('de-DE');
    await waitFor(() => expect(i18next.language).toBe('de-DE'));
    // The test catalogs hold pt-BR only, so the German interface shows keys; the value is what counts.
    expect(screen.getByTestId('onboarding-currency')).toHaveTextContent('EUR');
    expect(screen.getByTestId('onboarding-language')).toHaveTextContent('Deutsch');
  });

  it('follows a language changed outside the wizard, so the answer matches the screen', async () => {
    const user = userEvent.setup();
    await renderGate({ body: PREFERENCES });
    await wizard();
    await act(async () => {
      await i18next.changeLanguage('es-ES');
    });
    // The test catalogs hold pt-BR only: in Spanish the button shows its key.
    await user.click(screen.getByRole('button', { name: 'onboarding.continue' }));
    expect(screen.getByTestId('onboarding-language')).toHaveTextContent('Español');
    expect(screen.getByTestId('onboarding-currency')).toHaveTextContent('EUR');
  });

  it('completes: sends the answers, says welcome and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const { api, router } = await renderGate(
      { body: PREFERENCES },
      {
        'POST /api/onboarding': ({ body }) => ({
          body: {
            ...PREFERENCES,
            ...(body as object),
            onboardingCompleted: true,
            completedAt: '2025-03-05T12:00:00.000Z',
          },
        }),
      },
    );
    await wizard();
    await user.click(button('Continuar'));
    await user.click(screen.getByTestId('onboarding-region'));
    await user.click(screen.getByRole('option', { name: 'América Latina' }));
    await user.click(button('Continuar'));
    await user.click(screen.getByTestId('onboarding-business-type'));
    await user.click(screen.getByRole('option', { name: 'Alimentação' }));
    await user.click(screen.getByRole('radio', { name: /Intermediário/ }));
    await user.click(button('Continuar'));
    await user.click(screen.getByRole('radio', { name: /Outro objetivo/ }));
    await user.type(screen.getByLabelText('Qual é o seu objetivo?'), 'Abrir uma cafeteria');
    await user.click(button('Continuar'));
    await user.click(button('Concluir'));

    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/onboarding',
        body: {
          language: 'pt-BR',
          currency: 'BRL',
          region: 'América Latina',
          businessType: 'food',
          role: null,
          experienceLevel: 'intermediate',
          primaryObjective: 'other',
          customObjective: 'Abrir uma cafeteria',
        },
      },
    ]);
    expect(notify).toHaveBeenCalledWith({
      title: 'Bem-vindo!',
      description: 'Suas preferências foram salvas com sucesso.',
      variant: 'success',
    });
  });

  it('sends no custom objective when the objective is not "other", even after typing one', async () => {
    const user = userEvent.setup();
    const { api } = await renderGate({ body: PREFERENCES }, { 'POST /api/onboarding': { body: COMPLETED } });
    await goToObjectiveStep(user);
    await user.click(screen.getByRole('radio', { name: /Outro objetivo/ }));
    await user.type(screen.getByLabelText('Qual é o seu objetivo?'), 'algo');
    await user.click(screen.getByRole('radio', { name: /Simular um negócio/ }));
    await user.click(button('Continuar'));
    await user.click(button('Concluir'));
    await screen.findByText('dashboard screen');
    expect(api.requests.find((r) => r.path === '/api/onboarding')?.body).toMatchObject({
      primaryObjective: 'simulate',
      customObjective: null,
    });
  });

  it('keeps the user on the last step with an error when saving fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = await renderGate({ body: PREFERENCES }, { 'POST /api/onboarding': apiError(500, 'INTERNAL') });
    await goToObjectiveStep(user);
    await user.click(screen.getByRole('radio', { name: /Validar uma ideia/ }));
    await user.click(button('Continuar'));
    await user.click(button('Concluir'));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erro',
        description: 'Não foi possível salvar suas preferências',
        variant: 'destructive',
      }),
    );
    expect(router.state.location.pathname).toBe('/ideias');
    expect(screen.getByTestId('onboarding-step')).toHaveTextContent('Passo 5 de 5');
    expect(button('Concluir')).toBeEnabled();
  });

  it('refuses to save without a signed-in user', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'POST /api/onboarding': { body: COMPLETED } });
    await renderRoutes([{ path: '/ideias', element: <OnboardingWizard user={null} /> }], { path: '/ideias' });
    await user.click(button('Continuar'));
    await user.click(button('Continuar'));
    await user.click(button('Continuar'));
    await user.click(screen.getByRole('radio', { name: /Validar uma ideia/ }));
    await user.click(button('Continuar'));
    await user.click(button('Concluir'));
    expect(notify).toHaveBeenCalledWith({
      title: 'Erro',
      description: 'Usuário não autenticado',
      variant: 'destructive',
    });
    expect(api.requests).toEqual([]);
  });

  it('goes back to the invitation it interrupted instead of the dashboard', async () => {
    const user = userEvent.setup();
    const { router } = await renderGate(
      { body: PREFERENCES },
      { 'POST /api/onboarding/skip': { body: { ...COMPLETED, skipTour: true } } },
      TEST_USER,
      '/turmas/entrar/ABCD2345',
    );
    await wizard();
    await user.click(button('Pular'));
    expect(await screen.findByText('invitation screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/turmas/entrar/ABCD2345');
  });

  it('skips: marks onboarding done on the server and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const { api, router } = await renderGate(
      { body: PREFERENCES },
      {
        'POST /api/onboarding/skip': { body: { ...COMPLETED, skipTour: true } },
      },
    );
    await wizard();
    await user.click(button('Pular'));
    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/onboarding/skip', body: undefined },
    ]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('only logs a failed skip and still lets the user through', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderGate({ body: PREFERENCES }, { 'POST /api/onboarding/skip': apiError(503, 'SERVICE_UNAVAILABLE') });
    await wizard();
    await user.click(button('Pular'));
    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('labels every radio group and select so the steps can be used by keyboard and screen reader', async () => {
    const user = userEvent.setup();
    await renderGate({ body: PREFERENCES });
    await wizard();
    await user.click(button('Continuar'));
    for (const name of ['Idioma', 'Moeda', 'Região'])
      expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    await user.click(button('Continuar'));
    const group = screen.getByRole('group', { name: 'Sua experiência com empreendedorismo' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
  });

  describe('free trial offer on the last step', () => {
    const TRIALING: SubscriptionState = {
      plan: 'pro',
      status: 'trialing',
      isActive: true,
      limits: PLAN_LIMITS.pro,
      usage: { simulations: 0, validations: 0, aiConsultations: 0, reports: 0 },
      renewalDate: '2025-04-04T12:00:00.000Z',
      periodStart: '2025-03-05T12:00:00.000Z',
      trialEndsAt: '2025-03-19T12:00:00.000Z',
      trialAvailable: false,
      pendingPlan: null,
      paymentMethod: null,
      provider: 'sandbox',
    };
    const TRIAL_LABEL = 'Quero testar o plano Pro grátis por 14 dias (opcional)';
    const onboardingSaved: Route = ({ body }) => ({ body: { ...COMPLETED, ...(body as object) } });

    async function goToLastStep(user: ReturnType<typeof userEvent.setup>) {
      await goToObjectiveStep(user);
      await user.click(screen.getByRole('radio', { name: /Validar uma ideia/ }));
      await user.click(button('Continuar'));
      expect(screen.getByTestId('onboarding-step')).toHaveTextContent('Passo 5 de 5');
    }

    it('is offered only on the last step, unticked, and says no card is needed', async () => {
      const user = userEvent.setup();
      await renderGate({ body: PREFERENCES });
      await goToObjectiveStep(user);
      expect(screen.queryByRole('checkbox', { name: TRIAL_LABEL })).not.toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: /Validar uma ideia/ }));
      await user.click(button('Continuar'));

      const offer = screen.getByRole('checkbox', { name: TRIAL_LABEL });
      expect(offer).not.toBeChecked();
      expect(offer).toHaveAccessibleDescription(
        'Não precisa de cartão de crédito. No fim do teste, sua conta volta ao plano gratuito, sem nenhuma cobrança.',
      );
    });

    it('starts the trial after saving the answers when the user opts in, then goes to the dashboard', async () => {
      const user = userEvent.setup();
      const { api, router, queryClient } = await renderGate(
        { body: PREFERENCES },
        {
          'POST /api/onboarding': onboardingSaved,
          'POST /api/subscription/trial': { body: TRIALING },
        },
      );
      queryClient.setQueryData(usageQueryKey, {
        ...TRIALING,
        plan: 'free',
        status: 'active',
        limits: PLAN_LIMITS.free,
      });
      await goToLastStep(user);
      // Keyboard: the box is reached and ticked without a mouse.
      screen.getByRole('checkbox', { name: TRIAL_LABEL }).focus();
      await user.keyboard(' ');
      expect(screen.getByRole('checkbox', { name: TRIAL_LABEL })).toBeChecked();
      await user.click(button('Concluir'));

      expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
        '/api/onboarding',
        '/api/subscription/trial',
      ]);
      expect(notify).toHaveBeenCalledWith({
        title: 'Bem-vindo!',
        description: 'Suas preferências foram salvas e seu teste grátis do plano Pro começou.',
        variant: 'success',
      });
      // The avatar's plan indicator reads the trial's plan again.
      expect(queryClient.getQueryState(usageQueryKey)?.isInvalidated).toBe(true);
    });

    it.each([
      [
        'the trial was already used',
        apiError(409, 'TRIAL_UNAVAILABLE'),
        'Esta conta já usou o teste grátis. Suas preferências foram salvas.',
      ],
      [
        'the server fails',
        apiError(500, 'INTERNAL'),
        'Suas preferências foram salvas. Você pode começar o teste depois, na página de planos.',
      ],
    ])('still completes onboarding when %s, and says so', async (_, answer, description) => {
      const user = userEvent.setup();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { api, router } = await renderGate(
        { body: PREFERENCES },
        {
          'POST /api/onboarding': onboardingSaved,
          'POST /api/subscription/trial': answer,
        },
      );
      await goToLastStep(user);
      await user.click(screen.getByRole('checkbox', { name: TRIAL_LABEL }));
      await user.click(button('Concluir'));

      expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(api.requestsTo('POST', '/api/onboarding')).toHaveLength(1);
      expect(api.requestsTo('POST', '/api/subscription/trial')).toHaveLength(1);
      expect(notify).toHaveBeenCalledTimes(1);
      expect(notify).toHaveBeenCalledWith({ title: 'O teste grátis não começou', description, variant: 'warning' });
      expect(logged).toHaveBeenCalled();
    });

    it('does not start a trial when saving the answers failed', async () => {
      const user = userEvent.setup();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { api } = await renderGate(
        { body: PREFERENCES },
        {
          'POST /api/onboarding': apiError(500, 'INTERNAL'),
          'POST /api/subscription/trial': { body: TRIALING },
        },
      );
      await goToLastStep(user);
      await user.click(screen.getByRole('checkbox', { name: TRIAL_LABEL }));
      await user.click(button('Concluir'));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith(
          expect.objectContaining({ description: 'Não foi possível salvar suas preferências' }),
        ),
      );
      expect(api.requestsTo('POST', '/api/subscription/trial')).toHaveLength(0);
      expect(screen.getByRole('checkbox', { name: TRIAL_LABEL })).toBeChecked();
    });
  });
});
