import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { PITCH_LIMITS } from '@alavanca/contracts/pitches';
import { LANGUAGE_OPTIONS } from '@alavanca/domain/locale/languages';
import { PITCH_KINDS } from '@alavanca/domain/pitch/pitch';
import { useTranslation } from 'react-i18next';
import type { PitchDraft } from '../hooks/use-pitch-draft';
import type { EvidenceOption } from './pitch-context';

/** The select's value for "no validation" or "no simulation" (an id is never this). */
export const NONE = 'none';

/** The options of an evidence select: none, then the founder's own, newest first. */
export function evidenceChoices(options: readonly EvidenceOption[], none: string) {
  return [{ value: NONE, label: none }, ...options.map((option) => ({ value: option.id, label: option.title }))];
}

/** The pitch's header: its title, kind, language, and the validation and simulation its figures are held to. */
export function PitchDetails({
  draft,
  onChange,
  validations,
  simulations,
}: {
  draft: PitchDraft;
  onChange: (change: Partial<PitchDraft>) => void;
  validations: readonly EvidenceOption[];
  simulations: readonly EvidenceOption[];
}) {
  const { t } = useTranslation(['pitchStudio', 'pitch', 'common']);
  return (
    <section
      aria-label={t('pitchStudio:editor.details')}
      className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 xl:grid-cols-5"
    >
      <FormField
        label={t('pitchStudio:fields.title')}
        error={draft.title.trim() === '' ? t('common:validation.required') : undefined}
        className="sm:col-span-2 xl:col-span-1"
      >
        <Input
          value={draft.title}
          maxLength={PITCH_LIMITS.title}
          onChange={(event) => onChange({ title: event.target.value })}
          data-testid="pitch-title"
        />
      </FormField>
      <SelectField
        label={t('pitchStudio:fields.kind')}
        value={draft.kind}
        onValueChange={(kind) => onChange({ kind })}
        options={PITCH_KINDS.map((kind) => ({ value: kind, label: t(`pitch:kinds.${kind}.name`) }))}
        testId="pitch-kind"
      />
      <SelectField
        label={t('pitchStudio:fields.language')}
        hint={t('pitchStudio:fields.languageHint')}
        value={draft.language}
        onValueChange={(language) => onChange({ language })}
        options={LANGUAGE_OPTIONS.map((option) => ({
          value: option.language,
          label: option.languageName,
          lang: option.language,
        }))}
        testId="pitch-language"
      />
      <SelectField
        label={t('pitchStudio:fields.validation')}
        hint={t('pitchStudio:fields.evidenceHint')}
        value={draft.validationId ?? NONE}
        onValueChange={(id) => onChange({ validationId: id === NONE ? null : id })}
        options={evidenceChoices(validations, t('pitchStudio:fields.noValidation'))}
        testId="pitch-validation"
      />
      <SelectField
        label={t('pitchStudio:fields.simulation')}
        hint={t('pitchStudio:fields.evidenceHint')}
        value={draft.simulationId ?? NONE}
        onValueChange={(id) => onChange({ simulationId: id === NONE ? null : id })}
        options={evidenceChoices(simulations, t('pitchStudio:fields.noSimulation'))}
        testId="pitch-simulation"
      />
    </section>
  );
}
