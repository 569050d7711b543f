import { apiRequest } from '@/lib/api-client';
import {
  PitchAnalysisResponse,
  PitchResponse,
  type CreatePitchRequest,
  type PitchDetail,
  type PitchSummary,
  type UpdatePitchRequest,
} from '@alavanca/contracts/pitches';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { pitchesQueryKey } from '@/lib/query-keys';
import { pitchApiPath, pitchListQueryKey, pitchQueryKey } from './get-pitches';

/** The pitch as the server stored it: its own query holds it, the list refetches. */
function stored(queryClient: QueryClient, pitch: PitchDetail): void {
  queryClient.setQueryData(pitchQueryKey(pitch.id), pitch);
  void queryClient.invalidateQueries({ queryKey: pitchListQueryKey });
}

/** `POST /api/pitches`: a blank pitch, a pasted script split into its parts, or a draft from the founder's evidence. */
export function useCreatePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreatePitchRequest) =>
      (await apiRequest('/pitches', PitchResponse, { method: 'POST', body: request })).pitch,
    onSuccess: (pitch) => stored(queryClient, pitch),
  });
}

/** `PATCH /api/pitches/:id`: what changed; `parts` replaces only the parts it names. */
export function useUpdatePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, request }: { id: string; request: UpdatePitchRequest }) =>
      (await apiRequest(pitchApiPath(id), PitchResponse, { method: 'PATCH', body: request })).pitch,
    onSuccess: (pitch) => stored(queryClient, pitch),
  });
}

/** `POST /api/pitches/:id/analyses`: the stored text analysed and kept as the next version. */
export function useAnalysePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest(`${pitchApiPath(id)}/analyses`, PitchAnalysisResponse, { method: 'POST' })).analysis,
    // The pitch's versions and the list's score come from the server's reading of them.
    onSuccess: (_analysis, id) => queryClient.invalidateQueries({ queryKey: pitchQueryKey(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pitchListQueryKey }),
  });
}

/** `DELETE /api/pitches/:id`: it leaves the list at once, with every kept version. */
export function useDeletePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(pitchApiPath(id), z.unknown(), { method: 'DELETE' });
    },
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<PitchSummary[]>(pitchListQueryKey, (list) => list?.filter((each) => each.id !== id));
      queryClient.removeQueries({ queryKey: pitchQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: pitchesQueryKey });
    },
  });
}
