import { ApiError } from '@/lib/api-client';
import type { UsageType } from '@alavanca/domain/quotas/plans';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useNavigate } from 'react-router';

/** Where a user who hit a limit can change plans. */
const IN_APP_PLANS_PATH = '/dashboard/planos';

/**
 * The specification's 'Limite Atingido' toast, with a way to the plans screen.
 * - `showLimitReached(type, serverMessage)`: the server's own words when it gave any, otherwise
 *   the catalog's message naming the counter.
 * - `handleQuotaError(error, type)`: for any feature's request that the server refused with
 *   QUOTA_EXCEEDED (a simulation, a validation, a mentor question). Shows the toast and answers
 *   true; answers false for every other error, which stays the caller's to report.
 * It lives in the shared hooks, not in the plans feature, because every feature that spends quota
 * shows it and features may not import each other.
 */
export function useLimitReached() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const showLimitReached = useCallback(
    (type: UsageType, serverMessage?: string | null) => {
      notify({
        title: t('quota.limitTitle'),
        description: serverMessage || t('quota.limitMessage', { type: t(`quota.typeNames.${type}`) }),
        variant: 'warning',
        action: { label: t('quota.seePlans'), onClick: () => void navigate(IN_APP_PLANS_PATH) },
      });
    },
    [t, navigate],
  );

  const handleQuotaError = useCallback(
    (error: unknown, type: UsageType): boolean => {
      if (!(error instanceof ApiError) || error.code !== 'QUOTA_EXCEEDED') return false;
      // The error envelope's message is for developers and logs; the user reads the catalog's.
      showLimitReached(type);
      return true;
    },
    [showLimitReached],
  );

  return { showLimitReached, handleQuotaError };
}
