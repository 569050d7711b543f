import { stubApi } from '@/test/fake-api';
import { switchTestLanguage, textIn } from '@/test/i18n';
import { renderRoutes } from '@/test/render';
import {
  fakeSimulationServer,
  finishStored,
  makeSimulation,
  SIMULATION_ID,
} from '@/features/simulations/month/testing/fake-simulation';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulationResultsScreen } from './simulation-results-screen';

// The results page in each language besides pt-BR, with that language's real catalogs: the
// ending, the score's parts, the lessons from replays and the replay from a month, whose new run
// is named in that language. The browser tests read the results and replay in pt-BR.

const LANGUAGES = ['en-US', 'es-ES', 'fr-FR', 'de-DE'] as const;
const PLAYED = 8;

/** A catalog sentence as a pattern: the values given in place, any other placeholder as any text. */
function sentence(text: string): RegExp {
  const marker = '\u0001';
  const escaped = text
    .replace(/\{\{\w+\}\}/g, marker)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+');
  return new RegExp(escaped.replaceAll(marker, '.+'));
}

function Screen() {
  const { id = '' } = useParams();
  return <SimulationResultsScreen id={id} preferences={{ numberFormat: 'decimal' }} />;
}

/** A whole screen drawn in a language whose catalogs the file loads first: more than a unit test's 5 s on a busy machine. */
const SCREEN_TIMEOUT = 15_000;

describe.each(LANGUAGES)('the results page in %s', (language) => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('pt-BR');
  });

  it(
    'explains the score and what would have changed, and plays again from a turning point',
    { timeout: SCREEN_TIMEOUT },
    async () => {
      const user = userEvent.setup();
      const say = (key: string, values?: Record<string, string | number>) =>
        textIn(language, 'simulationResults', key, values);
      // A price far above the reference and no quality spending, month after month.
      const simulation = finishStored(
        makeSimulation({
          months: PLAYED,
          decide: (state) => ({ ...suggestDecisions(state), priceCents: 210_00, qualityInvestmentCents: 0 }),
        }),
      );
      const [point] = simulation.score!.replay!.turningPoints;
      expect(point).toBeDefined();
      const api = stubApi(fakeSimulationServer(simulation).routes);
      await switchTestLanguage(language);
      await renderRoutes(
        [
          { path: '/simulacao-negocio/resultados/:id', element: <Screen /> },
          { path: '/simulacao-negocio/:id', element: <p>month screen</p> },
        ],
        { path: `/simulacao-negocio/resultados/${SIMULATION_ID}` },
      );

      const ending = await screen.findByTestId('results-ending');
      expect(ending).toHaveTextContent(sentence(say('header.finished', { count: PLAYED })));
      expect(screen.getByTestId('results-played')).toHaveTextContent(
        sentence(say('header.playedOf', { played: PLAYED, horizon: 12 })),
      );
      expect(screen.getByTestId('score-breakdown')).toHaveTextContent(sentence(say('breakdown.title')));

      const section = screen.getByTestId('turning-points');
      expect(within(section).getByRole('heading', { name: say('replay.turningPoints.title') })).toBeInTheDocument();
      expect(section).toHaveTextContent(sentence(say('replay.turningPoints.intro')));
      const item = within(section).getByTestId(`turning-point-${point!.lever}`);
      expect(item).toHaveTextContent(
        sentence(
          say(point!.fromThenOn ? 'replay.turningPoints.fromThenOn' : 'replay.turningPoints.once', {
            month: point!.month,
            through: PLAYED,
          }),
        ),
      );
      // Money in the simulation's currency, reais, written the language's way.
      expect(item).toHaveTextContent(/R\$/);
      expect(screen.getByTestId('replay-from-month')).toHaveTextContent(sentence(say('replay.description')));

      await user.click(within(item).getByRole('button', { name: say('replay.fromMonth', { month: point!.month }) }));
      expect(await screen.findByText('month screen')).toBeInTheDocument();
      expect(api.requestsTo('POST', `/api/simulations/${SIMULATION_ID}/replay`).map((request) => request.body)).toEqual(
        [{ fromMonth: point!.month, name: say('replay.name', { name: simulation.name, month: point!.month }) }],
      );
    },
  );
});
