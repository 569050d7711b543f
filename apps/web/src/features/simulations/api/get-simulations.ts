import { apiRequest } from '@/lib/api-client';
import { simulationsQueryKey } from '@/lib/query-keys';
import { SimulationListResponse, type SimulationListQuery } from '@alavanca/contracts/simulations';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export type SimulationListFilter = Pick<SimulationListQuery, 'status' | 'sort'>;

/** One filter and sort of the management list; under the shared key the realtime sync invalidates. */
export function simulationListQueryKey({ status, sort }: SimulationListFilter) {
  return [...simulationsQueryKey, 'list', { status, sort }] as const;
}

/** Every page of every filter of the list (not each simulation's own query). */
export const simulationListsQueryKey = [...simulationsQueryKey, 'list'] as const;

/** `GET /api/simulations?status=&sort=&cursor=`: one page, newest or alphabetical first. */
export function getSimulations({
  status,
  sort,
  cursor,
  signal,
}: SimulationListFilter & { cursor?: string | null; signal?: AbortSignal }): Promise<SimulationListResponse> {
  const params = new URLSearchParams({ status, sort });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/simulations?${params.toString()}`, SimulationListResponse, { signal });
}

export function simulationListQueryOptions(filter: SimulationListFilter) {
  return infiniteQueryOptions({
    queryKey: simulationListQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getSimulations({ ...filter, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The user's simulations for one filter and sort, a page at a time (keyset cursor from the server). */
export function useSimulations(filter: SimulationListFilter) {
  return useInfiniteQuery(simulationListQueryOptions(filter));
}
