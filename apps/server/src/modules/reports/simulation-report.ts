import { financialSummary } from '@alavanca/domain/reports/financial-summary';
import { companyRiskForecast } from '@alavanca/domain/simulation/risk-figure';
import { csvMoney, csvNumber } from '@alavanca/domain/reports/csv';
import {
  ASSET_LINES,
  CASH_FLOW_LINES,
  INCOME_LINES,
  LIABILITY_LINES,
  lineAmount,
  type StatementLine,
} from '@alavanca/domain/simulation/statement-lines';
import type { MonthResult } from '@alavanca/domain/simulation/types';
import { writeCsv } from '../../lib/csv';
import { MONTHLY_CSV_COLUMNS } from './csv-file';
import { writeExecutiveSummary } from './executive-summary';
import { PdfReport } from './pdf-document';
import type { PlayedReportItem, ReportInput, ReportFiles } from './report-files';

const BALANCE_LINES = [...ASSET_LINES, ...LIABILITY_LINES];

/** The monthly table of the PDF: what a partner reads first (the CSV has every line). */
const MONTHLY_TABLE = ['revenue', 'grossProfit', 'ebitda', 'netProfit', 'cash', 'customers'] as const;

function monthlyCell(
  result: MonthResult,
  column: (typeof MONTHLY_TABLE)[number],
  input: ReportInput<PlayedReportItem>,
) {
  const { text, item } = input;
  const currency = item.setup.currency;
  switch (column) {
    case 'revenue':
      return text.money(result.kpis.revenueCents, currency);
    case 'grossProfit':
      return text.money(result.income.grossProfitCents, currency);
    case 'ebitda':
      return text.money(result.income.ebitdaCents, currency);
    case 'netProfit':
      return text.money(result.income.netProfitCents, currency);
    case 'cash':
      return text.money(result.kpis.cashCents, currency);
    case 'customers':
      return text.number(result.kpis.customers);
  }
}

