import { TableScroll } from '@/components/table-scroll';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import {
  ASSET_LINES,
  CASH_FLOW_LINES,
  INCOME_LINES,
  LIABILITY_LINES,
  lineAmount,
  type StatementLine,
} from '@alavanca/domain/simulation/statement-lines';
import type { MonthResult } from '@alavanca/domain/simulation/types';
import { useTranslation } from 'react-i18next';
import type { SimulationFormat } from '../utils/format';
import { FoldedSection } from './folded-section';

function StatementTable<T extends Record<keyof T, number>>({
  caption,
  lines,
  values,
  labels,
  format,
  footer,
}: {
  caption: string;
  lines: readonly StatementLine<T>[];
  values: T;
  labels: string;
  format: SimulationFormat;
  footer?: { label: string; cents: number };
}) {
  const { t } = useTranslation('simulationMonth');
  const row = (label: string, cents: number, line: Pick<StatementLine<T>, 'kind' | 'indent'>, key: string) => (
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
            return row(t(labelKey), lineAmount(line, values), line, line.key);
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
    <FoldedSection section="monthStatements" title={t('statements.title', { month })} hint={t('statements.hint')}>
      <p className="text-sm text-muted-foreground">{t('statements.intro', { currency: format.currency })}</p>
      <Tabs defaultValue="income">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="income">{t('statements.tabs.income')}</TabsTrigger>
          <TabsTrigger value="cashFlow">{t('statements.tabs.cashFlow')}</TabsTrigger>
          <TabsTrigger value="balance">{t('statements.tabs.balance')}</TabsTrigger>
        </TabsList>
        <TabsContent value="income" className="pt-2">
          <StatementTable
            caption={t('statements.captions.income', { month })}
            lines={INCOME_LINES}
            values={result.income}
            labels="statements.income"
            format={format}
          />
        </TabsContent>
        <TabsContent value="cashFlow" className="pt-2">
          <StatementTable
            caption={t('statements.captions.cashFlow', { month })}
            lines={CASH_FLOW_LINES}
            values={result.cashFlow}
            labels="statements.cashFlow"
            format={format}
          />
        </TabsContent>
        <TabsContent value="balance" className="grid gap-6 pt-2 lg:grid-cols-2">
          <StatementTable
            caption={t('statements.captions.assets', { month })}
            lines={ASSET_LINES}
            values={balance}
            labels="statements.balance"
            format={format}
          />
          <StatementTable
            caption={t('statements.captions.liabilities', { month })}
            lines={LIABILITY_LINES}
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
    </FoldedSection>
  );
}
