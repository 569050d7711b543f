import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError, FieldScope, FormField, useFieldState } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { CreatePitchRequest, PITCH_LIMITS } from '@alavanca/contracts/pitches';
import type { Language } from '@alavanca/domain/constants';
import { LANGUAGE_OPTIONS } from '@alavanca/domain/locale/languages';
import { PITCH_KINDS, type PitchKind } from '@alavanca/domain/pitch/pitch';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreatePitch } from '../api/change-pitch';
import { pitchPath } from '../utils/paths';
import type { EvidenceOption } from './pitch-context';
import { evidenceChoices, NONE } from './pitch-details';

const STARTS = ['blank', 'script', 'draft'] as const;
type Start = (typeof STARTS)[number];

/** The fields a request's issue may name, each shown under its own control. */
const FIELDS = ['title', 'kind', 'language', 'script', 'validationId', 'simulationId'] as const;
type Field = (typeof FIELDS)[number];
const isField = (path: string): path is Field => (FIELDS as readonly string[]).includes(path);

/** Radio cards: a choice with its name and a line on what it means, in a labelled group. */
function Choices<T extends string>({
  legend,
  name,
  value,
  onChange,
  options,
  error,
  testId,
}: {
  legend: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string; description: string }[];
  error?: string;
  testId: string;
}) {
  const field = useFieldState({ id: `${name}-group`, error });
  return (
    <FieldScope value={field}>
      <fieldset className="grid gap-2" aria-describedby={error ? field.errorId : undefined} data-testid={testId}>
        <legend className="mb-2 text-sm font-medium">{legend}</legend>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-2 has-focus-visible:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 accent-primary"
            />
            <span>
              <span className="block font-medium">{option.label}</span>
              <span className="block text-sm text-muted-foreground">{option.description}</span>
            </span>
          </label>
        ))}
        <FieldError />
      </fieldset>
    </FieldScope>
  );
}

/**
 * Starts a pitch: its title, kind and language, the validation and simulation its figures are held
 * to, and how it begins: blank, from a pasted script the server splits into parts, or drafted from
 * that evidence. A field the server refuses is said under it.
 */
