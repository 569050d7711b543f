import { ConfirmButton } from '@/components/confirm-button';
import { isItemNotFound, ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import type { ReviewRequestView } from '@alavanca/contracts/community-reviews';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewRequestQueryOptions, useCloseReviewRequest } from '../api/reviews';
import { REVIEWS_PATH, requestEvidencePath } from '../utils/paths';
import type { EvidencePreferences } from './evidence-card';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { BackLink } from './back-link';

const EvidenceDetails = lazy(() => import('./evidence-details'));

/**
 * /comunidade/revisoes/{id}: what the author asked to be reviewed (the copy taken then), and the
 * reader's review; to the author, the reviews received and the way to close the request.
 */
export function ReviewScreen({ id, prefs }: { id: string; prefs: EvidencePreferences }) {
  const { t } = useTranslation('community');
  const query = useQuery(reviewRequestQueryOptions(id));
  const back = <BackLink to={REVIEWS_PATH} label={t('reviews.back')} />;
  if (!query.data)
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        {back}
        {isItemNotFound(query.error) ? (
          <ItemNotFound
            titleKey="community:reviews.notFound"
            descriptionKey="community:reviews.notFoundDescription"
            listTo={REVIEWS_PATH}
            listKey="community:reviews.back"
          />
        ) : query.isError ? (
          <LoadFailed message={t('reviews.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
        ) : (
          <Skeleton className="h-64" />
        )}
      </div>
    );
  const request = query.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="review-screen">
      {back}
      <header className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">{request.summary.title ?? t('evidence.unnamed')}</h2>
        <p className="text-sm text-muted-foreground">
          {t(`evidence.kinds.${request.kind}`)} · {request.author?.name ?? t('post.deletedMember')} ·{' '}
          {t('reviews.count', { count: request.reviewCount })}
        </p>
      </header>
      <section className="rounded-xl border p-4" aria-label={t('reviews.copy')}>
        <Suspense fallback={<Skeleton className="h-32" />}>
          <EvidenceDetails path={requestEvidencePath(request.id)} prefs={prefs} />
        </Suspense>
      </section>
      {request.mine ? <AuthorView request={request} prefs={prefs} /> : <ReviewerView request={request} />}
    </div>
  );
}

function ReviewerView({ request }: { request: ReviewRequestView }) {
  const { t } = useTranslation('community');
  if (request.reviewed) return <p className="text-sm">{t('reviews.alreadyReviewed')}</p>;
  if (!request.open) return <p className="text-sm text-muted-foreground">{t('reviews.closedHint')}</p>;
  return <ReviewForm requestId={request.id} />;
}

function AuthorView({ request, prefs }: { request: ReviewRequestView; prefs: EvidencePreferences }) {
  const { t } = useTranslation(['community', 'common']);
  const close = useCloseReviewRequest(request.id);
  return (
    <section className="space-y-3" aria-labelledby="reviews-received">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="reviews-received" className="text-lg font-semibold">
          {t('reviews.received')}
        </h3>
        {request.open && (
          <ConfirmButton
            label={t('reviews.close')}
            title={t('reviews.closeTitle')}
            description={t('reviews.closeDescription')}
            cancel={t('cancel')}
            confirm={t('reviews.close')}
            pendingLabel={t('reviews.closing')}
            pending={close.isPending}
            testId="review-close"
            onConfirm={(done) =>
              close.mutate(undefined, {
                onSettled: done,
                onError: (error) =>
                  notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
              })
            }
          />
        )}
      </div>
      <ReviewList reviews={request.reviews} dates={prefs} />
    </section>
  );
}
