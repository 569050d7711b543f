import { apiRequest } from '@/lib/api-client';
import { usageQueryKey } from '@/lib/query-keys';
import { ValidationResponse, type Validation, type ValidationRequest } from '@alavanca/contracts/validations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { validationQueryKey } from './get-validation';
import { validationListsQueryKey } from './get-validations';

/**
 * `POST /api/validations`: validates an idea, spending one `validations` unit of the plan. Refused
 * with 403 QUOTA_EXCEEDED when they are used up, 400 VALIDATION_FAILED with field issues.
 */
export async function createValidation(request: ValidationRequest): Promise<Validation> {
  const { validation } = await apiRequest('/validations', ValidationResponse, { method: 'POST', body: request });
  return validation;
}

/** Creates one; its report is cached at once (the next screen), the list and the usage refetch. */
export function useCreateValidation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createValidation,
    onSuccess: (validation) => {
      queryClient.setQueryData(validationQueryKey(validation.id), validation);
      void queryClient.invalidateQueries({ queryKey: validationListsQueryKey });
      void queryClient.invalidateQueries({ queryKey: usageQueryKey });
    },
  });
}
