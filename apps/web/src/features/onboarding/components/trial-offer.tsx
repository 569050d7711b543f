import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { FREE_TRIAL_DAYS } from '@alavanca/domain/constants';
import { TRIAL_PLAN } from '@alavanca/domain/billing/lifecycle';
import { useId } from 'react';
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
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-dashed p-4" data-testid="onboarding-trial-offer">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        disabled={disabled}
        aria-describedby={descriptionId}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={id} className="leading-snug">
          {t('trialOffer.label', { plan: t(`common:plans.${TRIAL_PLAN}`), days: FREE_TRIAL_DAYS })}
        </Label>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {t('trialOffer.description')}
        </p>
      </div>
    </div>
  );
}
