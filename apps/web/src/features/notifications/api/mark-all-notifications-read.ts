import { notify } from '@/lib/notify';
import { apiRequest } from '@/lib/api-client';
import { MarkAllReadResponse } from '@alavanca/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applyAllRead } from '../utils/notification-cache';

/** `POST /api/notifications/read-all`: answers how many rows changed. */
export function markAllNotificationsRead(): Promise<MarkAllReadResponse> {
  return apiRequest('/notifications/read-all', MarkAllReadResponse, { method: 'POST' });
}

/** Marks every notification read, with the specification's toasts for success and failure. */
export function useMarkAllNotificationsRead() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      applyAllRead(queryClient);
      notify({
        title: t('notifications.markAllSuccessTitle'),
        description: t('notifications.markAllSuccessMessage'),
        variant: 'success',
      });
    },
    onError: () => notify({ title: t('error'), description: t('notifications.markAllFailed'), variant: 'destructive' }),
  });
}
