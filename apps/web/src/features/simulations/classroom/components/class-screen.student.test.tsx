import { apiError, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { MonthDecisions } from '@alavanca/contracts/simulations';
import { centsToInputText } from '@alavanca/domain/locale/money-text';
import { prefilledDecisions } from '@alavanca/domain/simulation/founder-policies';
import { validateDecisions } from '@alavanca/domain/simulation/validate';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLASS_ID, fakeClassServer, format, makeClass, presentClass, type FakeClass } from '../testing/fake-classes';
import { ClassScreenAtRoute, CLASS_PATH, renderStudent, cellTexts } from '../testing/render-class';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

/** The decisions Ana's panel opens with: last month's kept, as the engine pre-fills them. */
const startingDecisions = (world: FakeClass) => {
  const ana = world.companies[0]!;
  return prefilledDecisions(ana.state, ana.months.at(-1)?.decisions ?? null);
};

const SHARED_NOTE =
  'A prévia supõe a mesma fatia de mercado do mês passado; a fatia real depende também das decisões das outras empresas.';
const submitButton = () => screen.getByTestId('submit-decisions');
const puts = (api: ReturnType<typeof stubApi>) => api.requestsTo('PUT', `${CLASS_PATH}/decisions`);

beforeEach(() => notify.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('ClassScreen, a student’s class', () => {
  it('shows the student’s company and round, without the teacher’s tools', async () => {
    const { server } = await renderStudent();
    const view = presentClass(server.world, { role: 'student', company: 0 });
    expect(screen.getByTestId('class-role')).toHaveTextContent('Aluno');
    // The student's standing comes first: their place of how many, score and share.
    const standing = screen.getByTestId('student-standing');
    const mine = view.ranking.find((row) => row.mine)!;
    expect(standing).toHaveTextContent(`Posição ${mine.rank} de ${view.ranking.length}`);
    expect(standing).toHaveTextContent(`Pontuação ${mine.score}`);
    expect(standing.compareDocumentPosition(screen.getByTestId('student-round'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
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
    const { user, api } = await renderStudent({}, { [`PUT ${CLASS_PATH}/decisions`]: () => answers.shift()! });
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
    stubApi({ [`GET ${CLASS_PATH}`]: apiError(404, 'NOT_FOUND') });
    await renderRoutes([{ path: '/turmas/:id', element: <ClassScreenAtRoute /> }], { path: `/turmas/${CLASS_ID}` });
    expect(await screen.findByRole('heading', { name: 'Turma não encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Esta turma não existe ou você não faz parte dela.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Turmas' })).toHaveAttribute('href', '/turmas');
  });

  it('offers to try again when the class could not load', async () => {
    let calls = 0;
    const server = fakeClassServer(makeClass(), { role: 'student', company: 0 });
    const api = stubApi({
      ...server.routes,
      [`GET ${CLASS_PATH}`]: () =>
        ++calls === 1 ? apiError(500, 'INTERNAL') : (server.routes[`GET ${CLASS_PATH}`] as () => { body: unknown })(),
    });
    await renderRoutes([{ path: '/turmas/:id', element: <ClassScreenAtRoute /> }], { path: `/turmas/${CLASS_ID}` });
    expect(await screen.findByText('Não foi possível carregar a turma.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Sua empresa: Loja da Ana' })).toBeInTheDocument();
    expect(api.requestsTo('GET', CLASS_PATH)).toHaveLength(2);
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
    expect(api.requestsTo('POST', `${CLASS_PATH}/leave`)).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith({ title: 'Você saiu de Empreendedorismo — Turma A', variant: 'success' });
  });
});
