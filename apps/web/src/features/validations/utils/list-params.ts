import { ValidationListSort } from '@alavanca/contracts/validations';
import type { ValidationListFilter } from '../api/get-validations';
import { TEXT_LIMITS } from '@alavanca/domain/constants';

/** The list's search and sort live in the address (?q=padaria&sort=score): links, reloads and Back keep them. */
export const SEARCH_PARAM = 'q';
export const SORT_PARAM = 'sort';

export const DEFAULT_IDEAS_FILTER: ValidationListFilter = { search: '', sort: 'updated' };

/** The search and sort an address asks for; an unknown sort reads as the default, a long search is cut. */
export function readIdeasParams(params: URLSearchParams): ValidationListFilter {
  const sort = ValidationListSort.safeParse(params.get(SORT_PARAM));
  return {
    search: (params.get(SEARCH_PARAM) ?? '').trim().slice(0, TEXT_LIMITS.idea.title),
    sort: sort.success ? sort.data : DEFAULT_IDEAS_FILTER.sort,
  };
}

/** Writes one of them into the address; an empty search and the default sort are left out. */
export function writeIdeasParam(
  params: URLSearchParams,
  name: typeof SEARCH_PARAM | typeof SORT_PARAM,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const fallback = name === SEARCH_PARAM ? '' : DEFAULT_IDEAS_FILTER.sort;
  if (value.trim() === fallback) next.delete(name);
  else next.set(name, value);
  return next;
}
