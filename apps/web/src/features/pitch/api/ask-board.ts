import { apiRequest } from '@/lib/api-client';
import { usageQueryKey } from '@/lib/query-keys';
import { PitchBoardResponse } from '@alavanca/contracts/pitches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pitchApiPath } from './get-pitches';

/**
 * `POST /api/pitches/:id/board`: EVA's, MAX's, LEO's and BIA's reactions to the stored pitch. It
 * spends one `aiConsultations` unit (refused with QUOTA_EXCEEDED when none is left), so the usage refreshes.
 */
export function useAskBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest(`${pitchApiPath(id)}/board`, PitchBoardResponse, { method: 'POST' })).board,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usageQueryKey }),
  });
}
