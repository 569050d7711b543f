import { apiRequest } from '@/lib/api-client';
import { simulationsQueryKey } from '@/lib/query-keys';
import { SimulationResponse, type ReplaySimulationRequest, type Simulation } from '@alavanca/contracts/simulations';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * `POST /api/simulations/:id/replay`: an ended simulation played again from a month, as a new
 * active simulation of the same company. It spends no unit of the plan, so the usage is unchanged.
 */
export async function replaySimulation({
  id,
  ...request
}: { id: string } & ReplaySimulationRequest): Promise<Simulation> {
  const { simulation } = await apiRequest(`/simulations/${encodeURIComponent(id)}/replay`, SimulationResponse, {
    method: 'POST',
    body: request,
  });
  return simulation;
}

/** Replays one; the list refetches. */
export function useReplaySimulation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaySimulation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: simulationsQueryKey }),
  });
}
