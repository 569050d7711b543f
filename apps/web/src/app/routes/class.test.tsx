import { Component as ClassRoute } from './class';
import {
  CLASS_ID,
  fakeClassServer,
  fakeId,
  makeClass,
  type Viewer,
} from '@/features/simulations/classroom/testing/fake-classes';
import {
  ASSIGNMENT,
  fakeCanvasRoutes,
  makeCanvasWorld,
  makeHandIn,
  ownCanvas,
  type FakeCanvasWorld,
} from '@/features/simulations/classroom/testing/fake-class-canvas';
import { preferencesRoutes, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { checkCoherence } from '@alavanca/domain/canvas/coherence';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const ANA = fakeId(1, 1);
const OWNED = [ownCanvas(1, 'businessModel', 'Loja da Ana: modelo'), ownCanvas(2, 'lean', 'Loja da Ana: hipóteses')];

/** The route at /turmas/:id as `viewer`, over the fake class, its canvas, and the user's own canvases. */
async function renderRoute(viewer: Viewer, canvas: FakeCanvasWorld) {
  const server = fakeClassServer(makeClass(), viewer);
  const api = stubApi({
    ...preferencesRoutes(),
    ...server.routes,
    ...fakeCanvasRoutes(server.world, viewer, canvas),
    'GET /api/canvases': { body: { canvases: OWNED } },
  });
  await renderRoutes([{ path: '/turmas/:id', Component: ClassRoute }], { path: `/turmas/${CLASS_ID}` });
  await screen.findByTestId('class-name');
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('/turmas/:id, the class’s canvas', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockClear();
  });

  it('shows the teacher a hand-in with the coherence check the canvas screen shows, and its card in focus', async () => {
    const { api, user } = await renderRoute(
      { role: 'teacher' },
      makeCanvasWorld({ assignment: ASSIGNMENT, handIns: [makeHandIn(ANA)] }),
    );
    // The teacher's own canvases are not read: a teacher hands nothing in.
    expect(api.requestsTo('GET', '/api/canvases')).toEqual([]);
    const table = await screen.findByTestId('hand-ins');
    await user.click(within(table).getByRole('button', { name: 'Corrigir a entrega de Loja da Ana' }));
    const review = await screen.findByTestId('hand-in-review');
    const handIn = makeHandIn(ANA);
    const check = checkCoherence(handIn, null);
    expect(await within(review).findByTestId('coherence-score')).toHaveTextContent(`${check.score}/100`);
    const findings = within(review).getAllByTestId('finding');
    expect(findings.map((finding) => finding.dataset.rule)).toEqual(check.findings.map((finding) => finding.rule));
    // The canvas's own words: the segment with nothing in a block the kind needs.
    expect(review).toHaveTextContent('“Pais de recém-nascidos” não tem nada em Fontes de receita');
    expect(within(review).getByTestId('month-numbers')).toBeInTheDocument();
    // A card's evidence, in the line the canvas's board writes.
    expect(within(review).getByRole('region', { name: /^Segmentos de clientes/ })).toHaveTextContent('12 entrevistas');

    const segmentFinding = findings.find((finding) => finding.dataset.rule === 'segmentWithoutNeed')!;
    await user.click(within(segmentFinding).getByRole('button', { name: 'Mostrar o cartão' }));
    const card = within(review)
      .getAllByTestId('hand-in-card')
      .find((element) => element.textContent.startsWith('Pais de recém-nascidos'));
    expect(card).toHaveFocus();
  });

  it('lists the student’s own canvases to hand in', async () => {
    const { api, user } = await renderRoute(
      { role: 'student', company: 0 },
      makeCanvasWorld({ assignment: ASSIGNMENT, owned: OWNED }),
    );
    const section = await screen.findByTestId('student-canvas');
    const group = await within(section).findByRole('group', { name: 'Canvas a entregar' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Loja da Ana: modeloBusiness Model Canvas · versão 3 · 6 cartões']);
    await user.click(within(section).getByRole('button', { name: 'Entregar canvas' }));
    await waitFor(() =>
      expect(api.requestsTo('PUT', `/api/classes/${CLASS_ID}/canvas/hand-in`).map((request) => request.body)).toEqual([
        { canvasId: OWNED[0]!.id },
      ]),
    );
    expect(await within(section).findByText(/^Entregue por Ana Souza em/)).toBeInTheDocument();
  });
});
