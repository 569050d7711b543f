import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import type { ReviewRequestCreate } from '@alavanca/contracts/community-reviews';
import type { DatePreferences } from '@alavanca/domain/locale/format';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAskForReview, useMyReviewRequests } from '../api/reviews';
import { reviewPath } from '../utils/paths';
import { ReviewList } from './review-list';

/**
 * Peer review beside a validation's report or a pitch (composed in app/): ask the community of the
 * item's business type to review it, and read the reviews it received, the newest request first.
 */
export default function ReviewPanel({ item, dates }: { item: ReviewRequestCreate; dates: DatePreferences }) {
  const { t } = useTranslation(['community', 'common']);
  const requests = useMyReviewRequests(item.id);
  const ask = useAskForReview();
  const open = requests.data?.find((request) => request.open);
  return (
    <section className="space-y-3 rounded-xl border p-4" aria-labelledby="peer-review" data-testid="review-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="peer-review" className="text-lg font-semibold">
          {t('reviews.panelTitle')}
        </h2>
        {requests.data && !open && (
          <Button
            variant="outline"
            disabled={ask.isPending}
            data-testid="ask-review"
            onClick={() =>
              ask.mutate(item, {
                onSuccess: () => notify({ title: t('reviews.asked') }),
                onError: (error) =>
                  notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
              })
            }
          >
            <Users aria-hidden="true" />
            {t('reviews.ask')}
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {open ? (
          <>
            {t('reviews.waiting', { count: open.reviewCount })}{' '}
            <Link to={reviewPath(open.id)} className="underline">
              {t('reviews.openRequest')}
            </Link>
          </>
        ) : (
          t('reviews.panelHint')
        )}
      </p>
      {requests.data && (
        <ReviewList reviews={requests.data.flatMap((request) => request.reviews).reverse()} dates={dates} />
      )}
    </section>
  );
}
