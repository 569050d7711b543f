import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/api-client';
import { storeLanguage } from '@/lib/language-storage';
import { TRIAL_PLAN } from '@alavanca/domain/billing/lifecycle';
import type { Language } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import i18next from 'i18next';
import { useEffect, useReducer, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { useSkipOnboarding } from '../api/skip-onboarding';
import { useStartTrial } from '@/lib/api/start-trial';
import {
  buildCompleteRequest,
  canContinue,
  createInitialState,
  FIRST_STEP,
  LAST_STEP,
  wizardReducer,
} from '../utils/wizard-state';
import { TrialOffer } from './trial-offer';
import { ObjectiveStep, PreferencesStep, ProfileStep, TourStep, WelcomeStep, type StepProps } from './wizard-steps';

const STEPS: readonly { key: string; Body: ComponentType<StepProps> }[] = [
  { key: 'welcome', Body: WelcomeStep },
  { key: 'preferences', Body: PreferencesStep },
  { key: 'profile', Body: ProfileStep },
  { key: 'objective', Body: ObjectiveStep },
  { key: 'tour', Body: TourStep },
];

const AFTER_ONBOARDING = '/dashboard';

/**
 * Switches the interface to the language picked in step 2 and remembers it under
 * selected_language (spec §4). Quietly: the wizard shows the change itself, and the choice is
 * saved to the preferences with the other answers at the end.
 */
function applyLanguage(language: Language): void {
  storeLanguage(language);
  void i18next.changeLanguage(language);
}

export interface OnboardingWizardProps {
  /** The signed-in user; saving the answers requires one. */
  user: { id: string } | null;
  /** Called once the wizard is done with (completed or skipped), before going to the dashboard. */
  onFinished?: () => void;
  /** Where to go once done instead of the dashboard: the invitation a new student signed up from. */
  returnTo?: string;
}

/** The five-step first-run wizard shown in place of the page (spec §2, §4). */
export function OnboardingWizard({ user, onFinished, returnTo = AFTER_ONBOARDING }: OnboardingWizardProps) {
  // The trial offer's texts live with the other billing texts.
  const { t, i18n } = useTranslation(['account', 'billing']);
  const navigate = useNavigate();
  const uiLanguage = resolveLanguageOrDefault(i18n.language);
  const [state, dispatch] = useReducer(wizardReducer, uiLanguage, createInitialState);
  // The interface language can also change outside the wizard (the top bar's switcher); the
  // answer follows it, so finishing never saves a language other than the one on screen.
  const [seenLanguage, setSeenLanguage] = useState(uiLanguage);
  if (seenLanguage !== uiLanguage) {
    setSeenLanguage(uiLanguage);
    if (state.answers.language !== uiLanguage) dispatch({ type: 'chooseLanguage', language: uiLanguage });
  }
  const complete = useCompleteOnboarding();
  const skip = useSkipOnboarding();
  const trial = useStartTrial();
  const [wantsTrial, setWantsTrial] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(state.step);

  // A new step replaces the content under the keyboard user's focus; the step's title takes it.
  useEffect(() => {
    if (previousStep.current !== state.step) headingRef.current?.focus();
    previousStep.current = state.step;
  }, [state.step]);

  const { step, answers } = state;
  const current = STEPS[step - 1] ?? STEPS[0];
  const saving = complete.isPending || trial.isPending;
  const busy = saving || skip.isPending;
  const isLast = step === LAST_STEP;

  /** Starts the trial the user opted into; the answers are already saved, so a failure is only reported. */
  const startTrialNotice = async (): Promise<Parameters<typeof notify>[0]> => {
    try {
      await trial.mutateAsync();
    } catch (error) {
      console.error('Starting the free trial failed', error);
      const unavailable = error instanceof ApiError && error.code === 'TRIAL_UNAVAILABLE';
      return {
        title: t('billing:trialOffer.failedTitle'),
        description: t(unavailable ? 'billing:trialOffer.unavailable' : 'billing:trialOffer.failed'),
        variant: 'warning',
      };
    }
    return {
      title: t('onboarding.savedTitle'),
      description: t('billing:trialOffer.started', { plan: t(`common:plans.${TRIAL_PLAN}`) }),
      variant: 'success',
    };
  };

  const finish = async () => {
    if (!user) {
      notify({ title: t('common:error'), description: t('onboarding.notAuthenticated'), variant: 'destructive' });
      return;
    }
    const request = buildCompleteRequest(answers);
    if (!request) return;
    try {
      await complete.mutateAsync(request);
    } catch (error) {
      console.error('Saving the onboarding answers failed', error);
      notify({ title: t('common:error'), description: t('onboarding.saveFailed'), variant: 'destructive' });
      return;
    }
    notify(
      wantsTrial
        ? await startTrialNotice()
        : { title: t('onboarding.savedTitle'), description: t('onboarding.savedMessage'), variant: 'success' },
    );
    onFinished?.();
    void navigate(returnTo);
  };

  const skipWizard = async () => {
    try {
      await skip.mutateAsync();
    } catch (error) {
      // The specification only logs a failed skip; the user still goes on to the dashboard.
      console.error('Skipping onboarding failed', error);
    }
    onFinished?.();
    void navigate(returnTo);
  };

  const Body = current?.Body ?? WelcomeStep;
  const stepKey = current?.key ?? 'welcome';
  return (
    <Card className="mx-auto w-full max-w-3xl" data-testid="onboarding-wizard" data-step={step}>
      <CardHeader className="gap-4">
        <div className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground" data-testid="onboarding-step">
            {t('onboarding.stepOf', { step, total: LAST_STEP })}
          </p>
          <Progress
            value={step}
            max={LAST_STEP}
            aria-label={t('onboarding.progress')}
            getValueLabel={(value, max) => t('onboarding.stepOf', { step: value, total: max })}
          />
        </div>
        <CardTitle asChild>
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-hidden">
            {t(`onboarding.${stepKey}.title`)}
          </h2>
        </CardTitle>
        <CardDescription>{t(`onboarding.${stepKey}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Body answers={answers} dispatch={dispatch} onLanguageChosen={applyLanguage} />
        {isLast && <TrialOffer checked={wantsTrial} onCheckedChange={setWantsTrial} disabled={busy} />}
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-2">
        <div>
          {step > FIRST_STEP && (
            <Button variant="outline" onClick={() => dispatch({ type: 'back' })} disabled={busy}>
              {t('onboarding.back')}
            </Button>
          )}
        </div>
        <div className="flex gap-2">
          {step === FIRST_STEP && (
            <Button variant="ghost" onClick={() => void skipWizard()} disabled={busy}>
              {t('onboarding.skip')}
            </Button>
          )}
          {isLast ? (
            <Button onClick={() => void finish()} disabled={busy} aria-busy={saving || undefined}>
              {saving ? t('onboarding.saving') : t('onboarding.finish')}
            </Button>
          ) : (
            <Button onClick={() => dispatch({ type: 'next' })} disabled={busy || !canContinue(step, answers)}>
              {t('onboarding.continue')}
            </Button>
          )}
        </div>
      </CardFooter>
    </Card>
  );
}
