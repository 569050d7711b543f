import { Component as DashboardRoute } from './dashboard';
import { makeSubscription } from '@/features/plans/testing/fake-billing';
import { PREFERENCES, stubApi } from '@/test/fake-api';
import { renderRoutes, TEST_USER } from '@/test/render';
import type { DashboardLayout, DashboardSummary } from '@alavanca/contracts/dashboard';
import { ACHIEVEMENTS } from '@alavanca/domain/progress/achievements';
import { COMPETENCES } from '@alavanca/domain/progress/competences';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const SUMMARY: DashboardSummary = {
  simulations: [
    {
      id: '3c8e1a2b-4d5f-4a6b-8c7d-9e0f1a2b3c4d',
      name: 'Padaria da Ana',
      businessType: 'food',
      currency: 'BRL',
      status: 'active',
      month: 3,
      horizonMonths: 12,
      cashCents: 45_000_00,
      revenueCents: 18_500_00,
      netProfitCents: -1_200_00,
      runwayMonths: 4.2,
      cashRisk: 0.18,
      revenueSeries: [12_000_00, 15_000_00, 18_500_00],
      cashSeries: [60_000_00, 52_000_00, 45_000_00],
    },
  ],
  validations: [
    {
      id: '7a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d',
      title: 'Marmitas fit',
      overall: 62,
      verdict: 'validateFurther',
      updatedAt: '2026-11-25T10:00:00.000Z',
    },
  ],
  mentorTip: { persona: 'leo', suggestion: 'runway', answer: 'Vamos com calma e com o caixa protegido.' },
  notifications: { unreadCount: 0, latest: [] },
  progress: {
    levels: COMPETENCES.map((id) => ({ id, level: id === 'cash' ? 'familiar' : 'none' })),
    earned: 1,
    total: ACHIEVEMENTS.length,
    latest: { id: 'steadyThroughShock', earnedAt: '2026-11-25T10:00:00.000Z' },
    streak: { current: 2, best: 2, thisWeek: true, frozen: [], freezeLeft: true },
  },
};
const HIDDEN_USAGE: DashboardLayout = {
  widgets: [
    { id: 'quickActions', visible: true },
    { id: 'simulations', visible: true },
    { id: 'mentor', visible: true },
    { id: 'validations', visible: true },
    { id: 'progress', visible: true },
    { id: 'notifications', visible: true },
    { id: 'usage', visible: false },
  ],
};

async function renderDashboard(
  layout: DashboardLayout = HIDDEN_USAGE,
  summary: () => DashboardSummary | null = () => SUMMARY,
) {
  const api = stubApi({
    'GET /api/preferences': { body: PREFERENCES },
    'GET /api/subscription': { body: makeSubscription() },
    'GET /api/dashboard/layout': { body: layout },
    'GET /api/dashboard': () => {
      const body = summary();
      return body ? { body } : { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } };
    },
    'PUT /api/dashboard/layout': ({ body }) => ({ body }),
  });
  const view = await renderRoutes([{ path: '/dashboard', Component: DashboardRoute }], {
    path: '/dashboard',
    session: { user: TEST_USER },
  });
  return { ...view, api, user: userEvent.setup() };
}

const widgetOrder = () =>
  within(screen.getByTestId('dashboard-widgets'))
    .getAllByRole('region')
    .map((region) => region.getAttribute('data-testid'));

