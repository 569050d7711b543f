import { TableScroll } from '@/components/table-scroll';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import type { MonthResult } from '@alavanca/domain/simulation/types';
import { useTranslation } from 'react-i18next';
import type { SimulationFormat } from '../utils/format';

type Line<T> = { key: keyof T & string; kind?: 'subtotal' | 'total'; expense?: boolean; indent?: boolean };

/** The income statement top to bottom; expenses are stored positive and shown as what they take away. */
const INCOME: Line<MonthResult['income']>[] = [
  { key: 'grossRevenueCents' },
  { key: 'revenueTaxesCents', expense: true, indent: true },
  { key: 'netRevenueCents', kind: 'subtotal' },
  { key: 'costOfSalesCents', expense: true, indent: true },
  { key: 'inventoryLossesCents', expense: true, indent: true },
  { key: 'grossProfitCents', kind: 'subtotal' },
  { key: 'payrollCents', expense: true, indent: true },
  { key: 'hiringAndSeveranceCents', expense: true, indent: true },
  { key: 'marketingCents', expense: true, indent: true },
  { key: 'qualityCents', expense: true, indent: true },
  { key: 'fixedCostsCents', expense: true, indent: true },
  { key: 'holdingCostsCents', expense: true, indent: true },
  { key: 'eventCostsCents', expense: true, indent: true },
  { key: 'ebitdaCents', kind: 'subtotal' },
  { key: 'depreciationCents', expense: true, indent: true },
  { key: 'ebitCents', kind: 'subtotal' },
  { key: 'interestCents', expense: true, indent: true },
  { key: 'earningsBeforeTaxCents', kind: 'subtotal' },
  { key: 'incomeTaxCents', expense: true, indent: true },
  { key: 'netProfitCents', kind: 'total' },
];

/** The cash flow, direct method: outflows are already negative. */
const CASH_FLOW: Line<MonthResult['cashFlow']>[] = [
  { key: 'openingCashCents', kind: 'subtotal' },
  { key: 'receiptsCents', indent: true },
  { key: 'supplierPaymentsCents', indent: true },
  { key: 'payrollPaymentsCents', indent: true },
  { key: 'marketingPaymentsCents', indent: true },
  { key: 'qualityPaymentsCents', indent: true },
  { key: 'otherPaymentsCents', indent: true },
  { key: 'taxPaymentsCents', indent: true },
  { key: 'operatingCents', kind: 'subtotal' },
  { key: 'equipmentPurchasesCents', indent: true },
  { key: 'investingCents', kind: 'subtotal' },
  { key: 'loanProceedsCents', indent: true },
  { key: 'loanRepaymentsCents', indent: true },
  { key: 'interestPaidCents', indent: true },
  { key: 'financingCents', kind: 'subtotal' },
  { key: 'netChangeCents', kind: 'subtotal' },
  { key: 'closingCashCents', kind: 'total' },
];

const ASSETS: Line<MonthResult['balance']>[] = [
  { key: 'cashCents', indent: true },
  { key: 'inventoryCents', indent: true },
  { key: 'equipmentCents', indent: true },
  { key: 'totalAssetsCents', kind: 'total' },
];
const LIABILITIES: Line<MonthResult['balance']>[] = [
  { key: 'creditLineCents', indent: true },
  { key: 'loanCents', indent: true },
  { key: 'taxPayableCents', indent: true },
  { key: 'totalLiabilitiesCents', kind: 'subtotal' },
  { key: 'paidInCapitalCents', indent: true },
  { key: 'retainedEarningsCents', indent: true },
  { key: 'totalEquityCents', kind: 'subtotal' },
];

function StatementTable<T extends Record<keyof T, number>>({
  caption,
  lines,
  values,
  labels,
  format,
  footer,
}: {
  caption: string;
  lines: readonly Line<T>[];
  values: T;
  labels: string;
  format: SimulationFormat;
  footer?: { label: string; cents: number };
}) {
  const { t } = useTranslation('simulationMonth');
  const row = (label: string, cents: number, line: Pick<Line<T>, 'kind' | 'indent'>, key: string) => (
    <tr
      key={key}
      className={cn('border-b last:border-0', line.kind && 'font-semibold', line.kind === 'total' && 'bg-muted/50')}
    >
      <th scope="row" className={cn('py-1.5 pr-3 text-left font-[inherit]', line.indent && 'pl-4')}>
        {label}
      </th>
      <td className="tabular py-1.5 pr-2 text-right whitespace-nowrap">{format.money(cents)}</td>
    </tr>
  );
  return (
    <TableScroll label={caption}>
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-xs text-muted-foreground">{caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('statements.columns.line')}</th>
            <th scope="col">{t('statements.columns.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const labelKey: string = `${labels}.${line.key}`;
            return row(t(labelKey), line.expense ? -values[line.key] + 0 : values[line.key], line, line.key);
          })}
          {footer && row(footer.label, footer.cents, { kind: 'total' }, 'footer')}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The month's statements as tables: income statement (DRE), cash flow and balance sheet. */
export function Statements({ result, format }: { result: MonthResult; format: SimulationFormat }) {
  const { t } = useTranslation('simulationMonth');
  const { month, balance } = result;
  return (
    <section aria-labelledby="statements-title" className="space-y-4 rounded-xl border bg-card p-6">
      <div className="space-y-1">
        <h2 id="statements-title" className="text-lg font-semibold">
          {t('statements.title', { month })}
        </h2>
        <p className="text-sm text-muted-foreground">{t('statements.intro', { currency: format.currency })}</p>
      </div>
      <Tabs defaultValue="income">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="income">{t('statements.tabs.income')}</TabsTrigger>
          <TabsTrigger value="cashFlow">{t('statements.tabs.cashFlow')}</TabsTrigger>
          <TabsTrigger value="balance">{t('statements.tabs.balance')}</TabsTrigger>
        </TabsList>
        <TabsContent value="income" className="pt-2">
          <StatementTable
            caption={t('statements.captions.income', { month })}
            lines={INCOME}
            values={result.income}
            labels="statements.income"
            format={format}
          />
        </TabsContent>
        <TabsContent value="cashFlow" className="pt-2">
          <StatementTable
            caption={t('statements.captions.cashFlow', { month })}
            lines={CASH_FLOW}
            values={result.cashFlow}
            labels="statements.cashFlow"
            format={format}
          />
        </TabsContent>
        <TabsContent value="balance" className="grid gap-6 pt-2 lg:grid-cols-2">
          <StatementTable
            caption={t('statements.captions.assets', { month })}
            lines={ASSETS}
            values={balance}
            labels="statements.balance"
            format={format}
          />
          <StatementTable
            caption={t('statements.captions.liabilities', { month })}
            lines={LIABILITIES}
            values={balance}
            labels="statements.balance"
            format={format}
            footer={{
              label: t('statements.balance.totalLiabilitiesAndEquity'),
              cents: balance.totalLiabilitiesCents + balance.totalEquityCents,
            }}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}
