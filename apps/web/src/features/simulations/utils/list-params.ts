import { SIMULATION_LIST_FILTERS, SimulationListSort } from '@alavanca/contracts/simulations';
import { z } from 'zod';
import type { SimulationListFilter } from '../api/get-simulations';

/** The list's filter and sort live in the address (?status=finished&sort=name): links, reloads and Back keep them. */
export const STATUS_PARAM = 'status';
export const SORT_PARAM = 'sort';

const StatusFilter = z.enum(SIMULATION_LIST_FILTERS);

export const DEFAULT_LIST_FILTER: SimulationListFilter = { status: 'all', sort: 'updated' };

/** The filter and sort an address asks for; anything unknown reads as the default. */
export function readListParams(params: URLSearchParams): SimulationListFilter {
  const status = StatusFilter.safeParse(params.get(STATUS_PARAM));
  const sort = SimulationListSort.safeParse(params.get(SORT_PARAM));
  return {
    status: status.success ? status.data : DEFAULT_LIST_FILTER.status,
    sort: sort.success ? sort.data : DEFAULT_LIST_FILTER.sort,
  };
}

/** Writes one of them into the address; the default is left out, so the plain address stays plain. */
export function writeListParam(
  params: URLSearchParams,
  name: typeof STATUS_PARAM | typeof SORT_PARAM,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const fallback = name === STATUS_PARAM ? DEFAULT_LIST_FILTER.status : DEFAULT_LIST_FILTER.sort;
  if (value === fallback) next.delete(name);
  else next.set(name, value);
  return next;
}
