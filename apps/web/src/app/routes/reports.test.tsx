import { Component as ReportsRoute } from './reports';
import { makeSubscription } from '@/features/plans/testing/fake-billing';
import { apiError, PREFERENCES, stubApi } from '@/test/fake-api';
import { renderRoutes, TEST_USER } from '@/test/render';
import type { Analytics, ReportListResponse, ReportSummary } from '@alavanca/contracts/reports';
import type { SubscriptionState } from '@alavanca/contracts/subscription';
import { SCORE_KEYS } from '@alavanca/domain/validation/score-keys';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const SIMULATION_ID = '3c8e1a2b-4d5f-4a6b-8c7d-9e0f1a2b3c4d';
const ANALYTICS: Analytics = {
  simulations: [
    {
      id: SIMULATION_ID,
      name: 'Padaria da Ana',
      status: 'finished',
      currency: 'BRL',
      month: 12,
      score: 71,
      runwayMonths: 4.5,
      createdAt: '2026-10-01T10:00:00.000Z',
      finishedAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: '9c8e1a2b-4d5f-4a6b-8c7d-9e0f1a2b3c4d',
      name: 'Loja da Ana',
      status: 'bankrupt',
      currency: 'BRL',
      month: 5,
      score: 22,
      runwayMonths: 0.5,
      createdAt: '2026-10-02T10:00:00.000Z',
      finishedAt: '2026-11-10T10:00:00.000Z',
    },
  ],
  survival: { active: 0, finished: 1, bankrupt: 1, rate: 0.5 },
  averageRunwayMonths: 2.5,
  notBurning: 0,
  validationScores: SCORE_KEYS.map((key) => ({ key, average: 60 })),
  validations: [
    { id: '7a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d', title: 'Marmitas fit', overall: 62, createdAt: '2026-11-01' },
  ],
  activity: Array.from({ length: 12 }, (_, i) => ({
    weekStart: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
    simulationMonths: i === 11 ? 3 : 0,
    validations: 0,
    questions: 0,
    reports: i === 11 ? 1 : 0,
  })),
};
const REPORT: ReportSummary = {
  id: '5d1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d',
  kind: 'simulation',
  itemId: SIMULATION_ID,
  title: 'Padaria da Ana',
  language: 'pt-BR',
  files: [
    { format: 'pdf', bytes: 24_576 },
    { format: 'csv', bytes: 2_048 },
  ],
  createdAt: '2026-11-26T12:00:00.000Z',
};

async function renderReports(
  subscription: SubscriptionState,
  history: ReportListResponse = { reports: [] },
  { path = '/relatorios', weekly = [] as unknown[] } = {},
) {
  let reports = history.reports;
  const api = stubApi({
    'GET /api/preferences': { body: PREFERENCES },
    'GET /api/subscription': { body: subscription },
    'GET /api/reports/analytics': { body: ANALYTICS },
    'GET /api/reports/weekly': { body: { summaries: weekly } },
    'GET /api/reports': () => ({ body: { reports } }),
    'POST /api/reports': () => {
      reports = [REPORT];
      return { status: 201, body: { report: REPORT } };
    },
  });
  const view = await renderRoutes([{ path: '/relatorios', Component: ReportsRoute }], {
    path,
    session: { user: TEST_USER },
  });
  return { ...view, api, user: userEvent.setup() };
}

