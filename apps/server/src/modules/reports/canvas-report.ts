import type { CanvasDetail } from '@alavanca/contracts/canvases';
import { CANVAS_BLOCKS, cardsIn, type Canvas, type CanvasCard } from '@alavanca/domain/canvas/canvas';
import { checkCoherence } from '@alavanca/domain/canvas/coherence';
import { csvMoney, csvNumber, csvText } from '@alavanca/domain/reports/csv';
import { writeCsv } from '../../lib/csv';
import { CanvasPdf } from './canvas-pdf';
import { canvasWords } from './canvas-text';
import type { ReportFiles, ReportInput } from './report-files';

/** What a canvas's report reads: the canvas as stored, with its validation's facts; no mentor's analysis. */
export type CanvasReportInput = Omit<ReportInput<CanvasDetail>, 'analysis'>;

/**
 * A canvas's report (decision 031): the PDF on A4 landscape (the canvas with its cards' tags and
 * numbers, the month's numbers, the coherence check with why each finding matters and what to do,
 * the evidence behind the cards; the canvas's attribution on every page), and the CSV of its
 * cards, one line each.
 */
export async function canvasReport(input: CanvasReportInput): Promise<ReportFiles> {
  const { text, item } = input;
  const canvas: Canvas = {
    kind: item.kind,
    title: item.title,
    businessType: item.businessType,
    currency: item.currency,
    cards: item.cards,
  };
  const check = checkCoherence(canvas, item.validationFacts);
  const words = canvasWords(text, item.cards, item.currency);
  const money = (cents: number) => text.money(cents, item.currency);
  const kindName = text.c(`kinds.${item.kind}.name`);
  const score = text.c('coherence.score', { score: text.number(check.score) });

  const pdf = new CanvasPdf({
    // The document's title in a PDF reader; the colon is the language's (French spaces it).
    title: text.t('document.titled', { title: kindName, name: item.title }),
    language: text.language,
    footer: text.c(`kinds.${item.kind}.attribution`),
    pageLabel: (page, pages) => text.t('document.page', { page: String(page), pages: String(pages) }),
    continues: (count, page) =>
      text.c('export.document.continues', { count: text.number(count), first: String(page) }, count),
    continued: (block) => text.c('export.document.continued', { block }),
  });

  const meta = (card: CanvasCard) => [words.tag(card), words.numbers(card)].filter(Boolean).join(' · ');
  pdf.canvasPage(
    item.kind,
    {
      title: item.title,
      lines: [
        [
          kindName,
          text.t(`document.businessTypes.${item.businessType}`),
          item.currency,
          text.t('document.version', { version: String(item.version) }),
        ].join(' · '),
        text.t('document.preparedFor', { name: input.ownerName, date: text.date(input.now) }),
      ],
      score: text.c('export.document.score', { score }),
    },
    CANVAS_BLOCKS[item.kind].map((block) => ({
      block,
      name: words.block(block),
      question: text.c(`blocks.${block}.question`),
      cards: cardsIn(canvas, block).map((card) => ({
        text: card.text,
        meta: meta(card),
        evidence: card.evidence !== null,
      })),
    })),
  );

  const { economics } = check;
  pdf.newPage();
  pdf.sideBySide([
    () => {
      pdf.heading(text.c('month.title'));
      pdf.facts([
        [text.c('month.revenue'), money(economics.monthlyRevenueCents)],
        [text.c('month.costs'), money(economics.monthlyCostsCents)],
        [text.c('month.result'), money(economics.monthlyResultCents)],
      ]);
      const breakEven = economics.breakEvenCustomers;
      pdf.paragraph(
        breakEven === null
          ? text.c('month.noBreakEven')
          : text.c(
              'month.breakEven',
              { breakEven: text.number(breakEven), customers: text.number(economics.customers) },
              breakEven,
            ),
      );
    },
    () => {
      pdf.heading(text.c('coherence.title'));
      pdf.paragraph(score, { bold: true, size: 16 });
      pdf.facts(
        check.parts.map((part) => [
          text.c(`coherence.parts.${part.key}`),
          part.applies
            ? text.c('coherence.partPoints', { points: text.decimal(part.points, 1), max: String(part.max) })
            : text.c('coherence.notChecked'),
        ]),
      );
      if (!check.parts.find((part) => part.key === 'validation')?.applies)
        pdf.paragraph(text.c('coherence.noValidation'), { muted: true });
      const untested = check.untestedCardIds.length;
      pdf.paragraph(text.c('coherence.untested', { count: text.number(untested) }, untested), { muted: true });
    },
  ]);

  if (economics.streams.length > 0) {
    pdf.heading(text.c('export.document.streamsTitle'), 2);
    pdf.table(
      [
        { label: text.c('export.document.columns.stream'), width: 0.36 },
        { label: text.c('export.document.columns.revenue'), width: 0.16, align: 'right' },
        { label: text.c('export.document.columns.contribution'), width: 0.16, align: 'right' },
        { label: text.c('export.document.columns.acquisition'), width: 0.16, align: 'right' },
        { label: text.c('export.document.columns.payback'), width: 0.16, align: 'right' },
      ],
      economics.streams.map((stream) => [
        item.cards.find((card) => card.id === stream.cardId)?.text ?? '',
        money(stream.monthlyRevenueCents),
        money(stream.contributionPerCustomerCents),
        stream.acquisitionCostCents === null ? '—' : money(stream.acquisitionCostCents),
        stream.paybackMonths === null
          ? '—'
          : text.c(
              'export.document.payback',
              { months: text.decimal(stream.paybackMonths, 1) },
              Math.ceil(stream.paybackMonths),
            ),
      ]),
    );
  }

  pdf.heading(text.c('coherence.findingsLabel'));
  if (check.findings.length === 0) pdf.paragraph(text.c('coherence.noFindings'));
  else
    pdf.table(
      [
        { label: text.c('export.document.columns.finding'), width: 0.34 },
        { label: text.c('export.document.columns.why'), width: 0.33 },
        { label: text.c('export.document.columns.todo'), width: 0.33 },
      ],
      check.findings.map((finding) => [
        [
          { text: words.finding(finding, 'title'), bold: true },
          { text: words.pointsLost(finding.points), muted: true },
          { text: text.c('coherence.blocks', { blocks: finding.blocks.map(words.block).join(', ') }), muted: true },
        ],
        words.finding(finding, 'why'),
        words.finding(finding, 'todo'),
      ]),
    );

  pdf.heading(text.c('export.document.evidenceTitle'));
  const backed = CANVAS_BLOCKS[item.kind].flatMap((block) => cardsIn(canvas, block).filter((card) => card.evidence));
  if (backed.length === 0) pdf.paragraph(text.c('export.document.noEvidence'));
  else
    pdf.table(
      [
        { label: text.c('export.csv.block'), width: 0.18 },
        { label: text.c('export.csv.text'), width: 0.41 },
        { label: text.c('export.csv.source'), width: 0.41 },
      ],
      backed.map((card) => [words.block(card.block), card.text, words.evidence(card.evidence!)]),
    );

  return { title: item.title, pdf: await pdf.finish(), csv: canvasCsv(input, canvas, words) };
}