describe('/dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockClear();
  });

  it('shows the widgets in the user’s order, hidden ones left out, with their numbers and links', async () => {
    await renderDashboard();
    const simulation = await screen.findByTestId('dashboard-simulation');
    expect(widgetOrder()).toEqual([
      'quick-actions',
      'widget-simulations',
      'widget-mentor',
      'widget-validations',
      'widget-progress',
      'widget-notifications',
    ]);
    expect(within(simulation).getByRole('link', { name: 'Padaria da Ana' })).toHaveAttribute(
      'href',
      '/simulacao-negocio/3c8e1a2b-4d5f-4a6b-8c7d-9e0f1a2b3c4d',
    );
    expect(simulation).toHaveTextContent('R$ 45.000,00');
    expect(simulation).toHaveTextContent('18%');
    expect(simulation).toHaveTextContent('4,2 meses');
    // The sparklines told in words: where revenue and cash went, and their range.
    expect(
      within(simulation)
        .getAllByRole('img')
        .map((line) => line.getAttribute('aria-label')?.replace(/\s/g, ' ')),
    ).toEqual([
      'Receita dos últimos 3 meses: de R$ 12.000,00 a R$ 18.500,00, entre R$ 12.000,00 e R$ 18.500,00.',
      'Caixa no fim dos últimos 3 meses: de R$ 60.000,00 a R$ 45.000,00, entre R$ 45.000,00 e R$ 60.000,00.',
    ]);
    expect(screen.getByTestId('dashboard-tip')).toHaveAttribute('data-persona', 'leo');
    expect(screen.getByTestId('dashboard-tip')).toHaveTextContent('Como faço meu caixa durar mais?');
    expect(screen.getByTestId('dashboard-validation')).toHaveTextContent('62');
    expect(screen.getByText('Você está em dia: nenhuma notificação não lida.')).toBeInTheDocument();
    // The founder's progress: what is earned, the latest, each competence's level, and the way to the page.
    const progress = screen.getByTestId('widget-progress');
    expect(progress).toHaveTextContent(`1 de ${ACHIEVEMENTS.length} conquistas`);
    expect(screen.getByTestId('dashboard-latest-achievement')).toHaveTextContent('A mais recente: Firme no imprevisto');
    expect(screen.getByTestId('dashboard-streak')).toHaveTextContent('Sequência de aprendizado: 2 semanas seguidas');
    expect(within(progress).getByRole('link', { name: 'Ver conquistas' })).toHaveAttribute('href', '/conquistas');
    const levels = within(progress).getByTestId('dashboard-competences');
    expect(levels.querySelector('[data-competence="cash"]')).toHaveTextContent('CaixaFamiliarizado');
    expect(levels.querySelectorAll('[data-level="none"]')).toHaveLength(COMPETENCES.length - 1);
  });

  it('keeps each widget’s place while its data loads', async () => {
    await renderDashboard(HIDDEN_USAGE, () => null);
    await waitFor(() => expect(widgetOrder()).toHaveLength(6));
    for (const region of within(screen.getByTestId('dashboard-widgets')).getAllByRole('region')) {
      // The quick actions need no data: only the widgets that load keep a height while they do.
      if (region.dataset.testid !== 'quick-actions') expect(region.className).toContain('min-h-');
    }
    expect(screen.getByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
  });

  it('is customised from the keyboard: a widget moved up, another shown, saved to the server', async () => {
    const { api, user } = await renderDashboard();
    await screen.findByTestId('dashboard-simulation');
    const open = screen.getByRole('button', { name: 'Personalizar painel' });
    await user.click(open);
    const panel = await screen.findByTestId('customise-panel');
    // The keyboard starts in the panel, and comes back to the button when it closes.
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Personalizar o painel' })).toHaveFocus());
    await user.click(within(panel).getByRole('button', { name: 'Mover Sugestão do mentor para cima' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Sugestão do mentor agora é o bloco 2 de 7.');
    await user.click(within(panel).getByRole('button', { name: 'Mover Sugestão do mentor para cima' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Sugestão do mentor agora é o bloco 1 de 7.');
    // The keyboard stays on the block it moved: at the top, its "down" arrow (the "up" one is disabled).
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Mover Sugestão do mentor para baixo' })).toHaveFocus(),
    );
    await user.click(within(panel).getByRole('checkbox', { name: 'Plano e uso' }));
    // The quick actions can be hidden like any block.
    await user.click(within(panel).getByRole('checkbox', { name: 'Ações rápidas' }));
    await user.click(within(panel).getByRole('button', { name: 'Salvar painel' }));
    await waitFor(() => expect(screen.queryByTestId('customise-panel')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
    expect(api.requestsTo('PUT', '/api/dashboard/layout')[0]?.body).toEqual({
      widgets: [
        { id: 'mentor', visible: true },
        { id: 'quickActions', visible: false },
        { id: 'simulations', visible: true },
        { id: 'validations', visible: true },
        { id: 'progress', visible: true },
        { id: 'notifications', visible: true },
        { id: 'usage', visible: true },
      ],
    });
    expect(widgetOrder()[0]).toBe('widget-mentor');
    expect(widgetOrder()).toContain('widget-usage');
    expect(widgetOrder()).not.toContain('quick-actions');
  });
});
