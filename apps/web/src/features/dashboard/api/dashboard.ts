import { apiRequest } from '@/lib/api-client';
import { DashboardLayout, DashboardSummary } from '@alavanca/contracts/dashboard';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const layoutKey = ['dashboard', 'layout'] as const;
/** What the widgets show; made stale by every event about something they show (realtime-sync.ts). */
export const dashboardSummaryQueryKey = ['dashboard', 'summary'] as const;

/** `GET /api/dashboard`: what the widgets show. */
export const dashboardSummaryQueryOptions = queryOptions({
  queryKey: dashboardSummaryQueryKey,
  queryFn: ({ signal }) => apiRequest('/dashboard', DashboardSummary, { signal }),
});

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions);
}

/** `GET /api/dashboard/layout`: the user's widgets, in order, shown or hidden. */
export const dashboardLayoutQueryOptions = queryOptions({
  queryKey: layoutKey,
  queryFn: ({ signal }) => apiRequest('/dashboard/layout', DashboardLayout, { signal }),
});

export function useDashboardLayout() {
  return useQuery(dashboardLayoutQueryOptions);
}

/** `PUT /api/dashboard/layout`: saved at once in the cache, so the dashboard redraws without waiting. */
export function useSaveDashboardLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layout: DashboardLayout) =>
      apiRequest('/dashboard/layout', DashboardLayout, { method: 'PUT', body: layout }),
    onSuccess: (layout) => queryClient.setQueryData(layoutKey, layout),
  });
}
