import { notify } from '@/lib/notify';
import { ApiError, apiRequest } from '@/lib/api-client';
import { SimulationResponse, type AdvanceMonthRequest, type Simulation } from '@alavanca/contracts/simulations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { simulationDetailKey, storeSimulation } from './get-simulation';

/**
 * `POST /api/simulations/:id/months`: the server runs the month with these decisions. `month` is
 * the month being played; a stale one (another tab played it) is refused with 409 CONFLICT.
 */
export function advanceMonth(id: string, request: AdvanceMonthRequest): Promise<Simulation> {
  return apiRequest(`/simulations/${encodeURIComponent(id)}/months`, SimulationResponse, {
    method: 'POST',
    body: request,
  }).then(({ simulation }) => simulation);
}

/**
 * Plays a month. The toast says how it went; a refused body (VALIDATION_FAILED) is left to the
 * caller, which shows the issues beside the fields.
 */
export function useAdvanceMonth(id: string) {
  const { t } = useTranslation(['simulationMonth', 'common']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AdvanceMonthRequest) => advanceMonth(id, request),
    onSuccess: (simulation) => {
      storeSimulation(queryClient, simulation);
      const month = simulation.months.at(-1);
      if (simulation.status === 'bankrupt') {
        notify({ title: t('toasts.bankruptTitle'), description: t('toasts.bankruptMessage'), variant: 'warning' });
      } else if (simulation.status === 'finished') {
        notify({ title: t('toasts.horizonTitle'), description: t('toasts.horizonMessage'), variant: 'success' });
      } else {
        notify({
          title: t('toasts.advancedTitle', { month: month?.month ?? simulation.month }),
          description: t('toasts.advancedMessage'),
          variant: 'success',
        });
      }
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        // Another tab (or a double click) played this month already: show what the server has now.
        notify({ title: t('toasts.conflictTitle'), description: t('toasts.conflictMessage'), variant: 'info' });
        void queryClient.invalidateQueries({ queryKey: simulationDetailKey(id) });
      } else if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
        notify({ title: t('toasts.invalidTitle'), description: t('toasts.invalidMessage'), variant: 'destructive' });
      } else {
        const code = error instanceof ApiError ? error.code : 'INTERNAL';
        notify({
          title: t('toasts.advanceFailedTitle'),
          description: t(`common:errors.${code}`),
          variant: 'destructive',
        });
      }
    },
  });
}
