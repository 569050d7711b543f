import type { HandIn } from '@alavanca/contracts/canvases';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLASS_ID, fakeId } from '../testing/fake-classes';
import {
  ASSIGNMENT,
  GRADED_AT,
  makeCanvasWorld,
  makeHandIn,
  ownCanvas,
  RUBRIC,
  type FakeCanvasWorld,
} from '../testing/fake-class-canvas';
import { renderClass } from '../testing/render-class';
import type { ClassCanvasParts } from '../utils/canvas-parts';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

beforeEach(() => notify.mockClear());
afterEach(() => vi.unstubAllGlobals());

const HAND_IN_PATH = `/api/classes/${CLASS_ID}/canvas/hand-in`;
const ANA = fakeId(1, 1);
const OWNED = [
  ownCanvas(1, 'businessModel', 'Loja da Ana: modelo', 4),
  ownCanvas(2, 'lean', 'Loja da Ana: hipóteses'),
  ownCanvas(3, 'businessModel', 'Loja da Ana: plano B', 2),
];
const parts = (overrides: Partial<ClassCanvasParts> = {}): ClassCanvasParts => ({
  ownCanvases: OWNED,
  ownCanvasesFailed: false,
  canvasHref: (id) => `/canvas/${id}`,
  newCanvasHref: '/canvas',
  ...overrides,
});
const renderAna = (canvas: FakeCanvasWorld, overrides: Partial<ClassCanvasParts> = {}) =>
  renderClass({}, { viewer: { role: 'student', company: 0 }, canvas, parts: parts(overrides) });

describe('ClassScreen, a student’s canvas', () => {
  it('shows nothing of a canvas while the teacher asks for none', async () => {
    await renderAna(makeCanvasWorld({ owned: OWNED }));
    await screen.findByTestId('student-round');
    expect(screen.queryByTestId('student-canvas')).not.toBeInTheDocument();
  });

  it('hands in one of the student’s canvases of the kind asked for, by keyboard, and again until graded', async () => {
    const { user, api } = await renderAna(makeCanvasWorld({ assignment: ASSIGNMENT, owned: OWNED }));
    const section = await screen.findByTestId('student-canvas');
    expect(within(section).getByRole('heading', { name: 'Canvas da turma' })).toBeInTheDocument();
    expect(section).toHaveTextContent('O professor pediu um canvas: Business Model Canvas. Entregue um dos seus.');
    expect(within(section).getByTestId('canvas-instructions')).toHaveTextContent(ASSIGNMENT.instructions);
    expect(within(section).getByTestId('student-rubric')).toHaveTextContent('Segmentos de clientes10 pontos');
    expect(within(section).getByTestId('student-rubric')).toHaveTextContent('Total: 30 pontos');
    expect(within(section).getByTestId('hand-in-status')).toHaveTextContent('Nada entregue ainda.');

    // Only the Business Model Canvases are offered; the Lean Canvas is not what was asked for.
    const group = within(section).getByRole('group', { name: 'Canvas a entregar' });
    expect(group).toHaveAccessibleDescription(
      'A entrega guarda a versão atual do canvas: o que você mudar depois não entra na nota.',
    );
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Loja da Ana: modeloBusiness Model Canvas · versão 4 · 6 cartões',
      'Loja da Ana: plano BBusiness Model Canvas · versão 2 · 6 cartões',
    ]);
    expect(radios[0]).toBeChecked();

    // The arrow keys move the choice; Enter on the button hands it in.
    radios[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(radios[1]).toBeChecked();
    within(section).getByRole('button', { name: 'Entregar canvas' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.requestsTo('PUT', HAND_IN_PATH).map((request) => request.body)).toEqual([{ canvasId: OWNED[2]!.id }]),
    );
    expect(notify).toHaveBeenCalledWith({
      title: 'Canvas entregue',
      description: 'O professor já pode ler a sua entrega.',
      variant: 'success',
    });
    const status = await within(section).findByText(/^Entregue por Ana Souza em/);
    expect(status.closest('[data-testid="hand-in-status"]')).toHaveTextContent(
      'Loja da Ana: plano B · Business Model Canvas · versão 2',
    );
    expect(within(section).getByRole('link', { name: 'Abrir o canvas' })).toHaveAttribute(
      'href',
      `/canvas/${OWNED[2]!.id}`,
    );
    expect(section).toHaveTextContent('Aguardando a nota. Você pode entregar de novo até lá');

    // Handed in again: the newest replaces it.
    await user.click(within(section).getByRole('radio', { name: /plano B/ }));
    await user.click(within(section).getByRole('radio', { name: /modelo/ }));
    await user.click(within(section).getByRole('button', { name: 'Entregar de novo' }));
    await waitFor(() => expect(api.requestsTo('PUT', HAND_IN_PATH)).toHaveLength(2));
    await waitFor(() => expect(section).toHaveTextContent('Loja da Ana: modelo · Business Model Canvas · versão 4'));
  });

  it('shows the server’s refusal on the choice, labelled and described', async () => {
    const world = makeCanvasWorld({ assignment: ASSIGNMENT, owned: [] });
    const { user } = await renderAna(world);
    const section = await screen.findByTestId('student-canvas');
    await user.click(within(section).getByRole('button', { name: 'Entregar canvas' }));
    const group = within(section).getByRole('group', { name: 'Canvas a entregar' });
    await waitFor(() => expect(group).toHaveAccessibleDescription(/Escolha uma das opções\./));
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(notify).not.toHaveBeenCalled();
  });

  it('offers to create a canvas when the student has none of the kind', async () => {
    await renderAna(makeCanvasWorld({ assignment: { ...ASSIGNMENT, kind: 'lean' } }), {
      ownCanvases: [OWNED[0]!],
    });
    const none = await screen.findByTestId('no-items');
    expect(none).toHaveTextContent('Você ainda não tem um Lean Canvas para entregar.');
    expect(within(none).getByRole('link', { name: 'Criar um canvas' })).toHaveAttribute('href', '/canvas');
  });

  it('shows the grade with each criterion and the comment, and no longer offers to hand in', async () => {
    const graded: HandIn = {
      ...makeHandIn(ANA),
      grade: {
        scores: RUBRIC.map((criterion, i) => ({ ...criterion, points: [8, 7, 9][i]! })),
        total: 24,
        maxTotal: 30,
        comment: 'Ligue a proposta a uma fonte de receita.',
        gradedAt: GRADED_AT,
      },
    };
    await renderAna(makeCanvasWorld({ assignment: ASSIGNMENT, handIns: [graded], owned: OWNED }));
    const section = await screen.findByTestId('student-canvas');
    const grade = within(section).getByTestId('student-grade');
    expect(grade).toHaveTextContent('Nota: 24 de 30 pontos');
    expect(grade).toHaveTextContent('Proposta de valor7 de 10');
    expect(grade).toHaveTextContent('Comentário do professor');
    expect(grade).toHaveTextContent('Ligue a proposta a uma fonte de receita.');
    expect(section).toHaveTextContent('Com nota: a entrega não muda mais.');
    expect(within(section).queryByTestId('hand-in-form')).not.toBeInTheDocument();
  });
});
