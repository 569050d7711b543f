import { apiRequest } from '@/lib/api-client';
import { invoicesQueryKey } from '@/lib/query-keys';
import { InvoiceListResponse } from '@alavanca/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /api/billing/invoices`: newest first. */
export function getInvoices(signal?: AbortSignal): Promise<InvoiceListResponse> {
  return apiRequest('/billing/invoices', InvoiceListResponse, { signal });
}

export const invoicesQueryOptions = queryOptions({
  queryKey: invoicesQueryKey,
  queryFn: ({ signal }) => getInvoices(signal),
});

export function useInvoices() {
  return useQuery(invoicesQueryOptions);
}
