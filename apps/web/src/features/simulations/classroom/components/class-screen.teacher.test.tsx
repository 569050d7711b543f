import { stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLASS_ID,
  fakeClassServer,
  format,
  JOIN_CODE,
  makeClass,
  presentClass,
  type FakeClassOptions,
} from '../testing/fake-classes';
import { ClassScreenAtRoute, CLASS_PATH, renderConsole, ranking, rankingRow, cellTexts } from '../testing/render-class';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

beforeEach(() => notify.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('ClassScreen, the teacher’s console', () => {
  it('shows a skeleton, then the class’s header with the round', async () => {
    stubApi(fakeClassServer(makeClass()).routes);
    await renderRoutes([{ path: '/turmas/:id', element: <ClassScreenAtRoute /> }], { path: `/turmas/${CLASS_ID}` });
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

  it('reopens enrolment after the first round for a late student, and closes it again', async () => {
    const { user, api } = await renderConsole();
    const share = screen.getByRole('region', { name: 'Convide os alunos' });
    expect(share).toHaveTextContent(
      'As inscrições fecharam com a primeira rodada. Reabra para receber um aluno atrasado',
    );
    await user.click(within(share).getByRole('button', { name: 'Reabrir inscrições' }));
    await waitFor(() => expect(share).toHaveTextContent('Inscrições reabertas: quem entra agora começa'));
    await user.click(within(share).getByRole('button', { name: 'Fechar inscrições' }));
    await within(share).findByRole('button', { name: 'Reabrir inscrições' });
    expect(api.requestsTo('PATCH', `/api/classes/${CLASS_ID}`).map((request) => request.body)).toEqual([
      { lateEnrolment: true },
      { lateEnrolment: false },
    ]);
  });

  it('shows the ranking as a card per company on a phone, with every figure and the way to the months', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    await renderConsole();
    expect(ranking().queryByRole('table')).not.toBeInTheDocument();
    const cards = ranking().getAllByTestId('ranking-row');
    expect(cards.map((card) => card.tagName)).toEqual(['LI', 'LI', 'LI']);
    const first = within(cards[0]!);
    for (const label of ['Pontuação', 'Caixa', 'Lucro acumulado'])
      expect(first.getByText(label, { selector: 'dt' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: /^Ver meses/ })).toBeInTheDocument();
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

  it('shows each student’s level in every competence, and no table before anyone joins', async () => {
    const { api } = await renderConsole({
      levels: { 'Ana Souza': { cash: 'proficient', pricing: 'attempted' }, 'Carla Dias': { validation: 'mastered' } },
    });
    const section = screen.getByRole('region', { name: 'Competências dos alunos' });
    expect(section).toHaveTextContent('Você vê os níveis; o trabalho por trás deles continua sendo do aluno.');
    const table = await within(section).findByRole('table', { name: 'Nível de cada aluno em cada competência' });
    const rows = within(table).getAllByRole('row').map(cellTexts);
    expect(rows[0]).toEqual([
      'Aluno',
      'Caixa',
      'Preço',
      'Crescimento',
      'Risco',
      'Aprender com os erros',
      'Validação de ideias',
      'Pitch',
      'Modelo de negócio',
    ]);
    const none = 'Não iniciado';
    expect(rows.slice(1)).toEqual([
      ['Ana Souza', 'Proficiente', 'Tentou', none, none, none, none, none, none],
      ['Bruno Costa', none, none, none, none, none, none, none, none],
      ['Carla Dias', none, none, none, none, none, 'Dominado', none, none],
    ]);
    expect(api.requestsTo('GET', `/api/classes/${CLASS_ID}/competences`)).toHaveLength(1);
  });

  it('says so when no student has joined yet', async () => {
    const { api } = await renderConsole({ companies: [], rounds: 0, submitted: [] });
    expect(screen.getByRole('heading', { name: 'Alunos (0)' })).toBeInTheDocument();
    // Nobody's competences to show, and none asked for.
    expect(screen.queryByRole('region', { name: 'Competências dos alunos' })).not.toBeInTheDocument();
    expect(api.requestsTo('GET', `/api/classes/${CLASS_ID}/competences`)).toHaveLength(0);
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
    expect(api.requestsTo('POST', `${CLASS_PATH}/rounds`)).toEqual([]);

    await user.click(within(round).getByRole('button', { name: 'Fechar rodada' }));
    dialog = await screen.findByRole('dialog', { name: 'Fechar a rodada 3?' });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar rodada' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST', `${CLASS_PATH}/rounds`).map((request) => request.body)).toEqual([{ month: 3 }]);
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
        [`POST ${CLASS_PATH}/rounds`]: {
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
    expect(api.requestsTo('GET', `${CLASS_PATH}/companies/${ana.id}`)).toHaveLength(1);
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
    expect(api.requestsTo('GET', `${CLASS_PATH}/companies/${server.world.companies[2]!.id}`)).toHaveLength(1);
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
    expect(api.requestsTo('POST', `${CLASS_PATH}/announcements`)).toEqual([]);

    await user.type(body, 'Rodada 3 fecha amanhã às 18h.');
    await user.click(within(section).getByRole('button', { name: 'Publicar aviso' }));
    await waitFor(() =>
      expect(api.requestsTo('POST', `${CLASS_PATH}/announcements`).map((request) => request.body)).toEqual([
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
      expect(api.requestsTo('PATCH', CLASS_PATH).map((request) => request.body)).toEqual([{ showNames: false }]),
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
        expect(api.requestsTo('PATCH', CLASS_PATH).map((request) => request.body)).toEqual([
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
      expect(api.requestsTo('PATCH', CLASS_PATH)).toEqual([]);
    });

    it('says so beside the field when the server finds the deadline already past', async () => {
      const { user, api } = await renderConsole(deadlines, {
        [`PATCH ${CLASS_PATH}`]: {
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
      await waitFor(() => expect(api.requestsTo('PATCH', CLASS_PATH)).toHaveLength(1));
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
