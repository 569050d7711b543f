import { apiRequest } from '@/lib/api-client';
import { progressQueryKey } from '@/lib/query-keys';
import { ProgressResponse, type ProgressView } from '@alavanca/contracts/progress';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /api/progress`: competences with their evidence, every achievement, the nearest ones (refreshed by progress.changed). */
export const progressQueryOptions = () =>
  queryOptions({
    queryKey: progressQueryKey,
    queryFn: async ({ signal }): Promise<ProgressView> =>
      (await apiRequest('/progress', ProgressResponse, { signal })).progress,
  });

export const useProgress = () => useQuery(progressQueryOptions());

/** `GET /api/progress/achievements/:id/credential`: an earned achievement as a signed Open Badges credential (a file). */
export const credentialUrl = (achievementId: string) =>
  `/api/progress/achievements/${encodeURIComponent(achievementId)}/credential`;
