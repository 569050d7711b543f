import type { PitchBrief, PitchHandIn } from '@alavanca/contracts/class-works';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferencesRoutes, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { CLASS_ID, fakeId } from '../testing/fake-classes';
import { renderConsole } from '../testing/render-class';
import { PitchClassBriefs } from './pitch-briefs';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

beforeEach(() => notify.mockClear());
afterEach(() => vi.unstubAllGlobals());

const PITCH_PATH = `/api/classes/${CLASS_ID}/pitch`;
const ANA = fakeId(1, 1);
const PITCH_ID = fakeId(7, 1);
const RUBRIC = [
  { id: fakeId(5, 1), name: 'Problema e cliente', maxPoints: 40 },
  { id: fakeId(5, 2), name: 'Pedido claro', maxPoints: 60 },
];
const ASSIGNMENT = {
  kind: 'class' as const,
  instructions: 'Entregue o pitch de cinco minutos até sexta.',
  rubric: RUBRIC,
  updatedAt: '2025-03-12T10:00:00.000Z',
};
const HAND_IN: PitchHandIn = {
  id: fakeId(6, 1),
  companyId: ANA,
  pitchId: PITCH_ID,
  kind: 'class',
  title: 'Marmita Certa',
  version: 2,
  handedInBy: 'Ana Lima',
  handedInAt: '2025-03-13T12:00:00.000Z',
  score: 64,
  flagged: 1,
  grade: null,
  language: 'pt-BR',
  parts: { oneLiner: 'Marmitas congeladas para quem trabalha de casa.' },
  result: {
    score: 64,
    criteria: {
      structure: { score: 10, max: 20 },
      clarity: { score: 14, max: 20 },
      specificity: { score: 12, max: 20 },
      evidence: { score: 14, max: 20 },
      ask: { score: 14, max: 20 },
    },
    parts: { oneLiner: 80 },
    findings: [],
    claims: [],
  },
  evidence: [],
};
const { language: _l, parts: _p, result: _r, evidence: _e, ...SUMMARY } = HAND_IN;

