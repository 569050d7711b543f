import { cn } from '@/lib/utils';
import type { Kpis } from '@alavanca/domain/simulation/types';
import { useTranslation } from 'react-i18next';
import { roundToTenth, type SimulationFormat } from '../utils/format';

interface Card {
  key: string;
  value: string;
  /** A second line: the change against the month before, or what the value means. */
  detail?: string;
  tone?: 'positive' | 'negative';
}

/**
 * The month's indicators, each with the change against the month before where it says something,
 * and the capacity used with the sales lost for the lack of it (at the month's price).
 */
export function KpiCards({
  kpis,
  previous,
  month,
  priceCents,
  format,
}: {
  kpis: Kpis;
  previous: Kpis | null;
  month: number;
  /** The month's price: lost sales are worth the revenue they would have brought. */
  priceCents: number;
  format: SimulationFormat;
}) {
  const { t } = useTranslation('simulationMonth');
  const change = (
    now: number,
    before: number | undefined,
    signed: (value: number) => string,
  ): Pick<Card, 'detail' | 'tone'> => {
    if (before === undefined) return {};
    const delta = now - before;
    return {
      detail: t('kpis.change', { change: signed(delta), month: month - 1 }),
      tone: delta > 0 ? 'positive' : delta < 0 ? 'negative' : undefined,
    };
  };
  const cards: Card[] = [
    {
      key: 'revenue',
      value: format.money(kpis.revenueCents),
      ...change(kpis.revenueCents, previous?.revenueCents, format.signedMoney),
    },
    { key: 'grossMargin', value: format.percent(kpis.grossMarginRate) },
    {
      key: 'ebitda',
      value: format.money(kpis.ebitdaCents),
      ...change(kpis.ebitdaCents, previous?.ebitdaCents, format.signedMoney),
    },
    {
      key: 'netProfit',
      value: format.money(kpis.netProfitCents),
      ...change(kpis.netProfitCents, previous?.netProfitCents, format.signedMoney),
    },
    {
      key: 'cash',
      value: format.money(kpis.cashCents),
      ...(kpis.cashCents < 0
        ? { detail: t('kpis.onCreditLine'), tone: 'negative' as const }
        : change(kpis.cashCents, previous?.cashCents, format.signedMoney)),
    },
    {
      key: 'runway',
      value:
        kpis.runwayMonths === null
          ? t('kpis.noBurn')
          : t('kpis.months', { count: roundToTenth(kpis.runwayMonths), value: format.decimal(kpis.runwayMonths) }),
      detail: kpis.runwayMonths === null ? t('kpis.noBurnDetail') : t('kpis.runwayDetail'),
    },
    {
      key: 'customers',
      value: format.count(kpis.customers),
      detail: t('kpis.customersDetail', {
        won: t('kpis.customersWon', { count: kpis.newCustomers, value: format.count(kpis.newCustomers) }),
        lost: t('kpis.customersLost', { count: kpis.lostCustomers, value: format.count(kpis.lostCustomers) }),
      }),
    },
    {
      key: 'cac',
      value: kpis.cacCents === null ? '—' : format.money(kpis.cacCents),
      detail: kpis.cacCents === null ? t('kpis.cacNone') : undefined,
    },
    {
      key: 'ltv',
      value: kpis.ltvCents === null ? '—' : format.money(kpis.ltvCents),
      detail: kpis.ltvCents === null ? t('kpis.ltvNone') : undefined,
    },
    { key: 'churn', value: format.percent(kpis.churnRate) },
    {
      key: 'utilisation',
      value: format.percent(kpis.capacityUnits > 0 ? Math.min(1, kpis.unitsSold / kpis.capacityUnits) : 0),
      detail: [
        t('kpis.utilisationDetail', {
          count: kpis.capacityUnits,
          sold: format.count(kpis.unitsSold),
          capacity: format.count(kpis.capacityUnits),
        }),
        t('kpis.lostSales', {
          count: kpis.lostSalesUnits,
          value: format.count(kpis.lostSalesUnits),
          amount: format.money(kpis.lostSalesUnits * priceCents),
        }),
      ].join(' · '),
      tone: kpis.lostSalesUnits > 0 ? 'negative' : undefined,
    },
    {
      key: 'satisfaction',
      value: t('kpis.outOf100', { value: format.decimal(kpis.satisfaction) }),
      ...change(kpis.satisfaction, previous?.satisfaction, (value) =>
        t('preview.points', { count: roundToTenth(value), value: format.signedDecimal(value) }),
      ),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4" data-testid="kpi-cards">
      {cards.map((card) => (
        <div key={card.key} className="rounded-xl border bg-card p-4" data-testid={`kpi-${card.key}`}>
          <dt className="text-xs text-muted-foreground">{t(`kpis.${card.key}`)}</dt>
          <dd className="tabular mt-1 text-xl font-semibold">{card.value}</dd>
          {card.detail && (
            <dd
              className={cn(
                'tabular mt-1 text-xs text-muted-foreground',
                card.tone === 'positive' && 'text-[color-mix(in_oklab,var(--success)_80%,var(--foreground))]',
                card.tone === 'negative' && 'text-destructive',
              )}
            >
              {card.detail}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
