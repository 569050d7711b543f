import { apiRequest } from '@/lib/api-client';
import { reportsQueryKey } from '@/lib/query-keys';
import { Analytics, ReportListResponse, WeeklySummaryListResponse } from '@alavanca/contracts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';

const reportsKey = reportsQueryKey;

/** `GET /api/reports/analytics`: the user's history in figures. */
export const analyticsQueryOptions = queryOptions({
  queryKey: [...reportsKey, 'analytics'],
  queryFn: ({ signal }) => apiRequest('/reports/analytics', Analytics, { signal }),
});

export function useAnalytics() {
  return useQuery(analyticsQueryOptions);
}

/** `GET /api/reports`: the reports generated, newest first. */
export const reportHistoryQueryOptions = queryOptions({
  queryKey: [...reportsKey, 'history'],
  queryFn: ({ signal }) => apiRequest('/reports', ReportListResponse, { signal }),
});

export function useReportHistory() {
  return useQuery(reportHistoryQueryOptions);
}

/** `GET /api/reports/weekly`: the weekly summaries delivered. */
export const weeklySummariesQueryOptions = queryOptions({
  queryKey: [...reportsKey, 'weekly'],
  queryFn: ({ signal }) => apiRequest('/reports/weekly', WeeklySummaryListResponse, { signal }),
});

export function useWeeklySummaries() {
  return useQuery(weeklySummariesQueryOptions);
}
