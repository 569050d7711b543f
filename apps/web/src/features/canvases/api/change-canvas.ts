import { apiRequest } from '@/lib/api-client';
import { canvasesQueryKey } from '@/lib/query-keys';
import {
  CanvasResponse,
  type CanvasDetail,
  type CanvasSummary,
  type CreateCanvasRequest,
  type UpdateCanvasRequest,
} from '@alavanca/contracts/canvases';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { canvasListQueryKey, canvasQueryKey, canvasVersionsQueryKey } from './get-canvases';

const path = (id: string) => `/canvases/${encodeURIComponent(id)}`;

/** The canvas as the server stored it: its own query holds it, the list and the versions refetch. */
function stored(queryClient: QueryClient, canvas: CanvasDetail): void {
  queryClient.setQueryData(canvasQueryKey(canvas.id), canvas);
  void queryClient.invalidateQueries({ queryKey: canvasListQueryKey });
  void queryClient.invalidateQueries({ queryKey: canvasVersionsQueryKey(canvas.id) });
}

/** `POST /api/canvases`: a blank canvas, or one filled from a validation. */
export function useCreateCanvas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateCanvasRequest) =>
      (await apiRequest('/canvases', CanvasResponse, { method: 'POST', body: request })).canvas,
    onSuccess: (canvas) => stored(queryClient, canvas),
  });
}

/**
 * `PATCH /api/canvases/:id`: what changed since `baseVersion`. Another tab's save in between is
 * merged by card on the server (decision 031), so the answer may hold cards this tab never saw.
 */
export async function updateCanvas(id: string, request: UpdateCanvasRequest): Promise<CanvasDetail> {
  return (await apiRequest(path(id), CanvasResponse, { method: 'PATCH', body: request })).canvas;
}

export function useUpdateCanvas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: UpdateCanvasRequest }) => updateCanvas(id, request),
    onSuccess: (canvas) => stored(queryClient, canvas),
  });
}

/** `POST /api/canvases/:id/versions/:version/restore`: that version's cards saved as the newest. */
export function useRestoreCanvasVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, version }: { id: string; version: number }) =>
      (await apiRequest(`${path(id)}/versions/${version}/restore`, CanvasResponse, { method: 'POST' })).canvas,
    onSuccess: (canvas) => stored(queryClient, canvas),
  });
}

/** `DELETE /api/canvases/:id`: it leaves the list at once, with every version. */
export function useDeleteCanvas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(path(id), z.unknown(), { method: 'DELETE' });
    },
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<CanvasSummary[]>(canvasListQueryKey, (list) => list?.filter((each) => each.id !== id));
      queryClient.removeQueries({ queryKey: canvasQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: canvasesQueryKey });
    },
  });
}

/** `PUT /api/canvases/:id/simulation`: names the user's simulation that tests the canvas (not a version). */
export function useTestCanvasIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, simulationId }: { id: string; simulationId: string | null }) =>
      (await apiRequest(`${path(id)}/simulation`, CanvasResponse, { method: 'PUT', body: { simulationId } })).canvas,
    onSuccess: (canvas) => stored(queryClient, canvas),
  });
}
