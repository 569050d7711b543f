import { COUNTRY_NAMES_PT, expectDrawnFlags } from '@/test/flags';
import { simulationsQueryKey, usageQueryKey } from '@/lib/query-keys';
import { apiError, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSimulationServer, TEST_PREFERENCES } from '../testing/fake-simulations';
import { currentCalendarMonth, type SimulationPreferences } from '../utils/setup';
import { SimulationsScreen } from './simulations-screen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

/** Opens the list, then the setup form through 'Nova simulação' (the plan allows one more). */
async function openForm({
  preferences = TEST_PREFERENCES,
  overrides = {},
}: { preferences?: SimulationPreferences; overrides?: Record<string, Route> } = {}) {
  const user = userEvent.setup();
  const server = fakeSimulationServer([], { overrides });
  const api = stubApi(server.routes);
  const view = await renderRoutes(
    [
      {
        path: '/simulacao-negocio',
        element: <SimulationsScreen preferences={preferences} checkQuota={async () => true} />,
      },
      { path: '/simulacao-negocio/:id', element: <p>month screen</p> },
    ],
    { path: '/simulacao-negocio' },
  );
  await screen.findByTestId('empty-state');
  await user.click(screen.getByRole('button', { name: 'Nova simulação' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nova simulação' });
  const form = within(dialog);
  const field = (name: string) => form.getByLabelText(name, { exact: true });
  const submit = () => user.click(form.getByRole('button', { name: 'Criar simulação' }));
  const posts = () => api.requestsTo('POST', '/api/simulations');
  return { ...view, user, api, server, dialog, form, field, submit, posts };
}

const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('CreateSimulationDialog', () => {
  beforeEach(() => {
    notify.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the user’s country and currency, the suggested capital, 12 months and normal difficulty', async () => {
    const { form, field } = await openForm();
    expect(field('Nome da empresa')).toHaveValue('');
    expect(form.getByRole('radio', { name: /^E-commerce/ })).toBeChecked();
    expect(form.getByRole('combobox', { name: 'País' })).toHaveTextContent('Brasil');
    expect(form.getByRole('combobox', { name: 'Moeda' })).toHaveTextContent('BRL');
    expect(field('Capital inicial')).toHaveValue('100.000');
    expect(plain(form.getByTestId('capital-hint').textContent)).toBe(
      'Sugerido para E-commerce: R$ 100.000,00. Entre R$ 1.000,00 e R$ 100.000.000,00.',
    );
    expect(form.getByRole('radio', { name: '12 meses' })).toBeChecked();
    expect(form.getByRole('radio', { name: /^Normal/ })).toBeChecked();
    // Each business type says what it is, with its preset's figures in the chosen currency.
    expect(form.getByRole('radio', { name: /^Alimentação/ })).toBeInTheDocument();
    expect(plain(form.getByTestId('preset-facts-food').textContent)).toBe(
      'Preço de referência R$ 35,00 · margem bruta 60% · equipe inicial: 4',
    );
    expect(plain(form.getByTestId('preset-facts-saas').textContent)).toBe(
      'Assinatura de referência R$ 199,00 por mês · margem bruta 87% · equipe inicial: 2',
    );
  });

  it('follows preferences in another country, currency and number format', async () => {
    const { form, field } = await openForm({
      preferences: { ...TEST_PREFERENCES, country: 'DE', currency: 'EUR', numberFormat: 'thousand' },
    });
    expect(form.getByRole('combobox', { name: 'País' })).toHaveTextContent('Alemanha');
    expect(form.getByRole('combobox', { name: 'Moeda' })).toHaveTextContent('EUR');
    expect(field('Capital inicial')).toHaveValue('30,000');
    expect(plain(form.getByTestId('capital-hint').textContent)).toBe(
      'Sugerido para E-commerce: € 30,000.00. Entre € 300.00 e € 30,000,000.00.',
    );
  });

  it('suggests the capital of the business type chosen, until the user types one', async () => {
    const { user, form, field } = await openForm();
    await user.click(form.getByRole('radio', { name: /^SaaS/ }));
    expect(field('Capital inicial')).toHaveValue('400.000');
    await user.clear(field('Capital inicial'));
    await user.type(field('Capital inicial'), '250.000,5');
    await user.click(form.getByRole('radio', { name: /^Serviços/ }));
    expect(field('Capital inicial')).toHaveValue('250.000,50');
  });

  it('says what each field needs, with the catalog’s messages, and sends nothing', async () => {
    const { user, form, field, submit, posts } = await openForm();
    await user.clear(field('Capital inicial'));
    await user.type(field('Capital inicial'), '500');
    await submit();

    expect(field('Nome da empresa')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nome da empresa')).toHaveAccessibleDescription('Preencha este campo.');
    expect(field('Nome da empresa')).toHaveFocus();
    expect(field('Capital inicial')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Capital inicial')).toHaveAccessibleDescription(
      expect.stringContaining('Valor fora do intervalo permitido.'),
    );

    await user.type(field('Nome da empresa'), 'Café Aurora');
    await user.clear(field('Capital inicial'));
    await submit();
    expect(field('Capital inicial')).toHaveAccessibleDescription(expect.stringContaining('Preencha este campo.'));

    await user.type(field('Capital inicial'), '50.000');
    await user.click(form.getByText('Opções avançadas'));
    await user.type(field('Semente (opcional)'), '1.5');
    await submit();
    expect(field('Semente (opcional)')).toHaveAccessibleDescription(
      expect.stringContaining('Informe um número inteiro.'),
    );
    await user.clear(field('Semente (opcional)'));
    await user.type(field('Semente (opcional)'), '-1');
    await submit();
    expect(field('Semente (opcional)')).toHaveAccessibleDescription(
      expect.stringContaining('Valor fora do intervalo permitido.'),
    );
    expect(posts()).toEqual([]);
  });

  it('opens “Opções avançadas” when an error is in there', async () => {
    const { user, form, field, submit } = await openForm();
    await user.type(field('Nome da empresa'), 'Café Aurora');
    await user.click(form.getByText('Opções avançadas'));
    await user.type(field('Semente (opcional)'), '4294967296');
    await user.click(form.getByText('Opções avançadas'));
    expect(form.getByTestId('advanced-options')).not.toHaveAttribute('open');
    await submit();
    await waitFor(() => expect(form.getByTestId('advanced-options')).toHaveAttribute('open'));
    expect(field('Semente (opcional)')).toHaveAccessibleDescription(
      expect.stringContaining('Valor fora do intervalo permitido.'),
    );
  });

  it('creates it and opens its month screen; the list and the plan usage refetch', async () => {
    const { user, form, field, submit, posts, router, queryClient } = await openForm();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(field('Nome da empresa'), '  Café Aurora ');
    await user.click(form.getByRole('radio', { name: /^Alimentação/ }));
    await user.click(form.getByRole('radio', { name: '24 meses' }));
    await user.click(form.getByRole('radio', { name: /^Difícil/ }));
    await user.click(form.getByText('Opções avançadas'));
    await user.type(field('Semente (opcional)'), '123');
    await submit();

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/simulacao-negocio\/[0-9a-f-]{36}$/));
    expect(await screen.findByText('month screen')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toEqual({
      name: 'Café Aurora',
      businessType: 'food',
      country: 'BR',
      currency: 'BRL',
      startingCapitalCents: 120_000_00,
      horizonMonths: 24,
      difficulty: 'hard',
      seed: 123,
      firstCalendarMonth: currentCalendarMonth('America/Sao_Paulo'),
    });
    expect(notify).toHaveBeenCalledWith({
      title: 'Simulação criada',
      description: 'Boa sorte com “Café Aurora”! Tome as decisões do primeiro mês.',
      variant: 'success',
    });
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([simulationsQueryKey, usageQueryKey]));
  });

  it('sends the country’s currency when the country changes, the seed left out, and the month chosen', async () => {
    const { user, form, field, submit, posts } = await openForm();
    await user.type(field('Nome da empresa'), 'Austin Goods');
    await user.click(form.getByRole('combobox', { name: 'País' }));
    expectDrawnFlags(await screen.findByRole('listbox'), screen.getAllByRole('option'), COUNTRY_NAMES_PT);
    await user.click(screen.getByRole('option', { name: 'Estados Unidos' }));
    expect(form.getByRole('combobox', { name: 'Moeda' })).toHaveTextContent('USD');
    expect(field('Capital inicial')).toHaveValue('40.000');
    await user.click(form.getByText('Opções avançadas'));
    await user.click(form.getByRole('combobox', { name: 'Mês de início' }));
    await user.click(await screen.findByRole('option', { name: 'Novembro' }));
    await submit();

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      name: 'Austin Goods',
      businessType: 'ecommerce',
      country: 'US',
      currency: 'USD',
      startingCapitalCents: 40_000_00,
      horizonMonths: 12,
      difficulty: 'normal',
      firstCalendarMonth: 11,
    });
  });

  it('shows “Limite Atingido” and closes the form when the server refuses for the plan’s limit', async () => {
    const { user, field, submit, router } = await openForm({
      overrides: { 'POST /api/simulations': apiError(403, 'QUOTA_EXCEEDED') },
    });
    await user.type(field('Nome da empresa'), 'Café Aurora');
    await submit();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Limite Atingido',
        variant: 'warning',
        description: 'Você atingiu seu limite de simulações para seu plano atual.',
        action: expect.objectContaining({ label: 'Ver planos' }),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/simulacao-negocio');
    // The limit's toast only.
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('puts the server’s field issues under their fields', async () => {
    const { user, field, submit } = await openForm({
      overrides: {
        'POST /api/simulations': {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'invalid',
              issues: [{ path: 'startingCapitalCents', message: 'validation.outOfRange' }],
            },
          },
        },
      },
    });
    await user.type(field('Nome da empresa'), 'Café Aurora');
    await submit();
    await waitFor(() => expect(field('Capital inicial')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Capital inicial')).toHaveAccessibleDescription(
      expect.stringContaining('Valor fora do intervalo permitido.'),
    );
    expect(field('Capital inicial')).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says what went wrong on any other failure and keeps what was typed', async () => {
    const { user, field, submit } = await openForm({
      overrides: { 'POST /api/simulations': apiError(503, 'SERVICE_UNAVAILABLE') },
    });
    await user.type(field('Nome da empresa'), 'Café Aurora');
    await submit();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Não foi possível criar a simulação',
        description: 'Não conseguimos falar com o servidor. Verifique sua conexão e tente de novo.',
        variant: 'destructive',
      }),
    );
    expect(field('Nome da empresa')).toHaveValue('Café Aurora');
  });
});
