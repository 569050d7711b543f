import type { CheckedClaim } from '@alavanca/domain/pitch/claims';
import { PITCH_PARTS, type PitchPart } from '@alavanca/domain/pitch/pitch';
import { sentencesOf } from '@alavanca/domain/pitch/text';
import type { RubricFinding, RubricResult } from '@alavanca/domain/pitch/rubric';
import { csvMoney, csvNumber } from '@alavanca/domain/reports/csv';
import { writeCsv } from '../../lib/csv';
import { pitchSentences } from '../pitches/pitch-sentences';
import type { CurrentPitch } from '../pitches/pitches.service';
import { PdfReport } from './pdf-document';
import type { ReportFiles, ReportInput } from './report-files';
import type { ReportText } from './report-text';

/*
 * A pitch's two exports (decision 032), each one `reports` unit: the one-page summary (the pitch
 * in its parts, its scores, the figures beyond or without evidence, what to change first) and the
 * ten-slide deck outline (a page a slide: its message, its points, its figures as checked, and the
 * founder's own charts where a slide needs one: the validation's market funnel on the market
 * slide, the simulation's revenue and cash on the traction slide). Both are the analysis of the
 * pitch as it is when exported.
 */

export type PitchReportInput = Omit<ReportInput<CurrentPitch>, 'analysis'>;

/** The deck's slides: a title slide with the one sentence, then a part each. */
const SLIDES: readonly PitchPart[] = PITCH_PARTS;
/** The findings the summary lists: what to change first. */
const FINDINGS_LISTED = 3;

const flagged = (claim: CheckedClaim) => claim.verdict !== 'supported';

function words(text: ReportText) {
  const say = pitchSentences({ language: text.language, numberFormat: text.numberFormat });
  return {
    partName: say.partName,
    claim: say.claim,
    finding: (finding: RubricFinding) => {
      const { title, todo } = say.finding(finding);
      return `${title}. ${todo}`;
    },
  };
}

function openReport(text: ReportText, title: string, name: string) {
  return new PdfReport({
    // The document's title in a PDF reader; the colon is the language's (French spaces it).
    title: text.t('document.titled', { title, name }),
    language: text.language,
    pageLabel: (page, pages) => text.t('document.page', { page: String(page), pages: String(pages) }),
  });
}

function scoreLine(text: ReportText, result: RubricResult): string {
  return text.p('export.score', { score: text.number(result.score) });
}

/** The one-page summary, and its CSV: each part's score, then each figure as checked. */
export async function pitchReport(input: PitchReportInput): Promise<ReportFiles> {
  const { text, item } = input;
  const { pitch, result } = item;
  const say = words(text);
  const pdf = openReport(text, text.p('export.summaryTitle'), pitch.title);
  pdf.heading(pitch.title);
  pdf.paragraph(
    [
      text.p(`kinds.${pitch.kind}.name`),
      text.t('document.preparedFor', { name: input.ownerName, date: text.date(input.now) }),
    ].join(' · '),
    { muted: true },
  );
  pdf.facts([
    [text.p('export.overall'), scoreLine(text, result)],
    ...Object.entries(result.criteria).map(
      ([criterion, { score, max }]) =>
        [text.p(`criteria.${criterion}`), `${text.decimal(score, 1)} / ${text.decimal(max, 1)}`] as const,
    ),
  ]);
  pdf.heading(text.p('export.pitchTitle'), 2);
  for (const part of PITCH_PARTS) {
    const said = pitch.parts[part];
    if (said) pdf.markdown(`**${say.partName(part)}.** ${said.replace(/\s*\n+\s*/g, ' ')}`);
  }
  const checked = result.claims.filter(flagged);
  pdf.heading(text.p('export.claimsTitle'), 2);
  if (checked.length === 0)
    pdf.paragraph(text.p('export.claimsHold', { count: String(result.claims.length) }, result.claims.length));
  else pdf.bullets(checked.map((claim) => `${say.partName(claim.part)}: ${say.claim(claim)}`));
  if (result.findings.length > 0) {
    pdf.heading(text.p('export.findingsTitle'), 2);
    pdf.bullets(result.findings.slice(0, FINDINGS_LISTED).map(say.finding));
  }

  const format = text.numberFormat;
  const csv = writeCsv(
    [
      ['part', 'score', 'metric', 'claimed', 'evidence', 'verdict', 'source'].map((column) =>
        text.p(`export.columns.${column}`),
      ),
      ...PITCH_PARTS.filter((part) => result.parts[part] !== undefined).map((part) => [
        say.partName(part),
        csvNumber(result.parts[part]!, format),
        '',
        '',
        '',
        '',
        '',
      ]),
      ...result.claims.map((claim) => [
        say.partName(claim.part),
        '',
        text.p(`metrics.${claim.metric}`),
        csvNumber(claim.claimed, format, 2),
        claim.evidence ? csvNumber(claim.evidence.value, format, 2) : '',
        text.p(`export.verdicts.${claim.verdict}`),
        claim.evidence?.source.name ?? '',
      ]),
    ],
    format,
  );
  return { title: pitch.title, pdf: await pdf.finish(), csv };
}

