import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import type { CanvasCard } from '@alavanca/domain/canvas/canvas';
import type { CoherenceCheck, CoherenceFinding } from '@alavanca/domain/canvas/coherence';
import type { CanvasEconomics } from '@alavanca/domain/canvas/economics';
import type { Currency } from '@alavanca/domain/constants';
import { formatCurrency, formatNumber, type NumberPreferences } from '@alavanca/domain/locale/format';
import type { TFunction } from 'i18next';
import { CircleCheck, Crosshair, Scale } from 'lucide-react';
import { customersAMonth } from '../utils/describe';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A finding's sentence values: its money in the canvas's currency, its counts in the user's number format, the cards and blocks it names. */
export function findingValues(
  finding: CoherenceFinding,
  cards: readonly CanvasCard[],
  currency: Currency,
  t: TFunction,
  prefs: NumberPreferences,
): Record<string, string | number> {
  const values: Record<string, string | number> = Object.fromEntries(
    Object.entries(finding.values).map(([key, value]) => [
      key,
      key.endsWith('Cents') ? formatCurrency(value, currency, prefs) : formatNumber(value, prefs),
    ]),
  );
  const named = finding.cardIds.flatMap((id) => cards.find((card) => card.id === id) ?? []);
  return {
    ...values,
    // The one sentence with a plural turns on the payback's months.
    count: finding.values.paybackMonths ?? named.length,
    cards: named.map((card) => t('canvas:quoted', { text: card.text })).join(', '),
    plan: customersAMonth(finding.values.customers ?? 0, t, prefs),
    block: t(`canvas:blocks.${finding.blocks.at(-1)}.name`),
    blocks: finding.blocks.map((block) => t(`canvas:blocks.${block}.name`)).join(', '),
  };
}

/** Score, its parts, and every finding ranked by the points it costs, each with why it matters and what to do. */
export function CoherencePanel({
  check,
  cards,
  currency,
  prefs,
  onShowCard,
}: {
  check: CoherenceCheck;
  cards: readonly CanvasCard[];
  currency: Currency;
  prefs: NumberPreferences;
  onShowCard: (id: string) => void;
}) {
  const { t } = useTranslation('canvas');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border bg-card p-4 sm:p-6"
      data-testid="coherence"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
            <Scale className="size-5" aria-hidden="true" />
            {t('coherence.title')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('coherence.intro')}</p>
        </div>
        <p className="text-3xl font-bold tabular-nums" data-testid="coherence-score">
          {t('coherence.score', { score: formatNumber(check.score, prefs) })}
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label={t('coherence.partsLabel')}>
        {check.parts.map((part) => (
          <li key={part.key} className="space-y-1 text-sm" data-testid="coherence-part" data-part={part.key}>
            <p className="flex justify-between gap-2">
              <span className="font-medium">{t(`coherence.parts.${part.key}`)}</span>
              <span className="text-muted-foreground tabular-nums">
                {part.applies
                  ? t('coherence.partPoints', {
                      points: formatNumber(part.points, prefs, { maximumFractionDigits: 1 }),
                      max: part.max,
                    })
                  : t('coherence.notChecked')}
              </span>
            </p>
            <Progress
              value={part.applies ? part.points : 0}
              max={part.max}
              aria-label={t(`coherence.parts.${part.key}`)}
              className={cn(!part.applies && 'opacity-40')}
            />
          </li>
        ))}
      </ul>
      {!check.parts.find((part) => part.key === 'validation')?.applies && (
        <p className="text-sm text-muted-foreground">{t('coherence.noValidation')}</p>
      )}
      {check.findings.length === 0 ? (
        <p className="flex items-center gap-2 text-sm font-medium" data-testid="no-findings">
          <CircleCheck className="size-4 text-success" aria-hidden="true" />
          {t('coherence.noFindings')}
        </p>
      ) : (
        <ol className="space-y-3" aria-label={t('coherence.findingsLabel')}>
          {check.findings.map((finding, index) => {
            const values = findingValues(finding, cards, currency, t, prefs);
            return (
              <li
                key={`${finding.rule}-${finding.cardIds.join('-')}-${index}`}
                className="space-y-1 rounded-lg border p-3"
                data-testid="finding"
                data-rule={finding.rule}
              >
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">{t(`findings.${finding.rule}.title`, values)}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {t('coherence.pointsLost', {
                      count: finding.points,
                      points: formatNumber(finding.points, prefs, { maximumFractionDigits: 1 }),
                    })}
                  </span>
                </p>
                <p className="text-xs text-muted-foreground">{t('coherence.blocks', { blocks: values.blocks })}</p>
                <p className="text-sm">
                  <span className="font-medium">{t('coherence.why')} </span>
                  {t(`findings.${finding.rule}.why`, values)}
                </p>
                <p className="text-sm">
                  <span className="font-medium">{t('coherence.todo')} </span>
                  {t(`findings.${finding.rule}.todo`, values)}
                </p>
                {finding.cardIds[0] && (
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto px-0"
                    onClick={() => onShowCard(finding.cardIds[0]!)}
                  >
                    <Crosshair aria-hidden="true" />
                    {t('coherence.showCard')}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** The canvas's month in numbers: revenue against costs as two bars, the result, and the customers break-even needs. */
export function MonthNumbers({
  economics,
  currency,
  prefs,
}: {
  economics: CanvasEconomics;
  currency: Currency;
  prefs: NumberPreferences;
}) {
  const { t } = useTranslation('canvas');
  const titleId = useId();
  const money = (cents: number) => formatCurrency(cents, currency, prefs);
  const top = Math.max(economics.monthlyRevenueCents, economics.monthlyCostsCents, 1);
  const bars = [
    { key: 'revenue', cents: economics.monthlyRevenueCents, tone: 'bg-success' },
    { key: 'costs', cents: economics.monthlyCostsCents, tone: 'bg-destructive' },
  ] as const;
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border bg-card p-4" data-testid="month-numbers">
      <h3 id={titleId} className="text-sm font-semibold">
        {t('month.title')}
      </h3>
      <dl className="space-y-2">
        {bars.map((bar) => (
          <div key={bar.key} className="grid grid-cols-[6rem_minmax(0,1fr)_auto] items-center gap-2 text-sm">
            <dt className="text-muted-foreground">{t(`month.${bar.key}`)}</dt>
            <div className="h-3 rounded-full bg-muted" aria-hidden="true">
              <div className={cn('h-3 rounded-full', bar.tone)} style={{ width: `${(100 * bar.cents) / top}%` }} />
            </div>
            <dd className="font-medium tabular-nums" data-testid={`month-${bar.key}`}>
              {money(bar.cents)}
            </dd>
          </div>
        ))}
        <div className="grid grid-cols-[6rem_minmax(0,1fr)_auto] gap-2 border-t pt-2 text-sm">
          <dt className="text-muted-foreground">{t('month.result')}</dt>
          <span aria-hidden="true" />
          <dd
            className={cn('font-semibold tabular-nums', economics.monthlyResultCents < 0 && 'text-destructive')}
            data-testid="month-result"
          >
            {money(economics.monthlyResultCents)}
          </dd>
        </div>
      </dl>
      <p className="text-sm" data-testid="break-even">
        {economics.breakEvenCustomers === null
          ? t('month.noBreakEven')
          : t('month.breakEven', {
              count: economics.breakEvenCustomers,
              breakEven: formatNumber(economics.breakEvenCustomers, prefs),
              customers: formatNumber(economics.customers, prefs),
            })}
      </p>
    </section>
  );
}
