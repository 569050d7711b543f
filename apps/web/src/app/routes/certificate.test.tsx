import { Component as CertificateRoute } from './certificate';
import { apiError, preferencesRoutes, stubApi, type Route } from '@/test/fake-api';
import { switchTestLanguage, textIn } from '@/test/i18n';
import { renderRoutes } from '@/test/render';
import {
  asRead,
  ATTEMPT_ID,
  carefulDecisions,
  CERTIFICATE_ID,
  examAttempt,
  examOverview,
  RIGHT_OPTIONS,
} from '@/features/simulations/exam/testing/exam-fixtures';
import type {
  CertificateOverview,
  ExamAnswersRequest,
  ExamAttemptView,
  StudentClassExam,
} from '@alavanca/contracts/certificate';
import { BOARD_QUERIES } from '@alavanca/domain/certificate/board-queries';
import { LANGUAGES, type Language } from '@alavanca/domain/constants';
import { centsToInputText } from '@alavanca/domain/locale/money-text';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const ATTEMPT = `/api/certificate/attempts/${ATTEMPT_ID}`;

/**
 * The exam's reads over one stored overview, as the server keeps it: a start or a month played is
 * what the next read of the overview returns.
 */
function examRoutes(overview: CertificateOverview, answers: Record<string, ExamAttemptView>): Record<string, Route> {
  let current = overview;
  const answered =
    (attempt: ExamAttemptView, status = 200): Route =>
    () => {
      current = { ...current, open: attempt.status === 'open' ? attempt : null };
      return { status, body: { attempt } };
    };
  return {
    'GET /api/certificate': () => ({ body: current }),
    ...Object.fromEntries(
      Object.entries(answers).map(([route, attempt]) => [
        route,
        answered(attempt, route === 'POST /api/certificate/attempts' ? 201 : 200),
      ]),
    ),
  };
}

async function open(routes: Record<string, Route>, path = '/certificado') {
  const api = stubApi({ ...preferencesRoutes(), ...routes });
  const view = await renderRoutes([{ path: '/certificado', Component: CertificateRoute }], { path });
  return { ...api, ...view };
}

/** An exam a teacher opened for a class the user is a student in, not taken yet. */
const CLASS_EXAM: StudentClassExam = {
  id: '5d2e8f7b-6c01-4c7e-9a10-3f6c2a1e8b4d',
  classId: '3f6c2a1e-8b4d-4c7e-9a10-5d2e8f7b6c01',
  className: 'Turma A',
  level: 'foundation',
  openedAt: '2026-11-30T14:00:00.000Z',
  attemptId: null,
};

