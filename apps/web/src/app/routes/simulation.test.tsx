import {
  fakeSimulationServer,
  makeSimulation,
  SIMULATION_ID,
} from '@/features/simulations/month/testing/fake-simulation';
import { apiError, PREFERENCES, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { formatCurrency } from '@alavanca/domain/locale/format';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SimulationRoute } from './simulation';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('/simulacao-negocio/:id', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the simulation in the user’s number format and the simulation’s currency', async () => {
    const simulation = makeSimulation();
    // A Brazilian simulation, a user who writes 1,234.56 and pays in euros.
    stubApi({
      ...fakeSimulationServer(simulation).routes,
      'GET /api/preferences': { body: { ...PREFERENCES, numberFormat: 'thousand', currency: 'EUR' } },
    });
    await renderRoutes([{ path: '/simulacao-negocio/:id', Component: SimulationRoute }], {
      path: `/simulacao-negocio/${SIMULATION_ID}`,
    });

    const revenue = simulation.months.at(-1)!.result.kpis.revenueCents;
    const expected = plain(formatCurrency(revenue, 'BRL', { language: 'pt-BR', numberFormat: 'thousand' }));
    expect(expected).toMatch(/^R\$ \d{1,3}(,\d{3})*\.\d{2}$/);
    await waitFor(() => expect(within(screen.getByTestId('kpi-revenue')).getByText(expected)).toBeInTheDocument());
  });

  it('shows the not-found state for an unknown id', async () => {
    stubApi({
      'GET /api/preferences': { body: PREFERENCES },
      'GET /api/simulations/nao-existe': apiError(400, 'VALIDATION_FAILED'),
    });
    await renderRoutes([{ path: '/simulacao-negocio/:id', Component: SimulationRoute }], {
      path: '/simulacao-negocio/nao-existe',
    });
    expect(await screen.findByRole('heading', { name: 'Simulação não encontrada' })).toBeInTheDocument();
  });
});