describe('ClassScreen, the teacher’s pitch', () => {
  it('asks for a five-minute pitch with the product’s five criteria offered, 100 points', async () => {
    const { user, api } = await renderConsole(
      {},
      {
        [`PUT ${PITCH_PATH}`]: (request) => ({
          body: {
            pitch: { assignment: { ...(request.body as object), updatedAt: ASSIGNMENT.updatedAt }, handIns: [] },
          },
        }),
      },
    );
    const section = await screen.findByTestId('teacher-pitch');
    expect(within(section).getByRole('heading', { name: 'Pitch da turma' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Pedir um pitch' }));
    const form = await screen.findByTestId('pitch-assignment-form');
    expect(within(form).getByRole('radio', { name: 'Turma ou competição (5 min)' })).toBeChecked();
    const names = within(form)
      .getAllByRole('textbox', { name: /^Critério \d+$/ })
      .map((input) => (input as HTMLInputElement).value);
    expect(names).toEqual(['Estrutura e ordem', 'Clareza', 'Especificidade', 'Evidência', 'Pedido']);
    expect(within(form).getByTestId('rubric-total')).toHaveTextContent('Total: 100 pontos');

    await user.type(within(form).getByLabelText('Instruções para os alunos'), ASSIGNMENT.instructions);
    await user.click(within(form).getByRole('radio', { name: 'Qualquer tipo de pitch' }));
    await user.click(within(form).getByRole('button', { name: 'Salvar pedido' }));
    await waitFor(() => expect(api.requestsTo('PUT', PITCH_PATH)).toHaveLength(1));
    expect(api.requestsTo('PUT', PITCH_PATH)[0]!.body).toMatchObject({
      kind: null,
      instructions: ASSIGNMENT.instructions,
      rubric: names.map((name) => ({ name, maxPoints: 20 })),
    });
    expect(await screen.findByTestId('pitch-instructions')).toHaveTextContent(ASSIGNMENT.instructions);
  });

  it('lists each company’s pitch with the product’s score, and grades one on the teacher’s rubric', async () => {
    const { user, api } = await renderConsole(
      {},
      {
        [`GET ${PITCH_PATH}`]: { body: { pitch: { assignment: ASSIGNMENT, handIns: [SUMMARY] } } },
        [`GET ${PITCH_PATH}/hand-ins/${ANA}`]: { body: { handIn: HAND_IN } },
        [`PUT ${PITCH_PATH}/hand-ins/${ANA}/grade`]: {
          body: {
            handIn: {
              ...HAND_IN,
              grade: {
                scores: RUBRIC.map((criterion, i) => ({ ...criterion, points: [30, 45][i]! })),
                total: 75,
                maxTotal: 100,
                comment: '',
                gradedAt: '2025-03-14T12:00:00.000Z',
              },
            },
          },
        },
      },
    );
    const section = await screen.findByTestId('teacher-pitch');
    const row = (await within(section).findAllByTestId('hand-in-row'))[0]!;
    expect(row).toHaveTextContent('Marmita Certa · versão 2');
    expect(row).toHaveTextContent('64');
    await user.click(within(row).getByRole('button', { name: /^Corrigir a entrega de/ }));
    const review = await screen.findByTestId('hand-in-review');
    expect(review).toHaveTextContent('Marmita Certa · Turma ou competição (5 min) · versão 2');
    expect(review).toHaveTextContent('Pontuação do produto: 64/100');
    const fields = within(within(review).getByTestId('grade-form')).getAllByRole('textbox');
    await user.type(fields[0]!, '30');
    await user.type(fields[1]!, '45');
    await user.click(within(review).getByRole('button', { name: 'Salvar nota' }));
    await waitFor(() => expect(api.requestsTo('PUT', `${PITCH_PATH}/hand-ins/${ANA}/grade`)).toHaveLength(1));
    expect(api.requestsTo('PUT', `${PITCH_PATH}/hand-ins/${ANA}/grade`)[0]!.body).toEqual({
      handInId: HAND_IN.id,
      scores: [
        { criterionId: RUBRIC[0]!.id, points: 30 },
        { criterionId: RUBRIC[1]!.id, points: 45 },
      ],
      comment: '',
    });
  });
});

describe('PitchClassBriefs, in the pitch’s editor', () => {
  const brief = (handIn: PitchBrief['handIn'] = null): PitchBrief => ({
    classId: CLASS_ID,
    className: 'Empreendedorismo 2025/1',
    assignment: ASSIGNMENT,
    handIn,
  });

  async function renderBriefs(routes: Record<string, Route>, kind = 'class') {
    const api = stubApi({ ...preferencesRoutes(), ...routes });
    const user = userEvent.setup({ delay: null });
    const save = vi.fn(async () => true);
    const view = await renderRoutes(
      [{ path: '/', element: <PitchClassBriefs pitch={{ id: PITCH_ID, kind, save }} /> }],
      {
        path: '/',
      },
    );
    return { ...view, user, api, save };
  }

  it('shows the teacher’s criteria, saves the text, then hands the pitch in; an empty one is told why', async () => {
    let answered = 0;
    const { user, api, save } = await renderBriefs({
      'GET /api/classes/pitch-briefs': () => ({ body: { briefs: [brief(answered > 0 ? SUMMARY : null)] } }),
      [`PUT ${PITCH_PATH}/hand-in`]: () => {
        answered += 1;
        return answered === 1
          ? {
              status: 400,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'invalid',
                  issues: [{ path: 'pitchId', message: 'validation.emptyPitch' }],
                },
              },
            }
          : { body: { pitch: { assignment: ASSIGNMENT, handIns: [SUMMARY] } } };
      },
    });
    const card = await screen.findByTestId('class-brief');
    expect(card).toHaveTextContent('Pedido da turma: Empreendedorismo 2025/1');
    expect(within(card).getByTestId('pitch-instructions')).toHaveTextContent(ASSIGNMENT.instructions);
    expect(await within(card).findByTestId('student-rubric')).toHaveTextContent('Problema e cliente');
    expect(within(card).getByTestId('brief-status')).toHaveTextContent('Nada entregue ainda.');

    await user.click(within(card).getByRole('button', { name: 'Entregar à turma' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Este pitch ainda não tem texto');
    expect(save).toHaveBeenCalledTimes(1);

    await user.click(within(card).getByRole('button', { name: 'Entregar à turma' }));
    await waitFor(() => expect(api.requestsTo('PUT', `${PITCH_PATH}/hand-in`)).toHaveLength(2));
    expect(api.requestsTo('PUT', `${PITCH_PATH}/hand-in`)[1]!.body).toEqual({ pitchId: PITCH_ID });
    expect(save).toHaveBeenCalledTimes(2);
    expect(await within(card).findByText(/Entregue: versão 2/)).toBeInTheDocument();
  });

  it('says when the class asks for another kind, and shows a grade given instead of handing in', async () => {
    await renderBriefs({ 'GET /api/classes/pitch-briefs': { body: { briefs: [brief()] } } }, 'elevator');
    const card = await screen.findByTestId('class-brief');
    expect(within(card).getByTestId('brief-other-kind')).toHaveTextContent('Turma ou competição (5 min)');
    expect(within(card).queryByRole('button', { name: 'Entregar à turma' })).not.toBeInTheDocument();
  });
});
