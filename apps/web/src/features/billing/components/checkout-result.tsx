import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { usageQueryKey } from '@/lib/query-keys';
import type { Checkout } from '@alavanca/contracts/billing';
import type { NumberFormat } from '@alavanca/domain/constants';
import { formatCurrency } from '@alavanca/domain/locale/format';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Clock, LoaderCircle, Receipt, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { CHECKOUT_POLL_TIMEOUT_MS, useCheckout } from '../api/get-checkout';
import { PlanLimits } from './plan-limits';

const PLANS_PATH = '/dashboard/planos';
const DASHBOARD_PATH = '/dashboard';

/** A checkout id from the address, or null when there is none worth asking the server about. */
function readCheckoutId(value: string | null): string | null {
  return z.uuid().safeParse(value).success ? value : null;
}

function ResultCard({
  icon: Icon,
  tone,
  title,
  description,
  children,
  actions,
}: {
  icon: LucideIcon;
  tone: string;
  title: string;
  description: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader className="justify-items-center text-center">
        <Icon className={cn('size-10', tone)} aria-hidden="true" />
        <CardTitle asChild>
          <h2 className="text-xl">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children && <CardContent className="grid gap-4">{children}</CardContent>}
      <CardFooter className="flex-wrap justify-center gap-2">{actions}</CardFooter>
    </Card>
  );
}

function LinkButton({ to, variant, children }: { to: string; variant?: 'outline'; children: string }) {
  return (
    <Button asChild variant={variant}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}

function NothingToConfirm() {
  const { t } = useTranslation('billing');
  return (
    <EmptyState
      icon={Receipt}
      title={t('result.empty.title')}
      description={t('result.empty.description')}
      action={<LinkButton to={PLANS_PATH}>{t('result.seePlans')}</LinkButton>}
    />
  );
}

function PaidResult({ checkout, numberFormat }: { checkout: Checkout; numberFormat: NumberFormat }) {
  const { t, i18n } = useTranslation('billing');
  const language = resolveLanguageOrDefault(i18n.language);
  const plan = t(`common:plans.${checkout.plan}`);
  return (
    <ResultCard
      icon={CircleCheck}
      tone="text-success"
      title={t('result.paid.title')}
      description={t('result.paid.description', { plan })}
      actions={
        <>
          <LinkButton to={DASHBOARD_PATH}>{t('result.toDashboard')}</LinkButton>
          <LinkButton to={PLANS_PATH} variant="outline">
            {t('result.seePlans')}
          </LinkButton>
        </>
      }
    >
      <p className="tabular text-center text-sm" data-testid="checkout-amount">
        {t('result.paid.amount', {
          amount: formatCurrency(checkout.amountCents, checkout.currency, { language, numberFormat }),
        })}
      </p>
      <div className="grid gap-2">
        <p className="text-sm font-medium">{t('result.paid.limits', { plan })}</p>
        <PlanLimits plan={checkout.plan} />
      </div>
    </ResultCard>
  );
}

/** One checkout's outcome; keyed by id, so a new checkout starts its own wait. */
function CheckoutStatus({ id, numberFormat }: { id: string; numberFormat: NumberFormat }) {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  const query = useCheckout(id, { polling: !timedOut });
  const status = query.data?.status;

  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setTimeout(() => setTimedOut(true), CHECKOUT_POLL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  // The new plan shows at once in the avatar's usage indicator and panel, without a reload.
  useEffect(() => {
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: usageQueryKey });
  }, [status, queryClient]);

  if (query.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-xl gap-4" aria-busy="true" data-testid="checkout-result-loading">
        <span className="sr-only">{t('result.loading')}</span>
        <Skeleton className="mx-auto size-10 rounded-full" />
        <Skeleton className="h-6 w-2/3 justify-self-center" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NothingToConfirm />;
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
        role="alert"
      >
        <p className="text-sm">{t('result.loadFailed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const checkout = query.data;
  const plan = t(`common:plans.${checkout.plan}`);
  switch (checkout.status) {
    case 'paid':
      return <PaidResult checkout={checkout} numberFormat={numberFormat} />;
    case 'failed':
      return (
        <ResultCard
          icon={CircleX}
          tone="text-destructive"
          title={t('result.failed.title')}
          description={t('result.failed.description', { plan })}
          actions={
            <>
              <LinkButton to={`/dashboard/checkout?plan=${checkout.plan}`}>{t('result.failed.tryAgain')}</LinkButton>
              <LinkButton to={PLANS_PATH} variant="outline">
                {t('result.seePlans')}
              </LinkButton>
            </>
          }
        />
      );
    case 'pending':
      return timedOut ? (
        <ResultCard
          icon={Clock}
          tone="text-warning"
          title={t('result.slow.title')}
          description={t('result.slow.description', { plan })}
          actions={
            <>
              <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
                {t('result.slow.checkAgain')}
              </Button>
              <LinkButton to={DASHBOARD_PATH} variant="outline">
                {t('result.toDashboard')}
              </LinkButton>
            </>
          }
        />
      ) : (
        <ResultCard
          icon={LoaderCircle}
          tone="animate-spin text-primary motion-reduce:animate-none"
          title={t('result.pending.title')}
          description={t('result.pending.description', { plan })}
          actions={
            <LinkButton to={DASHBOARD_PATH} variant="outline">
              {t('result.toDashboard')}
            </LinkButton>
          }
        />
      );
  }
}

/**
 * `/dashboard/subscription-success?checkout=<id>`: confirms a checkout, waits for one the provider
 * has not confirmed yet, or says there is nothing to confirm. The outcome sits in a polite live
 * region, so the change from waiting to confirmed is read out.
 */
export function CheckoutResult({ numberFormat }: { numberFormat: NumberFormat }) {
  const [searchParams] = useSearchParams();
  const id = readCheckoutId(searchParams.get('checkout'));
  return (
    <div aria-live="polite" data-testid="checkout-result">
      {id ? <CheckoutStatus key={id} id={id} numberFormat={numberFormat} /> : <NothingToConfirm />}
    </div>
  );
}
