import { apiRequest } from '@/lib/api-client';
import { reportsQueryKey, usageQueryKey } from '@/lib/query-keys';
import { ReportResponse, type CreateReportRequest, type ReportFormat } from '@alavanca/contracts/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/*
 * Generating a report, from the reports screen or a class's console: spends a unit of the plan,
 * so the usage refreshes with the history.
 */

/** `POST /api/reports`: spends a unit of the plan, so the usage refreshes with the history. */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateReportRequest) =>
      apiRequest('/reports', ReportResponse, { method: 'POST', body: request }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
        queryClient.invalidateQueries({ queryKey: usageQueryKey }),
      ]);
    },
  });
}

/** Where a report's file downloads from (the session cookie goes with the link). */
export function reportFileUrl(id: string, format: ReportFormat): string {
  return `/api/reports/${id}/${format}`;
}
