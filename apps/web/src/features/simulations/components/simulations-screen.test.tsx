import { apiError, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { SimulationSummary } from '@alavanca/contracts/simulations';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSimulationServer, makeSummary, TEST_PREFERENCES } from '../testing/fake-simulations';
import { START_CREATE_STATE } from '@/lib/new-simulation-state';
import type { SimulationPreferences } from '../utils/setup';
import { SimulationsScreen } from './simulations-screen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const STORE = makeSummary({ name: 'Loja da Ana', hoursAgo: 1 });
const CAFE = makeSummary({
  name: 'Café Aurora',
  businessType: 'food',
  status: 'finished',
  month: 12,
  kpis: {
    revenueCents: 4_500_000,
    netProfitCents: 350_000,
    cashCents: 12_000_000,
    runwayMonths: null,
    customers: 900,
    satisfaction: 80,
  },
  score: 72,
  hoursAgo: 30,
});
const STUDIO = makeSummary({
  name: 'Bit Studio',
  businessType: 'saas',
  status: 'bankrupt',
  month: 8,
  horizonMonths: 24,
  hoursAgo: 60,
});
const FRESH = makeSummary({ name: 'Atelier Novo', businessType: 'other', month: 0, kpis: null, hoursAgo: 100 });
const ALL = [STORE, CAFE, STUDIO, FRESH];

async function renderScreen(
  simulations: readonly SimulationSummary[] = ALL,
  {
    path = '/simulacao-negocio',
    pageSize = 20,
    preferences = TEST_PREFERENCES,
    checkQuota = vi.fn(async () => true),
    overrides = {},
  }: {
    path?: string;
    pageSize?: number;
    preferences?: SimulationPreferences;
    checkQuota?: () => Promise<boolean>;
    overrides?: Record<string, Route>;
  } = {},
) {
  const server = fakeSimulationServer(simulations, { pageSize, overrides });
  const api = stubApi(server.routes);
  const view = await renderRoutes(
    [
      { path: '/simulacao-negocio', element: <SimulationsScreen preferences={preferences} checkQuota={checkQuota} /> },
      { path: '/simulacao-negocio/:id', element: <p>month screen</p> },
      { path: '/simulacao-negocio/resultados/:id', element: <p>results screen</p> },
    ],
    { path },
  );
  const listRequests = () => api.requestsTo('GET', '/api/simulations').map((request) => request.query);
  return { ...view, api, server, checkQuota, listRequests };
}

const cardNames = async () => {
  const list = await screen.findByTestId('simulation-list');
  return within(list)
    .getAllByTestId('simulation-card')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
};

const card = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return heading.closest('article') as HTMLElement;
};