describe('/relatorios', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockClear();
  });

  it('opens at the week its weekly summary’s notification points to, marked and focused', async () => {
    const week = (weekStart: string) => ({
      weekStart,
      activity: { simulationMonths: 1, validations: 0, questions: 0, reports: 0 },
      simulations: [],
      createdAt: '2026-11-23T09:00:00.000Z',
    });
    await renderReports(makeSubscription({ plan: 'basic' }), undefined, {
      path: '/relatorios#resumo-2026-11-16',
      weekly: [week('2026-11-16'), week('2026-11-09')],
    });
    const summaries = await screen.findByTestId('weekly-summaries');
    const target = await within(summaries).findByRole('article', { name: /16\/11/ });
    await waitFor(() => expect(target).toHaveFocus());
    expect(target.className).toContain('ring-2');
    expect(within(summaries).getByRole('article', { name: /09\/11/ })).not.toHaveAttribute('tabindex');
  });

  it('shows the history in figures, each chart with its table', async () => {
    const { user } = await renderReports(makeSubscription({ plan: 'basic' }));
    expect(await screen.findByText('50%')).toBeInTheDocument();
    expect(screen.getByText('1 de 2 empresas encerradas chegaram ao fim do horizonte')).toBeInTheDocument();
    expect(screen.getByText('2,5 meses')).toBeInTheDocument();
    const scores = screen.getByTestId('chart-scores');
    await user.click(within(scores).getByRole('button', { name: 'Ver os dados em tabela' }));
    const rows = within(scores).getAllByRole('row');
    // Oldest ended first: the shop that went bankrupt, then the bakery.
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringContaining('Loja da Ana'),
      expect.stringContaining('Padaria da Ana'),
    ]);
    expect(rows[2]).toHaveTextContent('71');
  });

  it('shows the Free plan what a report holds and the way to upgrade, with nothing to generate', async () => {
    await renderReports(makeSubscription({ plan: 'free' }));
    const upgrade = await screen.findByTestId('reports-upgrade');
    expect(upgrade).toHaveTextContent('Relatórios fazem parte dos planos pagos');
    expect(within(upgrade).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/dashboard/planos');
    expect(screen.queryByRole('button', { name: 'Gerar relatório' })).not.toBeInTheDocument();
  });

  it('says the limit is reached when the period’s reports are spent', async () => {
    await renderReports(
      makeSubscription({ plan: 'basic', usage: { simulations: 0, validations: 0, aiConsultations: 0, reports: 3 } }),
    );
    expect(await screen.findByTestId('reports-upgrade')).toHaveTextContent('Limite Atingido');
  });

  it('chooses the newest simulation by default, so it is one press away', async () => {
    const { api, user } = await renderReports(makeSubscription({ plan: 'basic' }));
    // 'Loja da Ana' was created after 'Padaria da Ana', though listed second here.
    expect(await screen.findByTestId('report-item')).toHaveTextContent('Loja da Ana');
    await user.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/reports')[0]?.body).toEqual({
        kind: 'simulation',
        itemId: ANALYTICS.simulations[1]?.id,
      }),
    );
  });

  it('chooses the newest validation when the kind changes to validations', async () => {
    const { user } = await renderReports(makeSubscription({ plan: 'basic' }));
    await user.click(await screen.findByRole('radio', { name: 'Validação de ideia' }));
    expect(screen.getByTestId('report-item')).toHaveTextContent('Marmitas fit');
    expect(screen.getByRole('button', { name: 'Gerar relatório' })).toBeEnabled();
  });

  it('generates a report of the chosen simulation and lists it with its downloads', async () => {
    const { api, user } = await renderReports(makeSubscription({ plan: 'basic' }));
    expect(await screen.findByTestId('reports-usage')).toHaveTextContent('0 de 3 relatórios usados neste período');
    const generate = screen.getByRole('button', { name: 'Gerar relatório' });
    expect(generate).toBeEnabled();
    await user.click(screen.getByTestId('report-item'));
    await user.click(await screen.findByRole('option', { name: 'Padaria da Ana' }));
    await user.click(generate);
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/reports')[0]?.body).toEqual({ kind: 'simulation', itemId: SIMULATION_ID }),
    );
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Relatório pronto. Baixe o PDF ou o CSV no histórico.' }),
    );
    const history = screen.getByTestId('report-history');
    const pdf = await within(history).findByRole('link', { name: /^Baixar PDF de Padaria da Ana, 24 kB$/ });
    expect(pdf).toHaveAttribute('href', `/api/reports/${REPORT.id}/pdf`);
    expect(within(history).getByRole('link', { name: /^Baixar CSV/ })).toHaveAttribute(
      'href',
      `/api/reports/${REPORT.id}/csv`,
    );
  });

  it('shows the limit when the server refuses the report', async () => {
    const { user } = await renderReports(makeSubscription({ plan: 'basic' }));
    vi.unstubAllGlobals();
    stubApi({
      'GET /api/preferences': { body: PREFERENCES },
      'GET /api/subscription': { body: makeSubscription({ plan: 'basic' }) },
      'GET /api/reports/analytics': { body: ANALYTICS },
      'GET /api/reports': { body: { reports: [] } },
      'POST /api/reports': apiError(403, 'QUOTA_EXCEEDED'),
    });
    await user.click(await screen.findByTestId('report-item'));
    await user.click(await screen.findByRole('option', { name: 'Padaria da Ana' }));
    await user.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Limite Atingido',
        variant: 'warning',
        description: 'Você atingiu seu limite de relatórios para seu plano atual.',
        action: expect.objectContaining({ label: 'Ver planos' }),
      }),
    );
    // The limit's toast only.
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
