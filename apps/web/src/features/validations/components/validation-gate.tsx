import { ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import type { Validation } from '@alavanca/contracts/validations';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidation } from '../api/get-validation';
import { IDEAS_PATH } from '../utils/paths';

/** An id the server does not know for this user (unknown, another user's, malformed). */
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === 'VALIDATION_FAILED');

/** One validation, once loaded: a skeleton while it loads, "not found" for an id the user does not own, a retry on failure. */
export function ValidationGate({ id, children }: { id: string; children: (validation: Validation) => ReactNode }) {
  const { t } = useTranslation('validation');
  const query = useValidation(id);
  if (query.data) return children(query.data);
  if (query.isError) {
    if (isNotFound(query.error))
      return (
        <ItemNotFound
          titleKey="validation.notFoundTitle"
          descriptionKey="validation.notFoundDescription"
          listTo={IDEAS_PATH}
          listKey="validation.backToList"
        />
      );
    return (
      <LoadFailed
        message={t('report.loadFailed')}
        retryLabel={t('report.retry')}
        onRetry={() => void query.refetch()}
        className="py-12"
      />
    );
  }
  return (
    <div className="space-y-6" aria-busy="true" data-testid="validation-loading">
      <span className="sr-only">{t('report.loading')}</span>
      <Skeleton className="h-8 w-64" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
