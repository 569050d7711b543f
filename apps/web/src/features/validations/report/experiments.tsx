import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import {
  EXPERIMENT_RESULT_MAX,
  type ExperimentProgress,
  type IdeaValidationResult,
} from '@alavanca/contracts/validations';
import type { DatePreferences } from '@alavanca/domain/locale/format';
import { formatDate } from '@alavanca/domain/locale/format';
import { CircleCheckBig, FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateExperiment } from '../api/update-experiment';
import type { IdeaFormat } from '../utils/format';

type Experiment = IdeaValidationResult['experiments'][number];

/** One experiment: how to run it, what decides it, its cost and time; marked done with what the founder found. */
function ExperimentCard({
  validationId,
  experiment,
  progress,
  format,
  dates,
}: {
  validationId: string;
  experiment: Experiment;
  progress: ExperimentProgress | undefined;
  format: IdeaFormat;
  dates: DatePreferences;
}) {
  const { t } = useTranslation(['validation', 'validationReport', 'common']);
  const save = useUpdateExperiment();
  const [done, setDone] = useState(progress?.done ?? false);
  const [result, setResult] = useState(progress?.result ?? '');
  const titleId = useId();
  const doneId = useId();
  const resultId = useId();
  const changed = done !== (progress?.done ?? false) || result.trim() !== (progress?.result ?? '');

  const onSave = () =>
    save.mutate(
      { id: validationId, key: experiment.key, progress: { done, result } },
      {
        onSuccess: () =>
          notify({
            title: done ? t('report.experiments.savedDone') : t('report.experiments.savedOpen'),
            description: t(`validationReport:experiments.${experiment.key}.title`),
            variant: 'success',
          }),
        onError: (error) =>
          notify({
            title: t('report.experiments.saveFailed'),
            description: describeError(error, t),
            variant: 'destructive',
          }),
      },
    );

  return (
    <article
      aria-labelledby={titleId}
      className={cn('space-y-3 rounded-xl border bg-card p-5', progress?.done && 'border-success/50')}
      data-testid="experiment"
      data-key={experiment.key}
      data-done={progress?.done ? 'true' : 'false'}
    >
      <header className="flex items-start gap-3">
        {progress?.done ? (
          <CircleCheckBig className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        ) : (
          <FlaskConical className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <h4 id={titleId} className="font-semibold">
            {t(`validationReport:experiments.${experiment.key}.title`)}
          </h4>
          <p className="text-sm text-muted-foreground">
            {t(`validationReport:experiments.${experiment.key}.description`)}
          </p>
        </div>
      </header>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t('report.experiments.criterion')}</dt>
          <dd>
            {t(`validationReport:experiments.${experiment.key}.criterion`, {
              target: format.number(experiment.target),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('report.experiments.cost')}</dt>
          <dd className="tabular-nums">
            {experiment.costCents === 0 ? t('report.experiments.free') : format.money(experiment.costCents)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('report.experiments.time')}</dt>
          <dd className="tabular-nums">{t('report.experiments.weeks', { count: experiment.weeks })}</dd>
        </div>
      </dl>
      <div className="space-y-3 border-t pt-3">
        <div className="flex items-center gap-2">
          <Checkbox id={doneId} checked={done} onCheckedChange={(checked) => setDone(checked === true)} />
          <Label htmlFor={doneId}>{t('report.experiments.done')}</Label>
          {progress?.done && progress.doneAt && (
            <span className="text-xs text-muted-foreground">
              {t('report.experiments.doneOn', { date: formatDate(new Date(progress.doneAt), dates) })}
            </span>
          )}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={resultId}>{t('report.experiments.result')}</Label>
          <Textarea
            id={resultId}
            rows={2}
            maxLength={EXPERIMENT_RESULT_MAX}
            value={result}
            placeholder={t('report.experiments.resultPlaceholder')}
            onChange={(event) => setResult(event.target.value)}
          />
        </div>
        <Button type="button" size="sm" disabled={!changed || save.isPending} onClick={onSave}>
          {save.isPending ? t('report.experiments.saving') : t('report.experiments.save')}
        </Button>
      </div>
    </article>
  );
}

/** The next experiments, for the weakest scores first; their progress is kept with the validation. */
export function Experiments({
  validationId,
  experiments,
  progress,
  format,
  dates,
}: {
  validationId: string;
  experiments: IdeaValidationResult['experiments'];
  progress: readonly ExperimentProgress[];
  format: IdeaFormat;
  dates: DatePreferences;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {experiments.map((experiment) => {
        const saved = progress.find((item) => item.key === experiment.key);
        return (
          <ExperimentCard
            // A save elsewhere (another tab) brings new values: the card starts again from them.
            key={`${experiment.key}-${saved?.doneAt ?? ''}-${saved?.result ?? ''}`}
            validationId={validationId}
            experiment={experiment}
            progress={saved}
            format={format}
            dates={dates}
          />
        );
      })}
    </div>
  );
}
