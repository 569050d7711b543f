import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { RiskForecast } from '@alavanca/domain/simulation/forecast';
import {
  monthSummary,
  type SummaryMeasure,
  type SummaryMove,
  type SummaryTarget,
} from '@alavanca/domain/simulation/month-summary';
import { riskFigure } from '@alavanca/domain/simulation/risk-figure';
import { ArrowDown } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { roundToTenth, type SimulationFormat } from '../utils/format';
import type { PlayedCompany, PlayedIn } from '../utils/played-company';

/** The label of what the summary points at: the decision field as the panel names it, or the risk forecast. */
const TARGET_LABEL: Record<SummaryTarget, string> = {
  priceCents: 'decisions.price.unit',
  marketingCents: 'decisions.marketing.label',
  qualityInvestmentCents: 'decisions.quality.label',
  headcountDelta: 'decisions.headcount.label',
  purchaseUnits: 'decisions.purchase.label',
  loanCents: 'decisions.loan.legend',
  risk: 'risk.title',
};

/** How the focus sentence writes each of its values (simulation/month-summary.ts names them); counts otherwise. */
const FOCUS_VALUE: Record<string, (format: SimulationFormat, value: number) => string> = {
  cash: (format, cents) => format.money(cents),
  price: (format, cents) => format.money(cents),
  cost: (format, cents) => format.money(cents),
  reference: (format, cents) => format.money(cents),
  amount: (format, cents) => format.money(cents),
  cac: (format, cents) => format.money(cents),
  ltv: (format, cents) => format.money(cents),
  marketing: (format, cents) => format.money(cents),
  months: (format, months) => format.decimal(months),
};

const MONEY_MEASURES: ReadonlySet<SummaryMeasure> = new Set(['revenue', 'netProfit', 'cash']);

/**
 * The first thing the month screen says (domain simulation/month-summary.ts): the three numbers of
 * the month just played that moved most, why cash or revenue moved, the one thing to look at before
 * deciding, with a button that takes the user there, and the risk figure for the decisions on the
 * panel (the one every screen shows).
 */
export function MonthSummary({
  company,
  format,
  forecast,
  onLookAt,
  playedIn,
}: {
  company: PlayedCompany;
  format: SimulationFormat;
  /** The risk figure's forecast for the decisions on the panel; null while it is drawn or the decisions are invalid. */
  forecast: RiskForecast | null;
  onLookAt: (target: SummaryTarget) => void;
  playedIn?: PlayedIn;
}) {
  const { t } = useTranslation('simulationMonth');
  const results = useMemo(() => company.months.map((month) => month.result), [company.months]);
  const summary = useMemo(() => monthSummary(company.state, results), [company.state, results]);
  const { month, moves, why, focus } = summary;

  const valueOf = (move: SummaryMove) =>
    MONEY_MEASURES.has(move.measure)
      ? format.money(move.value)
      : move.measure === 'customers'
        ? format.count(move.value)
        : t('kpis.outOf100', { value: format.decimal(move.value) });
  const changeOf = (move: SummaryMove, change: number) =>
    MONEY_MEASURES.has(move.measure)
      ? format.signedMoney(change)
      : move.measure === 'customers'
        ? format.signedCount(change)
        : t('preview.points', { count: roundToTenth(change), value: format.signedDecimal(change) });
  const focusValues = Object.fromEntries(
    Object.entries(focus.values).map(([key, value]) => [key, FOCUS_VALUE[key]?.(format, value) ?? format.count(value)]),
  );
  // The sentence's plural agrees with the count it names (units, months or people), as shown.
  const counted = focus.values.units ?? focus.values.headcount ?? focus.values.months;

  return (
    <section
      aria-labelledby="month-summary-title"
      className="space-y-4 rounded-xl border border-primary/30 bg-card p-4 sm:p-6"
      data-testid="month-summary"
    >
      <h2 id="month-summary-title" className="text-lg font-semibold">
        {month === 0 ? t('summary.titleFirst') : t('summary.title', { month, name: format.monthName(month, 'long') })}
      </h2>
      {moves.length > 0 && (
        // A phone reads the three as rows (the name, its value and change on the right); wider screens as columns.
        <dl className="grid gap-2 sm:grid-cols-3 sm:gap-4" data-testid="summary-moves">
          {moves.map((move) => (
            <div
              key={move.measure}
              className="grid min-w-0 grid-cols-[1fr_auto] items-baseline gap-x-3 sm:block"
              data-testid={`summary-${move.measure}`}
            >
              <dt className="row-span-2 text-sm text-muted-foreground sm:text-xs">{t(`kpis.${move.measure}`)}</dt>
              <dd className="tabular text-right font-semibold sm:text-left sm:text-xl">{valueOf(move)}</dd>
              {move.change !== null && (
                <dd
                  className={cn(
                    'tabular col-start-2 text-right text-xs sm:text-left',
                    move.change > 0 && 'text-[color-mix(in_oklab,var(--success)_80%,var(--foreground))]',
                    move.change < 0 && 'text-destructive',
                    move.change === 0 && 'text-muted-foreground',
                  )}
                >
                  {t('kpis.change', { change: changeOf(move, move.change), month: month - 1 })}
                </dd>
              )}
            </div>
          ))}
        </dl>
      )}
      {why && (
        <p className="text-sm" data-testid="summary-why">
          {why.changeCents === 0
            ? t(`why.${why.kind}.unchanged`)
            : t(`why.${why.kind}.changed`, { change: format.signedMoney(why.changeCents) })}
          {why.driver &&
            ` ${t('why.largest', { driver: t(`why.${why.kind}.drivers.${why.driver}`), amount: format.signedMoney(why.driverCents) })}`}
        </p>
      )}
      <div className="space-y-2 rounded-lg bg-muted/60 p-3" data-testid="summary-focus">
        <p className="text-sm">
          <strong className="font-semibold">{t('summary.lookAt')}</strong>{' '}
          {t(`summary.focus.${focus.kind}`, {
            ...focusValues,
            ...(counted === undefined ? {} : { count: roundToTenth(counted) }),
            context: playedIn,
          })}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          // A long field name wraps on a narrow phone rather than widen the page.
          className="h-auto min-h-8 py-1.5 text-left whitespace-normal"
          onClick={() => onLookAt(focus.target)}
        >
          <ArrowDown aria-hidden="true" />
          {t('summary.goTo', { place: t(TARGET_LABEL[focus.target]) })}
        </Button>
      </div>
      <p className="text-sm font-medium" aria-live="polite" data-testid="summary-risk">
        {forecast && forecast.months > 0
          ? t('summary.risk', {
              horizon: forecast.fromMonth + forecast.months,
              risk: format.risk(riskFigure(forecast)),
            })
          : t('risk.loading')}
      </p>
    </section>
  );
}
