import { cn } from '@/lib/utils';
import type { IdeaValidationResult, ValidationRequest } from '@alavanca/contracts/validations';
import { SCORE_KEYS } from '@alavanca/domain/validation/score-keys';
import { ChevronDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { IdeaFormat } from '../utils/format';
import { factorValues } from './factor-values';
import { OriginBadge } from './origin-badge';

type Score = IdeaValidationResult['scores'][keyof IdeaValidationResult['scores']];

const signed = (points: number, format: IdeaFormat) =>
  points > 0 ? `+${format.number(points)}` : points < 0 ? `−${format.number(-points)}` : format.number(0);

/** One score, line by line: where it started, what moved it (and where each line comes from), what would raise it. */
function ScoreCard({ score, input, format }: { score: Score; input: ValidationRequest; format: IdeaFormat }) {
  const { t } = useTranslation(['validation', 'validationReport', 'account']);
  return (
    <details className="group rounded-xl border bg-card" data-testid="score-card" data-score={score.key}>
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl p-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{t(`validationReport:scores.${score.key}.name`)}</span>
          <span className="block text-sm text-muted-foreground">
            {t(`validationReport:confidence.${score.confidence}`)}
          </span>
        </span>
        <span className="text-2xl font-bold tabular-nums" data-testid="score-value">
          {score.value}
        </span>
        <ChevronDown
          className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          aria-hidden="true"
        />
      </summary>
      <div className="space-y-4 border-t p-4">
        <p className="text-sm text-muted-foreground">{t(`validationReport:scores.${score.key}.description`)}</p>
        <ol className="space-y-3" aria-label={t('report.factorsLabel')}>
          {score.factors.map((factor) => (
            <li key={factor.key} className="grid gap-1 sm:grid-cols-[minmax(0,1fr)_auto]" data-testid="score-factor">
              <div className="space-y-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {t(`validationReport:factors.${score.key}.${factor.key}.label`)}
                  <OriginBadge origin={factor.origin} />
                </p>
                <p className="text-sm text-muted-foreground">
                  {t(
                    `validationReport:factors.${score.key}.${factor.key}.detail`,
                    factorValues(score.key, factor, input, format, t),
                  )}
                </p>
                {factor.evidence && factor.evidence.length > 0 && (
                  <p className="text-xs text-muted-foreground">
                    {t('report.evidence', {
                      words: factor.evidence.map((word) => `“${word.trim()}”`).join(', '),
                    })}
                  </p>
                )}
              </div>
              <p
                className={cn(
                  'text-sm font-semibold tabular-nums sm:text-right',
                  factor.points < 0 && 'text-destructive',
                )}
                aria-label={t('report.points', { points: signed(factor.points, format) })}
              >
                {factor.key === 'base' ? format.number(factor.points) : signed(factor.points, format)}
              </p>
            </li>
          ))}
        </ol>
        {score.raise.length > 0 && (
          <div className="space-y-2 rounded-lg bg-muted/50 p-3">
            <h4 className="flex items-center gap-2 text-sm font-semibold">
              <TrendingUp className="size-4" aria-hidden="true" />
              {t('report.raiseTitle')}
            </h4>
            <ul className="space-y-1.5">
              {score.raise.map((raise) => (
                <li key={raise.key} className="flex gap-3 text-sm" data-testid="score-raise">
                  <span className="min-w-0 flex-1">{t(`validationReport:raise.${score.key}.${raise.key}.action`)}</span>
                  <span className="font-semibold tabular-nums">{signed(raise.points, format)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </details>
  );
}

/** Every score's explanation, the weakest first: that is where the founder's next hour goes. */
export function ScoreDetails({
  result,
  input,
  format,
}: {
  result: IdeaValidationResult;
  input: ValidationRequest;
  format: IdeaFormat;
}) {
  const ordered = [...SCORE_KEYS].sort((a, b) => result.scores[a].value - result.scores[b].value);
  return (
    <div className="grid gap-3">
      {ordered.map((key) => (
        <ScoreCard key={key} score={result.scores[key]} input={input} format={format} />
      ))}
    </div>
  );
}
