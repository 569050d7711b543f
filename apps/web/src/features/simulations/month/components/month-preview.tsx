import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { MarginalCustomer } from '@alavanca/domain/simulation/marginal-customer';
import type { MonthResult } from '@alavanca/domain/simulation/types';
import { ArrowDownRight, ArrowUpRight, Eye, Minus, TriangleAlert } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { roundToTenth, type SimulationFormat } from '../utils/format';
import type { PlayedCompany, PlayedIn } from '../utils/played-company';

export type PreviewOutcome =
  /** `marginal`: what the next customer would cost with a month of marketing more (marginalCustomer). */
  | { kind: 'ready'; result: MonthResult; marginal: MarginalCustomer }
  /** The decisions have errors; `eventOnly` when the only one is the missing answer to the event. */
  | { kind: 'invalid'; eventOnly: boolean };

interface Figure {
  key: 'revenue' | 'netProfit' | 'cash' | 'customers' | 'satisfaction';
  next: number;
  now: number;
  text: (value: number) => string;
  delta: (value: number) => string;
}

/**
 * Next month as the engine would compute it with the decisions on screen: run in the browser with
 * the same code as the server (deterministic, so it is what 'Avançar mês' will give), and shown
 * as a preview with the change against the month just played.
 */
export const MonthPreview = memo(function MonthPreview({
  company,
  outcome,
  format,
  playedIn,
}: {
  company: PlayedCompany;
  outcome: PreviewOutcome;
  format: SimulationFormat;
  playedIn?: PlayedIn;
}) {
  const { t } = useTranslation('simulationMonth');
  const { state } = company;
  const month = state.month + 1;
  const last = company.months.at(-1)?.result.kpis;
  const describeChange = (change: string) =>
    state.month === 0
      ? t('preview.changeVsStart', { change })
      : t('preview.changeVsMonth', { change, month: state.month });

  let body;
  if (outcome.kind === 'invalid') {
    body = (
      <p className="text-sm text-muted-foreground">
        {outcome.eventOnly ? t('preview.needsChoice') : t('preview.invalid')}
      </p>
    );
  } else {
    const { kpis } = outcome.result;
    const figures: Figure[] = [
      {
        key: 'revenue',
        next: kpis.revenueCents,
        now: last?.revenueCents ?? 0,
        text: format.money,
        delta: format.signedMoney,
      },
      {
        key: 'netProfit',
        next: kpis.netProfitCents,
        now: last?.netProfitCents ?? 0,
        text: format.money,
        delta: format.signedMoney,
      },
      { key: 'cash', next: kpis.cashCents, now: state.cashCents, text: format.money, delta: format.signedMoney },
      { key: 'customers', next: kpis.customers, now: state.customers, text: format.count, delta: format.signedCount },
      {
        key: 'satisfaction',
        next: kpis.satisfaction,
        now: state.satisfaction,
        text: (value) => t('kpis.outOf100', { value: format.decimal(value) }),
        delta: (value) => t('preview.points', { count: roundToTenth(value), value: format.signedDecimal(value) }),
      },
    ];
    body = (
      <>
        <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="month-preview">
          {figures.map((figure) => {
            const change = figure.next - figure.now;
            const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus;
            return (
              <div key={figure.key} className="rounded-lg border p-3" data-testid={`preview-${figure.key}`}>
                <dt className="text-xs text-muted-foreground">{t(`preview.figures.${figure.key}`)}</dt>
                <dd className="tabular mt-1 text-lg font-semibold">{figure.text(figure.next)}</dd>
                <dd
                  className={cn(
                    'tabular flex items-center gap-1 text-xs',
                    change > 0 && 'text-[color-mix(in_oklab,var(--success)_80%,var(--foreground))]',
                    change < 0 && 'text-destructive',
                    change === 0 && 'text-muted-foreground',
                  )}
                >
                  <Icon className="size-3.5" aria-hidden="true" />
                  {describeChange(figure.delta(change))}
                </dd>
              </div>
            );
          })}
        </dl>
        <p className="text-sm text-muted-foreground" data-testid="preview-marginal">
          {outcome.marginal.costCents === null
            ? t('preview.marginalNone', {
                extra: format.money(outcome.marginal.extraMarketingCents),
                within: t('preview.withinMonths', { count: outcome.marginal.months }),
              })
            : t('preview.marginal', {
                count: outcome.marginal.extraCustomers,
                customers: format.count(outcome.marginal.extraCustomers),
                extra: format.money(outcome.marginal.extraMarketingCents),
                within: t('preview.withinMonths', { count: outcome.marginal.months }),
                cost: format.money(outcome.marginal.costCents),
              })}
          {last?.cacCents != null && ` ${t('preview.marginalCac', { cac: format.money(last.cacCents) })}`}
        </p>
        {outcome.result.status === 'finished' && (
          <p className="text-sm text-muted-foreground">{t('preview.lastMonth')}</p>
        )}
        {outcome.result.status === 'bankrupt' && (
          <p
            className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
            role="alert"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            {t('preview.bankrupt')}
          </p>
        )}
        <p className="sr-only" aria-live="polite" data-testid="preview-summary">
          {t('preview.summary', {
            month,
            revenue: format.money(kpis.revenueCents),
            netProfit: format.money(kpis.netProfitCents),
            cash: format.money(kpis.cashCents),
          })}
        </p>
      </>
    );
  }

  return (
    <section
      aria-labelledby="preview-title"
      className="space-y-4 rounded-xl border border-dashed border-primary/50 bg-card p-6"
    >
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="preview-title" className="text-lg font-semibold">
            {t('preview.title', { month })}
          </h2>
          <Badge variant="info">
            <Eye aria-hidden="true" />
            {t('preview.badge')}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{t('preview.intro', { context: playedIn })}</p>
      </div>
      {body}
    </section>
  );
});
