import { apiRequest } from '@/lib/api-client';
import { validationsQueryKey } from '@/lib/query-keys';
import type { ValidationListResponse } from '@alavanca/contracts/validations';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { z } from 'zod';
import { validationListsQueryKey } from './get-validations';
import { validationQueryKey } from './get-validation';

/** `DELETE /api/validations/:id`: answers 204; every version and experiment goes with it, the spent unit stays spent. */
export async function deleteValidation(id: string): Promise<void> {
  await apiRequest(`/validations/${encodeURIComponent(id)}`, z.unknown(), { method: 'DELETE' });
}

/** Deletes one: it leaves every cached list at once, then the lists refetch. */
export function useDeleteValidation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteValidation,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<InfiniteData<ValidationListResponse>>({ queryKey: validationListsQueryKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                validations: page.validations.filter((validation) => validation.id !== id),
              })),
            }
          : data,
      );
      queryClient.removeQueries({ queryKey: validationQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: validationsQueryKey });
    },
  });
}
