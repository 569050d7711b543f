import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { describeError } from '@/lib/describe-error';
import { FREE_TRIAL_DAYS } from '@alavanca/domain/constants';
import { formatDate, type FormatPreferences } from '@alavanca/domain/locale/format';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { USAGE_TYPES, type PlanId } from '@alavanca/domain/quotas/plans';
import { ArrowDown, ArrowUpRight, Check, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChangePlan } from '../api/change-plan';
import { useSubscription } from '@/lib/api/get-subscription';
import { useStartTrial } from '@/lib/api/start-trial';
import { checkoutPath, planActions } from '../utils/plan-actions';
import { ChangePlanDialog } from './change-plan-dialog';
import { CurrentPlan } from './current-plan';
import { InvoiceList } from './invoice-list';
import { PendingChangeBanner } from './pending-change-banner';
import { PlanComparison } from './plan-comparison';

// A plan card is narrow on a phone: an action's words wrap onto a second line instead of running past the card.
const PLAN_ACTION = 'h-auto min-h-9 w-full whitespace-normal';

export type PlansScreenPreferences = Pick<FormatPreferences, 'currency' | 'numberFormat' | 'dateFormat' | 'timezone'>;

function CurrentPlanSkeleton() {
  const { t } = useTranslation('app');
  return (
    <div className="space-y-4 rounded-xl border p-6" aria-busy="true" data-testid="current-plan-loading">
      <span className="sr-only">{t('billing.current.loading')}</span>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-64" />
      <div className="grid gap-4 sm:grid-cols-2">
        {USAGE_TYPES.map((type) => (
          <Skeleton key={type} className="h-8 w-full" />
        ))}
      </div>
    </div>
  );
}

/**
 * The signed-in plans screen: the plan in use and this period's usage, the four plans with what
 * each offers this user (trial, upgrade at checkout, a move down booked for the renewal date),
 * a booked change with the way to undo it, and the invoices.
 */
export function PlansScreen({ preferences }: { preferences: PlansScreenPreferences }) {
  const { t, i18n } = useTranslation(['app', 'common']);
  const language = resolveLanguageOrDefault(i18n.language);
  const subscription = useSubscription();
  const startTrial = useStartTrial({
    onSuccess: (started) =>
      notify({
        title: t('billing.toasts.trialStartedTitle'),
        description: t('billing.toasts.trialStartedMessage', { plan: t(`common:plans.${started.plan}`) }),
        variant: 'success',
      }),
    onError: (error) =>
      notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
  });
  const changePlan = useChangePlan();
  const [target, setTarget] = useState<PlanId | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const banner = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const formatDay = (iso: string) => formatDate(new Date(iso), preferences);
  const state = subscription.data;

  const renderAction = (plan: PlanId) => {
    if (!state) return null;
    const name = t(`common:plans.${plan}`);
    const actions = planActions(state, plan);
    if (actions.length === 0) return null;
    return (
      <div className="flex flex-col gap-2">
        {actions.map((action) => {
          switch (action) {
            case 'startTrial':
              return (
                <Button
                  key={action}
                  className={PLAN_ACTION}
                  disabled={startTrial.isPending}
                  onClick={() => startTrial.mutate()}
                >
                  <Sparkles aria-hidden="true" />
                  {t('billing.actions.startTrial', { plan: name, days: FREE_TRIAL_DAYS })}
                </Button>
              );
            case 'upgrade':
              return (
                <Button
                  key={action}
                  className={PLAN_ACTION}
                  variant={actions.includes('startTrial') ? 'outline' : 'default'}
                  asChild
                >
                  <Link to={checkoutPath(plan)}>
                    <ArrowUpRight aria-hidden="true" />
                    {state.status === 'trialing'
                      ? t('billing.actions.subscribe', { plan: name })
                      : t('billing.actions.upgrade', { plan: name })}
                  </Link>
                </Button>
              );
            case 'downgrade':
            case 'cancel':
              return (
                <Button
                  key={action}
                  className={PLAN_ACTION}
                  variant="outline"
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setTarget(plan);
                  }}
                >
                  <ArrowDown aria-hidden="true" />
                  {action === 'cancel' ? t('billing.actions.cancel') : t('billing.actions.downgrade', { plan: name })}
                </Button>
              );
            case 'booked':
              return (
                <p key={action} className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
                  <Check className="size-4" aria-hidden="true" />
                  {t('billing.actions.booked', { date: formatDay(state.renewalDate) })}
                </p>
              );
          }
        })}
      </div>
    );
  };

  let current;
  if (state) {
    current = <CurrentPlan subscription={state} formatDay={formatDay} headingRef={heading} />;
  } else if (subscription.isError) {
    current = (
      <LoadFailed
        message={t('billing.current.loadFailed')}
        retryLabel={t('billing.retry')}
        onRetry={() => void subscription.refetch()}
      />
    );
  } else {
    current = <CurrentPlanSkeleton />;
  }

  return (
    <div className="space-y-8">
      {state?.pendingPlan && (
        <PendingChangeBanner
          ref={banner}
          pendingPlan={state.pendingPlan}
          effectiveOn={formatDay(state.renewalDate)}
          keeping={changePlan.isPending}
          onKeep={() =>
            // The banner goes away with the booked change; focus moves to the plan it kept.
            changePlan.mutate({ plan: state.plan }, { onSuccess: () => heading.current?.focus() })
          }
        />
      )}
      {current}
      <PlanComparison pricing={preferences} currentPlan={state?.plan} renderAction={renderAction} />
      <InvoiceList preferences={{ ...preferences, language }} />
      {state && (
        <ChangePlanDialog
          target={target}
          currentPlan={state.plan}
          effectiveOn={formatDay(state.renewalDate)}
          pending={changePlan.isPending}
          onOpenChange={(open) => {
            if (!open) setTarget(null);
          }}
          onConfirm={(plan) => changePlan.mutate({ plan }, { onSettled: () => setTarget(null) })}
          onCloseAutoFocus={(event) => {
            // Back to the button that opened the dialog; once the change is booked that button is
            // gone (the card says "booked"), so focus goes to the banner that now describes it.
            event.preventDefault();
            (opener.current?.isConnected ? opener.current : banner.current)?.focus();
          }}
        />
      )}
    </div>
  );
}
