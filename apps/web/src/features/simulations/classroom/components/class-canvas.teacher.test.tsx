import type { HandIn } from '@alavanca/contracts/canvases';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLASS_ID, fakeId } from '../testing/fake-classes';
import { ASSIGNMENT, GRADED_AT, makeCanvasWorld, makeHandIn, RUBRIC } from '../testing/fake-class-canvas';
import { renderConsole, renderClass } from '../testing/render-class';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

beforeEach(() => notify.mockClear());
afterEach(() => vi.unstubAllGlobals());

const CANVAS_PATH = `/api/classes/${CLASS_ID}/canvas`;
const ANA = fakeId(1, 1);
const BRUNO = fakeId(1, 2);
const section = () => screen.getByTestId('teacher-canvas');
const criterionNames = () =>
  within(screen.getByTestId('rubric-editor'))
    .getAllByRole('textbox', { name: /^Critério \d+$/ })
    .map((input) => (input as HTMLInputElement).value);

/** A class whose canvas is asked for: Ana's company handed in, Bruno's was graded, Carla's nothing. */
function gradedWorld() {
  const graded: HandIn = {
    ...makeHandIn(BRUNO, { title: 'Canvas da Bruno Store', handedInBy: 'Bruno Costa' }),
    grade: {
      scores: RUBRIC.map((criterion, i) => ({ ...criterion, points: [8, 7, 9][i]! })),
      total: 24,
      maxTotal: 30,
      comment: 'Bom trabalho.',
      gradedAt: GRADED_AT,
    },
  };
  return makeCanvasWorld({ assignment: ASSIGNMENT, handIns: [makeHandIn(ANA), graded] });
}

