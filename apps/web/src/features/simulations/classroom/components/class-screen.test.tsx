import { apiError, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { MonthDecisions } from '@alavanca/contracts/simulations';
import { centsToInputText } from '@alavanca/domain/locale/money-text';
import { prefilledDecisions } from '@alavanca/domain/simulation/founder-policies';
import { validateDecisions } from '@alavanca/domain/simulation/validate';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PREFERENCES } from '@/features/simulations/testing/fake-simulations';
import {
  CLASS_ID,
  fakeClassServer,
  format,
  JOIN_CODE,
  makeClass,
  presentClass,
  type FakeClass,
  type FakeClassOptions,
  type Viewer,
} from '../testing/fake-classes';
import { ClassScreen } from './class-screen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const PATH = `/api/classes/${CLASS_ID}`;

function Screen() {
  const { id = '' } = useParams();
  return <ClassScreen id={id} preferences={TEST_PREFERENCES} language="pt-BR" />;
}

/**
 * /turmas/:id over a class of three played two rounds, in a shared market, with names shown: Loja
 * da Ana held its decisions in round 2. The teacher's console by default, where only Bruno Store
 * has handed in round 3's; or Ana's view of it.
 */
async function renderClass(
  options: FakeClassOptions = {},
  { viewer = { role: 'teacher' }, overrides = {} }: { viewer?: Viewer; overrides?: Record<string, Route> } = {},
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
  const api = stubApi({ ...server.routes, ...overrides });
  const view = await renderRoutes(
    [
      { path: '/turmas/:id', element: <Screen /> },
      { path: '/turmas', element: <p>lista de turmas</p> },
    ],
    { path: `/turmas/${CLASS_ID}` },
  );
  await screen.findByTestId('class-name');
  return { ...view, user, api, server };
}

const renderConsole = (options: FakeClassOptions = {}, overrides: Record<string, Route> = {}) =>
  renderClass(options, { overrides });
const ANA: Viewer = { role: 'student', company: 0 };
const renderStudent = (options: FakeClassOptions = {}, overrides: Record<string, Route> = {}) =>
  renderClass(options, { viewer: ANA, overrides });

const ranking = () => within(screen.getByTestId('class-ranking'));
const rankingRow = (name: string) =>
  ranking()
    .getAllByTestId('ranking-row')
    .find((row) => within(row).getByRole('rowheader').textContent.startsWith(name))!;
const cellTexts = (row: Element) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.replace(/\s/g, ' '));

/** The decisions Ana's panel opens with: last month's kept, as the engine pre-fills them. */
const startingDecisions = (world: FakeClass) => {
  const ana = world.companies[0]!;
  return prefilledDecisions(ana.state, ana.months.at(-1)?.decisions ?? null);
};

const SHARED_NOTE =
  'A prévia supõe a mesma fatia de mercado do mês passado; a fatia real depende também das decisões das outras empresas.';
const submitButton = () => screen.getByTestId('submit-decisions');
const puts = (api: ReturnType<typeof stubApi>) => api.requestsTo('PUT', `${PATH}/decisions`);