/** A simulation's (or a class company's) report: the PDF a partner, a bank or a teacher reads, the CSV of every month. */
export async function simulationReport(input: ReportInput<PlayedReportItem>): Promise<ReportFiles> {
  const { text, item: simulation } = input;
  const { setup } = simulation;
  const results = simulation.months.map((month) => month.result);
  const last = results.at(-1);
  const title = text.t('document.simulationTitle');
  const pdf = new PdfReport({
    // The document's title in a PDF reader; the colon is the language's (French spaces it).
    title: text.t('document.titled', { title, name: setup.name }),
    language: text.language,
    pageLabel: (page, pages) => text.t('document.page', { page: String(page), pages: String(pages) }),
  });

  pdf.cover(title, setup.name, [
    `${text.t(`document.businessTypes.${setup.businessType}`)} · ${text.country(setup.country)} · ${setup.currency}`,
    `${text.t('document.playedOf', { played: String(simulation.month), horizon: String(setup.horizonMonths) })} · ${text.t(`document.status.${simulation.status}`)}`,
    ...(simulation.classroom ? [text.t('document.classLine', { name: simulation.classroom.name })] : []),
    text.t('document.preparedFor', { name: input.ownerName, date: text.date(input.now) }),
  ]);

  const money = (cents: number) => text.money(cents, setup.currency);
  const summary = financialSummary(
    results,
    companyRiskForecast(simulation.state, last?.decisions ?? null, simulation.classroom?.forecastMarket),
  );
  if (summary) writeExecutiveSummary(pdf, input, summary);
  else {
    pdf.heading(text.t('document.summary'));
    pdf.facts([
      [text.t('document.startingCapital'), money(setup.startingCapitalCents)],
      [text.t('document.difficulty'), text.t(`document.difficulties.${setup.difficulty}`)],
    ]);
  }
  // Months by name on the chart and in the tables; the number stays beside it in the tables.
  const monthName = (month: number) => text.monthName(month, setup.firstCalendarMonth);

  if (last) {
    pdf.lineChart(
      text.t('document.chartTitle'),
      [
        { label: text.t('columns.revenue'), values: results.map((result) => result.kpis.revenueCents) },
        {
          label: text.t('columns.netProfit'),
          values: results.map((result) => result.kpis.netProfitCents),
          dash: [7, 4],
        },
        { label: text.t('columns.cash'), values: results.map((result) => result.kpis.cashCents), dash: [2, 3] },
      ],
      results.map((result) => monthName(result.month)),
      (cents) => text.money(cents, setup.currency).replace(/[.,]00(?=\D*$)/, ''),
    );

    pdf.heading(text.t('document.monthlyTitle'));
    pdf.table(
      [
        { label: text.t('columns.month'), width: 0.1 },
        ...MONTHLY_TABLE.map((column) => ({
          label: text.t(`columns.${column}`),
          width: column === 'customers' ? 0.1 : 0.16,
          align: 'right' as const,
        })),
      ],
      results.map((result) => [
        text.t('document.monthNamed', { month: String(result.month), name: monthName(result.month) }),
        ...MONTHLY_TABLE.map((column) => monthlyCell(result, column, input)),
      ]),
    );

    pdf.heading(text.t('document.statementsTitle', { month: String(last.month) }));
    const statement = <T extends Record<keyof T, number>>(
      heading: string,
      group: string,
      lines: readonly StatementLine<T>[],
      values: T,
    ) =>
      pdf.titledTable(
        heading,
        [
          { label: text.t('columns.line'), width: 0.6 },
          {
            label: text.t('document.monthNamed', { month: String(last.month), name: monthName(last.month) }),
            width: 0.4,
            align: 'right',
          },
        ],
        lines.map((line) => [text.t(`${group}.${line.key}`), money(lineAmount(line, values))]),
      );
    statement(text.t('document.incomeTitle'), 'income', INCOME_LINES, last.income);
    statement(text.t('document.cashFlowTitle'), 'cashFlow', CASH_FLOW_LINES, last.cashFlow);
    statement(text.t('document.balanceTitle'), 'balance', BALANCE_LINES, last.balance);
  } else {
    pdf.paragraph(text.t('document.noMonths'));
  }

  pdf.mentorAnalysis(text.t('document.analysisTitle'), input.analysis, text.t('document.noAnalysis'));

  pdf.heading(text.t('document.sourcesTitle'));
  pdf.paragraph(text.t('document.simulationMethod'));

  return {
    title: setup.name,
    pdf: await pdf.finish(),
    csv: simulationCsv(input, results),
  };
}

/** Every month's decisions, statements and indicators, one row a month. */
function simulationCsv(input: ReportInput<PlayedReportItem>, results: readonly MonthResult[]): Buffer {
  const { text } = input;
  const format = text.numberFormat;
  const money = (cents: number) => csvMoney(cents, format);
  const header = [
    ...MONTHLY_CSV_COLUMNS.map((column) => text.t(`columns.${column}`)),
    ...INCOME_LINES.map((line) => text.t(`income.${line.key}`)),
    ...CASH_FLOW_LINES.map((line) => text.t(`cashFlow.${line.key}`)),
    ...BALANCE_LINES.map((line) => text.t(`balance.${line.key}`)),
  ];
  const rows = results.map((result) => [
    String(result.month),
    money(result.decisions.priceCents),
    money(result.decisions.marketingCents),
    String(result.kpis.headcount),
    String(result.kpis.customers),
    String(result.kpis.newCustomers),
    String(result.kpis.lostCustomers),
    // The churn in percent, as the report writes every rate.
    csvNumber(result.kpis.churnRate * 100, format, 2),
    String(result.kpis.unitsSold),
    String(result.kpis.lostSalesUnits),
    csvNumber(result.kpis.satisfaction, format, 2),
    result.kpis.runwayMonths === null ? '' : csvNumber(result.kpis.runwayMonths, format, 2),
    ...INCOME_LINES.map((line) => money(lineAmount(line, result.income))),
    ...CASH_FLOW_LINES.map((line) => money(lineAmount(line, result.cashFlow))),
    ...BALANCE_LINES.map((line) => money(lineAmount(line, result.balance))),
  ]);
  return writeCsv([header, ...rows], format);
}
