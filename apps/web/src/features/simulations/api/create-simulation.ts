import { apiRequest } from '@/lib/api-client';
import { simulationsQueryKey, usageQueryKey } from '@/lib/query-keys';
import { SimulationResponse, type CreateSimulationRequest, type Simulation } from '@alavanca/contracts/simulations';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * `POST /api/simulations`: starts a simulation, spending one `simulations` unit of the plan.
 * Refused with 403 QUOTA_EXCEEDED when the plan's are used up, 400 VALIDATION_FAILED with field
 * issues (catalog keys) when the engine rejects the setup.
 */
export async function createSimulation(request: CreateSimulationRequest): Promise<Simulation> {
  const { simulation } = await apiRequest('/simulations', SimulationResponse, { method: 'POST', body: request });
  return simulation;
}

/** Creates one; the list and the plan usage refetch (a unit was spent). */
export function useCreateSimulation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSimulation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: simulationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: usageQueryKey });
    },
  });
}
