import { apiRequest } from '@/lib/api-client';
import { validationsQueryKey } from '@/lib/query-keys';
import { ValidationResponse, type Validation } from '@alavanca/contracts/validations';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const validationQueryKey = (id: string) => [...validationsQueryKey, 'detail', id] as const;

/** `GET /api/validations/:id`: every version, the latest first, and the experiments' progress. */
export async function getValidation(id: string, signal?: AbortSignal): Promise<Validation> {
  const { validation } = await apiRequest(`/validations/${encodeURIComponent(id)}`, ValidationResponse, { signal });
  return validation;
}

export const validationQueryOptions = (id: string) =>
  queryOptions({ queryKey: validationQueryKey(id), queryFn: ({ signal }) => getValidation(id, signal) });

export function useValidation(id: string) {
  return useQuery(validationQueryOptions(id));
}
