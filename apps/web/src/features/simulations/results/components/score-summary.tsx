import { Badge } from '@/components/ui/badge';
import type { SimulationScore } from '@alavanca/contracts/simulations';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimulationFormat } from '@/features/simulations/month/utils/format';
import { scoreBand, scoreBreakdown } from '@alavanca/domain/simulation/score-breakdown';

const BAND_BADGE = { excellent: 'success', good: 'info', fair: 'warning', poor: 'destructive' } as const;

/** The final score, large, as a meter for assistive technology, and the band it falls in. */
export function ScoreTotal({ total }: { total: number }) {
  const { t } = useTranslation('simulationResults');
  const band = scoreBand(total);
  const titleId = useId();
  return (
    <section
      className="flex flex-col items-center justify-center gap-2 rounded-xl border bg-card p-6 text-center"
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="text-sm font-medium text-muted-foreground">
        {t('score.title')}
      </h3>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={total}
        aria-valuetext={t('score.label', { total })}
        aria-label={t('score.title')}
        data-testid="score-total"
        className="flex items-baseline gap-2"
      >
        <span className="text-6xl font-bold tabular-nums tracking-tight" aria-hidden="true">
          {total}
        </span>
        <span className="text-lg text-muted-foreground" aria-hidden="true">
          {t('score.outOf')}
        </span>
      </div>
      <Badge variant={BAND_BADGE[band]} data-testid="score-band">
        {t(`score.band.${band}`)}
      </Badge>
    </section>
  );
}

/** Each component's points, its 0–100 score and weight, and what it measures; the rows sum to the total. */
export function ScoreBreakdown({
  score,
  format,
}: {
  score: Pick<SimulationScore, 'total' | 'components'>;
  format: SimulationFormat;
}) {
  const { t } = useTranslation('simulationResults');
  const titleId = useId();
  const rows = scoreBreakdown(score);
  return (
    <section
      className="space-y-4 rounded-xl border bg-card p-6"
      aria-labelledby={titleId}
      data-testid="score-breakdown"
    >
      <div className="space-y-1">
        <h3 id={titleId} className="text-lg font-semibold">
          {t('breakdown.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('breakdown.intro')}</p>
      </div>
      <ul className="space-y-4">
        {rows.map((row) => (
          <li key={row.key} className="space-y-1.5" data-testid={`breakdown-${row.key}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="font-medium">{t(`breakdown.components.${row.key}.name`)}</span>
              <span className="text-sm font-semibold tabular-nums" data-testid="breakdown-points">
                {t('breakdown.points', { points: row.points, max: row.maxPoints })}
              </span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-primary/15" aria-hidden="true">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${Math.min(100, Math.max(0, row.value))}%` }}
              />
            </div>
            <p className="text-xs text-muted-foreground">
              {t('breakdown.detail', { value: format.decimal(row.value), weight: format.percent(row.weight) })}
              {' · '}
              {t(`breakdown.components.${row.key}.meaning`)}
            </p>
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t pt-3 font-semibold">
        <span>{t('breakdown.total')}</span>
        <span className="tabular-nums" data-testid="breakdown-total">
          {t('breakdown.totalPoints', { total: score.total })}
        </span>
      </p>
    </section>
  );
}
