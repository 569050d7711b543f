import { isItemNotFound, ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import type { ClassInvitation } from '@alavanca/contracts/classes';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a class's invitation shows before anything else: the class, its teacher, business, market,
 * grouping and rounds, what its market means, that it spends nothing of the plan, and, after the
 * first round, what joining late means. `children` is the way in (the join form, or sign-up).
 */
export function InvitationCard({ invitation, children }: { invitation: ClassInvitation; children: ReactNode }) {
  const { t } = useTranslation('classroom');
  return (
    <section aria-labelledby="join-title" className="max-w-2xl space-y-6 rounded-xl border bg-card p-6">
      <div className="space-y-1">
        <p className="text-sm text-muted-foreground">{t('join.eyebrow')}</p>
        <h2 id="join-title" className="text-2xl font-semibold tracking-tight">
          {invitation.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {[
            t('join.teacher', { name: invitation.teacherName }),
            t(`simulation:businessTypes.${invitation.businessType}.name`),
            t(`marketModes.${invitation.marketMode}.name`),
            t(`groupings.${invitation.grouping}.name`),
            t('join.horizon', { count: invitation.horizonMonths }),
          ].join(' · ')}
        </p>
      </div>
      <p className="text-sm">{t(`marketModes.${invitation.marketMode}.description`)}</p>
      <p className="text-sm text-muted-foreground">{t('join.noQuota')}</p>
      {invitation.open && invitation.month > 0 && (
        <p className="rounded-md border border-primary/40 bg-primary/5 px-4 py-3 text-sm" data-testid="join-late">
          {t('join.late', { count: invitation.month })}
        </p>
      )}
      {children}
    </section>
  );
}

/**
 * An invitation while it loads or when it cannot: a skeleton, the code not found (with a way out),
 * the wait after too many codes that opened nothing, or a failure to retry.
 */
export function InvitationPending({
  query,
  away,
}: {
  query: UseQueryResult<unknown>;
  /** Where "not found" sends the visitor, and the link's words. */
  away: { to: string; key: string };
}) {
  const { t } = useTranslation('classroom');
  if (query.isError) {
    if (isItemNotFound(query.error)) {
      return (
        <ItemNotFound
          titleKey="classroom:join.notFoundTitle"
          descriptionKey="classroom:join.notFoundDescription"
          listTo={away.to}
          listKey={away.key}
        />
      );
    }
    // Too many codes that opened nothing: the wait is the answer, said as the server says it.
    const limited = query.error instanceof ApiError && query.error.code === 'RATE_LIMITED';
    return (
      <LoadFailed
        message={limited ? t('common:errors.RATE_LIMITED') : t('join.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className="max-w-2xl space-y-4" aria-busy="true">
      <span className="sr-only">{t('join.loading')}</span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