export function NewPitchDialog({
  onOpenChange,
  validations,
  simulations,
  language: uiLanguage,
}: {
  onOpenChange: (open: boolean) => void;
  validations: readonly EvidenceOption[];
  simulations: readonly EvidenceOption[];
  language: Language;
}) {
  const { t } = useTranslation(['pitchStudio', 'pitch', 'common']);
  const errorText = useValidationText();
  const navigate = useNavigate();
  const create = useCreatePitch();
  const id = useId();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<PitchKind>('investor');
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const [start, setStart] = useState<Start>('blank');
  const [script, setScript] = useState('');
  const [validationId, setValidationId] = useState(validations[0]?.id ?? NONE);
  const [simulationId, setSimulationId] = useState(simulations[0]?.id ?? NONE);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const hasEvidence = validations.length > 0 || simulations.length > 0;

  /** Shows each issue under its field and takes the keyboard to the first. */
  function showIssues(issues: readonly { path: string; message: string }[]) {
    const shown = issues.filter((issue) => isField(issue.path));
    setErrors(Object.fromEntries(shown.map((issue) => [issue.path, errorText(issue.message)])));
    const first = shown[0]?.path;
    if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
    return shown.length > 0;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const links = {
      kind,
      language,
      validationId: validationId === NONE ? null : validationId,
      simulationId: simulationId === NONE ? null : simulationId,
    };
    const request = CreatePitchRequest.safeParse(
      start === 'draft'
        ? { start, ...(title.trim() ? { title } : {}), ...links }
        : start === 'script'
          ? { start, title, script, ...links }
          : { start, title, ...links },
    );
    if (!request.success) {
      showIssues(request.error.issues.map((issue) => ({ path: String(issue.path[0]), message: issue.message })));
      return;
    }
    setErrors({});
    create.mutate(request.data, {
      onSuccess: (pitch) => void navigate(pitchPath(pitch.id)),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && showIssues(error.issues)) return;
        notify({ title: t('pitchStudio:create.failed'), description: describeError(error, t), variant: 'destructive' });
      },
    });
  }

  const evidenceSelect = (
    field: 'validationId' | 'simulationId',
    label: string,
    options: readonly EvidenceOption[],
    none: string,
    value: string,
    onChange: (value: string) => void,
  ): ReactNode => (
    <SelectField
      id={`${id}-${field}`}
      label={label}
      value={value}
      onValueChange={onChange}
      options={evidenceChoices(options, none)}
      error={errors[field]}
      testId={`new-pitch-${field}`}
    />
  );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl" data-testid="new-pitch-dialog">
        <DialogHeader>
          <DialogTitle>{t('pitchStudio:create.title')}</DialogTitle>
          <DialogDescription>{t('pitchStudio:create.intro')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Choices<Start>
            legend={t('pitchStudio:create.start')}
            name={`${id}-start`}
            value={start}
            onChange={setStart}
            options={STARTS.map((each) => ({
              value: each,
              label: t(`pitchStudio:create.starts.${each}.name`),
              description: t(`pitchStudio:create.starts.${each}.description`),
            }))}
            testId="new-pitch-start"
          />
          <FormField
            id={`${id}-title`}
            label={t(start === 'draft' ? 'pitchStudio:create.titleOptional' : 'pitchStudio:fields.title')}
            hint={start === 'draft' ? t('pitchStudio:create.titleHint') : undefined}
            error={errors.title}
          >
            <Input value={title} maxLength={PITCH_LIMITS.title} onChange={(event) => setTitle(event.target.value)} />
          </FormField>
          <Choices<PitchKind>
            legend={t('pitchStudio:fields.kind')}
            name={`${id}-kind`}
            value={kind}
            onChange={setKind}
            options={PITCH_KINDS.map((each) => ({
              value: each,
              label: t(`pitch:kinds.${each}.name`),
              description: t(`pitch:kinds.${each}.description`),
            }))}
            error={errors.kind}
            testId="new-pitch-kind"
          />
          <SelectField
            id={`${id}-language`}
            label={t('pitchStudio:fields.language')}
            hint={t('pitchStudio:fields.languageHint')}
            value={language}
            onValueChange={setLanguage}
            options={LANGUAGE_OPTIONS.map((option) => ({
              value: option.language,
              label: option.languageName,
              lang: option.language,
            }))}
            error={errors.language}
            testId="new-pitch-language"
          />
          {start === 'script' && (
            <FormField
              id={`${id}-script`}
              label={t('pitchStudio:create.script')}
              hint={t('pitchStudio:create.scriptHint')}
              error={errors.script}
            >
              <Textarea
                value={script}
                maxLength={PITCH_LIMITS.script}
                rows={8}
                onChange={(event) => setScript(event.target.value)}
              />
            </FormField>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {evidenceSelect(
              'validationId',
              t('pitchStudio:fields.validation'),
              validations,
              t('pitchStudio:fields.noValidation'),
              validationId,
              setValidationId,
            )}
            {evidenceSelect(
              'simulationId',
              t('pitchStudio:fields.simulation'),
              simulations,
              t('pitchStudio:fields.noSimulation'),
              simulationId,
              setSimulationId,
            )}
          </div>
          <p className="text-sm text-muted-foreground">
            {t(
              hasEvidence
                ? start === 'draft'
                  ? 'pitchStudio:create.draftHint'
                  : 'pitchStudio:create.evidenceHint'
                : 'pitchStudio:create.noEvidence',
            )}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('pitchStudio:create.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending} data-testid="create-pitch">
              {t(create.isPending ? 'pitchStudio:create.creating' : 'pitchStudio:create.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
