import type { FinancialSummary } from '@alavanca/domain/reports/financial-summary';
import type { PdfReport } from './pdf-document';
import type { PlayedReportItem, ReportInput } from './report-files';

/**
 * The first page a bank or an investor reads (decision 029): the trend in one sentence, the funding
 * need and the risk in another, the indicators of a business plan's financial summary (margins,
 * unit economics, break-even, cash, runway, funding need, risk), and the assumptions every
 * projection in the report rests on.
 */
export function writeExecutiveSummary(
  pdf: PdfReport,
  input: ReportInput<PlayedReportItem>,
  summary: FinancialSummary,
): void {
  const { text, item } = input;
  const { setup } = item;
  const money = (cents: number) => text.money(cents, setup.currency);
  const month = (value: number) => String(value);
  const horizon = String(setup.horizonMonths);
  const net = summary.netMarginRate === null ? '' : text.percent(summary.netMarginRate);

  pdf.heading(text.t('document.executiveTitle'));
  const trend = summary.revenueBefore
    ? text.t('document.trend', {
        revenue: money(summary.revenueCents),
        month: month(summary.month),
        before: month(summary.revenueBefore.month),
        beforeRevenue: money(summary.revenueBefore.cents),
        margin: text.percent(summary.grossMarginRate),
        marginBefore: text.percent(summary.grossMarginBefore ?? 0),
        net: money(summary.netProfitCents),
        netMargin: net,
      })
    : text.t('document.trendFirst', {
        revenue: money(summary.revenueCents),
        margin: text.percent(summary.grossMarginRate),
        net: money(summary.netProfitCents),
        netMargin: net,
      });
  pdf.paragraph(trend);
  if (summary.fundingNeed && summary.risk !== null) {
    const risk = text.risk(summary.risk);
    pdf.paragraph(
      summary.fundingNeed.cents > 0
        ? text.t('document.fundingNeeded', {
            amount: money(summary.fundingNeed.cents),
            month: month(summary.fundingNeed.month),
            horizon,
            risk,
          })
        : text.t('document.fundingNone', { horizon, risk }),
      { bold: true },
    );
  }

  const missing = text.t('document.none');
  const rows: [string, string][] = [
    [text.t('document.startingCapital'), money(setup.startingCapitalCents)],
    [text.t('document.difficulty'), text.t(`document.difficulties.${setup.difficulty}`)],
    [text.t('document.grossMargin'), text.percent(summary.grossMarginRate)],
    [text.t('document.netMargin'), net || missing],
    [text.t('document.accumulated'), money(summary.accumulatedNetCents)],
    [text.t('document.cac'), summary.cacCents === null ? missing : money(summary.cacCents)],
    [text.t('document.ltv'), summary.ltvCents === null ? missing : money(summary.ltvCents)],
    [text.t('document.ltvToCac'), summary.ltvToCac === null ? missing : text.number(summary.ltvToCac, 1)],
    [
      text.t('document.cacPayback'),
      summary.cacPaybackMonths === null
        ? missing
        : text.t(
            'document.months',
            { value: text.number(summary.cacPaybackMonths, 1) },
            Math.round(summary.cacPaybackMonths * 10) / 10,
          ),
    ],
    [
      text.t('document.breakEven'),
      summary.breakEvenMonth === null ? text.t('document.notYet') : month(summary.breakEvenMonth),
    ],
    [
      text.t('document.breakEvenRevenue'),
      summary.breakEvenRevenueCents === null ? missing : money(summary.breakEvenRevenueCents),
    ],
    [text.t('columns.cash'), money(summary.cashCents)],
    [
      text.t('columns.runway'),
      summary.runwayMonths === null ? text.t('document.noBurn') : text.number(summary.runwayMonths, 1),
    ],
  ];
  if (summary.fundingNeed)
    rows.push([
      text.t('document.fundingNeed'),
      summary.fundingNeed.cents > 0 ? money(summary.fundingNeed.cents) : text.t('document.noFunding'),
    ]);
  if (summary.risk !== null) rows.push([text.t('document.cashRisk'), text.risk(summary.risk)]);
  if (item.score) rows.push([text.t('document.score'), `${item.score.total}/100`]);
  pdf.titledTable(
    text.t('document.indicatorsTitle', { month: month(summary.month) }),
    [
      { label: text.t('columns.indicator'), width: 0.6 },
      { label: text.t('columns.value'), width: 0.4, align: 'right' },
    ],
    rows,
  );

  const { assumptions } = summary;
  pdf.heading(text.t('document.assumptionsTitle'), 2);
  pdf.bullets([
    text.t('document.assumptionDecisions', {
      month: month(summary.month),
      price: money(assumptions.priceCents),
      marketing: money(assumptions.marketingCents),
      horizon,
    }),
    summary.cacCents === null
      ? text.t('document.assumptionCustomersNoNew', { churn: text.percent(assumptions.churnRate) })
      : text.t('document.assumptionCustomers', {
          churn: text.percent(assumptions.churnRate),
          cac: money(summary.cacCents),
        }),
    assumptions.unitCostCents === null
      ? text.t('document.assumptionCostsNoSales', { fixed: money(assumptions.fixedCostsCents) })
      : text.t('document.assumptionCosts', {
          fixed: money(assumptions.fixedCostsCents),
          unitCost: money(assumptions.unitCostCents),
        }),
  ]);
  if (summary.risk !== null) pdf.paragraph(text.t('document.cashRiskNote'), { muted: true });
}
