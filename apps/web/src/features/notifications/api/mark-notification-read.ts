import { notify } from '@/lib/notify';
import { apiRequest } from '@/lib/api-client';
import {
  MarkNotificationResponse,
  type MarkNotificationRequest,
  type Notification,
} from '@alavanca/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notificationsQueryKey } from './get-notifications';
import { applyNotificationRead } from '../utils/notification-cache';

export const markNotificationReadMutationKey = [...notificationsQueryKey, 'mark-read'] as const;

/** `PATCH /api/notifications/:id`: answers the row as it now is. */
export async function markNotificationRead(id: string): Promise<Notification> {
  const body: MarkNotificationRequest = { read: true };
  const { notification } = await apiRequest(`/notifications/${encodeURIComponent(id)}`, MarkNotificationResponse, {
    method: 'PATCH',
    body,
  });
  return notification;
}

/** Marks one notification read; the answer goes straight into every cached list. */
export function useMarkNotificationRead() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: markNotificationReadMutationKey,
    mutationFn: markNotificationRead,
    onSuccess: (notification) => applyNotificationRead(queryClient, notification),
    onError: () =>
      notify({ title: t('error'), description: t('notifications.markReadFailed'), variant: 'destructive' }),
  });
}
