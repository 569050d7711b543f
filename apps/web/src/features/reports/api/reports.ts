import { apiRequest } from '@/lib/api-client';
import { reportsQueryKey } from '@/lib/query-keys';
import { Analytics, ReportListResponse, WeeklySummaryListResponse } from '@alavanca/contracts/reports';
import { useQuery } from '@tanstack/react-query';

const reportsKey = reportsQueryKey;

/** `GET /api/reports/analytics`: the user's history in figures. */
export function useAnalytics() {
  return useQuery({
    queryKey: [...reportsKey, 'analytics'],
    queryFn: ({ signal }) => apiRequest('/reports/analytics', Analytics, { signal }),
  });
}

/** `GET /api/reports`: the reports generated, newest first. */
export function useReportHistory() {
  return useQuery({
    queryKey: [...reportsKey, 'history'],
    queryFn: ({ signal }) => apiRequest('/reports', ReportListResponse, { signal }),
  });
}

/** `GET /api/reports/weekly`: the weekly summaries delivered. */
export function useWeeklySummaries() {
  return useQuery({
    queryKey: [...reportsKey, 'weekly'],
    queryFn: ({ signal }) => apiRequest('/reports/weekly', WeeklySummaryListResponse, { signal }),
  });
}