/** One line per card, block by block in the canvas's order: what it says, what backs it, its numbers. */
function canvasCsv(input: CanvasReportInput, canvas: Canvas, words: ReturnType<typeof canvasWords>): Buffer {
  const { text } = input;
  const format = text.numberFormat;
  const currency = { currency: canvas.currency };
  const amount = (cents: number | undefined) => (cents === undefined ? '' : csvMoney(cents, format));
  const header = [
    text.c('export.csv.block'),
    text.c('export.csv.position'),
    text.c('export.csv.text'),
    text.c('export.csv.tag'),
    text.c('export.csv.source'),
    text.c('export.csv.price', currency),
    text.c('export.csv.pricingModel'),
    text.c('export.csv.purchasesPerYear'),
    text.c('export.csv.customers'),
    text.c('export.csv.costKind'),
    text.c('export.csv.amount', currency),
    text.c('export.csv.acquisitionCost', currency),
    text.c('export.csv.market', currency),
  ];
  const rows = CANVAS_BLOCKS[canvas.kind].flatMap((block) =>
    cardsIn(canvas, block).map((card, index) => [
      words.block(block),
      String(index + 1),
      csvText(card.text),
      words.tag(card),
      card.evidence ? csvText(words.evidence(card.evidence)) : '',
      amount(card.revenue?.priceCents),
      card.revenue ? text.c(`export.pricingModels.${card.revenue.pricingModel}`) : '',
      card.revenue ? csvNumber(card.revenue.purchasesPerYear, format) : '',
      card.revenue ? csvNumber(card.revenue.customers, format) : '',
      card.cost ? text.c(`card.costKinds.${card.cost.costKind}`) : '',
      amount(card.cost?.amountCents),
      amount(card.channel?.acquisitionCostCents),
      amount(card.segment?.marketCents),
    ]),
  );
  return writeCsv([header, ...rows], format);
}
