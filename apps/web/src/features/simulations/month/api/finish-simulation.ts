import { notify } from '@/lib/notify';
import { ApiError, apiRequest } from '@/lib/api-client';
import { SimulationResponse, type Simulation } from '@alavanca/contracts/simulations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { simulationDetailKey, storeSimulation } from './get-simulation';

/** `POST /api/simulations/:id/finish`: ends the simulation now and scores it (409 when it already ended). */
export function finishSimulation(id: string): Promise<Simulation> {
  return apiRequest(`/simulations/${encodeURIComponent(id)}/finish`, SimulationResponse, { method: 'POST' }).then(
    ({ simulation }) => simulation,
  );
}

/**
 * 'Finalizar simulação': ends it and tells the user. `onFinished` runs on the mutation itself (not
 * on the mutate call): the screen that asked unmounts as soon as the cache says the simulation ended.
 */
export function useFinishSimulation(
  id: string,
  { onFinished }: { onFinished?: (simulation: Simulation) => void } = {},
) {
  const { t } = useTranslation(['simulationMonth', 'common']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => finishSimulation(id),
    onSuccess: (simulation) => {
      onFinished?.(simulation);
      storeSimulation(queryClient, simulation);
      notify({ title: t('toasts.finishedTitle'), description: t('toasts.finishedMessage'), variant: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        notify({ title: t('toasts.conflictTitle'), description: t('toasts.finishConflictMessage'), variant: 'info' });
        void queryClient.invalidateQueries({ queryKey: simulationDetailKey(id) });
        return;
      }
      const code = error instanceof ApiError ? error.code : 'INTERNAL';
      notify({ title: t('toasts.finishFailedTitle'), description: t(`common:errors.${code}`), variant: 'destructive' });
    },
  });
}
