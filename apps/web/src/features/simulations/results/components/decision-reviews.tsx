import type { Simulation, SimulationScore } from '@alavanca/contracts/simulations';
import { ThumbsDown, ThumbsUp, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import type { SimulationFormat } from '@/features/simulations/month/utils/format';

type Review = SimulationScore['bestDecisions'][number];
type Decisions = Simulation['months'][number]['decisions'];

/** The levers pulled that month; zero-valued optional ones are left out. */
function DecisionList({ decisions, format }: { decisions: Decisions; format: SimulationFormat }) {
  const { t } = useTranslation('simulationResults');
  const items: { key: string; label: string; value: string }[] = [
    { key: 'price', label: t('reviews.decisions.price'), value: format.money(decisions.priceCents) },
    { key: 'marketing', label: t('reviews.decisions.marketing'), value: format.money(decisions.marketingCents) },
    {
      key: 'headcount',
      label: t('reviews.decisions.headcount'),
      value:
        decisions.headcountDelta === 0
          ? t('reviews.decisions.headcountSame')
          : format.signedCount(decisions.headcountDelta),
    },
    { key: 'quality', label: t('reviews.decisions.quality'), value: format.money(decisions.qualityInvestmentCents) },
  ];
  if (decisions.purchaseUnits > 0) {
    items.push({
      key: 'purchase',
      label: t('reviews.decisions.purchase'),
      value: t('reviews.decisions.purchaseValue', {
        count: decisions.purchaseUnits,
        units: format.count(decisions.purchaseUnits),
      }),
    });
  }
  if (decisions.capacityInvestmentCents > 0) {
    items.push({
      key: 'equipment',
      label: t('reviews.decisions.equipment'),
      value: format.money(decisions.capacityInvestmentCents),
    });
  }
  if (decisions.loanCents !== 0) {
    items.push({
      key: 'loan',
      label: t(decisions.loanCents > 0 ? 'reviews.decisions.loan' : 'reviews.decisions.repayment'),
      value: format.money(Math.abs(decisions.loanCents)),
    });
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {items.map((item) => (
        <div key={item.key} className="contents">
          <dt className="text-muted-foreground">{item.label}</dt>
          <dd className="text-right tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReviewCard({
  review,
  decisions,
  throughMonth,
  format,
}: {
  review: Review;
  decisions: Decisions | undefined;
  /** The month at whose end the replays compare results; null when the run was not replayed. */
  throughMonth: number | null;
  format: SimulationFormat;
}) {
  const { t } = useTranslation('simulationResults');
  const titleId = useId();
  return (
    <li
      className="space-y-3 rounded-lg border p-4"
      aria-labelledby={titleId}
      data-testid={`review-month-${review.month}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={titleId} className="font-semibold">
          {t('reviews.month', { month: review.month, name: format.monthName(review.month, 'long') })}
        </h4>
        <span className="text-sm font-medium tabular-nums">
          {t('reviews.decisionScore', { score: format.count(review.score) })}
        </span>
      </div>
      <p className="text-sm">{t('reviews.netResult', { value: format.signedMoney(review.netProfitCents) })}</p>
      {review.effectCents !== null && throughMonth !== null && (
        <p className="text-sm" data-testid="review-effect">
          {t('reviews.effect', { value: format.signedMoney(review.effectCents), through: throughMonth })}
        </p>
      )}
      {decisions && (
        <div className="space-y-1">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {t('reviews.decisionsLabel')}
          </p>
          <DecisionList decisions={decisions} format={format} />
        </div>
      )}
      <div className="space-y-1">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('reviews.whyLabel')}</p>
        {review.flags.length === 0 ? (
          <p className="text-sm">{t('reviews.noFlags')}</p>
        ) : (
          <ul className="list-disc space-y-0.5 ps-5 text-sm">
            {review.flags.map((flag) => (
              <li key={flag}>{t(`flags.${flag}.label`)}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

function ReviewList({
  title,
  empty,
  icon,
  reviews,
  months,
  throughMonth,
  format,
  testId,
}: {
  title: string;
  empty: string;
  icon: LucideIcon;
  reviews: readonly Review[];
  months: Simulation['months'];
  throughMonth: number | null;
  format: SimulationFormat;
  testId: string;
}) {
  return (
    <SectionCard title={title} icon={icon} testId={testId}>
      {reviews.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {reviews.map((review) => (
            <ReviewCard
              key={review.month}
              review={review}
              decisions={months.find((m) => m.month === review.month)?.decisions}
              throughMonth={throughMonth}
              format={format}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/**
 * The best and worst months, with what was decided and the alerts that explain it: ranked by what
 * the month's decisions did to the result against the careful founder's in the same month where
 * the run was replayed, otherwise by the month's decision score.
 */
export function DecisionReviews({
  simulation,
  score,
  format,
}: {
  simulation: Simulation;
  score: SimulationScore;
  format: SimulationFormat;
}) {
  const { t } = useTranslation('simulationResults');
  const throughMonth = score.replay?.throughMonth ?? null;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {t(throughMonth === null ? 'reviews.rankedByScore' : 'reviews.rankedByEffect')}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <ReviewList
          title={t('reviews.bestTitle')}
          empty={t('reviews.bestEmpty')}
          icon={ThumbsUp}
          reviews={score.bestDecisions}
          months={simulation.months}
          throughMonth={throughMonth}
          format={format}
          testId="best-decisions"
        />
        <ReviewList
          title={t('reviews.worstTitle')}
          empty={t('reviews.worstEmpty')}
          icon={ThumbsDown}
          reviews={score.worstDecisions}
          months={simulation.months}
          throughMonth={throughMonth}
          format={format}
          testId="worst-decisions"
        />
      </div>
    </div>
  );
}
