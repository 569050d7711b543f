import { stubApi } from '@/test/fake-api';
import { switchTestLanguage, textIn } from '@/test/i18n';
import { renderRoutes } from '@/test/render';
import { TEST_PREFERENCES } from '@/features/simulations/testing/fake-simulations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassExamView } from '@alavanca/contracts/certificate';
import { fakeClassExamRoutes } from '../testing/fake-class-exams';
import { CLASS_ID, fakeClassServer, makeClass, type FakeClass } from '../testing/fake-classes';

/** An exam run before: each student gave it up (what the console says of an attempt ended unscored). */
const closedExam = (world: FakeClass): ClassExamView => ({
  id: '5d2e8f7b-6c01-4c7e-9a10-3f6c2a1e8b4d',
  level: 'foundation',
  openedAt: '2025-03-01T13:00:00.000Z',
  closedAt: '2025-03-08T13:00:00.000Z',
  students: world.companies
    .flatMap((company) => company.students)
    .map(({ userId, name }) => ({
      userId,
      name,
      status: 'abandoned',
      total: null,
      passed: false,
      certificateId: null,
    })),
});
import { ClassScreen } from './class-screen';

// A teacher's console in each language besides pt-BR, with that language's real catalogs. The
// browser test runs a round live in pt-BR, with a student reading English.

const LANGUAGES = ['en-US', 'es-ES', 'fr-FR', 'de-DE'] as const;

/** A whole screen drawn in a language whose catalogs the file loads first: more than a unit test's 5 s on a busy machine. */
const SCREEN_TIMEOUT = 15_000;

describe.each(LANGUAGES)('the teacher’s console in %s', (language) => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('pt-BR');
  });

  it('names the open round, the ranking and the round’s deadline', { timeout: SCREEN_TIMEOUT }, async () => {
    const say = (key: string, values?: Record<string, string | number>) => textIn(language, 'classroom', key, values);
    function Screen() {
      const { id = '' } = useParams();
      return <ClassScreen id={id} preferences={TEST_PREFERENCES} language={language} />;
    }
    const world = makeClass({
      schedule: 'deadlines',
      deadlineAt: '2025-03-15T21:00:00.000Z',
      levels: { 'Ana Souza': { cash: 'proficient' } },
    });
    const exams = [closedExam(world)];
    stubApi({ ...fakeClassServer(world).routes, ...fakeClassExamRoutes(world, { role: 'teacher' }, exams) });
    await switchTestLanguage(language);
    await renderRoutes([{ path: '/turmas/:id', element: <Screen /> }], { path: `/turmas/${CLASS_ID}` });

    const round = await screen.findByTestId('round-control');
    expect(
      within(round).getByRole('heading', { level: 2, name: say('round.title', { round: 3, horizon: 12 }) }),
    ).toBeInTheDocument();
    expect(within(round).getByLabelText(say('round.deadlineLabel'))).toBeInTheDocument();
    expect(within(round).getByRole('button', { name: say('round.close') })).toBeInTheDocument();
    const ranking = screen.getByTestId('class-ranking');
    expect(within(ranking).getByRole('heading', { level: 2, name: say('ranking.title') })).toBeInTheDocument();
    // Each student's competences, named and levelled in the language.
    const competences = screen.getByTestId('student-competences');
    expect(within(competences).getByRole('heading', { level: 2, name: say('competences.title') })).toBeInTheDocument();
    const ana = await within(competences).findByRole('row', { name: /Ana Souza/ });
    expect(within(ana).getAllByRole('cell')[0]).toHaveTextContent(textIn(language, 'progress', 'levels.proficient'));
    expect(
      within(competences).getByRole('columnheader', { name: textIn(language, 'progress', 'competences.cash.name') }),
    ).toBeInTheDocument();
    // The certificate's exam run for the class: its way to open another, and each student's outcome.
    const exam = screen.getByTestId('class-exam');
    expect(within(exam).getByRole('heading', { level: 2, name: say('exam.title') })).toBeInTheDocument();
    expect(await within(exam).findByRole('button', { name: say('exam.open') })).toBeInTheDocument();
    const results = within(exam).getByTestId('class-exam-results');
    expect(results).toHaveTextContent(say('exam.status.abandoned'));
    expect(results).toHaveTextContent(say('exam.student'));
    expect(exam.textContent).not.toMatch(/\bexam\.[a-z]|\{\{/);
  });

  it('asks for a pitch with the product’s five criteria in its words', { timeout: SCREEN_TIMEOUT }, async () => {
    const say = (key: string, values?: Record<string, string | number>) => textIn(language, 'classroom', key, values);
    function Screen() {
      const { id = '' } = useParams();
      return <ClassScreen id={id} preferences={TEST_PREFERENCES} language={language} />;
    }
    const world = makeClass();
    stubApi({
      ...fakeClassServer(world).routes,
      [`GET /api/classes/${CLASS_ID}/canvas`]: { body: { canvas: { assignment: null, handIns: [] } } },
      [`GET /api/classes/${CLASS_ID}/pitch`]: { body: { pitch: { assignment: null, handIns: [] } } },
    });
    await switchTestLanguage(language);
    const user = userEvent.setup({ delay: null });
    await renderRoutes([{ path: '/turmas/:id', element: <Screen /> }], { path: `/turmas/${CLASS_ID}` });

    const pitch = await screen.findByTestId('teacher-pitch');
    expect(within(pitch).getByRole('heading', { level: 2, name: say('pitch.title') })).toBeInTheDocument();
    expect(pitch).toHaveTextContent(say('pitch.teacher.off').replace(/\s+/gu, ' '));
    await user.click(within(pitch).getByRole('button', { name: say('pitch.teacher.turnOn') }));
    const form = await screen.findByTestId('pitch-assignment-form');
    expect(within(form).getByRole('group', { name: say('pitch.form.kind') })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: textIn(language, 'pitch', 'kinds.class.name') })).toBeChecked();
    expect(within(form).getAllByTestId('rubric-criterion')).toHaveLength(5);
    expect(within(form).getByRole('textbox', { name: say('work.form.criterion', { number: 1 }) })).toHaveValue(
      textIn(language, 'pitch', 'criteria.structure'),
    );
  });
});
