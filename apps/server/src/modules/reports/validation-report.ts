import type { IdeaValidationResult, Validation } from '@alavanca/contracts/validations';
import { csvNumber } from '@alavanca/domain/reports/csv';
import { likelyText } from '@alavanca/domain/validation/likely-text';
import { SCORE_KEYS, SCORE_WEIGHTS } from '@alavanca/domain/validation/score-keys';
import { writeCsv } from '../../lib/csv';
import { PdfReport } from './pdf-document';
import type { ReportFiles, ReportInput } from './report-files';

const SIZES = ['tam', 'sam', 'som'] as const;
const METHODS = ['topDown', 'bottomUp'] as const;

/** Every public figure the sizing used, once each: publisher and year. */
function figureSources(result: IdeaValidationResult): string[] {
  const sources = new Set<string>();
  for (const method of METHODS) {
    for (const size of SIZES) {
      const estimate = result.market[method][size];
      for (const term of [...estimate.terms, ...(estimate.cap ? [estimate.cap] : [])]) {
        if (term.figure) sources.add(`${term.figure.source} (${term.figure.year})`);
      }
    }
  }
  return [...sources];
}

/** A validation's report: the latest version's scores, market, competitors and experiments. */
export async function validationReport(input: ReportInput<Validation>): Promise<ReportFiles> {
  const { text, item: validation } = input;
  const latest = validation.versions[0];
  if (!latest) throw new Error(`Validation ${validation.id} has no version.`);
  const { input: idea, result } = latest;
  const title = text.t('document.validationTitle');
  const pdf = new PdfReport({
    // The document's title in a PDF reader; the colon is the language's (French spaces it).
    title: text.t('document.titled', { title, name: validation.title }),
    language: text.language,
    pageLabel: (page, pages) => text.t('document.page', { page: String(page), pages: String(pages) }),
  });

  pdf.cover(title, validation.title, [
    `${text.t(`document.businessTypes.${idea.businessType}`)} · ${text.country(idea.country)} · ${idea.currency}`,
    text.t('document.version', { version: String(latest.version) }),
    text.t('document.preparedFor', { name: input.ownerName, date: text.date(input.now) }),
  ]);

  pdf.heading(text.t('document.summary'));
  pdf.facts([
    [text.t('document.overall'), `${text.number(result.overall)}/100`],
    [text.t('document.verdict'), text.v(`verdicts.${result.verdict}.title`)],
  ]);
  pdf.paragraph(text.v(`verdicts.${result.verdict}.description`));
  // The likely range first, with what binds it; a version validated before ranges says it has none.
  const market = result.market;
  if (!('likely' in market)) pdf.paragraph(text.v('likely.legacy'), { muted: true });
  else if (!market.likely) pdf.paragraph(text.v('likely.unsized'), { muted: true });
  else {
    const likely = likelyText(market, market.likely, text.v, (cents) => text.estimate(cents, idea.currency));
    pdf.heading(text.v('likely.title'), 2);
    pdf.paragraph(likely.range, { bold: true });
    pdf.paragraph(likely.binding);
    pdf.paragraph(likely.whoAndWhere, { muted: true });
  }
  if (latest.narrative) {
    pdf.heading(text.t('document.narrativeTitle'), 2);
    pdf.paragraph(latest.narrative);
  }

  pdf.heading(text.t('document.scoresTitle'));
  const scoreName = (key: (typeof SCORE_KEYS)[number]) => text.v(`scores.${key}.name`);
  pdf.barChart(
    SCORE_KEYS.map((key) => ({ label: scoreName(key), value: result.scores[key].value })),
    100,
    (value) => text.number(value),
  );
  pdf.table(
    [
      { label: text.t('columns.dimension'), width: 0.4 },
      { label: text.t('columns.value'), width: 0.15, align: 'right' },
      { label: text.t('columns.weight'), width: 0.15, align: 'right' },
      { label: text.t('columns.confidence'), width: 0.3 },
    ],
    SCORE_KEYS.map((key) => [
      scoreName(key),
      text.number(result.scores[key].value),
      text.percent(SCORE_WEIGHTS[key]),
      text.v(`confidence.${result.scores[key].confidence}`),
    ]),
  );

  pdf.heading(text.t('document.marketTitle'));
  pdf.table(
    [
      { label: '', width: 0.3 },
      ...METHODS.map((method) => ({ label: text.v(`methods.${method}.name`), width: 0.35, align: 'right' as const })),
    ],
    SIZES.map((size) => [
      text.v(`estimates.${size}.name`),
      ...METHODS.map((method) => {
        const { cents, highCents } = result.market[method][size];
        if (cents === null) return '—';
        const [low, high] = [text.estimate(cents, idea.currency), text.estimate(highCents ?? cents, idea.currency)];
        return low === high ? low : `${low}–${high}`;
      }),
    ]),
  );

  pdf.heading(text.t('document.competitorsTitle'));
  if (result.competitors.rows.length === 0) pdf.paragraph(text.t('document.noCompetitors'));
  else for (const competitor of result.competitors.rows) pdf.paragraph(`•  ${competitor.name}`);

  pdf.heading(text.t('document.experimentsTitle'));
  for (const experiment of result.experiments) {
    const progress = validation.experiments.find((entry) => entry.key === experiment.key);
    pdf.paragraph(text.v(`experiments.${experiment.key}.title`), { bold: true });
    pdf.paragraph(text.v(`experiments.${experiment.key}.criterion`, { target: text.number(experiment.target) }));
    pdf.paragraph(
      progress?.done
        ? text.t('document.experimentDone', { result: progress.result })
        : text.t('document.experimentOpen'),
      { muted: true },
    );
  }

  pdf.mentorAnalysis(text.t('document.analysisTitle'), input.analysis, text.t('document.noAnalysis'));

  pdf.heading(text.t('document.sourcesTitle'));
  pdf.paragraph(text.t('document.validationMethod'));
  const sources = figureSources(result);
  if (sources.length === 0) pdf.paragraph(text.t('document.noSource'), { muted: true });
  for (const source of sources) pdf.paragraph(`•  ${source}`, { muted: true });

  const format = text.numberFormat;
  const csv = writeCsv(
    [
      [text.t('columns.dimension'), text.t('columns.value'), text.t('columns.weight'), text.t('columns.confidence')],
      ...SCORE_KEYS.map((key) => [
        scoreName(key),
        csvNumber(result.scores[key].value, format),
        csvNumber(SCORE_WEIGHTS[key], format, 2),
        text.v(`confidence.${result.scores[key].confidence}`),
      ]),
      [text.t('document.overall'), csvNumber(result.overall, format), '', ''],
    ],
    format,
  );
  return { title: validation.title, pdf: await pdf.finish(), csv };
}
