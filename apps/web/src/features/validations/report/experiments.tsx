import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldControl, FieldError, FieldLabel, FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import {
  ExperimentProgressRequest,
  type ExperimentProgress,
  type IdeaValidationResult,
} from '@alavanca/contracts/validations';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import type { DatePreferences } from '@alavanca/domain/locale/format';
import { formatDate } from '@alavanca/domain/locale/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckBig, FlaskConical } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useUpdateExperiment } from '../api/update-experiment';
import type { IdeaFormat } from '../utils/format';

type Experiment = IdeaValidationResult['experiments'][number];
type ProgressForm = z.input<typeof ExperimentProgressRequest>;

const FIELDS = ['done', 'result'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(path);

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
  const errorText = useValidationText();
  const save = useUpdateExperiment();
  const titleId = useId();
  const savedDone = progress?.done ?? false;
  const savedResult = progress?.result ?? '';
  const form = useForm<ProgressForm, unknown, ExperimentProgressRequest>({
    resolver: zodResolver(ExperimentProgressRequest),
    defaultValues: { done: savedDone, result: savedResult },
  });
  const { errors, isDirty } = form.formState;
  // A save in another tab shows here, unless the founder is editing this card. The card is
  // updated in place, never remounted, so the keyboard's place survives a save.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ done: savedDone, result: savedResult });
  }, [form, savedDone, savedResult]);
  // Never disabled: a focused button that becomes disabled drops the focus to the page.
  const unavailable = !isDirty || save.isPending;

  const onSave = form.handleSubmit(async (request) => {
    try {
      const validation = await save.mutateAsync({ id: validationId, key: experiment.key, progress: request });
      const saved = validation.experiments.find((item) => item.key === experiment.key);
      form.reset({ done: saved?.done ?? request.done, result: saved?.result ?? request.result });
      notify({
        title: request.done ? t('report.experiments.savedDone') : t('report.experiments.savedOpen'),
        description: t(`validationReport:experiments.${experiment.key}.title`),
        variant: 'success',
      });
    } catch (error) {
      // A field the server refuses is said under it, as the schema's own checks are.
      const issues = error instanceof ApiError && error.code === 'VALIDATION_FAILED' ? error.issues : [];
      const fieldIssues = issues.flatMap(({ path, message }) => (isField(path) ? [{ path, message }] : []));
      fieldIssues.forEach(({ path, message }, index) => form.setError(path, { message }, { shouldFocus: index === 0 }));
      if (fieldIssues.length === 0)
        notify({
          title: t('report.experiments.saveFailed'),
          description: describeError(error, t),
          variant: 'destructive',
        });
    }
  });

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
      <form
        className="space-y-3 border-t pt-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!unavailable) void onSave(event);
        }}
      >
        <Controller
          control={form.control}
          name="done"
          render={({ field }) => (
            <Field error={errorText(errors.done?.message)}>
              <div className="flex flex-wrap items-center gap-2">
                <FieldControl>
                  <Checkbox
                    ref={field.ref}
                    name={field.name}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                  />
                </FieldControl>
                <FieldLabel>{t('report.experiments.done')}</FieldLabel>
                {progress?.done && progress.doneAt && (
                  <span className="text-xs text-muted-foreground">
                    {t('report.experiments.doneOn', { date: formatDate(new Date(progress.doneAt), dates) })}
                  </span>
                )}
              </div>
              <FieldError />
            </Field>
          )}
        />
        <FormField label={t('report.experiments.result')} error={errorText(errors.result?.message)}>
          <Textarea
            rows={2}
            maxLength={TEXT_LIMITS.idea.experimentResult}
            placeholder={t('report.experiments.resultPlaceholder')}
            {...form.register('result')}
          />
        </FormField>
        <Button type="submit" size="sm" className="aria-disabled:opacity-50" aria-disabled={unavailable || undefined}>
          {save.isPending ? t('report.experiments.saving') : t('report.experiments.save')}
        </Button>
      </form>
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
            key={experiment.key}
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
