import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import type { ReviewRequestView } from '@alavanca/contracts/community-reviews';
import { BUSINESS_TYPES, type BusinessType } from '@alavanca/domain/constants';
import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMyReviewRequests, useReviewQueue } from '../api/reviews';
import { COMMUNITY_PATH, reviewPath } from '../utils/paths';
import { BackLink } from './back-link';

const ALL = 'all';

/**
 * /comunidade/revisoes: the requests waiting for reviews, by business type (the one in the
 * address, every type at first), the fewest reviewed first; and the user's own requests.
 */
export function ReviewsScreen() {
  const { t } = useTranslation('community');
  const [params, setParams] = useSearchParams();
  const chosen = params.get('tipo');
  const businessType = BUSINESS_TYPES.find((type) => type === chosen) ?? null;
  const queue = useReviewQueue(businessType);
  const mine = useMyReviewRequests();
  return (
    <div className="mx-auto max-w-4xl space-y-6" data-testid="reviews-screen">
      <BackLink to={COMMUNITY_PATH} label={t('space.back')} />
      <header className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">{t('reviews.title')}</h2>
        <p className="max-w-2xl text-sm text-muted-foreground">{t('reviews.description')}</p>
      </header>
      <section className="space-y-3" aria-labelledby="reviews-queue">
        <h3 id="reviews-queue" className="text-lg font-semibold">
          {t('reviews.queue')}
        </h3>
        <div className="max-w-xs">
          <SelectField
            id="reviews-type"
            label={t('reviews.businessType')}
            value={businessType ?? ALL}
            onValueChange={(next) => setParams(next === ALL ? {} : { tipo: next }, { replace: true })}
            options={[ALL, ...BUSINESS_TYPES].map((type) => ({
              value: type,
              label: type === ALL ? t('reviews.allTypes') : t(`spaces.${type}.name`),
            }))}
            testId="reviews-type"
          />
        </div>
        {queue.isError ? (
          <LoadFailed message={t('reviews.loadFailed')} retryLabel={t('retry')} onRetry={() => void queue.refetch()} />
        ) : !queue.data ? (
          <Skeleton className="h-32" />
        ) : queue.data.length === 0 ? (
          <EmptyState
            icon={ClipboardCheck}
            title={t('reviews.empty')}
            description={t('reviews.emptyHint')}
            headingLevel="h4"
          />
        ) : (
          <RequestRows requests={queue.data} testId="review-queue" />
        )}
      </section>
      <section className="space-y-3" aria-labelledby="reviews-mine">
        <h3 id="reviews-mine" className="text-lg font-semibold">
          {t('reviews.mine')}
        </h3>
        {mine.data && mine.data.length > 0 ? (
          <RequestRows requests={mine.data} testId="review-mine" />
        ) : (
          <p className="text-sm text-muted-foreground">{t('reviews.mineEmpty')}</p>
        )}
      </section>
    </div>
  );
}

function RequestRows({ requests, testId }: { requests: readonly ReviewRequestView[]; testId: string }) {
  const { t } = useTranslation('community');
  return (
    <ul className="divide-y rounded-xl border" data-testid={testId}>
      {requests.map((request) => (
        <li key={request.id}>
          <Link
            to={reviewPath(request.id)}
            className="flex flex-wrap items-center justify-between gap-2 p-4 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            data-testid="review-request-row"
          >
            <span className="min-w-0 space-y-1">
              <span className="block font-medium">{request.summary.title ?? t('evidence.unnamed')}</span>
              <span className="block text-sm text-muted-foreground">
                {t(`evidence.kinds.${request.kind}`)} · {t(`spaces.${request.businessType as BusinessType}.name`)} ·{' '}
                {request.author?.name ?? t('post.deletedMember')}
              </span>
            </span>
            <span className="flex items-center gap-2 text-sm">
              {!request.open && <Badge variant="secondary">{t('reviews.closed')}</Badge>}
              {t('reviews.count', { count: request.reviewCount })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
