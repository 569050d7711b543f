import { apiRequest } from '@/lib/api-client';
import { InvoiceListResponse } from '@alavanca/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Invalidate it after anything that bills the user (a checkout), so the list shows the new invoice. */
export const invoicesQueryKey = ['billing', 'invoices'] as const;

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
