import { apiRequest } from '@/lib/api-client';
import { ValidationResponse, type Validation, type ValidationRequest } from '@alavanca/contracts/validations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { validationQueryKey } from './get-validation';
import { validationListsQueryKey } from './get-validations';

/**
 * `PATCH /api/validations/:id`: the idea edited and validated again as a new version; the earlier
 * versions are kept. Spends no unit (the plan counts ideas, not their revisions); rate limited.
 */
export async function updateValidation({
  id,
  request,
}: {
  id: string;
  request: ValidationRequest;
}): Promise<Validation> {
  const { validation } = await apiRequest(`/validations/${encodeURIComponent(id)}`, ValidationResponse, {
    method: 'PATCH',
    body: request,
  });
  return validation;
}

export function useUpdateValidation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateValidation,
    onSuccess: (validation) => {
      queryClient.setQueryData(validationQueryKey(validation.id), validation);
      void queryClient.invalidateQueries({ queryKey: validationListsQueryKey });
    },
  });
}
