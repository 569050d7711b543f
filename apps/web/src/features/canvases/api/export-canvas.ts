import { apiRequest } from '@/lib/api-client';
import { reportsQueryKey, usageQueryKey } from '@/lib/query-keys';
import { ReportResponse } from '@alavanca/contracts/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * `POST /api/reports` of a canvas: its PDF and CSV, made and kept by the server, spending one
 * `reports` unit (the image the browser draws after it is part of the same export), so the usage
 * and the report history refresh.
 */
export function useExportCanvas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (canvasId: string) =>
      apiRequest('/reports', ReportResponse, { method: 'POST', body: { kind: 'canvas', itemId: canvasId } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
        queryClient.invalidateQueries({ queryKey: usageQueryKey }),
      ]);
    },
  });
}
