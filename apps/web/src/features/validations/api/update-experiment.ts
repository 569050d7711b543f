import { apiRequest } from '@/lib/api-client';
import { ValidationResponse, type ExperimentProgressRequest, type Validation } from '@alavanca/contracts/validations';
import type { EXPERIMENT_KEYS } from '@alavanca/contracts/validations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { validationQueryKey } from './get-validation';

export type ExperimentKey = (typeof EXPERIMENT_KEYS)[number];

/** `PATCH /api/validations/:id/experiments/:key`: an experiment marked done with its result, or open again. */
export async function updateExperiment({
  id,
  key,
  progress,
}: {
  id: string;
  key: ExperimentKey;
  progress: ExperimentProgressRequest;
}): Promise<Validation> {
  const { validation } = await apiRequest(
    `/validations/${encodeURIComponent(id)}/experiments/${encodeURIComponent(key)}`,
    ValidationResponse,
    { method: 'PATCH', body: progress },
  );
  return validation;
}

/** Saves one experiment's progress; the answer is the whole validation, cached as it is. */
export function useUpdateExperiment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExperiment,
    onSuccess: (validation) => queryClient.setQueryData(validationQueryKey(validation.id), validation),
  });
}
