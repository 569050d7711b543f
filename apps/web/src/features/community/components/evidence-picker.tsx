import { SelectField } from '@/components/ui/select-field';
import { EVIDENCE_KINDS, type EvidenceKind } from '@alavanca/contracts/community';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvidencePickerProps } from './community-environment';

/** One of the author's own items that can be attached, and (a simulation) the months it has played. */
export interface EvidenceChoice {
  id: string;
  title: string;
  months?: number;
}
export type EvidenceChoices = Record<EvidenceKind, readonly EvidenceChoice[]>;

const NONE = 'none';

/**
 * The evidence a post will carry: a kind, one of the author's items of it and, for a simulation,
 * the months to show and whether to name the company. The copy is taken when the post is sent.
 */
export function EvidencePickerFields({ choices, value, onChange }: EvidencePickerProps & { choices: EvidenceChoices }) {
  const { t } = useTranslation('community');
  const id = useId();
  const kind = value?.kind ?? NONE;
  const items = value ? choices[value.kind] : [];
  const chosen = items.find((item) => item.id === value?.id);
  const pick = (next: EvidenceKind | typeof NONE) => {
    const first = next === NONE ? undefined : choices[next][0];
    onChange(next === NONE || !first ? null : { kind: next, id: first.id });
  };
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2" data-testid="evidence-picker">
      <legend className="px-1 text-sm font-medium">{t('evidence.attach')}</legend>
      <SelectField
        id={`${id}-kind`}
        label={t('evidence.kind')}
        value={kind}
        onValueChange={(next) => pick(next as EvidenceKind | typeof NONE)}
        // Only the kinds the author has something of.
        options={[NONE, ...EVIDENCE_KINDS.filter((option) => choices[option].length > 0)].map((option) => ({
          value: option,
          label: option === NONE ? t('evidence.none') : t(`evidence.kinds.${option}`),
        }))}
        testId="evidence-kind"
      />
      {value && (
        <SelectField
          id={`${id}-item`}
          label={t(`evidence.item.${value.kind}`)}
          value={value.id}
          onValueChange={(next) => onChange({ kind: value.kind, id: next })}
          options={items.map((item) => ({ value: item.id, label: item.title }))}
          testId="evidence-item"
        />
      )}
      {value?.kind === 'simulation' && chosen?.months && (
        <>
          <SelectField
            id={`${id}-months`}
            label={t('evidence.throughMonth')}
            value={String(value.throughMonth ?? chosen.months)}
            onValueChange={(next) => onChange({ ...value, throughMonth: Number(next) })}
            options={Array.from({ length: chosen.months }, (_, index) => ({
              value: String(index + 1),
              label: t('evidence.months', { count: index + 1 }),
            }))}
            testId="evidence-months"
          />
          <label className="flex items-center gap-2 self-end text-sm">
            <input
              type="checkbox"
              checked={value.showName ?? false}
              onChange={(event) => onChange({ ...value, showName: event.target.checked })}
              className="accent-primary"
            />
            {t('evidence.showName')}
          </label>
        </>
      )}
      <p className="text-sm text-muted-foreground sm:col-span-2">{t('evidence.hint')}</p>
    </fieldset>
  );
}
