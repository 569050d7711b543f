import { apiRequest } from '@/lib/api-client';
import { simulationsQueryKey, usageQueryKey } from '@/lib/query-keys';
import { SimulationResponse, type Simulation } from '@alavanca/contracts/simulations';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

/**
 * One simulation, under the shared simulations key: the realtime sync's `simulation.changed`
 * refetches it, so a month played in another tab shows up here too.
 */
export const simulationDetailKey = (id: string) => [...simulationsQueryKey, 'detail', id] as const;

/** `GET /api/simulations/:id`: setup, status, the engine's state, every month played and the score. */
export function getSimulation(id: string, signal?: AbortSignal): Promise<Simulation> {
  return apiRequest(`/simulations/${encodeURIComponent(id)}`, SimulationResponse, { signal }).then(
    ({ simulation }) => simulation,
  );
}

export const simulationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: simulationDetailKey(id),
    queryFn: ({ signal }) => getSimulation(id, signal),
  });

export function useSimulation(id: string) {
  return useQuery(simulationQueryOptions(id));
}

/**
 * After a month is played or the simulation ends: the answer replaces the cached detail, and
 * what summarises it elsewhere (the management list, the plan usage) is refetched.
 */
export function storeSimulation(queryClient: QueryClient, simulation: Simulation): void {
  queryClient.setQueryData(simulationDetailKey(simulation.id), simulation);
  void queryClient.invalidateQueries({
    queryKey: simulationsQueryKey,
    // The detail was just replaced by the server's answer: refetching it would only repeat it.
    predicate: (query) => query.queryKey[1] !== 'detail',
  });
  void queryClient.invalidateQueries({ queryKey: usageQueryKey });
}