describe('ClassScreen, the teacher’s canvas', () => {
  it('asks for a canvas with a rubric offered per block, checked before it is sent', async () => {
    const { user, api } = await renderConsole();
    const canvas = await screen.findByTestId('teacher-canvas');
    expect(within(canvas).getByRole('heading', { name: 'Canvas da turma' })).toBeInTheDocument();
    expect(canvas).toHaveTextContent('Peça aos alunos um canvas do modelo de negócio');
    await user.click(within(canvas).getByRole('button', { name: 'Pedir um canvas' }));

    // Either kind: the four blocks both canvases have, and the coherence, 20 points each.
    const form = await screen.findByTestId('canvas-assignment-form');
    expect(within(form).getByRole('radio', { name: 'Business Model Canvas ou Lean Canvas' })).toBeChecked();
    expect(criterionNames()).toEqual([
      'Canais',
      'Segmentos de clientes',
      'Estrutura de custos',
      'Fontes de receita',
      'Coerência do canvas',
    ]);
    expect(screen.getByTestId('rubric-total')).toHaveTextContent('Total: 100 pontos');
    // The Business Model Canvas: its nine blocks and the coherence, 10 points each.
    await user.click(within(form).getByRole('radio', { name: 'Business Model Canvas' }));
    expect(criterionNames()).toHaveLength(10);
    expect(criterionNames()[0]).toBe('Parcerias principais');
    expect(within(form).getByRole('textbox', { name: 'Pontos máximos do critério 1' })).toHaveValue('10');

    // Nothing typed in the instructions, and a criterion worth 0: refused here, nothing sent.
    const points = within(form).getByRole('textbox', { name: 'Pontos máximos do critério 10' });
    await user.clear(points);
    await user.type(points, '0');
    await user.click(within(form).getByRole('button', { name: 'Salvar pedido' }));
    expect(within(form).getByLabelText('Instruções para os alunos')).toHaveAccessibleDescription(
      /Preencha este campo\./,
    );
    expect(points).toHaveAccessibleDescription('Valor fora do intervalo permitido.');
    expect(api.requestsTo('PUT', CANVAS_PATH)).toEqual([]);
  });

  it('edits the rubric by keyboard and saves the request, the focus back on its button', async () => {
    const { user, api } = await renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Pedir um canvas' }));
    const form = await screen.findByTestId('canvas-assignment-form');
    await user.click(within(form).getByRole('radio', { name: 'Business Model Canvas' }));

    // By keyboard: the instructions, a criterion removed, one added (the focus goes to its name).
    await user.click(within(form).getByLabelText('Instruções para os alunos'));
    await user.paste('Entregue o canvas da sua loja.');
    within(form).getByRole('button', { name: 'Remover o critério 1: Parcerias principais' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Critério 1' })).toHaveFocus());
    expect(criterionNames()[0]).toBe('Atividades principais');
    within(form).getByRole('button', { name: 'Adicionar critério' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Critério 10' })).toHaveFocus());
    await user.keyboard('Apresentação');
    await user.tab();
    expect(within(form).getByRole('textbox', { name: 'Pontos máximos do critério 10' })).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}5');
    expect(screen.getByTestId('rubric-total')).toHaveTextContent('Total: 95 pontos');
    within(form).getByRole('button', { name: 'Salvar pedido' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(api.requestsTo('PUT', CANVAS_PATH)).toHaveLength(1));
    const [sent] = api.requestsTo('PUT', CANVAS_PATH);
    expect(sent!.body).toMatchObject({ kind: 'businessModel', instructions: 'Entregue o canvas da sua loja.' });
    const rubric = (sent!.body as { rubric: { name: string; maxPoints: number }[] }).rubric;
    expect(rubric.map(({ name, maxPoints }) => [name, maxPoints])).toEqual([
      ['Atividades principais', 10],
      ['Recursos principais', 10],
      ['Proposta de valor', 10],
      ['Relacionamento com clientes', 10],
      ['Canais', 10],
      ['Segmentos de clientes', 10],
      ['Estrutura de custos', 10],
      ['Fontes de receita', 10],
      ['Coerência do canvas', 10],
      ['Apresentação', 5],
    ]);
    expect(notify).toHaveBeenCalledWith({
      title: 'Pedido de canvas salvo',
      description: 'Os alunos já veem o pedido e a rubrica.',
      variant: 'success',
    });
    // The request as the class sees it, and the focus back on the button that edits it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar pedido' })).toHaveFocus());
    expect(screen.getByTestId('canvas-instructions')).toHaveTextContent('Entregue o canvas da sua loja.');
    expect(section()).toHaveTextContent('Pedido: Business Model Canvas.');
    expect(screen.getByTestId('hand-in-progress')).toHaveTextContent('0 de 3 empresas entregaram; 0 com nota.');
  });

  it('lists each company’s hand-in with its coherence and grade, and grades one within the rubric', async () => {
    const { user, api, canvas } = await renderClass({}, { canvas: gradedWorld() });
    const table = await screen.findByTestId('hand-ins');
    expect(screen.getByTestId('hand-in-progress')).toHaveTextContent('2 de 3 empresas entregaram; 1 com nota.');
    const rows = within(table).getAllByTestId('hand-in-row');
    const ana = makeHandIn(ANA);
    expect(rows.map((row) => row.querySelector('th')!.firstChild!.textContent)).toEqual([
      'Loja da Ana',
      'Bruno Store',
      'Casa Carla',
    ]);
    expect(rows[0]).toHaveTextContent(`Canvas da Loja da Ana · versão 4`);
    expect(rows[0]).toHaveTextContent(String(ana.coherenceScore));
    expect(rows[0]).toHaveTextContent('A corrigir');
    expect(rows[1]).toHaveTextContent('24/30');
    expect(rows[2]).toHaveTextContent('Não entregou');
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();

    const open = within(rows[0]!).getByRole('button', { name: 'Corrigir a entrega de Loja da Ana' });
    await user.click(open);
    const review = await screen.findByTestId('hand-in-review');
    expect(within(review).getByRole('heading', { name: 'Canvas de Loja da Ana' })).toHaveFocus();
    expect(review).toHaveTextContent('Canvas da Loja da Ana · Business Model Canvas · versão 4');
    expect(review).toHaveTextContent('Entregue por Ana Souza em');
    // The canvas as handed in: the blocks in the kind's order, each card with its tag.
    const board = await within(review).findByTestId('hand-in-board');
    const segments = within(board).getByRole('region', { name: /^Segmentos de clientes/ });
    expect(segments).toHaveTextContent('Pais de recém-nascidos');
    expect(segments).toHaveTextContent('Evidência');
    expect(within(board).getByRole('region', { name: /^Proposta de valor/ })).toHaveTextContent(
      'Ligado a: Pais de recém-nascidos',
    );
    expect(within(board).getByRole('region', { name: /^Fontes de receita/ })).toHaveTextContent('Nenhum cartão.');
    expect(review).toHaveTextContent(`Coerência: ${ana.coherenceScore}/100`);

    // Each criterion a labelled field; a point over a criterion's most is refused here.
    const grade = within(review).getByTestId('grade-form');
    const field = (name: string) => within(grade).getByRole('textbox', { name });
    await user.type(field('Segmentos de clientes (0 a 10)'), '11');
    await user.type(field('Proposta de valor (0 a 10)'), '7');
    await user.type(field('Coerência do canvas (0 a 10)'), '9');
    await user.click(within(grade).getByRole('button', { name: 'Salvar nota' }));
    expect(field('Segmentos de clientes (0 a 10)')).toHaveAccessibleDescription('Dê de 0 a 10.');
    expect(api.requestsTo('PUT', `${CANVAS_PATH}/hand-ins/${ANA}/grade`)).toEqual([]);

    await user.clear(field('Segmentos de clientes (0 a 10)'));
    await user.type(field('Segmentos de clientes (0 a 10)'), '8');
    expect(within(grade).getByTestId('grade-total')).toHaveTextContent('Nota: 24 de 30 pontos');
    await user.type(within(grade).getByLabelText('Comentário para a empresa'), 'Falta a fonte de receita.');
    await user.click(within(grade).getByRole('button', { name: 'Salvar nota' }));
    await waitFor(() =>
      expect(api.requestsTo('PUT', `${CANVAS_PATH}/hand-ins/${ANA}/grade`).map((request) => request.body)).toEqual([
        {
          handInId: ana.id,
          scores: RUBRIC.map((criterion, i) => ({ criterionId: criterion.id, points: [8, 7, 9][i] })),
          comment: 'Falta a fonte de receita.',
        },
      ]),
    );
    expect(notify).toHaveBeenCalledWith({
      title: 'Nota salva',
      description: 'A empresa já vê a nota e o comentário.',
      variant: 'success',
    });
    await waitFor(() => expect(rows[0]).toHaveTextContent('24/30'));
    expect(canvas.handIns.get(ANA)?.grade?.comment).toBe('Falta a fonte de receita.');

    // Closing the review gives the focus back to the row's button.
    await user.click(within(review).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByTestId('hand-in-review')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Rever a nota de Loja da Ana' })).toHaveFocus();
  });

  it('shows the server’s refusal beside the criterion, and opens a given grade with its points', async () => {
    const world = gradedWorld();
    const { user } = await renderClass(
      {},
      {
        canvas: world,
        overrides: {
          [`PUT ${CANVAS_PATH}/hand-ins/${BRUNO}/grade`]: {
            status: 400,
            body: {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'invalid',
                issues: [{ path: 'scores.1.points', message: 'validation.outOfRange' }],
              },
            },
          },
        },
      },
    );
    const table = await screen.findByTestId('hand-ins');
    await user.click(within(table).getByRole('button', { name: 'Rever a nota de Bruno Store' }));
    const grade = await screen.findByTestId('grade-form');
    const field = (name: string) => within(grade).getByRole('textbox', { name });
    expect(field('Segmentos de clientes (0 a 10)')).toHaveValue('8');
    expect(field('Proposta de valor (0 a 10)')).toHaveValue('7');
    expect(within(grade).getByLabelText('Comentário para a empresa')).toHaveValue('Bom trabalho.');
    await user.click(within(grade).getByRole('button', { name: 'Salvar nota' }));
    await waitFor(() => expect(field('Proposta de valor (0 a 10)')).toHaveAccessibleDescription('Dê de 0 a 10.'));
    expect(notify).not.toHaveBeenCalled();
  });

  it('cancels the request after asking, and the hand-ins go with it', async () => {
    const { user, api } = await renderClass({}, { canvas: gradedWorld() });
    await screen.findByTestId('hand-ins');
    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar o pedido de canvas?' });
    expect(dialog).toHaveTextContent('As entregas e as notas já dadas serão apagadas para todos.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(api.requestsTo('DELETE', CANVAS_PATH)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Pedir um canvas' })).toBeInTheDocument();
    expect(screen.queryByTestId('hand-ins')).not.toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({ title: 'Pedido de canvas cancelado', variant: 'success' });
  });
});
