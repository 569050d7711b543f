import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useValidationText } from '@/hooks/use-validation-text';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import {
  REVIEW_CRITERIA,
  REVIEW_LIMITS,
  REVIEW_SCALE,
  ReviewCreate,
  type ReviewCriterion,
} from '@alavanca/contracts/community-reviews';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReview } from '../api/reviews';

const SCALE = Array.from({ length: REVIEW_SCALE.max - REVIEW_SCALE.min + 1 }, (_, index) => REVIEW_SCALE.min + index);

/** A review: each criterion rated 1 to 5 (a radio group each) and a comment that says why. */
export function ReviewForm({ requestId }: { requestId: string }) {
  const { t } = useTranslation(['community', 'common']);
  const errorText = useValidationText();
  const review = useReview(requestId);
  const id = useId();
  const [ratings, setRatings] = useState<Partial<Record<ReviewCriterion, number>>>({});
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  return (
    <form
      className="space-y-4 rounded-xl border bg-card p-4"
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="review-form"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ReviewCreate.safeParse({ ratings, comment });
        if (!parsed.success) {
          setErrors(
            Object.fromEntries(
              parsed.error.issues.map((issue) => [String(issue.path.at(-1)), errorText(issue.message) ?? '']),
            ),
          );
          return;
        }
        setErrors({});
        review.mutate(parsed.data, {
          onSuccess: () => notify({ title: t('reviews.sent') }),
          onError: (error) =>
            notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
        });
      }}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('reviews.yours')}
      </h3>
      {REVIEW_CRITERIA.map((criterion) => (
        <fieldset
          key={criterion}
          className="space-y-1"
          aria-describedby={errors[criterion] ? `${id}-${criterion}-error` : undefined}
        >
          <legend className="text-sm font-medium">{t(`reviews.criteria.${criterion}.name`)}</legend>
          <p className="text-sm text-muted-foreground">{t(`reviews.criteria.${criterion}.question`)}</p>
          <div className="flex flex-wrap gap-3">
            {SCALE.map((value) => (
              <label key={value} className="flex items-center gap-1 text-sm">
                <input
                  type="radio"
                  name={`${id}-${criterion}`}
                  value={value}
                  checked={ratings[criterion] === value}
                  onChange={() => setRatings((current) => ({ ...current, [criterion]: value }))}
                  className="accent-primary"
                />
                {t('reviews.rating', { rating: value })}
              </label>
            ))}
          </div>
          {errors[criterion] && (
            <p id={`${id}-${criterion}-error`} className="text-sm font-medium text-destructive">
              {errors[criterion]}
            </p>
          )}
        </fieldset>
      ))}
      <FormField
        id={`${id}-comment`}
        label={t('reviews.comment')}
        hint={t('reviews.commentHint')}
        error={errors.comment}
      >
        <Textarea
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={REVIEW_LIMITS.comment.max}
        />
      </FormField>
      <Button type="submit" disabled={review.isPending} data-testid="review-send">
        <Send aria-hidden="true" />
        {review.isPending ? t('compose.sending') : t('reviews.send')}
      </Button>
    </form>
  );
}
