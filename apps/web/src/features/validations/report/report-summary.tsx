import type { IdeaValidationResult } from '@alavanca/contracts/validations';
import { decidingReasons } from '@alavanca/domain/validation/reasons';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdeaFormat } from '../utils/format';
import { LikelyRevenue } from './likely-revenue';

/**
 * The report's first screen beside the overall score: the lines that decided the verdict and the
 * revenue the company can likely reach. Everything else is folded below.
 */
export function ReportSummary({ result, format }: { result: IdeaValidationResult; format: IdeaFormat }) {
  const { t } = useTranslation(['validation', 'validationReport']);
  const titleId = useId();
  const reasons = decidingReasons(result);
  return (
    <section aria-labelledby={titleId} className="space-y-5 rounded-xl border bg-card p-6" data-testid="report-summary">
      <h3 id={titleId} className="text-lg font-semibold">
        {t('report.sections.summary')}
      </h3>
      <div className="space-y-2">
        <h4 className="text-sm font-medium text-muted-foreground">{t('report.reasonsTitle')}</h4>
        <ul className="space-y-2" data-testid="deciding-reasons">
          {reasons.map((reason) => {
            const Icon = reason.points > 0 ? TrendingUp : TrendingDown;
            const line = reason.missed
              ? t(`validationReport:raise.${reason.score}.${reason.key}.missing`)
              : t(`validationReport:factors.${reason.score}.${reason.key}.label`);
            return (
              <li
                key={`${reason.score}.${reason.key}`}
                className="flex items-start gap-2 text-sm"
                data-testid="deciding-reason"
                data-direction={reason.points > 0 ? 'up' : 'down'}
              >
                <Icon
                  className={
                    reason.points > 0
                      ? 'mt-0.5 size-4 shrink-0 text-success'
                      : 'mt-0.5 size-4 shrink-0 text-destructive'
                  }
                  aria-hidden="true"
                />
                <span>
                  {t('report.reasonLine', { score: t(`validationReport:scores.${reason.score}.name`), factor: line })}{' '}
                  <span className="text-muted-foreground tabular-nums">
                    (
                    {t('report.reasonPoints', {
                      points: `${reason.points > 0 ? '+' : '−'}${format.number(Math.abs(reason.points))}`,
                    })}
                    )
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="border-t pt-4">
        <LikelyRevenue market={result.market} format={format} />
      </div>
    </section>
  );
}
