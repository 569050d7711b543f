import { CanvasResponse, type CanvasDetail } from '@alavanca/contracts/canvases';
import { ReportListResponse, ReportResponse, type ReportSummary } from '@alavanca/contracts/reports';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { CANVAS_BLOCKS, CANVAS_LIMITS, type CanvasBlock, type CanvasCard } from '@alavanca/domain/canvas/canvas';
import { canvasEconomics } from '@alavanca/domain/canvas/economics';
import { LANGUAGES } from '@alavanca/domain/constants';
import { formatCurrency } from '@alavanca/domain/locale/format';
import { csvMoney } from '@alavanca/domain/reports/csv';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sharedText } from '../../i18n/shared-catalogs';
import { readError } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';
import { folded, pdfPages } from '../../test/pdf-text';
import { setPlan } from '../../test/simulations';
import { useTestApp } from '../../test/test-app';
import { signUpTestUser, type TestUser } from '../../test/users';

const card = (block: CanvasBlock, text: string, extra: Partial<CanvasCard> = {}): CanvasCard => ({
  id: randomUUID(),
  block,
  text,
  evidence: null,
  links: [],
  ...extra,
});

/** A bakery's canvas: a segment served, reached and paying, its rent and flour, a figure and a note as evidence. */
function bakeryCards(): CanvasCard[] {
  const segment = card('customerSegments', 'Moradores do Batel', {
    evidence: { kind: 'note', note: '12 de 15 vizinhos entrevistados comprariam' },
  });
  const aimed = { links: [segment.id] };
  return [
    segment,
    card('valuePropositions', 'Pão fresco perto de casa', aimed),
    card('channels', 'Loja de rua', { ...aimed, channel: { acquisitionCostCents: 15_00 } }),
    card('revenueStreams', 'Cesta semanal', {
      ...aimed,
      revenue: { priceCents: 18_00, pricingModel: 'weekly', purchasesPerYear: 52, customers: 600 },
    }),
    card('costStructure', 'Aluguel e equipe', { cost: { costKind: 'fixed', amountCents: 18_000_00 } }),
    card('costStructure', 'Farinha por cesta', { cost: { costKind: 'variable', amountCents: 6_00 } }),
  ];
}