/** Normalises the no-break spaces Intl puts after currency symbols. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('SimulationsScreen', () => {
  beforeEach(() => {
    notify.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a skeleton, then every simulation, most recently updated first', async () => {
    const { listRequests } = await renderScreen();
    expect(screen.getByTestId('simulations-loading')).toHaveAttribute('aria-busy', 'true');
    expect(await cardNames()).toEqual(['Loja da Ana', 'Café Aurora', 'Bit Studio', 'Atelier Novo']);
    expect(listRequests()).toEqual([{ status: 'all', sort: 'updated' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Suas simulações' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows each simulation’s type, status, month and last month’s figures in its currency, the user’s way', async () => {
    await renderScreen();
    const store = await card('Loja da Ana');
    expect(within(store).getByTestId('simulation-type')).toHaveTextContent('E-commerce');
    expect(within(store).getByTestId('simulation-status')).toHaveTextContent('Em andamento');
    expect(within(store).getByTestId('simulation-progress')).toHaveTextContent('Mês 3 de 12');
    expect(within(store).getByRole('progressbar', { name: 'Mês 3 de 12' })).toHaveAttribute('aria-valuenow', '3');
    expect(plain(within(store).getByTestId('simulation-revenue').textContent)).toBe('R$ 12.345,67');
    expect(plain(within(store).getByTestId('simulation-net-result').textContent)).toBe('-R$ 1.234,50');
    expect(within(store).getByTestId('simulation-net-result')).toHaveClass('text-destructive');
    expect(plain(within(store).getByTestId('simulation-cash').textContent)).toBe('R$ 87.654,32');
    // 15:00 UTC an hour earlier is 11:00 in São Paulo, the same day.
    expect(within(store).getByTestId('simulation-updated')).toHaveTextContent('Atualizada em 05/03/2025');
    expect(within(store).getByRole('link', { name: 'Continuar: Loja da Ana' })).toHaveAttribute(
      'href',
      `/simulacao-negocio/${STORE.id}`,
    );

    const cafe = await card('Café Aurora');
    expect(within(cafe).getByTestId('simulation-type')).toHaveTextContent('Alimentação');
    expect(within(cafe).getByTestId('simulation-status')).toHaveTextContent('Finalizada');
    expect(within(cafe).getByTestId('simulation-score')).toHaveTextContent('72/100 pontos');
    expect(within(cafe).getByRole('link', { name: 'Ver resultados: Café Aurora' })).toHaveAttribute(
      'href',
      `/simulacao-negocio/resultados/${CAFE.id}`,
    );
    expect(within(cafe).queryByRole('link', { name: /Continuar/ })).not.toBeInTheDocument();

    const studio = await card('Bit Studio');
    expect(within(studio).getByTestId('simulation-status')).toHaveTextContent('Falida');
    expect(within(studio).getByTestId('simulation-progress')).toHaveTextContent('Mês 8 de 24');
    expect(within(studio).getByRole('link', { name: 'Ver resultados: Bit Studio' })).toBeInTheDocument();

    const fresh = await card('Atelier Novo');
    expect(within(fresh).getByTestId('simulation-no-months')).toHaveTextContent('Nenhum mês jogado ainda');
    expect(within(fresh).queryByTestId('simulation-revenue')).not.toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: 'Começar: Atelier Novo' })).toBeInTheDocument();
  });

  it('follows the user’s number and date formats and time zone, and each simulation’s own currency', async () => {
    const dollars = makeSummary({ name: 'Austin Goods', currency: 'USD' });
    await renderScreen([dollars], {
      preferences: { ...TEST_PREFERENCES, numberFormat: 'thousand', dateFormat: 'YYYY-MM-DD', timezone: 'Asia/Tokyo' },
    });
    const austin = await card('Austin Goods');
    expect(plain(within(austin).getByTestId('simulation-revenue').textContent)).toBe('US$ 12,345.67');
    expect(plain(within(austin).getByTestId('simulation-cash').textContent)).toBe('US$ 87,654.32');
    expect(within(austin).getByTestId('simulation-updated')).toHaveTextContent('Atualizada em 2025-03-06');
  });

  it('filters by status and sorts, asking the server for each and keeping both in the address', async () => {
    const user = userEvent.setup();
    const { listRequests, router } = await renderScreen();
    await cardNames();

    await user.click(screen.getByRole('tab', { name: 'Finalizadas' }));
    await waitFor(async () => expect(await cardNames()).toEqual(['Café Aurora']));
    expect(listRequests()).toContainEqual({ status: 'finished', sort: 'updated' });
    expect(router.state.location.search).toBe('?status=finished');

    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(await screen.findByRole('option', { name: 'Nome (A–Z)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=finished&sort=name'));
    expect(listRequests()).toContainEqual({ status: 'finished', sort: 'name' });

    await user.click(screen.getByRole('tab', { name: 'Todas' }));
    await waitFor(async () =>
      expect(await cardNames()).toEqual(['Atelier Novo', 'Bit Studio', 'Café Aurora', 'Loja da Ana']),
    );
    expect(router.state.location.search).toBe('?sort=name');
  });

  it('opens on the filter and sort in the address, and ignores values it does not know', async () => {
    const { listRequests } = await renderScreen(undefined, { path: '/simulacao-negocio?status=bankrupt&sort=created' });
    expect(await cardNames()).toEqual(['Bit Studio']);
    expect(screen.getByRole('tab', { name: 'Falidas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent('Criadas recentemente');
    expect(listRequests()).toEqual([{ status: 'bankrupt', sort: 'created' }]);
  });

  it('reads an unknown filter or sort as the default', async () => {
    const { listRequests } = await renderScreen(undefined, { path: '/simulacao-negocio?status=paused&sort=score' });
    expect(await cardNames()).toHaveLength(4);
    expect(listRequests()).toEqual([{ status: 'all', sort: 'updated' }]);
  });

  it('loads the next page with the server’s cursor until there is no more', async () => {
    const user = userEvent.setup();
    const { listRequests } = await renderScreen(undefined, { pageSize: 3 });
    expect(await cardNames()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(async () => expect(await cardNames()).toHaveLength(4));
    expect(listRequests()).toEqual([
      { status: 'all', sort: 'updated' },
      { status: 'all', sort: 'updated', cursor: STUDIO.id },
    ]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('says when there are none yet, with the way to create the first', async () => {
    const user = userEvent.setup();
    const checkQuota = vi.fn(async () => true);
    await renderScreen([], { checkQuota });
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByRole('heading', { name: 'Você ainda não tem simulações' })).toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Criar minha primeira simulação' }));
    expect(checkQuota).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: 'Nova simulação' })).toBeInTheDocument();
  });

  it('says when a filter has none, with a way back to all', async () => {
    const user = userEvent.setup();
    const { router } = await renderScreen([STORE], { path: '/simulacao-negocio?status=bankrupt' });
    expect(await screen.findByRole('heading', { name: 'Nenhuma empresa falida' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todas as simulações' }));
    expect(await cardNames()).toEqual(['Loja da Ana']);
    expect(router.state.location.search).toBe('');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    await renderScreen(undefined, { overrides: { 'GET /api/simulations': apiError(503, 'SERVICE_UNAVAILABLE') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar suas simulações.');
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });

  describe('Nova simulação', () => {
    it('checks the plan first and opens the setup form when it allows one more', async () => {
      const user = userEvent.setup();
      const checkQuota = vi.fn(async () => true);
      await renderScreen(undefined, { checkQuota });
      await cardNames();
      await user.click(screen.getByRole('button', { name: 'Nova simulação' }));
      expect(checkQuota).toHaveBeenCalledTimes(1);
      expect(await screen.findByRole('dialog', { name: 'Nova simulação' })).toBeInTheDocument();
      expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Limite Atingido' }));
    });

    it('shows “Limite Atingido” with the way to the plans, and no form, when the check refuses', async () => {
      const user = userEvent.setup();
      const checkQuota = vi.fn(async () => false);
      const { api } = await renderScreen(undefined, { checkQuota });
      await cardNames();
      await user.click(screen.getByRole('button', { name: 'Nova simulação' }));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith({
          title: 'Limite Atingido',
          variant: 'warning',
          description: 'Você atingiu seu limite de simulações para seu plano atual.',
          action: expect.objectContaining({ label: 'Ver planos' }),
        }),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.requestsTo('POST', '/api/simulations')).toEqual([]);
      expect(screen.getByRole('button', { name: 'Nova simulação' })).toHaveFocus();
    });

    it('starts on arrival from the results page: the check, then the form, once, and not again on Back and forth', async () => {
      const user = userEvent.setup();
      const checkQuota = vi.fn(async () => true);
      const { router } = await renderScreen(undefined, { path: '/simulacao-negocio/resultados/x', checkQuota });
      await act(() => router.navigate('/simulacao-negocio', { state: START_CREATE_STATE }));
      expect(await screen.findByRole('dialog', { name: 'Nova simulação' })).toBeInTheDocument();
      expect(checkQuota).toHaveBeenCalledTimes(1);
      // The request leaves the history entry, so coming back to it does not ask again.
      expect(router.state.location.state).toBeNull();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Nova simulação' })).toHaveFocus();
      await act(() => router.navigate(-1));
      await act(() => router.navigate(1));
      await cardNames();
      expect(checkQuota).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('shows “Limite Atingido” instead of the form when the plan is spent on arrival from the results page', async () => {
      const checkQuota = vi.fn(async () => false);
      const { router } = await renderScreen(undefined, { path: '/simulacao-negocio/resultados/x', checkQuota });
      await act(() => router.navigate('/simulacao-negocio', { state: START_CREATE_STATE }));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Limite Atingido', variant: 'warning' })),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('duplicate', () => {
    it('duplicates from the card’s menu: the copy joins the list, with a toast', async () => {
      const user = userEvent.setup();
      const { api } = await renderScreen();
      const store = await card('Loja da Ana');
      await user.click(within(store).getByRole('button', { name: 'Mais ações: Loja da Ana' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Duplicar' }));

      await waitFor(() => expect(api.requestsTo('POST', `/api/simulations/${STORE.id}/duplicate`)).toHaveLength(1));
      expect(api.requestsTo('POST', `/api/simulations/${STORE.id}/duplicate`)[0]?.body).toEqual({});
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith({
          title: 'Simulação duplicada',
          description: '“Loja da Ana” foi criada com a mesma configuração e novos acontecimentos.',
          variant: 'success',
        }),
      );
      await waitFor(async () =>
        expect(await cardNames()).toEqual(['Loja da Ana', 'Loja da Ana', 'Café Aurora', 'Bit Studio', 'Atelier Novo']),
      );
    });

    it('shows “Limite Atingido” when the plan has no simulation left for the copy', async () => {
      const user = userEvent.setup();
      await renderScreen(undefined, {
        overrides: { [`POST /api/simulations/${STORE.id}/duplicate`]: apiError(403, 'QUOTA_EXCEEDED') },
      });
      const store = await card('Loja da Ana');
      await user.click(within(store).getByRole('button', { name: 'Mais ações: Loja da Ana' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Duplicar' }));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith({
          title: 'Limite Atingido',
          variant: 'warning',
          description: 'Você atingiu seu limite de simulações para seu plano atual.',
          action: expect.objectContaining({ label: 'Ver planos' }),
        }),
      );
      // The limit's toast only.
      expect(notify).toHaveBeenCalledTimes(1);
      expect(await cardNames()).toHaveLength(4);
    });

    it('says what went wrong on any other failure', async () => {
      const user = userEvent.setup();
      await renderScreen(undefined, {
        overrides: { [`POST /api/simulations/${STORE.id}/duplicate`]: apiError(500, 'INTERNAL') },
      });
      const store = await card('Loja da Ana');
      await user.click(within(store).getByRole('button', { name: 'Mais ações: Loja da Ana' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Duplicar' }));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith({
          title: 'Não foi possível duplicar',
          description: 'Ocorreu um erro inesperado. Tente novamente.',
          variant: 'destructive',
        }),
      );
      expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Limite Atingido' }));
    });
  });

  describe('delete', () => {
    it('asks first; keeping it sends nothing and gives the focus back to the menu', async () => {
      const user = userEvent.setup();
      const { api } = await renderScreen();
      const cafe = await card('Café Aurora');
      const menu = within(cafe).getByRole('button', { name: 'Mais ações: Café Aurora' });
      await user.click(menu);
      await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
      const dialog = await screen.findByRole('dialog', { name: 'Excluir “Café Aurora”?' });
      expect(dialog).toHaveTextContent('A simulação e todos os meses jogados serão apagados');
      await user.click(within(dialog).getByRole('button', { name: 'Manter simulação' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.requestsTo('DELETE', `/api/simulations/${CAFE.id}`)).toEqual([]);
      await waitFor(() => expect(menu).toHaveFocus());
    });

    it('deletes on confirmation: the card leaves the list, with a toast', async () => {
      const user = userEvent.setup();
      const { api } = await renderScreen();
      const cafe = await card('Café Aurora');
      await user.click(within(cafe).getByRole('button', { name: 'Mais ações: Café Aurora' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
      const dialog = await screen.findByRole('dialog', { name: 'Excluir “Café Aurora”?' });
      await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.requestsTo('DELETE', `/api/simulations/${CAFE.id}`)).toHaveLength(1);
      expect(await cardNames()).toEqual(['Loja da Ana', 'Bit Studio', 'Atelier Novo']);
      expect(notify).toHaveBeenCalledWith({
        title: 'Simulação excluída',
        description: '“Café Aurora” foi excluída.',
        variant: 'success',
      });
    });

    it('says so when the deletion fails, and keeps the card', async () => {
      const user = userEvent.setup();
      await renderScreen(undefined, {
        overrides: { [`DELETE /api/simulations/${CAFE.id}`]: apiError(404, 'NOT_FOUND') },
      });
      const cafe = await card('Café Aurora');
      await user.click(within(cafe).getByRole('button', { name: 'Mais ações: Café Aurora' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith({
          title: 'Não foi possível excluir',
          description: 'Não encontramos o que você procurou.',
          variant: 'destructive',
        }),
      );
      expect(await cardNames()).toHaveLength(4);
    });
  });
});
