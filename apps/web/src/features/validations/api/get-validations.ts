import { apiRequest } from '@/lib/api-client';
import { validationsQueryKey } from '@/lib/query-keys';
import { ValidationListResponse, type ValidationListQuery } from '@alavanca/contracts/validations';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

export type ValidationListFilter = Pick<ValidationListQuery, 'search' | 'sort'>;

/** Every page of every search and sort of the list (not each validation's own query). */
export const validationListsQueryKey = [...validationsQueryKey, 'list'] as const;

export function validationListQueryKey({ search, sort }: ValidationListFilter) {
  return [...validationListsQueryKey, { search, sort }] as const;
}

/** `GET /api/validations?search=&sort=&cursor=`: one page of the user's validations. */
export function getValidations({
  search,
  sort,
  cursor,
  signal,
}: ValidationListFilter & { cursor?: string | null; signal?: AbortSignal }): Promise<ValidationListResponse> {
  const params = new URLSearchParams({ sort });
  if (search) params.set('search', search);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/validations?${params.toString()}`, ValidationListResponse, { signal });
}

export function validationListQueryOptions(filter: ValidationListFilter) {
  return infiniteQueryOptions({
    queryKey: validationListQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getValidations({ ...filter, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/**
 * The user's validations for one search and sort, a page at a time. While a new search loads, the
 * last one's results stay on screen (no flash of the skeleton on every keystroke).
 */
export function useValidations(filter: ValidationListFilter) {
  return useInfiniteQuery({ ...validationListQueryOptions(filter), placeholderData: keepPreviousData });
}
