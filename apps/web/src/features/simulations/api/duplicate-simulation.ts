import { apiRequest } from '@/lib/api-client';
import { simulationsQueryKey, usageQueryKey } from '@/lib/query-keys';
import { SimulationResponse, type DuplicateSimulationRequest, type Simulation } from '@alavanca/contracts/simulations';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * `POST /api/simulations/:id/duplicate`: a new simulation with the same setup and a new seed. It
 * spends a unit of the plan like a creation, so it is refused with 403 QUOTA_EXCEEDED the same way.
 */
export async function duplicateSimulation({
  id,
  ...request
}: { id: string } & Partial<DuplicateSimulationRequest>): Promise<Simulation> {
  const { simulation } = await apiRequest(`/simulations/${encodeURIComponent(id)}/duplicate`, SimulationResponse, {
    method: 'POST',
    body: request,
  });
  return simulation;
}

/** Duplicates one; the list and the plan usage refetch. */
export function useDuplicateSimulation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateSimulation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: simulationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: usageQueryKey });
    },
  });
}
