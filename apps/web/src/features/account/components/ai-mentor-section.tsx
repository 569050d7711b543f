import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Field, FieldControl, FieldError, FieldLabel, FormField } from '@/components/ui/form-field';
import { FormSelectField } from '@/components/ui/select-field';
import { notify } from '@/lib/notify';
import { useValidationText } from '@/hooks/use-validation-text';
import { cn } from '@/lib/utils';
import { UserSettings } from '@alavanca/contracts/preferences';
import { AI_TONES, AI_VERBOSITY_RANGE, TEXT_LIMITS } from '@alavanca/domain/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { describeError } from '@/lib/describe-error';
import { useMentorEngine } from '@/lib/api/get-mentor-engine';
import { Cpu } from 'lucide-react';
import { ACCOUNT_ERROR, QueryBoundary, SettingsSection, textareaClassName } from './settings-section';

export const AiSettingsForm = UserSettings.pick({ aiTone: true, aiVerbosity: true, aiContext: true });
type AiSettingsForm = z.infer<typeof AiSettingsForm>;

/** Words for the verbosity scale, so the number means something: lower third concise, upper third detailed. */
export function verbosityLevel(value: number): 'concise' | 'balanced' | 'detailed' {
  const third = (AI_VERBOSITY_RANGE.max - AI_VERBOSITY_RANGE.min) / 3;
  if (value < AI_VERBOSITY_RANGE.min + third) return 'concise';
  if (value > AI_VERBOSITY_RANGE.max - third) return 'detailed';
  return 'balanced';
}

/** Which engine answers the mentor's questions: the built-in mentor, or the operator's language model. */
function EngineLine() {
  const { t } = useTranslation('account');
  const engine = useMentorEngine().data;
  if (!engine) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="settings-ai-engine">
      <Cpu aria-hidden="true" className="size-4 shrink-0" />
      {engine.engine === 'builtIn'
        ? t('settings.ai.engineBuiltIn')
        : t('settings.ai.engineModel', { model: engine.model ?? '' })}
    </p>
  );
}

function AiForm({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation('account');
  const verbosityId = useId();
  const errorText = useValidationText();
  const update = useUpdateSettings();
  const form = useForm<AiSettingsForm>({
    resolver: zodResolver(AiSettingsForm),
    defaultValues: { aiTone: settings.aiTone, aiVerbosity: settings.aiVerbosity, aiContext: settings.aiContext },
  });
  const { control } = form;
  const { errors, isDirty } = form.formState;
  const tone = useWatch({ control, name: 'aiTone' });
  const verbosity = useWatch({ control, name: 'aiVerbosity' });
  const context = useWatch({ control, name: 'aiContext' }) ?? '';
  const level = verbosityLevel(verbosity);
  const verbosityText = t('settings.ai.verbosityValue', {
    value: verbosity,
    level: t(`settings.ai.verbosityLevels.${level}`),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ aiTone: saved.aiTone, aiVerbosity: saved.aiVerbosity, aiContext: saved.aiContext });
      notify({ title: t('settings.ai.savedTitle'), description: t('settings.ai.savedMessage'), variant: 'success' });
    } catch (error) {
      notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <CardContent className="grid gap-6">
        <EngineLine />
        <FormSelectField
          control={control}
          name="aiTone"
          label={t('settings.ai.tone')}
          hint={t(`enums.aiToneDescriptions.${tone}`)}
          className="sm:max-w-sm"
          options={AI_TONES.map((option) => ({ value: option, label: t(`enums.aiTones.${option}`) }))}
          testId="settings-ai-tone"
        />

        <Field id={verbosityId} error={errorText(errors.aiVerbosity?.message)}>
          <div className="grid gap-2">
            <div className="flex items-baseline justify-between gap-4">
              <FieldLabel>{t('settings.ai.verbosity')}</FieldLabel>
              <output
                htmlFor={verbosityId}
                className="tabular text-sm font-medium"
                data-testid="settings-ai-verbosity-value"
              >
                {verbosityText}
              </output>
            </div>
            <FieldControl>
              <input
                type="range"
                min={AI_VERBOSITY_RANGE.min}
                max={AI_VERBOSITY_RANGE.max}
                step={1}
                aria-valuetext={verbosityText}
                data-testid="settings-ai-verbosity"
                className="h-2 w-full cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
                {...form.register('aiVerbosity', { valueAsNumber: true })}
              />
            </FieldControl>
            <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
              <span>{t('settings.ai.verbosityLevels.concise')}</span>
              <span>{t('settings.ai.verbosityLevels.detailed')}</span>
            </div>
            <FieldError {...ACCOUNT_ERROR} />
          </div>
        </Field>

        <FormField
          label={t('settings.ai.context')}
          hint={t('settings.ai.contextCounter', { length: context.length, max: TEXT_LIMITS.aiContext })}
          error={errorText(errors.aiContext?.message)}
          hintProps={{
            className: cn(
              'tabular text-right text-xs',
              context.length > TEXT_LIMITS.aiContext ? 'text-destructive' : 'text-muted-foreground',
            ),
            'data-testid': 'settings-ai-context-counter',
          }}
          errorProps={ACCOUNT_ERROR}
        >
          <textarea
            rows={5}
            maxLength={TEXT_LIMITS.aiContext}
            placeholder={t('settings.ai.contextPlaceholder')}
            className={textareaClassName}
            data-testid="settings-ai-context"
            {...form.register('aiContext')}
          />
        </FormField>
      </CardContent>
      <CardFooter className="mt-6 justify-end">
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? t('settings.saving') : t('settings.ai.save')}
        </Button>
      </CardFooter>
    </form>
  );
}

export function AiMentorSection() {
  const { t } = useTranslation('account');
  const settings = useSettings();
  return (
    <SettingsSection id="ai" title={t('settings.ai.title')} description={t('settings.ai.description')}>
      <QueryBoundary query={settings}>{(data) => <AiForm settings={data} />}</QueryBoundary>
    </SettingsSection>
  );
}
