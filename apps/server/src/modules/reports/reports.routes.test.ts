import { ClassCompanyResponse, ClassResponse } from '@alavanca/contracts/classes';
import { Analytics, ReportListResponse, ReportResponse, type ReportSummary } from '@alavanca/contracts/reports';
import { SimulationResponse, type Simulation } from '@alavanca/contracts/simulations';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { ValidationResponse, type Validation } from '@alavanca/contracts/validations';
import { LANGUAGES } from '@alavanca/domain/constants';
import { formatCurrency, formatEstimate, formatPercent } from '@alavanca/domain/locale/format';
import { financialSummary } from '@alavanca/domain/reports/financial-summary';
import { companyRiskForecast, formatRisk } from '@alavanca/domain/simulation/risk-figure';
import { csvMoney, csvNumber } from '@alavanca/domain/reports/csv';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { IDEA_CORPUS } from '@alavanca/domain/validation/testing/idea-corpus';
import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, it } from 'vitest';
import { sharedText } from '../../i18n/shared-catalogs';
import { readError } from '../../test/accounts';
import { CLASS_REQUEST } from '../../test/classes';
import { describeEachDatabase } from '../../test/databases';
import { SETUP, setPlan } from '../../test/simulations';
import { useTestApp } from '../../test/test-app';
import { signUpTestUser, type TestUser } from '../../test/users';

const IDEA = IDEA_CORPUS.find((entry) => entry.specificity === 'specific' && entry.language === 'pt-BR')!.idea;

/** The text of a PDF as a reader extracts it (the font's ToUnicode map), one string. */
async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  // The report writes no-break spaces between a symbol and its number, and a true minus sign.
  return text.replaceAll('\u00A0', ' ').replaceAll('\u2212', '-');
}

/** The title a PDF reader lists the document under (its Info dictionary). */
async function pdfTitle(bytes: ArrayBuffer): Promise<unknown> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { info } = await document.getMetadata();
  return (info as { Title?: unknown }).Title;
}

