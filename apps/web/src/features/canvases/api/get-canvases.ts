import { apiRequest } from '@/lib/api-client';
import { canvasesQueryKey } from '@/lib/query-keys';
import {
  CanvasListResponse,
  CanvasResponse,
  CanvasVersionListResponse,
  type CanvasDetail,
  type CanvasSummary,
} from '@alavanca/contracts/canvases';
import { queryOptions, useQuery } from '@tanstack/react-query';

const path = (id: string) => `/canvases/${encodeURIComponent(id)}`;

export const canvasListQueryKey = [...canvasesQueryKey, 'list'] as const;
export const canvasQueryKey = (id: string) => [...canvasesQueryKey, 'detail', id] as const;
export const canvasVersionsQueryKey = (id: string) => [...canvasesQueryKey, 'versions', id] as const;
const canvasVersionQueryKey = (id: string, version: number) => [...canvasVersionsQueryKey(id), version] as const;

/** `GET /api/canvases`: the user's canvases, the last edited first. */
export const canvasListQueryOptions = () =>
  queryOptions({
    queryKey: canvasListQueryKey,
    queryFn: async ({ signal }): Promise<CanvasSummary[]> =>
      (await apiRequest('/canvases', CanvasListResponse, { signal })).canvases,
  });

/** `GET /api/canvases/:id`: the newest version's cards and the linked validation's facts. */
export const canvasQueryOptions = (id: string) =>
  queryOptions({
    queryKey: canvasQueryKey(id),
    queryFn: async ({ signal }): Promise<CanvasDetail> =>
      (await apiRequest(path(id), CanvasResponse, { signal })).canvas,
  });

/** `GET /api/canvases/:id/versions`: every saved version, the newest first. */
export const canvasVersionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: canvasVersionsQueryKey(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`${path(id)}/versions`, CanvasVersionListResponse, { signal })).versions,
  });

/** `GET /api/canvases/:id/versions/:version`: one version as it was saved. A saved version never changes. */
export const canvasVersionQueryOptions = (id: string, version: number) =>
  queryOptions({
    queryKey: canvasVersionQueryKey(id, version),
    queryFn: async ({ signal }): Promise<CanvasDetail> =>
      (await apiRequest(`${path(id)}/versions/${version}`, CanvasResponse, { signal })).canvas,
    staleTime: Infinity,
  });

export const useCanvases = () => useQuery(canvasListQueryOptions());
export const useCanvas = (id: string) => useQuery(canvasQueryOptions(id));
export const useCanvasVersions = (id: string) => useQuery(canvasVersionsQueryOptions(id));
export const useCanvasVersion = (id: string, version: number | null) =>
  useQuery({ ...canvasVersionQueryOptions(id, version ?? 0), enabled: version !== null });