/** The ten-slide deck outline, and its CSV: the figures its charts draw. */
export async function pitchDeckReport(input: PitchReportInput): Promise<ReportFiles> {
  const { text, item } = input;
  const { pitch, result, validation, simulation } = item;
  const say = words(text);
  const pdf = openReport(text, text.p('export.deckTitle'), pitch.title);
  const markets = (['tam', 'sam', 'som'] as const).flatMap((scope) => {
    const figure = pitch.evidence.find((entry) => entry.metric === 'marketSize' && entry.scope === scope);
    return figure?.currency ? [{ scope, value: figure.value, currency: figure.currency }] : [];
  });
  const months = simulation?.months ?? [];

  SLIDES.forEach((part, index) => {
    if (index > 0) pdf.newPage();
    const name = index === 0 ? pitch.title : say.partName(part);
    pdf.heading(text.p('export.slide', { number: String(index + 1), total: String(SLIDES.length), name }));
    const said = pitch.parts[part];
    if (!said) {
      pdf.paragraph(text.p('export.toWrite'), { bold: true });
      pdf.paragraph(text.p(`parts.${part}.hint`), { muted: true });
    } else {
      const [message, ...points] = sentencesOf(said);
      if (message) pdf.paragraph(message, { bold: true });
      if (points.length > 0) pdf.bullets(points);
    }
    const claims = result.claims.filter((claim) => claim.part === part);
    if (claims.length > 0) {
      pdf.heading(text.p('export.figuresTitle'), 2);
      pdf.bullets(claims.map(say.claim));
    }
    if (part === 'market' && validation && markets.length > 0) {
      pdf.heading(text.p('export.funnelTitle', { name: validation.title }), 2);
      const top = markets[0]!.value;
      pdf.funnel(
        markets.map((market) => ({
          label: text.p(`scopes.${market.scope}`),
          value: text.estimate(market.value * 100, market.currency),
          share: top > 0 ? market.value / top : 0,
        })),
      );
    }
    if (part === 'traction' && simulation && months.length > 0) {
      const labels = months.map((_, month) => text.monthName(month + 1, simulation.firstCalendarMonth));
      pdf.lineChart(
        text.p('export.chartTitle', { name: simulation.name }),
        [
          { label: text.p('export.revenue'), values: months.map((month) => month.kpis.revenueCents) },
          { label: text.p('export.cash'), values: months.map((month) => month.kpis.cashCents), dash: [4, 3] },
        ],
        labels,
        (cents) => text.estimate(cents, simulation.currency),
      );
      // A simulation is a projection: the slide says so, as the draft does.
      pdf.paragraph(text.p('export.projection'), { muted: true });
    }
  });

  const format = text.numberFormat;
  const csv = writeCsv(
    [
      ['series', 'label', 'value'].map((column) => text.p(`export.columns.${column}`)),
      ...markets.map((market) => [
        text.p(`scopes.${market.scope}`),
        validation?.title ?? '',
        csvMoney(market.value * 100, format),
      ]),
      ...months.flatMap((month, index) => {
        const label = text.monthName(index + 1, simulation!.firstCalendarMonth);
        return [
          [text.p('export.revenue'), label, csvMoney(month.kpis.revenueCents, format)],
          [text.p('export.cash'), label, csvMoney(month.kpis.cashCents, format)],
        ];
      }),
    ],
    format,
  );
  return { title: pitch.title, pdf: await pdf.finish(), csv };
}
