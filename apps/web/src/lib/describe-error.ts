import { ApiError } from '@/lib/api-client';
import type { TFunction } from 'i18next';

/** The translated message for a failed request: its error code's, or the general error's. */
export function describeError(error: unknown, t: TFunction): string {
  return error instanceof ApiError ? t(`common:errors.${error.code}`) : t('common:errors.INTERNAL');
}
