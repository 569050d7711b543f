import { apiRequest } from '@/lib/api-client';
import { simulationsQueryKey } from '@/lib/query-keys';
import type { SimulationListResponse } from '@alavanca/contracts/simulations';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { z } from 'zod';
import { simulationListsQueryKey } from './get-simulations';

/** `DELETE /api/simulations/:id`: answers 204; the spent unit of the plan is not given back. */
export async function deleteSimulation(id: string): Promise<void> {
  await apiRequest(`/simulations/${encodeURIComponent(id)}`, z.unknown(), { method: 'DELETE' });
}

/**
 * Deletes one. It leaves every cached list at once (no card lingers until the refetch), then the
 * simulations refetch. Usage does not change: the unit was spent when it was created.
 */
export function useDeleteSimulation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSimulation,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<InfiniteData<SimulationListResponse>>({ queryKey: simulationListsQueryKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                simulations: page.simulations.filter((simulation) => simulation.id !== id),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: simulationsQueryKey });
    },
  });
}
