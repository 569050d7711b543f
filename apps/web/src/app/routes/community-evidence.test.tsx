import { ME, post, topicView } from '@/features/community/testing/fixtures';
import { makeSummary } from '@/features/simulations/testing/fake-simulations';
import { preferencesRoutes, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes, TEST_USER } from '@/test/render';
import type { EvidenceSnapshot } from '@alavanca/contracts/community-evidence';
import { claimOf } from '@alavanca/domain/community/evidence';
import { createSimulation, suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import type { SimulationSetup } from '@alavanca/domain/simulation/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as TopicRoute } from './community-topic';

const SETUP: SimulationSetup = {
  businessType: 'food',
  name: 'Doces da Ana',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 80_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  seed: 4242,
  firstCalendarMonth: 3,
};

/** Two months played by the engine, copied as the server copies them. */
function simulationCopy(): Extract<EvidenceSnapshot, { kind: 'simulation' }> {
  let state = createSimulation(SETUP);
  const decisions = [];
  const claimed = [];
  for (let month = 0; month < 2; month += 1) {
    const step = stepMonth(state, suggestDecisions(state));
    decisions.push(step.result.decisions);
    claimed.push(claimOf(step.result));
    state = step.state;
  }
  return { kind: 'simulation', name: null, setup: SETUP, decisions, claimed };
}

const SUMMARY = {
  kind: 'simulation',
  title: null,
  businessType: 'food',
  currency: 'BRL',
  months: 2,
  cashCents: 0,
} as const;
const TOPIC = topicView({ posts: [post(1, { evidence: SUMMARY }), post(2)] });
const EVIDENCE_PATH = `/api/community/posts/${post(1).id}/evidence`;

async function render(routes: Record<string, Route>) {
  const api = stubApi({
    ...preferencesRoutes(),
    [`GET /api/community/topics/${TOPIC.id}`]: { body: { topic: TOPIC } },
    ...routes,
  });
  await renderRoutes([{ path: '/comunidade/topicos/:id', Component: TopicRoute }], {
    path: `/comunidade/topicos/${TOPIC.id}`,
    session: { user: TEST_USER },
  });
  return api;
}

describe('a community post’s evidence', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens a simulation’s copy and replays it with the engine: the figures agree', async () => {
    const user = userEvent.setup();
    const copy = simulationCopy();
    const api = await render({ [`GET ${EVIDENCE_PATH}`]: { body: { evidence: copy } } });
    const card = await screen.findByTestId('evidence-card');
    expect(card).toHaveTextContent('Simulação · Empresa sem nome · 2 meses');
    expect(api.requestsTo('GET', EVIDENCE_PATH)).toHaveLength(0);
    await user.click(within(card).getByTestId('evidence-toggle'));
    const details = await within(card).findByTestId('evidence-details');
    expect(within(details).getAllByRole('row')).toHaveLength(3);
    expect(details).toHaveTextContent('semente 4242');
    await user.click(within(details).getByTestId('evidence-replay'));
    await waitFor(() =>
      expect(within(details).getByTestId('evidence-replay-result')).toHaveTextContent(
        'O simulador deu os mesmos números nos 2 meses mostrados.',
      ),
    );
  });

  it('says which month a claim the engine does not give again', async () => {
    const user = userEvent.setup();
    const copy = simulationCopy();
    const inflated = {
      ...copy,
      claimed: copy.claimed.map((m) => (m.month === 2 ? { ...m, profitCents: m.profitCents + 100_00 } : m)),
    };
    await render({ [`GET ${EVIDENCE_PATH}`]: { body: { evidence: inflated } } });
    const card = await screen.findByTestId('evidence-card');
    await user.click(within(card).getByTestId('evidence-toggle'));
    await user.click(await within(card).findByTestId('evidence-replay'));
    await waitFor(() =>
      expect(within(card).getByTestId('evidence-replay-result')).toHaveTextContent(
        'O mês 2 não confere com o simulador.',
      ),
    );
  });

  it('attaches the months chosen of one of the writer’s simulations to a reply', async () => {
    const user = userEvent.setup();
    const played = makeSummary({ name: 'Doces da Ana', month: 3 });
    const fresh = makeSummary({ name: 'Sem meses', month: 0 });
    const api = await render({
      'GET /api/simulations': { body: { simulations: [played, fresh], nextCursor: null } },
      'GET /api/validations': { body: { validations: [], nextCursor: null } },
      'GET /api/canvases': { body: { canvases: [] } },
      'GET /api/pitches': { body: { pitches: [] } },
      [`POST /api/community/topics/${TOPIC.id}/posts`]: {
        status: 201,
        body: { topic: { ...TOPIC, posts: [...TOPIC.posts, post(3, { author: ME, mine: true })] } },
      },
    });
    await user.type(await screen.findByLabelText('Sua resposta'), 'Veja os meus números.');
    await user.click(screen.getByTestId('evidence-open'));
    const picker = await screen.findByTestId('evidence-picker');
    await user.click(within(picker).getByTestId('evidence-kind'));
    await user.click(await screen.findByRole('option', { name: 'Simulação' }));
    expect(within(picker).getByTestId('evidence-item')).toHaveTextContent('Doces da Ana');
    await user.click(within(picker).getByTestId('evidence-item'));
    expect(screen.queryByRole('option', { name: 'Sem meses' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(picker).getByTestId('evidence-months'));
    await user.click(await screen.findByRole('option', { name: '2 meses' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Mostrar o nome da empresa' }));
    await user.click(screen.getByTestId('reply-form-send'));
    await waitFor(() =>
      expect(api.requestsTo('POST', `/api/community/topics/${TOPIC.id}/posts`)[0]?.body).toEqual({
        body: 'Veja os meus números.',
        evidence: { kind: 'simulation', id: played.id, throughMonth: 2, showName: true },
      }),
    );
  });
});
