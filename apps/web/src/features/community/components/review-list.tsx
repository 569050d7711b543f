import { REVIEW_CRITERIA, type Review } from '@alavanca/contracts/community-reviews';
import { formatDate, type DatePreferences } from '@alavanca/domain/locale/format';
import { useTranslation } from 'react-i18next';

/** The reviews a request received: each criterion's rating out of 5, and the reviewer's comment. */
export function ReviewList({ reviews, dates }: { reviews: readonly Review[]; dates: DatePreferences }) {
  const { t } = useTranslation('community');
  if (reviews.length === 0) return <p className="text-sm text-muted-foreground">{t('reviews.noReviews')}</p>;
  return (
    <ol className="space-y-3" data-testid="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="space-y-2 rounded-lg border p-3 text-sm" data-testid="review">
          <p className="text-muted-foreground">
            {t('reviews.by', {
              name: review.reviewer?.name ?? t('post.deletedMember'),
              date: formatDate(new Date(review.createdAt), dates),
            })}
          </p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
            {REVIEW_CRITERIA.map((criterion) => (
              <div key={criterion}>
                <dt className="text-muted-foreground">{t(`reviews.criteria.${criterion}.name`)}</dt>
                <dd className="font-medium tabular-nums">
                  {t('reviews.rating', { rating: review.ratings[criterion] ?? 0 })}
                </dd>
              </div>
            ))}
          </dl>
          <p className="whitespace-pre-wrap">{review.comment}</p>
        </li>
      ))}
    </ol>
  );
}
