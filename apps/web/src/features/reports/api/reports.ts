import { apiRequest } from '@/lib/api-client';
import { usageQueryKey } from '@/lib/query-keys';
import {
  Analytics,
  ReportListResponse,
  ReportResponse,
  WeeklySummaryListResponse,
  type CreateReportRequest,
  type ReportFormat,
} from '@alavanca/contracts/reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every reports query starts with it: a new report refreshes the history and the activity chart. */
const reportsKey = ['reports'] as const;

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

/** `POST /api/reports`: spends a unit of the plan, so the usage refreshes with the history. */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateReportRequest) =>
      apiRequest('/reports', ReportResponse, { method: 'POST', body: request }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportsKey }),
        queryClient.invalidateQueries({ queryKey: usageQueryKey }),
      ]);
    },
  });
}

/** Where a report's file downloads from (the session cookie goes with the link). */
export function reportFileUrl(id: string, format: ReportFormat): string {
  return `/api/reports/${id}/${format}`;
}
