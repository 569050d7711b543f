import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldControl, FieldHint, FieldLabel } from '@/components/ui/form-field';
import { FREE_TRIAL_DAYS } from '@alavanca/domain/constants';
import { TRIAL_PLAN } from '@alavanca/domain/billing/lifecycle';
import { useTranslation } from 'react-i18next';

/**
 * The last step's offer of the free Pro trial (no card). Off unless the user ticks it: the
 * wizard is about preferences, and a plan change must be the user's own choice.
 */
export function TrialOffer({
  checked,
  onCheckedChange,
  disabled,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('billing');
  return (
    <Field hint={t('trialOffer.description')}>
      <div className="flex items-start gap-3 rounded-lg border border-dashed p-4" data-testid="onboarding-trial-offer">
        <FieldControl>
          <Checkbox
            checked={checked}
            onCheckedChange={(value) => onCheckedChange(value === true)}
            disabled={disabled}
            className="mt-0.5"
          />
        </FieldControl>
        <div className="grid gap-1">
          <FieldLabel className="leading-snug">
            {t('trialOffer.label', { plan: t(`common:plans.${TRIAL_PLAN}`), days: FREE_TRIAL_DAYS })}
          </FieldLabel>
          <FieldHint />
        </div>
      </div>
    </Field>
  );
}
