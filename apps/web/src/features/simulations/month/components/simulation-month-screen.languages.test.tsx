import { stubApi } from '@/test/fake-api';
import { switchTestLanguage, textIn } from '@/test/i18n';
import { renderRoutes } from '@/test/render';
import { centsToInputText } from '@alavanca/domain/locale/money-text';
import { presetFor } from '@alavanca/domain/simulation/presets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSimulationServer, makeSimulation, SIMULATION_ID } from '../testing/fake-simulation';
import { createSimulationFormat } from '../utils/format';
import { SimulationMonthScreen } from './simulation-month-screen';

// The month screen in each language besides pt-BR, with that language's real catalogs: the
// screen's texts, the event's question and the alerts in that language, and money in the
// simulation's own currency (a Brazilian company's reais) written the language's way. The
// browser tests play the month in pt-BR.

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const LANGUAGES = ['en-US', 'es-ES', 'fr-FR', 'de-DE'] as const;
/** As toHaveTextContent reads an element: every run of white space (Intl's no-break ones too) as one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

function Screen() {
  const { id = '' } = useParams();
  return <SimulationMonthScreen id={id} preferences={{ numberFormat: 'decimal' }} />;
}

/** A whole screen drawn in a language whose catalogs the file loads first: more than a unit test's 5 s on a busy machine. */
const SCREEN_TIMEOUT = 15_000;

describe.each(LANGUAGES)('the month screen in %s', (language) => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('pt-BR');
  });

  it(
    'asks for the event’s answer, points at a price below cost and offers to finish, in that language',
    { timeout: SCREEN_TIMEOUT },
    async () => {
      const user = userEvent.setup();
      const say = (key: string, values?: Record<string, string | number>) =>
        textIn(language, 'simulationMonth', key, values);
      // Seed 1 draws a supplier shock in month 3: month 4 asks for an answer.
      const simulation = makeSimulation({ seed: 1 });
      const money = createSimulationFormat({
        language,
        numberFormat: 'decimal',
        currency: 'BRL',
        firstCalendarMonth: 3,
      }).money;
      stubApi(fakeSimulationServer(simulation).routes);
      await switchTestLanguage(language);
      await renderRoutes([{ path: '/simulacao-negocio/:id', element: <Screen /> }], {
        path: `/simulacao-negocio/${SIMULATION_ID}`,
      });

      const event = say('events.types.supplierShock.title');
      const group = await screen.findByRole('group', { name: say('events.choiceLegend', { event }) });
      expect(screen.getByTestId('month-progress')).toHaveTextContent(
        spaced(say('header.monthOf', { month: 4, horizon: 12 })),
      );
      // Answered, the event lets the month's preview (and its alerts) be drawn.
      await user.click(within(group).getAllByRole('radio')[0]!);
      expect(screen.getByRole('button', { name: say('header.advance') })).toBeEnabled();
      const revenue = simulation.months.at(-1)!.result.kpis.revenueCents;
      expect(screen.getByTestId('kpi-revenue')).toHaveTextContent(spaced(money(revenue)));
      expect(money(revenue)).toContain('R$');

      // A price below the unit cost is pointed at, in this language.
      const { unitCostCents } = presetFor(simulation.setup.businessType, simulation.setup.currency);
      const price = screen.getByLabelText(say('decisions.price.unit'));
      await user.clear(price);
      await user.paste(centsToInputText(unitCostCents - 1_00, 'decimal'));
      const alerts = screen.getByTestId('decision-alerts');
      await waitFor(() => expect(alerts.querySelector('[data-alert="priceBelowCost"]')).not.toBeNull());
      expect(alerts).toHaveTextContent(spaced(say('alerts.title')));

      await user.click(screen.getByRole('button', { name: say('header.finish') }));
      const dialog = await screen.findByRole('dialog', { name: say('finishDialog.title') });
      expect(dialog).toHaveTextContent(spaced(say('finishDialog.description', { count: 3 })));
      expect(within(dialog).getByRole('button', { name: say('finishDialog.confirm') })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: say('finishDialog.cancel') })).toBeInTheDocument();
    },
  );
});