describeEachDatabase('canvas reports', (getDb) => {
  const api = useTestApp(getDb);
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api.call(method, path, { cookie: user.cookie, body });

  async function newUser(plan?: string): Promise<TestUser> {
    const user = await signUpTestUser(api.baseUrl, { name: 'Ana Souza' });
    if (plan) await setPlan(getDb(), user.user.id, plan);
    return user;
  }

  async function savedCanvas(
    user: TestUser,
    kind: 'businessModel' | 'lean',
    cards: CanvasCard[],
  ): Promise<CanvasDetail> {
    const created = await call(user, 'POST', '/api/canvases', {
      from: 'blank',
      kind,
      title: 'Padaria do Batel',
      businessType: 'food',
      currency: 'BRL',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { canvas } = CanvasResponse.parse(await created.json());
    const saved = await call(user, 'PATCH', `/api/canvases/${canvas.id}`, { baseVersion: canvas.version, cards });
    expect(saved.status, await saved.clone().text()).toBe(200);
    return CanvasResponse.parse(await saved.json()).canvas;
  }

  async function generated(user: TestUser, itemId: string): Promise<ReportSummary> {
    const response = await call(user, 'POST', '/api/reports', { kind: 'canvas', itemId });
    expect(response.status, await response.clone().text()).toBe(201);
    return ReportResponse.parse(await response.json()).report;
  }

  const usage = async (user: TestUser) =>
    SubscriptionState.parse(await (await call(user, 'GET', '/api/subscription')).json()).usage.reports;
  const history = async (user: TestUser) =>
    ReportListResponse.parse(await (await call(user, 'GET', '/api/reports')).json()).reports;
  const file = async (user: TestUser, report: ReportSummary, format: 'pdf' | 'csv') =>
    (await call(user, 'GET', `/api/reports/${report.id}/${format}`)).arrayBuffer();

  it('writes a canvas’s PDF on A4 landscape, its numbers and findings under its attribution, and a CSV line per card', async () => {
    const ana = await newUser('basic');
    const canvas = await savedCanvas(ana, 'businessModel', bakeryCards());
    const report = await generated(ana, canvas.id);
    expect(report).toMatchObject({ kind: 'canvas', itemId: canvas.id, title: 'Padaria do Batel', language: 'pt-BR' });
    expect(await usage(ana)).toBe(1);
    expect((await history(ana)).map((entry) => [entry.id, entry.kind])).toEqual([[report.id, 'canvas']]);

    const pdf = await call(ana, 'GET', `/api/reports/${report.id}/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(
      /^attachment; filename="padaria-do-batel-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const bytes = await pdf.arrayBuffer();
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    // Landscape A4, the font inside the file.
    expect(raw).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont\s*\/Helvetica/);

    const pages = await pdfPages(bytes);
    const attribution = folded(sharedText('canvas', 'kinds.businessModel.attribution', 'pt-BR')!);
    // The attribution on every page's foot.
    for (const page of pages) expect(page).toContain(attribution);
    const [first = '', ...rest] = pages;
    const prefs = { language: 'pt-BR', numberFormat: 'decimal' } as const;
    const money = (cents: number) => folded(formatCurrency(cents, 'BRL', prefs));
    for (const expected of [
      'Padaria do Batel',
      'Preparado para Ana Souza',
      ...CANVAS_BLOCKS.businessModel.map((block) => sharedText('canvas', `blocks.${block}.name`, 'pt-BR')!),
      'Pão fresco perto de casa',
      'Hipótese',
      'Evidência',
      `Custo por cliente conquistado: ${money(15_00)}`,
      `Fixo: ${money(18_000_00)} por mês`,
      '100/100',
    ]) {
      expect(first, expected).toContain(expected);
    }
    const after = rest.join(' ');
    const economics = canvasEconomics({ ...canvas, cards: canvas.cards });
    for (const expected of [
      'Um mês do plano',
      `Receita ${money(economics.monthlyRevenueCents)}`,
      `Custos ${money(economics.monthlyCostsCents)}`,
      'Ponto de equilíbrio: 347 clientes por mês (o plano tem 600).',
      'Coerência do canvas',
      'Nenhum problema encontrado: as peças se encaixam.',
      '12 de 15 vizinhos entrevistados comprariam',
    ]) {
      expect(after, expected).toContain(expected);
    }

    const csv = parse(Buffer.from(await file(ana, report, 'csv')), { bom: true, delimiter: ';' }) as string[][];
    const [header, ...lines] = csv;
    expect(header?.slice(0, 5)).toEqual(['Bloco', 'Posição', 'Frase', 'Hipótese ou evidência', 'Evidência']);
    expect(lines).toHaveLength(canvas.cards.length);
    const basket = lines.find((line) => line[2] === 'Cesta semanal')!;
    expect(basket.slice(0, 4)).toEqual(['Fontes de receita', '1', 'Cesta semanal', 'Hipótese']);
    expect(basket[header!.indexOf('Preço (BRL)')]).toBe(csvMoney(18_00, 'decimal'));
    expect(basket[header!.indexOf('Modelo de cobrança')]).toBe('Assinatura semanal');
    expect(basket[header!.indexOf('Clientes pagantes por mês')]).toBe('600');
    const flour = lines.find((line) => line[2] === 'Farinha por cesta')!;
    expect(flour.slice(0, 2)).toEqual(['Estrutura de custos', '2']);
    expect(flour[header!.indexOf('Custo (BRL)')]).toBe('6,00');
    const neighbours = lines.find((line) => line[2] === 'Moradores do Batel')!;
    expect(neighbours.slice(3, 5)).toEqual(['Evidência', '12 de 15 vizinhos entrevistados comprariam']);
  });

  it('names each block and the Lean Canvas’s attribution in each of the five languages', async () => {
    const user = await newUser('pro');
    const segment = card('customerSegments', 'Donos de salão');
    const canvas = await savedCanvas(user, 'lean', [
      segment,
      card('problem', 'Agenda em papel', { links: [segment.id] }),
      card('unfairAdvantage', 'Parceria com o sindicato'),
    ]);
    for (const language of LANGUAGES) {
      expect((await call(user, 'PATCH', '/api/preferences', { language })).status).toBe(200);
      const report = await generated(user, canvas.id);
      expect(report.language).toBe(language);
      const text = (await pdfPages(await file(user, report, 'pdf'))).join(' ');
      for (const key of [
        'kinds.lean.attribution',
        'blocks.unfairAdvantage.name',
        'blocks.problem.name',
        'coherence.title',
        'findings.noCosts.title',
      ]) {
        expect(text, `${language} ${key}`).toContain(folded(sharedText('canvas', key, language)!));
      }
      // The language changes, the number format (cells split by ";") stays.
      const [header] = parse(Buffer.from(await file(user, report, 'csv')), { bom: true, delimiter: ';' }) as string[][];
      expect(header?.[0], language).toBe(sharedText('canvas', 'export.csv.block', language));
    }
  });

  it('keeps every card of a canvas at its limits, continuing the blocks that overflow after the canvas', async () => {
    const user = await newUser('pro');
    const filled = CANVAS_BLOCKS.businessModel.slice(0, CANVAS_LIMITS.cards / CANVAS_LIMITS.cardsPerBlock);
    const cards = filled.flatMap((block, b) =>
      Array.from({ length: CANVAS_LIMITS.cardsPerBlock }, (_, index) => {
        const mark = `${b + 1}x${index + 1}`;
        const start = `Começo${mark} `;
        const end = ` fim${mark}.`;
        const filler = 'uma frase longa de teste '
          .repeat(10)
          .slice(0, CANVAS_LIMITS.cardText - start.length - end.length);
        return card(block, `${start}${filler.trim()}${end}`.slice(0, CANVAS_LIMITS.cardText));
      }),
    );
    expect(cards).toHaveLength(CANVAS_LIMITS.cards);
    expect(cards.every((each) => each.text.length >= CANVAS_LIMITS.cardText - 1)).toBe(true);
    const canvas = await savedCanvas(user, 'businessModel', cards);
    const report = await generated(user, canvas.id);
    const pages = await pdfPages(await file(user, report, 'pdf'));
    const all = pages.join(' ');
    // Nothing is cut: every card's first and last words are in the PDF.
    const missing = cards.filter((each) => {
      const mark = /Começo(\d+x\d+)/.exec(each.text)![1]!;
      return !all.includes(`Começo${mark}`) || !all.includes(`fim${mark}.`);
    });
    expect(missing.map((each) => each.text.slice(0, 12))).toEqual([]);
    // The blocks that overflow say so on the canvas, and continue after it.
    expect(pages[0]).toMatch(/Mais \d+ cartões a partir da página 2/);
    expect(pages[1]).toContain(
      sharedText('canvas', 'export.document.continued', 'pt-BR', {
        block: sharedText('canvas', 'blocks.keyPartners.name', 'pt-BR')!,
      }),
    );
    const csv = parse(Buffer.from(await file(user, report, 'csv')), { bom: true, delimiter: ';' }) as string[][];
    expect(csv).toHaveLength(CANVAS_LIMITS.cards + 1);
    expect(csv.slice(1).map((line) => line[2])).toEqual(cards.map((each) => each.text));
  });

  it('refuses another user’s canvas as not found, and a plan with no report left, spending nothing', async () => {
    const alice = await newUser('basic');
    const bob = await newUser('basic');
    const canvas = await savedCanvas(alice, 'businessModel', bakeryCards());
    const stolen = await call(bob, 'POST', '/api/reports', { kind: 'canvas', itemId: canvas.id });
    expect(stolen.status).toBe(404);
    expect((await readError(stolen)).code).toBe('NOT_FOUND');
    expect((await call(bob, 'POST', '/api/reports', { kind: 'canvas', itemId: randomUUID() })).status).toBe(404);
    expect(await history(bob)).toEqual([]);
    expect(await usage(bob)).toBe(0);

    const free = await newUser();
    const own = await savedCanvas(free, 'businessModel', bakeryCards());
    const refused = await call(free, 'POST', '/api/reports', { kind: 'canvas', itemId: own.id });
    expect(refused.status).toBe(403);
    expect((await readError(refused)).code).toBe('QUOTA_EXCEEDED');
    expect(await history(free)).toEqual([]);

    // Basic's three reports, then the refusal.
    for (let made = 0; made < 3; made += 1) await generated(alice, canvas.id);
    const fourth = await call(alice, 'POST', '/api/reports', { kind: 'canvas', itemId: canvas.id });
    expect(fourth.status).toBe(403);
    expect((await readError(fourth)).code).toBe('QUOTA_EXCEEDED');
    expect(await usage(alice)).toBe(3);
    expect(await history(alice)).toHaveLength(3);
  });
});
