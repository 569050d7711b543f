import { DataTable } from '@/components/chart-figure';
import { TableScroll } from '@/components/table-scroll';
import { Badge } from '@/components/ui/badge';
import type { ClassCompanyMonth } from '@alavanca/contracts/classes';
import { useTranslation } from 'react-i18next';
import type { SimulationFormat } from '@/features/simulations/month/utils/format';

/**
 * A class company's decisions and results month by month: what the teacher grades, and what its
 * own students look back on. A month the company did not decide says so ("repetidas").
 */
export function DecisionHistory({
  months,
  format,
}: {
  months: readonly ClassCompanyMonth[];
  format: SimulationFormat;
}) {
  const { t } = useTranslation('classroom');
  if (months.length === 0) return <p className="text-sm text-muted-foreground">{t('history.empty')}</p>;
  return (
    <TableScroll label={t('history.title')}>
      <DataTable
        caption={t('history.caption')}
        columns={[
          t('history.columns.month'),
          t('history.columns.price'),
          t('history.columns.marketing'),
          t('history.columns.quality'),
          t('history.columns.headcount'),
          t('history.columns.purchase'),
          t('history.columns.equipment'),
          t('history.columns.loan'),
          t('history.columns.revenue'),
          t('history.columns.netProfit'),
          t('history.columns.cash'),
          t('history.columns.customers'),
        ]}
        rows={months.map(({ month, decisions, held, result }) => ({
          key: month,
          header: (
            <span className="whitespace-nowrap">
              {t('history.month', { month, name: format.monthName(month) })}
              {held && (
                <Badge variant="secondary" className="ml-2">
                  {t('history.held')}
                </Badge>
              )}
            </span>
          ),
          cells: [
            format.money(decisions.priceCents),
            format.money(decisions.marketingCents),
            format.money(decisions.qualityInvestmentCents),
            format.signedCount(decisions.headcountDelta),
            format.count(decisions.purchaseUnits),
            format.money(decisions.capacityInvestmentCents),
            format.signedMoney(decisions.loanCents),
            format.money(result.kpis.revenueCents),
            format.money(result.kpis.netProfitCents),
            format.money(result.kpis.cashCents),
            format.count(result.kpis.customers),
          ],
        }))}
      />
    </TableScroll>
  );
}
