import { useLimitReached } from '@/hooks/use-limit-reached';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { useTranslation } from 'react-i18next';
import type { IdeaIssue } from '../components/idea-form';

/**
 * What the idea form does with a failed request: the plan's limit shows 'Limite Atingido', field
 * issues go back to their fields (answered to the form), anything else is a toast.
 */
export function useIdeaRequestFailure() {
  const { t } = useTranslation(['validation', 'common']);
  const { handleQuotaError } = useLimitReached();
  return (error: unknown): IdeaIssue[] => {
    if (handleQuotaError(error, 'validations')) return [];
    if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.issues.length > 0)
      return [...error.issues];
    notify({ title: t('form.failedTitle'), description: describeError(error, t), variant: 'destructive' });
    return [];
  };
}