/** The catalog keys a screen shows when a text is missing, or a placeholder left unfilled. */
const RAW_KEY =
  /\b(?:overview|past|header|playing|answering|board|result|certificateActions|toasts|classExam)\.[a-z]|\{\{/;

describe('/certificado', () => {
  // The attempt's parts are chunks of their own, loaded as they are shown: imported once up front,
  // so no test's first wait is a module's first transform on a busy machine.
  beforeAll(async () => {
    await Promise.all([
      import('@/features/simulations/exam/components/exam-month'),
      import('@/features/simulations/exam/components/exam-answers'),
      import('@/features/simulations/exam/components/exam-result'),
    ]);
  });

  afterEach(async () => {
    sessionStorage.clear();
    await i18next.changeLanguage('pt-BR');
  });

  it('shows Free how the exam works and the way to a plan that has it, and no way to start', async () => {
    await open({ 'GET /api/certificate': { body: examOverview(0) } });
    const overview = await screen.findByTestId('exam-overview');
    expect(overview).toHaveTextContent('por 6 meses');
    expect(overview).toHaveTextContent('Você é aprovado com 700 dos 1.000, dos quais pelo menos 400');
    expect(screen.getByTestId('exam-allowance')).toHaveTextContent(
      'O exame faz parte dos planos Básico, Pro e Enterprise.',
    );
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/dashboard/planos');
    expect(screen.queryByTestId('start-exam')).not.toBeInTheDocument();
  });

  it('starts an attempt at the level chosen, asking first, and opens its first month', async () => {
    const api = await open(
      examRoutes(examOverview(1), { 'POST /api/certificate/attempts': examAttempt('advanced', []) }),
    );
    const user = userEvent.setup();
    expect(await screen.findByTestId('exam-allowance')).toHaveTextContent('Tentativas nos últimos 30 dias: 0 de 1.');
    await user.click(screen.getByRole('radio', { name: /Avançado/ }));
    await user.click(screen.getByTestId('start-exam'));
    const dialog = await screen.findByRole('dialog', { name: 'Começar o exame Avançado?' });
    expect(dialog).toHaveTextContent('Os 60 minutos começam agora');
    await user.click(within(dialog).getByRole('button', { name: 'Começar agora' }));

    expect(await screen.findByRole('heading', { name: 'Mês 1 de 6 (setembro)' })).toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/certificate/attempts')[0]?.body).toEqual({ level: 'advanced' });
    // The company as it was taken over: its last owner's price stands in the form.
    const taken = examAttempt('advanced', []).prefill!;
    expect(screen.getByRole('textbox', { name: 'Preço por unidade' })).toHaveValue(
      centsToInputText(taken.priceCents, 'decimal'),
    );
    // What the decisions start from: the company as it stands, its cash in the company's currency.
    const now = screen.getByTestId('exam-company-now');
    expect(now).toHaveTextContent('Caixa');
    expect(now).toHaveTextContent(
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
        .format(examAttempt('advanced', []).state.cashCents / 100)
        .replace(/\s/g, ' '),
    );
    // Nothing previews the month.
    expect(screen.queryByText(/Prévia do mês/)).not.toBeInTheDocument();
    expect(screen.queryByText('Risco de ficar sem caixa')).not.toBeInTheDocument();
    expect(screen.getByText(/clique em “Jogar o mês 1”/)).toBeInTheDocument();
  });

  it('plays a month with the decisions typed, and keeps one out of bounds beside its field', async () => {
    const [first] = carefulDecisions('foundation', 1);
    const api = await open(
      examRoutes(examOverview(1, { open: examAttempt('foundation', []) }), {
        [`POST ${ATTEMPT}/months`]: examAttempt('foundation', [first!]),
      }),
    );
    const user = userEvent.setup();
    const price = await screen.findByRole('textbox', { name: 'Preço por unidade' });
    await user.clear(price);
    await user.type(price, '0');
    await user.click(screen.getByTestId('play-exam-month'));
    expect(await screen.findByText(/Informe um valor entre/)).toBeInTheDocument();
    expect(api.requestsTo('POST', `${ATTEMPT}/months`)).toHaveLength(0);

    await user.clear(price);
    await user.type(price, centsToInputText(first!.priceCents, 'decimal'));
    for (const [name, cents] of [
      ['Marketing no mês', first!.marketingCents],
      ['Investimento em qualidade', first!.qualityInvestmentCents],
    ] as const) {
      const field = screen.queryByRole('textbox', { name });
      if (!field) continue;
      await user.clear(field);
      await user.type(field, centsToInputText(cents, 'decimal'));
    }
    const hires = screen.getByRole('textbox', { name: 'Contratações (+) e demissões (−)' });
    await user.clear(hires);
    await user.type(hires, String(first!.headcountDelta));
    await user.click(screen.getByTestId('play-exam-month'));

    expect(await screen.findByRole('heading', { name: 'Mês 2 de 6 (abril)' })).toBeInTheDocument();
    const sent = api.requestsTo('POST', `${ATTEMPT}/months`)[0]?.body as { month: number; decisions: typeof first };
    expect(sent.month).toBe(1);
    expect(sent.decisions).toMatchObject({
      priceCents: first!.priceCents,
      marketingCents: first!.marketingCents,
      headcountDelta: first!.headcountDelta,
    });
    // The month just played, read as on the month screen.
    expect(screen.getByRole('heading', { name: /Resultados do mês 1/ })).toBeInTheDocument();
  });

  it('asks the board’s queries and the knowledge questions, and hands in what was answered', async () => {
    const decisions = carefulDecisions('foundation', 6);
    const answering = examAttempt('foundation', decisions);
    const ended = examAttempt('foundation', decisions, { ended: { status: 'submitted' } });
    const api = await open({
      ...examRoutes(examOverview(1, { open: answering }), { [`POST ${ATTEMPT}/answers`]: ended }),
      [`GET /api/certificates/${CERTIFICATE_ID}`]: apiError(404, 'NOT_FOUND'),
    });
    const user = userEvent.setup();
    const board = await screen.findByTestId('board-questions');
    expect(within(board).getAllByRole('listitem')).toHaveLength(BOARD_QUERIES.length);
    expect(board).toHaveTextContent('Que receita mensal o mês 4 precisaria para empatar');
    expect(board).toHaveTextContent('Quantos clientes a empresa tinha no fim do mês 6?');

    // A month, from the months played; an option, named as the month screen names it; a figure.
    await user.click(within(screen.getByTestId('board-cashFall')).getByRole('combobox', { name: 'Mês' }));
    await user.click(screen.getByRole('option', { name: 'Mês 2 (abril)' }));
    await user.click(within(screen.getByTestId('board-cashFall')).getByRole('combobox', { name: 'O que mais causou' }));
    await user.click(screen.getByRole('option', { name: 'Custos da operação' }));
    const breakEven = within(screen.getByTestId('board-breakEven')).getByRole('textbox');
    await user.type(breakEven, '12.345,6');
    await user.type(within(screen.getByTestId('board-grossMargin')).getByRole('textbox'), '-4,5');

    const [question] = answering.questions!;
    const right = RIGHT_OPTIONS.get(question!.id)!;
    await user.click(
      within(screen.getByTestId(`knowledge-${question!.id}`)).getByRole('radio', { name: question!.options[right] }),
    );

    await user.click(screen.getByTestId('hand-in-exam'));
    const dialog = await screen.findByRole('dialog', { name: 'Entregar as suas respostas?' });
    expect(dialog).toHaveTextContent('Perguntas do conselho respondidas: 3 de 10.');
    expect(dialog).toHaveTextContent('Questões de conhecimento respondidas: 1 de 6.');
    await user.click(within(dialog).getByRole('button', { name: 'Entregar' }));

    expect(await screen.findByTestId('exam-result')).toHaveAttribute('data-status', 'submitted');
    const sent = api.requestsTo('POST', `${ATTEMPT}/answers`)[0]?.body as ExamAnswersRequest;
    const answer = (id: string) => sent.board.find((entry) => entry.id === id)?.answer;
    expect(answer('cashFall')).toEqual([2, 'operatingCosts']);
    expect(answer('breakEven')).toEqual([12345.6]);
    expect(answer('grossMargin')).toEqual([-4.5]);
    expect(answer('lowestCash')).toEqual([null]);
    expect(sent.knowledge).toEqual([{ id: question!.id, option: right }]);
    // Handed in, the draft kept for a reload is gone.
    expect(sessionStorage.getItem(`exam-answers:${ATTEMPT_ID}`)).toBeNull();
  });

  it('keeps a figure it cannot read beside its field, and hands in nothing', async () => {
    const answering = examAttempt('foundation', carefulDecisions('foundation', 6));
    const api = await open({ 'GET /api/certificate': { body: examOverview(1, { open: answering }) } });
    const user = userEvent.setup();
    const breakEven = within(await screen.findByTestId('board-breakEven')).getByRole('textbox');
    await user.type(breakEven, '12.3.4');
    // Said beside the field as it is typed; handing in takes the user there, and asks nothing.
    expect(breakEven).toHaveAccessibleDescription(/Informe um valor em números, como 1\.234,56/);
    await user.click(screen.getByTestId('hand-in-exam'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(breakEven).toHaveFocus();
    expect(api.requestsTo('POST', `${ATTEMPT}/answers`)).toHaveLength(0);
  });

  it('keeps the answers typed across a reload', async () => {
    const answering = examAttempt('foundation', carefulDecisions('foundation', 6));
    const first = await open({ 'GET /api/certificate': { body: examOverview(1, { open: answering }) } });
    const user = userEvent.setup();
    await user.type(within(await screen.findByTestId('board-customers')).getByRole('textbox'), '42');
    first.unmount();
    await open({ 'GET /api/certificate': { body: examOverview(1, { open: answering }) } });
    expect(within(await screen.findByTestId('board-customers')).getByRole('textbox')).toHaveValue('42');
  });

  it('lists the attempts so far, each with its outcome and the way to its result and certificate', async () => {
    await open({
      'GET /api/certificate': {
        body: examOverview(3, {
          past: [
            {
              id: ATTEMPT_ID,
              level: 'foundation',
              status: 'submitted',
              startedAt: '2026-11-29T15:00:00.000Z',
              total: 812.4,
              passed: true,
              certificateId: CERTIFICATE_ID,
            },
            {
              id: '4c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98',
              level: 'advanced',
              status: 'expired',
              startedAt: '2026-11-20T15:00:00.000Z',
              total: null,
              passed: false,
              certificateId: null,
            },
          ],
        }),
      },
    });
    const rows = within(await screen.findByTestId('past-attempts')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('29/11/2026FundamentosAprovado, 812,4 de 1.000');
    expect(within(rows[1]!).getByRole('link', { name: 'Ver resultado' })).toHaveAttribute(
      'href',
      `/certificado?tentativa=${ATTEMPT_ID}`,
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Certificado' })).toHaveAttribute(
      'href',
      `/certificado/verificar/${CERTIFICATE_ID}`,
    );
    expect(rows[2]).toHaveTextContent('Tempo esgotado');
    expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers a student the exam their teacher opened for the class, whatever their plan, and starts it on the class’s', async () => {
    const classExam = { ...CLASS_EXAM, className: 'Empreendedorismo — Turma A', level: 'advanced' as const };
    const api = await open(
      examRoutes(examOverview(0, { classExams: [classExam] }), {
        'POST /api/certificate/attempts': examAttempt('advanced', []),
      }),
    );
    const user = userEvent.setup();
    const card = await screen.findByTestId('class-exam-card');
    expect(
      within(card).getByRole('heading', { name: 'O exame da sua turma: Empreendedorismo — Turma A' }),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('Nível Avançado, aberto pelo seu professor em 30/11/2026.');
    // Free: the plan's own start is not there, the class's is.
    expect(screen.queryByTestId('start-exam')).not.toBeInTheDocument();
    await user.click(within(card).getByTestId('start-class-exam'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Começar agora' }));
    expect(await screen.findByRole('heading', { name: 'Mês 1 de 6 (setembro)' })).toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/certificate/attempts')[0]?.body).toEqual({
      level: 'advanced',
      classExamId: classExam.id,
    });
  });

  it('tells a student who took the class’s exam where its result is', async () => {
    await open({
      'GET /api/certificate': {
        body: examOverview(0, {
          classExams: [{ ...CLASS_EXAM, attemptId: ATTEMPT_ID }],
        }),
      },
    });
    const card = await screen.findByTestId('class-exam-card');
    expect(card).toHaveTextContent('Você já o fez.');
    expect(within(card).getByRole('link', { name: 'Ver resultado' })).toHaveAttribute(
      'href',
      `/certificado?tentativa=${ATTEMPT_ID}`,
    );
    expect(within(card).queryByTestId('start-class-exam')).not.toBeInTheDocument();
  });

  it('says when the plan’s attempts are spent, and when the next one frees up', async () => {
    const spent = examOverview(1, {
      past: [
        {
          id: ATTEMPT_ID,
          level: 'foundation',
          status: 'abandoned',
          startedAt: '2026-11-29T15:00:00.000Z',
          total: null,
          passed: false,
          certificateId: null,
        },
      ],
    });
    await open({
      'GET /api/certificate': {
        body: { ...spent, allowance: { ...spent.allowance, nextAt: '2026-12-29T15:00:00.000Z' } },
      },
    });
    expect(await screen.findByTestId('exam-limit')).toHaveTextContent('A próxima fica livre em 29/12/2026.');
    expect(screen.queryByTestId('start-exam')).not.toBeInTheDocument();
  });

  it('ends an attempt at its deadline: the overview read again says it ran out', async () => {
    const running = { ...examAttempt('foundation', []), deadlineAt: new Date(Date.now() + 1_500).toISOString() };
    let reads = 0;
    await open({
      'GET /api/certificate': () => {
        reads += 1;
        return {
          body:
            reads === 1
              ? examOverview(1, { open: running })
              : examOverview(1, {
                  past: [
                    {
                      id: ATTEMPT_ID,
                      level: 'foundation',
                      status: 'expired',
                      startedAt: running.startedAt,
                      total: null,
                      passed: false,
                      certificateId: null,
                    },
                  ],
                }),
        };
      },
    });
    expect(await screen.findByTestId('exam-time-left')).toHaveTextContent('Falta 1 minuto');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_700));
    });
    expect(await screen.findByTestId('past-attempts')).toHaveTextContent('Tempo esgotado');
  });

  it.each(LANGUAGES)(
    'reads fully in %s, from the overview to the questions',
    { timeout: 20_000 },
    async (language: Language) => {
      await switchTestLanguage(language);
      const playing = examAttempt('foundation', carefulDecisions('foundation', 1), { language });
      const answering = examAttempt('foundation', carefulDecisions('foundation', 6), { language });
      const first = await open({
        'GET /api/certificate': {
          body: examOverview(1, {
            classExams: [CLASS_EXAM],
          }),
        },
      });
      expect(await screen.findByTestId('class-exam-card')).toHaveTextContent(
        asRead(textIn(language, 'exam', 'classExam.start')),
      );
      const overview = await screen.findByTestId('exam-overview');
      expect(overview).toHaveTextContent(asRead(textIn(language, 'exam', 'overview.rulesTitle')));
      expect(document.body.textContent).not.toMatch(RAW_KEY);
      first.unmount();

      const second = await open({ 'GET /api/certificate': { body: examOverview(1, { open: playing }) } });
      expect(await screen.findByTestId('exam-month')).toHaveTextContent(
        asRead(textIn(language, 'exam', 'playing.noPreview')),
      );
      expect(document.body.textContent).not.toMatch(RAW_KEY);
      second.unmount();

      await open({ 'GET /api/certificate': { body: examOverview(1, { open: answering }) } });
      const board = await screen.findByTestId('board-questions');
      for (const query of answering.queries!)
        expect(board).toHaveTextContent(
          asRead(textIn(language, 'exam', `board.queries.${query.id}.question`, { month: query.month ?? 0 })),
        );
      expect(screen.getByTestId('knowledge-questions')).toHaveTextContent(asRead(answering.questions![0]!.scenario));
      expect(document.body.textContent).not.toMatch(RAW_KEY);
    },
  );
});
