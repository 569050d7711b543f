import { preferencesRoutes, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { TEST_PREFERENCES } from '@/features/simulations/testing/fake-simulations';
import { CLASS_ID, fakeClassServer, makeClass, type FakeClassOptions, type Viewer } from './fake-classes';
import { fakeClassExamRoutes } from './fake-class-exams';
import type { ClassExamView } from '@alavanca/contracts/certificate';
import { fakeCanvasRoutes, makeCanvasWorld, type FakeCanvasWorld } from './fake-class-canvas';
import { ClassScreen } from '../components/class-screen';
import type { ClassCanvasParts } from '../utils/canvas-parts';
import type { WorkParts } from '../utils/work-ui';

/*
 * The class screen as its tests render it: /turmas/:id over a fake class server, as the teacher or
 * as Ana, a student, and the ranking read back as text.
 */

export const CLASS_PATH = `/api/classes/${CLASS_ID}`;

/** The class screen at /turmas/:id, in pt-BR; `parts`, what the route hands it of the canvases and pitch features. */
export function ClassScreenAtRoute({ parts }: { parts?: WorkParts }) {
  const { id = '' } = useParams();
  return <ClassScreen id={id} preferences={TEST_PREFERENCES} language="pt-BR" parts={parts} />;
}

/**
 * /turmas/:id over a class of three played two rounds, in a shared market, with names shown: Loja
 * da Ana held its decisions in round 2. The teacher's console by default, where only Bruno Store
 * has handed in round 3's; or Ana's view of it.
 */
export async function renderClass(
  options: FakeClassOptions = {},
  {
    viewer = { role: 'teacher' },
    overrides = {},
    canvas = makeCanvasWorld(),
    exams = [],
    parts,
  }: {
    viewer?: Viewer;
    overrides?: Record<string, Route>;
    /** The certificate exams run for the class (the teacher's console reads them): none, unless the test says. */
    exams?: ClassExamView[];
    /** The class's canvas: none asked for, unless the test says. */
    canvas?: FakeCanvasWorld;
    parts?: ClassCanvasParts;
  } = {},
) {
  const user = userEvent.setup({ delay: null });
  const server = fakeClassServer(
    makeClass({
      held: (company, month) => company === 0 && month === 2,
      submitted: viewer.role === 'teacher' ? [1] : [],
      ...options,
    }),
    viewer,
  );
  // The month screen's folded sections read and save the user's preferences.
  const api = stubApi({
    ...preferencesRoutes(),
    ...server.routes,
    ...fakeCanvasRoutes(server.world, viewer, canvas),
    ...fakeClassExamRoutes(server.world, viewer, exams),
    // The class's pitch: none asked for, unless an override says.
    [`GET /api/classes/${server.world.id}/pitch`]: { body: { pitch: { assignment: null, handIns: [] } } },
    ...overrides,
  });
  const view = await renderRoutes(
    [
      { path: '/turmas/:id', element: <ClassScreenAtRoute parts={{ canvas: parts }} /> },
      { path: '/turmas', element: <p>lista de turmas</p> },
    ],
    { path: `/turmas/${CLASS_ID}` },
  );
  await screen.findByTestId('class-name');
  return { ...view, user, api, server, canvas };
}

export const renderConsole = (options: FakeClassOptions = {}, overrides: Record<string, Route> = {}) =>
  renderClass(options, { overrides });
const ANA: Viewer = { role: 'student', company: 0 };
export const renderStudent = (options: FakeClassOptions = {}, overrides: Record<string, Route> = {}) =>
  renderClass(options, { viewer: ANA, overrides });

export const ranking = () => within(screen.getByTestId('class-ranking'));
export const rankingRow = (name: string) =>
  ranking()
    .getAllByTestId('ranking-row')
    .find((row) => within(row).getByRole('rowheader').textContent.startsWith(name))!;
export const cellTexts = (row: Element) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.replace(/\s/g, ' '));
