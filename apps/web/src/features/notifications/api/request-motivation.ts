import { apiRequest } from '@/lib/api-client';
import { MotivationResponse } from '@alavanca/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsQueryKey } from './get-notifications';

/**
 * `POST /api/notifications/motivation`: asks for a mentor's motivational line. The server writes
 * it unless the user had one in the last 24 hours, and answers `{ notification: null }` then.
 */
export function requestMotivation(): Promise<MotivationResponse> {
  return apiRequest('/notifications/motivation', MotivationResponse, { method: 'POST' });
}

export function useRequestMotivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMotivation,
    // The event stream announces it too; this covers a tab whose stream is down.
    onSuccess: ({ notification }) => {
      if (notification) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