describeEachDatabase('reports', (getDb) => {
  const api = useTestApp(getDb);
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api.call(method, path, { cookie: user.cookie, body });

  async function newUser(plan?: string, name = 'Ana Souza'): Promise<TestUser> {
    const user = await signUpTestUser(api.baseUrl, { name });
    if (plan) await setPlan(getDb(), user.user.id, plan);
    return user;
  }

  async function playedSimulation(user: TestUser, months: number, name = 'Padaria São João'): Promise<Simulation> {
    const created = await call(user, 'POST', '/api/simulations', { ...SETUP, name });
    let simulation = SimulationResponse.parse(await created.json()).simulation;
    for (let month = 1; month <= months; month += 1) {
      const advanced = await call(user, 'POST', `/api/simulations/${simulation.id}/months`, {
        month,
        decisions: suggestDecisions(simulation.state),
      });
      simulation = SimulationResponse.parse(await advanced.json()).simulation;
    }
    return simulation;
  }

  async function generated(user: TestUser, body: unknown): Promise<ReportSummary> {
    const response = await call(user, 'POST', '/api/reports', body);
    expect(response.status, await response.clone().text()).toBe(201);
    return ReportResponse.parse(await response.json()).report;
  }

  async function usage(user: TestUser): Promise<number> {
    return SubscriptionState.parse(await (await call(user, 'GET', '/api/subscription')).json()).usage.reports;
  }

  const history = async (user: TestUser) =>
    ReportListResponse.parse(await (await call(user, 'GET', '/api/reports')).json()).reports;

  it('writes a simulation’s PDF with the user’s numbers in their format and its CSV for their spreadsheet', async () => {
    const ana = await newUser('basic');
    const simulation = await playedSimulation(ana, 3);
    const report = await generated(ana, { kind: 'simulation', itemId: simulation.id });
    expect(report).toMatchObject({
      kind: 'simulation',
      itemId: simulation.id,
      title: 'Padaria São João',
      language: 'pt-BR',
    });
    expect(await usage(ana)).toBe(1);
    expect((await history(ana)).map((entry) => entry.id)).toEqual([report.id]);

    const pdf = await call(ana, 'GET', `/api/reports/${report.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(
      /^attachment; filename="padaria-sao-joao-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const bytes = await pdf.arrayBuffer();
    expect(bytes.byteLength).toBe(report.files.find((file) => file.format === 'pdf')?.bytes);
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    // The font travels inside the file: an embedded TrueType program, no standard font named.
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont\s*\/Helvetica/);

    const text = await pdfText(bytes);
    const last = simulation.months.at(-1)!.result;
    const prefs = { language: 'pt-BR', numberFormat: 'decimal' } as const;
    for (const expected of [
      'Relatório da simulação',
      'Padaria São João',
      'Preparado para Ana Souza',
      'Demonstração do resultado',
      'Análise do mentor',
      'EVA',
      formatCurrency(last.kpis.revenueCents, 'BRL', prefs),
      formatCurrency(last.kpis.cashCents, 'BRL', prefs),
      formatCurrency(last.income.netProfitCents, 'BRL', prefs),
    ]) {
      expect(text).toContain(expected.replaceAll('\u00A0', ' '));
    }
    // The mentor's facts link to the simulation in the app; on paper that link is dropped.
    expect(text).not.toContain('(Padaria São João)');
    // The mentor's section analyses these numbers (its what-if table included); it quotes no knowledge card.
    expect(text).toContain('Devo investir mais em marketing?');
    expect(text).toContain(sharedText('mentor', 'whatIf.columns.alternative', 'pt-BR')!);
    expect(text).not.toContain('Fontes: ');

    const csv = await call(ana, 'GET', `/api/reports/${report.id}/csv`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const csvBytes = Buffer.from(await csv.arrayBuffer());
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(csvBytes, { bom: true, delimiter: ';' }) as string[][];
    const [header, ...months] = rows;
    expect(header?.[0]).toBe('Mês');
    expect(months).toHaveLength(3);
    const revenueColumn = header!.indexOf('Receita bruta');
    const cashColumn = header!.indexOf('Caixa final');
    expect(months.map((row) => row[0])).toEqual(['1', '2', '3']);
    expect(months.map((row) => row[revenueColumn])).toEqual(
      simulation.months.map((month) => csvMoney(month.result.income.grossRevenueCents, 'decimal')),
    );
    expect(months[2]![cashColumn]).toBe(csvMoney(last.cashFlow.closingCashCents, 'decimal'));
    // Rates in one unit: the churn in percent, like the report's other rates.
    const churnColumn = header!.indexOf('Churn (% dos clientes)');
    expect(months[2]![churnColumn]).toBe(csvNumber(last.kpis.churnRate * 100, 'decimal', 2));
  });

  it('opens with the executive summary a bank reads: trend, margins, unit economics, break-even, funding need, risk, assumptions', async () => {
    const ana = await newUser('basic');
    const simulation = await playedSimulation(ana, 4, 'Café da Mari');
    const report = await generated(ana, { kind: 'simulation', itemId: simulation.id });
    const bytes = await (await call(ana, 'GET', `/api/reports/${report.id}/pdf`)).arrayBuffer();
    const document = await getDocumentProxy(new Uint8Array(bytes));
    const pages = ((await extractText(document, { mergePages: false })).text as string[]).map((page) =>
      page.replaceAll('\u00A0', ' ').replaceAll('\u2212', '-').replace(/\s+/g, ' '),
    );
    const results = simulation.months.map((month) => month.result);
    const summary = financialSummary(results, companyRiskForecast(simulation.state, results.at(-1)!.decisions))!;
    const prefs = { language: 'pt-BR', numberFormat: 'decimal' } as const;
    const money = (cents: number) => formatCurrency(cents, 'BRL', prefs).replaceAll('\u00A0', ' ');
    const percent = (ratio: number) => formatPercent(ratio, prefs).replaceAll('\u00A0', ' ');
    const [first] = pages;
    for (const expected of [
      'Sumário executivo',
      `Receita de ${money(summary.revenueCents)} no mês 4, ante ${money(summary.revenueBefore!.cents)} no mês 1`,
      `Margem bruta ${percent(summary.grossMarginRate)}`,
      `Margem líquida (lucratividade) ${percent(summary.netMarginRate!)}`,
      `Receita mensal de equilíbrio ${money(summary.breakEvenRevenueCents!)}`,
      `Risco de o caixa acabar até o fim do horizonte ${formatRisk(summary.risk!, prefs).replaceAll('\u00A0', ' ')}`,
      summary.fundingNeed!.cents > 0
        ? `Necessidade de financiamento ${money(summary.fundingNeed!.cents)}`
        : 'Necessidade de financiamento Nenhuma',
      'Premissas das projeções',
      `preço de ${money(summary.assumptions.priceCents)}`,
    ]) {
      expect(first, expected).toContain(expected.replace(/\s+/g, ' '));
    }
    const all = pages.join(' ');
    // The chart names its months; the monthly table too, beside their numbers.
    expect(all).toContain('mar. abr. mai. jun.');
    expect(all).toContain('4 (jun.)');
    // Each statement carries its own header row: a page break never leaves one without it.
    expect(all.match(/Linha 4 \(jun\.\)/g)).toHaveLength(3);
    // The mentor's break-even is the summary's.
    if (all.includes('Quando vou chegar ao ponto de equilíbrio?'))
      expect(all.split('Análise do mentor')[1]).toContain(money(summary.breakEvenRevenueCents!));
  });

  it('heads every CSV column with a name of its own, in each language', async () => {
    const user = await newUser('pro');
    const simulation = await playedSimulation(user, 1);
    // The language changes, the number format ("1.234,56", cells split by ";") stays.
    for (const language of LANGUAGES) {
      await call(user, 'PATCH', '/api/preferences', { language });
      const report = await generated(user, { kind: 'simulation', itemId: simulation.id });
      const csv = Buffer.from(await (await call(user, 'GET', `/api/reports/${report.id}/csv`)).arrayBuffer());
      const [header] = parse(csv, { bom: true, delimiter: ';' }) as string[][];
      expect(new Set(header).size, `${language}: ${header!.join(' | ')}`).toBe(header!.length);
    }
  });

  it('writes in the language and number format the user chose, with "," between cells where "." marks decimals', async () => {
    const joe = await newUser('pro', 'Joe Smith');
    const saved = await call(joe, 'PATCH', '/api/preferences', { language: 'en-US', numberFormat: 'thousand' });
    expect(saved.status).toBe(200);
    const simulation = await playedSimulation(joe, 2, 'Corner Bakery');
    const report = await generated(joe, { kind: 'simulation', itemId: simulation.id });
    expect(report.language).toBe('en-US');
    const text = await pdfText(await (await call(joe, 'GET', `/api/reports/${report.id}/pdf`)).arrayBuffer());
    const last = simulation.months.at(-1)!.result;
    expect(text).toContain('Income statement');
    expect(text).toContain(formatCurrency(last.kpis.cashCents, 'BRL', { language: 'en-US', numberFormat: 'thousand' }));
    const csv = Buffer.from(await (await call(joe, 'GET', `/api/reports/${report.id}/csv`)).arrayBuffer());
    const [header, ...months] = parse(csv, { bom: true, delimiter: ',' }) as string[][];
    expect(header?.[0]).toBe('Month');
    expect(months.map((row) => row.length)).toEqual([header!.length, header!.length]);
    expect(months[1]![header!.indexOf('Closing cash')]).toBe(csvMoney(last.cashFlow.closingCashCents, 'thousand'));
    // Pro has no limit: nothing is counted against one.
    expect(await usage(joe)).toBe(1);
  });

  it('writes every part of the PDF in each of the five languages', async () => {
    const user = await newUser('pro', 'Zoé Müller');
    const simulation = await playedSimulation(user, 1, 'Çà et là');
    for (const language of LANGUAGES) {
      const saved = await call(user, 'PATCH', '/api/preferences', { language });
      expect(saved.status).toBe(200);
      const report = await generated(user, { kind: 'simulation', itemId: simulation.id });
      expect(report.language).toBe(language);
      const bytes = await (await call(user, 'GET', `/api/reports/${report.id}/pdf`)).arrayBuffer();
      // "Title: name" as the language punctuates it (French's narrow space drawn as a no-break one).
      const title = sharedText('reports', 'document.titled', language, {
        title: sharedText('reports', 'document.simulationTitle', language) ?? '',
        name: 'Çà et là',
      });
      expect(await pdfTitle(bytes.slice(0)), language).toBe(title?.replaceAll('\u202F', '\u00A0'));
      const text = await pdfText(bytes);
      for (const key of [
        'document.simulationTitle',
        'document.incomeTitle',
        'document.executiveTitle',
        'document.analysisTitle',
        'balance.totalEquityCents',
      ]) {
        expect(text, `${language} ${key}`).toContain(sharedText('reports', key, language));
      }
      expect(text).toContain('Zoé Müller');
      expect(text).toContain('Çà et là');
    }
  });

  it('writes a validation’s PDF with its scores and verdict, and its CSV', async () => {
    const ana = await newUser('basic');
    const response = await call(ana, 'POST', '/api/validations', IDEA);
    const validation: Validation = ValidationResponse.parse(await response.json()).validation;
    const report = await generated(ana, { kind: 'validation', itemId: validation.id });
    expect(report.title).toBe(validation.title);
    const text = await pdfText(await (await call(ana, 'GET', `/api/reports/${report.id}/pdf`)).arrayBuffer());
    expect(text).toContain('Relatório da validação de ideia');
    expect(text).toContain(validation.title);
    expect(text).toContain(`${validation.overall}/100`);
    expect(text).toContain('Intensidade do problema');
    // The likely range first, rounded, with what binds it (the PDF's text folds no-break spaces).
    expect(text).toContain(sharedText('validationReport', 'likely.title', 'pt-BR')!);
    const likely = validation.versions[0]!.result.market;
    const range = 'likely' in likely && likely.likely;
    expect(range).toBeTruthy();
    if (range) {
      const estimate = (cents: number) => formatEstimate(cents, 'BRL', { language: 'pt-BR', numberFormat: 'decimal' });
      expect(text.replace(/\s+/g, ' ')).toContain(
        sharedText('validationReport', 'likely.range', 'pt-BR', {
          low: estimate(range.lowCents),
          high: estimate(range.highCents),
        })!.replace(/\s+/g, ' '),
      );
    }
    const csv = Buffer.from(await (await call(ana, 'GET', `/api/reports/${report.id}/csv`)).arrayBuffer());
    const rows = parse(csv, { bom: true, delimiter: ';' }) as string[][];
    const problem = rows.find((row) => row[0] === 'Intensidade do problema');
    expect(problem?.[1]).toBe(String(validation.versions[0]!.result.scores.problem.value));
    expect(rows.at(-1)?.[1]).toBe(String(validation.overall));
  });

  it('writes a class company’s report for its teacher, and for nobody outside the class', async () => {
    const teacher = await newUser('pro', 'Paula Professora');
    const created = await call(teacher, 'POST', '/api/classes', CLASS_REQUEST);
    const opened = ClassResponse.parse(await created.json()).class;
    const bia = await newUser('basic', 'Bia');
    const caio = await newUser('basic', 'Caio');
    const companies: Record<string, string> = {};
    for (const [student, companyName] of [
      [bia, 'Cantina da Bia'],
      [caio, 'Caio Doces'],
    ] as const) {
      const joined = await call(student, 'POST', '/api/classes/join', { code: opened.joinCode, companyName });
      companies[companyName] = ClassResponse.parse(await joined.json()).class.company!.id;
    }
    for (const month of [1, 2]) {
      expect((await call(teacher, 'POST', `/api/classes/${opened.id}/rounds`, { month })).status).toBe(200);
    }
    const biaCompany = companies['Cantina da Bia']!;
    const request = { kind: 'classCompany', itemId: biaCompany, classId: opened.id };

    // Outside the class, or another company of it: not found, nothing spent.
    const outsider = await newUser('basic');
    for (const user of [outsider, caio]) {
      const refused = await call(user, 'POST', '/api/reports', request);
      expect(refused.status).toBe(404);
      expect(await usage(user)).toBe(0);
    }
    const withoutClass = await call(teacher, 'POST', '/api/reports', { kind: 'classCompany', itemId: biaCompany });
    expect(withoutClass.status).toBe(400);
    expect((await readError(withoutClass)).issues).toEqual([{ path: 'classId', message: 'validation.required' }]);
    expect(await usage(teacher)).toBe(0);

    const report = await generated(teacher, request);
    expect(report).toMatchObject({ kind: 'classCompany', itemId: biaCompany, title: 'Cantina da Bia' });
    expect(await usage(teacher)).toBe(1);
    const company = ClassCompanyResponse.parse(
      await (await call(teacher, 'GET', `/api/classes/${opened.id}/companies/${biaCompany}`)).json(),
    ).company;
    const text = await pdfText(await (await call(teacher, 'GET', `/api/reports/${report.id}/pdf`)).arrayBuffer());
    const prefs = { language: 'pt-BR', numberFormat: 'decimal' } as const;
    for (const expected of [
      'Cantina da Bia',
      sharedText('reports', 'document.classLine', 'pt-BR', { name: CLASS_REQUEST.name })!,
      'Preparado para Paula Professora',
      'Análise do mentor',
      formatCurrency(company.months.at(-1)!.result.kpis.revenueCents, 'BRL', prefs),
    ]) {
      expect(text).toContain(expected.replaceAll('\u00A0', ' '));
    }
    expect(text).not.toContain('Caio Doces');
    const csv = parse(Buffer.from(await (await call(teacher, 'GET', `/api/reports/${report.id}/csv`)).arrayBuffer()), {
      bom: true,
      delimiter: ';',
    }) as string[][];
    expect(csv).toHaveLength(3);

    // The student may make one of their own company, on their own plan.
    const own = await generated(bia, request);
    expect(own.itemId).toBe(biaCompany);
    expect(await usage(bia)).toBe(1);
  });

  it('refuses the Free plan, another user’s items and files, and bad input, storing and spending nothing', async () => {
    const free = await newUser();
    const simulation = await playedSimulation(free, 1);
    const refused = await call(free, 'POST', '/api/reports', { kind: 'simulation', itemId: simulation.id });
    expect(refused.status).toBe(403);
    expect((await readError(refused)).code).toBe('QUOTA_EXCEEDED');
    expect(await history(free)).toEqual([]);

    const alice = await newUser('basic');
    const bob = await newUser('basic');
    const own = await playedSimulation(alice, 1);
    const report = await generated(alice, { kind: 'simulation', itemId: own.id });
    const stolen = await call(bob, 'POST', '/api/reports', { kind: 'simulation', itemId: own.id });
    expect(stolen.status).toBe(404);
    expect((await call(bob, 'POST', '/api/reports', { kind: 'validation', itemId: own.id })).status).toBe(404);
    for (const format of ['pdf', 'csv']) {
      expect((await call(bob, 'GET', `/api/reports/${report.id}/${format}`)).status).toBe(404);
    }
    expect(await history(bob)).toEqual([]);
    expect(await usage(bob)).toBe(0);

    for (const body of [
      { kind: 'spreadsheet', itemId: own.id },
      { kind: 'simulation', itemId: 'not-an-id' },
      { kind: 'simulation' },
      null,
    ]) {
      const bad = await call(alice, 'POST', '/api/reports', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect((await readError(bad)).code).toBe('VALIDATION_FAILED');
    }
    expect((await call(alice, 'GET', `/api/reports/${report.id}/docx`)).status).toBe(400);
    expect((await call(alice, 'GET', `/api/reports/not-an-id/pdf`)).status).toBe(400);
    expect(await usage(alice)).toBe(1);
  });

  it('generates exactly the Basic plan’s three reports when many arrive at once', async () => {
    const ana = await newUser('basic');
    const simulation = await playedSimulation(ana, 1);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(ana, 'POST', '/api/reports', { kind: 'simulation', itemId: simulation.id }).then(
          (response) => response.status,
        ),
      ),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(3);
    expect(answers.filter((status) => status === 403)).toHaveLength(5);
    expect(await history(ana)).toHaveLength(3);
    expect(await usage(ana)).toBe(3);
  });

  it('sums the user’s history up: scores, survival, runway, validation scores and weekly activity', async () => {
    const ana = await newUser('pro');
    const bob = await newUser('pro');
    const active = await playedSimulation(ana, 2, 'Ativa');
    const ended = await playedSimulation(ana, 1, 'Encerrada');
    const finished = await call(ana, 'POST', `/api/simulations/${ended.id}/finish`);
    expect(finished.status).toBe(200);
    const finishedSimulation = SimulationResponse.parse(await finished.json()).simulation;
    const validation = ValidationResponse.parse(
      await (await call(ana, 'POST', '/api/validations', IDEA)).json(),
    ).validation;
    await generated(ana, { kind: 'simulation', itemId: active.id });
    await playedSimulation(bob, 3, 'Do Bob');

    const analytics = Analytics.parse(await (await call(ana, 'GET', '/api/reports/analytics')).json());
    expect(analytics.simulations.map((simulation) => simulation.name).sort()).toEqual(['Ativa', 'Encerrada']);
    expect(analytics.simulations.find((simulation) => simulation.id === ended.id)?.score).toBe(
      finishedSimulation.score?.total,
    );
    expect(analytics.survival).toEqual({ active: 1, finished: 1, bankrupt: 0, rate: 1 });
    expect(analytics.validations).toEqual([expect.objectContaining({ id: validation.id, title: validation.title })]);
    const problem = analytics.validationScores.find((entry) => entry.key === 'problem');
    expect(problem?.average).toBe(validation.versions[0]!.result.scores.problem.value);
    expect(analytics.activity).toHaveLength(12);
    const thisWeek = analytics.activity.at(-1)!;
    expect(thisWeek).toEqual({
      weekStart: thisWeek.weekStart,
      simulationMonths: 3,
      validations: 1,
      questions: 0,
      reports: 1,
    });
    expect(analytics.activity.slice(0, -1).every((week) => week.simulationMonths === 0)).toBe(true);
  });
});
