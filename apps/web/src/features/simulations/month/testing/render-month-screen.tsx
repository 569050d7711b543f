import { PREFERENCES, preferencesRoutes, stubApi } from '@/test/fake-api';
import type { UserPreferences } from '@alavanca/contracts/preferences';
import { renderRoutes } from '@/test/render';
import type { Simulation } from '@alavanca/contracts/simulations';
import { prefilledDecisions } from '@alavanca/domain/simulation/founder-policies';
import type { MonthDecisions } from '@alavanca/domain/simulation/types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { useParams } from 'react-router';
import { fakeSimulationServer, makeSimulation, SIMULATION_ID } from './fake-simulation';
import { createSimulationFormat } from '../utils/format';
import { SimulationMonthScreen } from '../components/simulation-month-screen';

/*
 * The month screen as its tests render it, over a fake simulation server, and its money and
 * figures read back as text.
 */

// Intl separates the currency symbol and the percent sign with no-break spaces; the DOM queries
// normalise every space, so the expected texts do too.
const plain = (text: string) => text.replace(/\s/g, ' ');
/** The simulation's formatting in pt-BR, with Intl's no-break spaces kept. */
export const intlFormat = createSimulationFormat({
  language: 'pt-BR',
  numberFormat: 'decimal',
  currency: 'BRL',
  firstCalendarMonth: 3,
});
export const format = {
  money: (cents: number) => plain(intlFormat.money(cents)),
  signedMoney: (cents: number) => plain(intlFormat.signedMoney(cents)),
  percent: (ratio: number) => plain(intlFormat.percent(ratio)),
  risk: (ratio: number) => plain(intlFormat.risk(ratio)),
  count: (value: number) => plain(intlFormat.count(value)),
};
export const MONTH_PATH = `/simulacao-negocio/${SIMULATION_ID}`;

/** The month screen at /simulacao-negocio/:id. */
export function MonthScreenAtRoute() {
  const { id = '' } = useParams();
  return <SimulationMonthScreen id={id} preferences={{ numberFormat: 'decimal' }} />;
}

export async function renderScreen(
  simulation: Simulation = makeSimulation(),
  { path = MONTH_PATH, openSections = [] as UserPreferences['openSections'] } = {},
) {
  const server = fakeSimulationServer(simulation);
  const api = stubApi({ ...server.routes, ...preferencesRoutes({ ...PREFERENCES, openSections }) });
  const view = await renderRoutes(
    [
      { path: '/simulacao-negocio/:id', element: <MonthScreenAtRoute /> },
      { path: '/simulacao-negocio/resultados/:id', element: <p>tela de resultados</p> },
      { path: '/simulacao-negocio', element: <p>lista de simulações</p> },
    ],
    { path },
  );
  return { ...view, api, server };
}

/** The decisions the panel starts with: what the user would send without touching anything. */
export const startingDecisions = (simulation: Simulation): MonthDecisions =>
  prefilledDecisions(simulation.state, simulation.months.at(-1)?.decisions ?? null);

export const figure = (key: string) =>
  plain(within(screen.getByTestId(`preview-${key}`)).getAllByRole('definition')[0]!.textContent);
export const advanceButton = () => screen.getByRole('button', { name: 'Avançar mês' });

/**
 * Opens one of the screen's folded sections by its heading's button, as a click does, and waits
 * for the choice to reach the server (so no save is left in flight when the test ends).
 */
export async function openSection(api: ReturnType<typeof stubApi>, name: RegExp): Promise<void> {
  const button = await screen.findByRole('button', { name });
  const saves = api.requestsTo('PATCH', '/api/preferences').length;
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(api.requestsTo('PATCH', '/api/preferences')).toHaveLength(saves + 1));
}