beforeEach(() => notify.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('ClassScreen, the teacher’s console', () => {
  it('shows a skeleton, then the class’s header with the round', async () => {
    stubApi(fakeClassServer(makeClass()).routes);
    await renderRoutes([{ path: '/turmas/:id', element: <Screen /> }], { path: `/turmas/${CLASS_ID}` });
    expect(screen.getByText('Carregando a turma…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Empreendedorismo — Turma A' })).toBeInTheDocument();
    expect(screen.getByTestId('class-role')).toHaveTextContent('Professor');
    expect(
      screen.getByText('Professor: Marta Lima · E-commerce · Mercado compartilhado · Individual · Rodada 3 de 12'),
    ).toBeInTheDocument();
  });

  it('shows the join code and the link to share, and copies the link', async () => {
    const { user } = await renderConsole({ rounds: 0, submitted: [] });
    const share = screen.getByRole('region', { name: 'Convide os alunos' });
    expect(within(share).getByTestId('join-code-value')).toHaveTextContent(JOIN_CODE);
    const link = `${window.location.origin}/turmas/entrar/${JOIN_CODE}`;
    expect(within(share).getByTestId('join-link')).toHaveTextContent(link);
    expect(share).toHaveTextContent(
      'Os alunos entram com o código ou o link até a primeira rodada fechar; quem não tem conta cria uma antes.',
    );

    await user.click(within(share).getByRole('button', { name: 'Copiar link' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Link copiado', variant: 'success' }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('says so when the browser refuses to copy the link', async () => {
    const { user } = await renderConsole({ rounds: 0, submitted: [] });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Não foi possível copiar. Selecione o link e copie.',
        variant: 'destructive',
      }),
    );
  });

  // A page served over plain HTTP (and some embedded browsers) has no Clipboard API.
  it('tells the teacher to copy by hand when the browser has no clipboard', async () => {
    const { user } = await renderConsole({ rounds: 0, submitted: [] });
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    // The TypeError the click throws is reported by the page; keep it out of the test's output.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await user.click(screen.getByRole('button', { name: 'Copiar link' }));
      await waitFor(
        () =>
          expect(notify).toHaveBeenCalledWith({
            title: 'Não foi possível copiar. Selecione o link e copie.',
            variant: 'destructive',
          }),
        { timeout: 200 },
      );
    } finally {
      logged.mockRestore();
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    }
  });

  it('lists the roster with e-mail, company and the date each student joined', async () => {
    await renderConsole();
    expect(screen.getByRole('region', { name: 'Convide os alunos' })).toHaveTextContent(
      'As inscrições fecharam com a primeira rodada.',
    );
    expect(screen.getByRole('heading', { name: 'Alunos (3)' })).toBeInTheDocument();
    const roster = screen.getByRole('table', { name: 'Alunos da turma, com e-mail, empresa e data de entrada' });
    const rows = within(roster).getAllByRole('row').slice(1).map(cellTexts);
    // 13:30 UTC is 10:30 in São Paulo.
    expect(rows).toEqual([
      ['Ana Souza', 'ana@exemplo.com.br', 'Loja da Ana', '02/03/2025 10:30'],
      ['Bruno Costa', 'bruno@exemplo.com.br', 'Bruno Store', '02/03/2025 10:30'],
      ['Carla Dias', 'carla@exemplo.com.br', 'Casa Carla', '02/03/2025 10:30'],
    ]);
  });

  it('says so when no student has joined yet', async () => {
    await renderConsole({ companies: [], rounds: 0, submitted: [] });
    expect(screen.getByRole('heading', { name: 'Alunos (0)' })).toBeInTheDocument();
    expect(screen.getByText('Nenhum aluno entrou ainda. Compartilhe o código ou o link.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma empresa na turma ainda.')).toBeInTheDocument();
    expect(screen.getByText('O primeiro relatório sai quando a primeira rodada fechar.')).toBeInTheDocument();
  });

  it('ranks the companies with their figures and whether each has submitted', async () => {
    const { server } = await renderConsole();
    const expected = presentClass(server.world, { role: 'teacher' }).ranking;
    const table = ranking().getByRole('table', {
      name: 'Ranking da turma: posição, empresa, pontuação, caixa, lucro acumulado e participação de mercado',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Empresa', 'Pontuação', 'Caixa', 'Lucro acumulado', 'Participação', 'Decisões da rodada', 'Ações']);
    const rows = ranking().getAllByTestId('ranking-row');
    expect(rows).toHaveLength(3);
    expected.forEach((row, index) => {
      expect(cellTexts(rows[index]!).slice(0, 7)).toEqual([
        String(index + 1),
        `${row.name!}${row.members.join(', ')}`,
        format.count(row.score!),
        format.money(row.cashCents),
        format.money(row.profitCents),
        format.percent(row.marketShare!),
        row.name === 'Bruno Store' ? 'Enviou' : 'Pendente',
      ]);
    });
    expect(within(rankingRow('Bruno Store')).getByTestId('ranking-submitted')).toHaveTextContent('Enviou');
    expect(within(rankingRow('Loja da Ana')).getByTestId('ranking-submitted')).toHaveTextContent('Pendente');
    expect(within(rankingRow('Casa Carla')).getByTestId('ranking-submitted')).toHaveTextContent('Pendente');
  });

  it('closes the round after asking, sending the next month, and shows the new round', async () => {
    const { user, api } = await renderConsole();
    const round = screen.getByTestId('round-control');
    expect(within(round).getByRole('heading', { name: 'Rodada 3 de 12' })).toBeInTheDocument();
    expect(within(round).getByTestId('round-submitted')).toHaveTextContent('1 de 3 empresas enviaram as decisões.');
    expect(round).toHaveTextContent('Fecha quando você fechar.');

    // Asked first: cancelling sends nothing.
    await user.click(within(round).getByRole('button', { name: 'Fechar rodada' }));
    let dialog = await screen.findByRole('dialog', { name: 'Fechar a rodada 3?' });
    expect(dialog).toHaveTextContent(
      '1 de 3 empresas enviaram as decisões; quem não enviou repete as do mês passado. O mês roda para todas ao mesmo tempo e não pode ser desfeito.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST', `${PATH}/rounds`)).toEqual([]);

    await user.click(within(round).getByRole('button', { name: 'Fechar rodada' }));
    dialog = await screen.findByRole('dialog', { name: 'Fechar a rodada 3?' });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar rodada' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST', `${PATH}/rounds`).map((request) => request.body)).toEqual([{ month: 3 }]);
    expect(notify).toHaveBeenCalledWith({
      title: 'Rodada 3 fechada',
      description: 'Os resultados, o ranking e o relatório de mercado já estão com a turma.',
      variant: 'success',
    });
    // The answer is the class after the round: round 4, nobody has submitted, round 3's report.
    const next = screen.getByTestId('round-control');
    expect(within(next).getByRole('heading', { name: 'Rodada 4 de 12' })).toBeInTheDocument();
    expect(within(next).getByTestId('round-submitted')).toHaveTextContent('0 de 3 empresas enviaram as decisões.');
    expect(
      screen.getByText('Professor: Marta Lima · E-commerce · Mercado compartilhado · Individual · Rodada 4 de 12'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Mercado na rodada 3, por empresa' })).toBeInTheDocument();
  });

  it('tells in a toast when the round had closed already', async () => {
    const { user } = await renderConsole(
      {},
      {
        [`POST ${PATH}/rounds`]: {
          status: 409,
          body: { error: { code: 'ROUND_CLOSED', message: 'closed' } },
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Fechar rodada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fechar a rodada 3?' });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar rodada' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Não foi possível fechar a rodada', variant: 'destructive' }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a company’s months from the ranking, with "repetidas" on the month it held', async () => {
    const { user, api, server } = await renderConsole();
    const ana = server.world.companies[0]!;
    const open = within(rankingRow('Loja da Ana')).getByRole('button', { name: 'Ver meses (Loja da Ana)' });
    await user.click(open);

    const detail = await screen.findByRole('region', { name: 'Meses de Loja da Ana' });
    // Focus moves to what opened, and back to the button when it closes.
    expect(within(detail).getByRole('heading', { name: 'Meses de Loja da Ana' })).toHaveFocus();
    expect(detail).toHaveTextContent('Ana Souza');
    const history = await within(detail).findByRole('table', {
      name: 'Cada mês: as decisões com que a empresa jogou e o que elas deram',
    });
    expect(api.requestsTo('GET', `${PATH}/companies/${ana.id}`)).toHaveLength(1);
    const monthHeaders = within(history).getAllByRole('rowheader');
    expect(monthHeaders.map((header) => header.textContent)).toEqual([
      `Mês 1 (${format.monthName(1)})`,
      `Mês 2 (${format.monthName(2)})repetidas`,
    ]);
    // The month's decisions and results, as the engine played them.
    const held = ana.months[1]!;
    expect(monthHeaders[1]!.closest('tr')).toHaveTextContent(format.money(held.decisions.priceCents));
    expect(monthHeaders[1]!.closest('tr')).toHaveTextContent(format.money(held.result.kpis.cashCents));

    await user.click(within(detail).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('region', { name: 'Meses de Loja da Ana' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    // Another company: its own months, without "repetidas" (it handed both in).
    await user.click(within(rankingRow('Casa Carla')).getByRole('button', { name: 'Ver meses (Casa Carla)' }));
    const carla = await screen.findByRole('region', { name: 'Meses de Casa Carla' });
    await within(carla).findByRole('table', {
      name: 'Cada mês: as decisões com que a empresa jogou e o que elas deram',
    });
    expect(carla).not.toHaveTextContent('repetidas');
    expect(api.requestsTo('GET', `${PATH}/companies/${server.world.companies[2]!.id}`)).toHaveLength(1);
  });

  it('links the CSV export of the class', async () => {
    await renderConsole();
    const csv = screen.getByRole('link', { name: 'Exportar ranking e notas (CSV)' });
    expect(csv).toHaveAttribute('href', `/api/classes/${CLASS_ID}/export.csv`);
    expect(csv).toHaveAttribute('download');
  });

  it('publishes an announcement and lists it', async () => {
    const { user, api } = await renderConsole({
      announcements: [{ body: 'Aula de quinta cancelada.', createdAt: '2025-03-05T12:00:00.000Z' }],
    });
    const section = screen.getByRole('region', { name: 'Avisos' });
    expect(within(section).getByTestId('announcements')).toHaveTextContent(
      'Aula de quinta cancelada.Marta Lima · 05/03/2025 09:00',
    );
    const body = within(section).getByLabelText('Novo aviso');
    expect(body).toHaveAccessibleDescription('Máximo de caracteres: 2000.');

    // Nothing to publish: said beside the field, nothing sent.
    await user.click(within(section).getByRole('button', { name: 'Publicar aviso' }));
    expect(body).toHaveAccessibleDescription(expect.stringContaining('Preencha este campo.'));
    expect(api.requestsTo('POST', `${PATH}/announcements`)).toEqual([]);

    await user.type(body, 'Rodada 3 fecha amanhã às 18h.');
    await user.click(within(section).getByRole('button', { name: 'Publicar aviso' }));
    await waitFor(() =>
      expect(api.requestsTo('POST', `${PATH}/announcements`).map((request) => request.body)).toEqual([
        { body: 'Rodada 3 fecha amanhã às 18h.' },
      ]),
    );
    await waitFor(() => expect(body).toHaveValue(''));
    const items = within(within(section).getByTestId('announcements')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Rodada 3 fecha amanhã às 18h.',
      'Aula de quinta cancelada.',
    ]);
    expect(notify).toHaveBeenCalledWith({
      title: 'Aviso publicado',
      description: 'A turma foi notificada.',
      variant: 'success',
    });
  });

  it('hides the students’ names from the ranking when the box is unticked', async () => {
    const { user, api } = await renderConsole();
    const names = screen.getByRole('checkbox', { name: 'Mostrar os nomes no ranking' });
    expect(names).toBeChecked();
    await user.click(names);
    await waitFor(() =>
      expect(api.requestsTo('PATCH', PATH).map((request) => request.body)).toEqual([{ showNames: false }]),
    );
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Mostrar os nomes no ranking' })).not.toBeChecked(),
    );
  });

  describe('with deadlines', () => {
    const deadlines: FakeClassOptions = { schedule: 'deadlines', deadlineAt: '2099-03-15T21:00:00.000Z' };

    it('shows when the round closes by itself, and moves the deadline in the user’s time zone', async () => {
      const { user, api } = await renderConsole(deadlines);
      const round = screen.getByTestId('round-control');
      expect(round).toHaveTextContent('Fecha sozinha em 15/03/2099 18:00.');
      const field = within(round).getByLabelText('Prazo desta rodada');
      expect(field).toHaveValue('2099-03-15T18:00');
      expect(field).toHaveAccessibleDescription('No fuso horário das suas preferências (America/Sao_Paulo).');

      await user.clear(field);
      await user.type(field, '2099-03-20T19:30');
      await user.click(within(round).getByRole('button', { name: 'Mudar prazo' }));
      await waitFor(() =>
        expect(api.requestsTo('PATCH', PATH).map((request) => request.body)).toEqual([
          { deadlineAt: '2099-03-20T22:30:00.000Z' },
        ]),
      );
      await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Prazo alterado', variant: 'success' }));
      expect(screen.getByTestId('round-control')).toHaveTextContent('Fecha sozinha em 20/03/2099 19:30.');
    });

    it('refuses a deadline in the past and sends nothing', async () => {
      const { user, api } = await renderConsole(deadlines);
      const round = screen.getByTestId('round-control');
      const field = within(round).getByLabelText('Prazo desta rodada');
      await user.clear(field);
      await user.type(field, '2020-01-01T10:00');
      await user.click(within(round).getByRole('button', { name: 'Mudar prazo' }));
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Escolha uma data e hora no futuro.'));
      expect(api.requestsTo('PATCH', PATH)).toEqual([]);
    });

    it('says so beside the field when the server finds the deadline already past', async () => {
      const { user, api } = await renderConsole(deadlines, {
        [`PATCH ${PATH}`]: {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'invalid',
              issues: [{ path: 'deadlineAt', message: 'validation.outOfRange' }],
            },
          },
        },
      });
      const round = screen.getByTestId('round-control');
      const field = within(round).getByLabelText('Prazo desta rodada');
      await user.clear(field);
      await user.type(field, '2099-03-20T19:30');
      await user.click(within(round).getByRole('button', { name: 'Mudar prazo' }));
      await waitFor(() => expect(api.requestsTo('PATCH', PATH)).toHaveLength(1));
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(expect.stringContaining('Escolha uma data e hora no futuro.')),
      );
    });
  });

  it('shows the finished class without a round to close', async () => {
    await renderConsole({ rounds: 12, submitted: [] });
    expect(screen.getByRole('heading', { name: 'Turma encerrada' })).toBeInTheDocument();
    expect(screen.getByText('A turma jogou 12 rodadas. O ranking final e as notas estão abaixo.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Professor: Marta Lima · E-commerce · Mercado compartilhado · Individual · Encerrada após 12 rodadas',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('round-control')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fechar rodada' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Prazo desta rodada')).not.toBeInTheDocument();
  });
});

describe('ClassScreen, a student’s class', () => {
  it('shows the student’s company and round, without the teacher’s tools', async () => {
    await renderStudent();
    expect(screen.getByTestId('class-role')).toHaveTextContent('Aluno');
    expect(screen.getByRole('heading', { name: 'Sua empresa: Loja da Ana' })).toBeInTheDocument();
    const round = screen.getByTestId('student-round');
    expect(
      within(round).getByRole('heading', {
        name: `Rodada 3 de 12: decisões de ${format.monthName(3, 'long')}`,
      }),
    ).toBeInTheDocument();
    expect(within(round).getByTestId('submission-status')).toHaveTextContent(
      'Decisões ainda não enviadas. Se a rodada fechar sem elas, sua empresa repete as do mês passado.',
    );
    expect(round).toHaveTextContent('A rodada fecha quando o professor fechar.');
    // A shared market: the preview's slice of it is last month's.
    expect(within(round).getByText(SHARED_NOTE)).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Enviar decisões');
    // The month's parts speak of handing in, not of the simulation's "Avançar mês".
    expect(
      screen.getByText(
        'Calculada no seu navegador com o mesmo motor do servidor. Nada é enviado até você clicar em “Enviar decisões”.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Avançar mês/)).not.toBeInTheDocument();

    // None of the console: no code to share, no roster, no company's months, no export, no closing.
    expect(screen.queryByRole('region', { name: 'Convide os alunos' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('join-code-value')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Alunos \(/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('roster')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ver meses/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Exportar ranking e notas (CSV)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fechar rodada' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
    // No announcements yet: no section, and never a form to write one.
    expect(screen.queryByRole('region', { name: 'Avisos' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Novo aviso')).not.toBeInTheDocument();
  });

  it('hands in the decisions for the next month with "Enviar decisões"', async () => {
    const { user, api, server } = await renderStudent();
    const expected = startingDecisions(server.world);
    const state = server.world.companies[0]!.state;
    expect(state.pendingEvent).toBeNull();

    await user.click(submitButton());
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    const body = puts(api)[0]!.body as { month: number; decisions: MonthDecisions };
    expect(body).toEqual({ month: state.month + 1, decisions: expected });
    expect(body.month).toBe(3);
    // Decisions the engine takes as they are.
    expect(validateDecisions(state, MonthDecisions.parse(body.decisions))).toEqual([]);

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Decisões da rodada 3 enviadas',
        description: 'Você pode mudá-las até a rodada fechar.',
        variant: 'success',
      }),
    );
    // The class answered has them in: when they were sent, and the button to change them.
    expect(screen.getByTestId('submission-status')).toHaveTextContent(
      'Decisões enviadas em 10/03/2025 11:15. Você pode mudá-las até a rodada fechar.',
    );
    expect(submitButton()).toHaveTextContent('Atualizar decisões');
    const mine = screen.getAllByTestId('ranking-row').find((row) => row.textContent.includes('sua empresa'))!;
    expect(within(mine).getByTestId('ranking-submitted')).toHaveTextContent('Enviou');
  });

  it('sends the decisions as edited, once they are valid', async () => {
    const { user, api, server } = await renderStudent();
    const price = screen.getByLabelText('Preço por unidade');
    // An emptied price is an error beside the field, and nothing is sent.
    await user.clear(price);
    await user.click(submitButton());
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(puts(api)).toEqual([]);

    await user.type(price, '150');
    await user.click(submitButton());
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.body).toEqual({
      month: 3,
      decisions: { ...startingDecisions(server.world), priceCents: 150_00 },
    });
  });

  it('opens with the decisions handed in already, and sends them again', async () => {
    const { user, api, server } = await renderStudent({ submitted: [0] });
    expect(screen.getByTestId('submission-status')).toHaveTextContent(
      'Decisões enviadas em 10/03/2025 11:15. Você pode mudá-las até a rodada fechar.',
    );
    expect(submitButton()).toHaveTextContent('Atualizar decisões');
    // The panel shows what was handed in, not what it would pre-fill.
    const pending = server.world.companies[0]!.pending!;
    expect(pending.priceCents).not.toBe(startingDecisions(server.world).priceCents);
    expect(screen.getByLabelText('Preço por unidade')).toHaveValue(centsToInputText(pending.priceCents, 'decimal'));
    await user.click(submitButton());
    await waitFor(() => expect(puts(api).map((request) => request.body)).toEqual([{ month: 3, decisions: pending }]));
  });

  it('shows the engine’s issue beside the field, and a closed round in a toast', async () => {
    const answers = [
      {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'invalid',
            issues: [{ path: 'decisions.priceCents', message: 'validation.outOfRange' }],
          },
        },
      },
      apiError(409, 'ROUND_CLOSED'),
    ];
    const { user, api } = await renderStudent({}, { [`PUT ${PATH}/decisions`]: () => answers.shift()! });
    await user.click(submitButton());
    const price = screen.getByLabelText('Preço por unidade');
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(price).toHaveAccessibleDescription(expect.stringContaining('Valor fora do intervalo permitido.'));
    expect(price).toHaveFocus();
    // A field's issue is the panel's to show: no toast.
    expect(notify).not.toHaveBeenCalled();

    await user.click(submitButton());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Não foi possível enviar as decisões',
        description: 'Esta rodada já fechou. Veja os resultados e envie as decisões da próxima.',
        variant: 'destructive',
      }),
    );
    expect(puts(api)).toHaveLength(2);
  });

  it('says the class was not found when the server does not show it', async () => {
    stubApi({ [`GET ${PATH}`]: apiError(404, 'NOT_FOUND') });
    await renderRoutes([{ path: '/turmas/:id', element: <Screen /> }], { path: `/turmas/${CLASS_ID}` });
    expect(await screen.findByRole('heading', { name: 'Turma não encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Esta turma não existe ou você não faz parte dela.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Turmas' })).toHaveAttribute('href', '/turmas');
  });

  it('offers to try again when the class could not load', async () => {
    let calls = 0;
    const server = fakeClassServer(makeClass(), { role: 'student', company: 0 });
    const api = stubApi({
      ...server.routes,
      [`GET ${PATH}`]: () =>
        ++calls === 1 ? apiError(500, 'INTERNAL') : (server.routes[`GET ${PATH}`] as () => { body: unknown })(),
    });
    await renderRoutes([{ path: '/turmas/:id', element: <Screen /> }], { path: `/turmas/${CLASS_ID}` });
    expect(await screen.findByText('Não foi possível carregar a turma.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Sua empresa: Loja da Ana' })).toBeInTheDocument();
    expect(api.requestsTo('GET', PATH)).toHaveLength(2);
  });

  it('shows the last round’s market with each company’s name, and the company’s own months', async () => {
    const { server } = await renderStudent();
    const report = screen.getByTestId('market-report');
    const last = server.world.rounds[0]!;
    expect(last.month).toBe(2);
    const figures = within(report)
      .getAllByRole('definition')
      .map((figure) => figure.textContent.replace(/\s/g, ' '));
    expect(figures).toEqual([
      format.money(last.revenueCents),
      format.count(last.unitsSold),
      format.money(last.averagePriceCents!),
    ]);
    const table = within(report).getByRole('table', { name: 'Mercado na rodada 2, por empresa' });
    const rows = within(table).getAllByRole('row').slice(1).map(cellTexts);
    expect(rows).toEqual(
      last.companies.map((company) => [
        company.name,
        format.money(company.priceCents),
        format.money(company.revenueCents),
        format.count(company.unitsSold),
        format.count(company.customers),
        format.percent(company.revenueShare),
        format.percent(company.unitsShare),
      ]),
    );
    expect(rows.map((row) => row[0])).toEqual(['Loja da Ana', 'Bruno Store', 'Casa Carla']);

    // The company's own months, with "repetidas" on the one it held.
    const section = screen
      .getByRole('heading', { level: 2, name: 'Decisões e resultados, mês a mês' })
      .closest('section')!;
    const history = within(section).getByRole('table', {
      name: 'Cada mês: as decisões com que a empresa jogou e o que elas deram',
    });
    const headers = within(history).getAllByRole('rowheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      `Mês 1 (${format.monthName(1)})`,
      `Mês 2 (${format.monthName(2)})repetidas`,
    ]);
    const first = server.world.companies[0]!.months[0]!;
    expect(headers[0]!.closest('tr')!.textContent.replace(/\s/g, ' ')).toContain(
      format.money(first.result.kpis.revenueCents),
    );
  });

  it('shows the other companies as "Empresa N" when the teacher hides the names (a solo market)', async () => {
    const { server } = await renderStudent({ showNames: false, marketMode: 'solo' });
    // Each company alone in the market: the preview needs no note about a slice of it.
    expect(screen.getByText(/Mercado individual · Individual · Rodada 3 de 12$/)).toBeInTheDocument();
    expect(screen.getByTestId('student-round')).toBeInTheDocument();
    expect(screen.queryByText(SHARED_NOTE)).not.toBeInTheDocument();

    const table = within(screen.getByTestId('market-report')).getByRole('table', {
      name: 'Mercado na rodada 2, por empresa',
    });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Loja da Ana', 'Empresa 2', 'Empresa 3']);

    // The ranking too, without their students; only the student's own company says whether it submitted.
    const ranking = within(screen.getByTestId('class-ranking'));
    const rows = ranking.getAllByTestId('ranking-row');
    const byName = (label: string) =>
      rows.find((row) => within(row).getByRole('rowheader').textContent.startsWith(label))!;
    expect(byName('Loja da Ana')).toHaveTextContent('sua empresa');
    expect(within(byName('Loja da Ana')).getByRole('rowheader')).toHaveTextContent('Ana Souza');
    expect(within(byName('Loja da Ana')).getByTestId('ranking-submitted')).toHaveTextContent('Pendente');
    for (const alias of ['Empresa 2', 'Empresa 3']) {
      expect(within(byName(alias)).getByRole('rowheader')).toHaveTextContent(new RegExp(`^${alias}$`));
      expect(within(byName(alias)).getByTestId('ranking-submitted')).toHaveTextContent(/^$/);
    }
    expect(screen.queryByText('Bruno Store')).not.toBeInTheDocument();
    expect(screen.queryByText('Bruno Costa')).not.toBeInTheDocument();
    expect(server.world.showNames).toBe(false);
  });

  it('says the class ended instead of offering a round, and shows the announcements without a form', async () => {
    await renderStudent({
      rounds: 12,
      announcements: [
        { body: 'Notas publicadas.', createdAt: '2025-03-06T12:00:00.000Z' },
        { body: 'Bem-vindos à turma!', createdAt: '2025-03-02T12:00:00.000Z' },
      ],
    });
    expect(screen.getByTestId('student-closed')).toHaveTextContent(
      'A turma terminou. Veja o ranking final e os seus meses abaixo.',
    );
    expect(screen.queryByTestId('student-round')).not.toBeInTheDocument();
    expect(screen.queryByTestId('submit-decisions')).not.toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Avisos' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Notas publicadas.Marta Lima · 06/03/2025 09:00', 'Bem-vindos à turma!Marta Lima · 02/03/2025 09:00']);
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Publicar aviso' })).not.toBeInTheDocument();
  });

  it('leaves the class after asking, and goes back to the list', async () => {
    const { user, api, router } = await renderStudent();
    await user.click(screen.getByRole('button', { name: 'Sair da turma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair de Empreendedorismo — Turma A?' });
    expect(dialog).toHaveTextContent(
      'Sua empresa deixa de jogar e fica no histórico da turma como “saiu”. Não dá para voltar.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sair da turma' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/turmas'));
    expect(api.requestsTo('POST', `${PATH}/leave`)).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith({ title: 'Você saiu de Empreendedorismo — Turma A', variant: 'success' });
  });
});
