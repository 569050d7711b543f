import { apiRequest } from '@/lib/api-client';
import { MentorEngineInfo } from '@alavanca/contracts/mentor';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const mentorEngineQueryKey = ['mentor-engine'] as const;

/** `GET /api/mentor/engine`: which engine answers the mentor's questions (the settings and the mentor show it). */
export const mentorEngineQueryOptions = queryOptions({
  queryKey: mentorEngineQueryKey,
  queryFn: ({ signal }) => apiRequest('/mentor/engine', MentorEngineInfo, { signal }),
  // Chosen by the server's configuration: it changes only when the server restarts.
  staleTime: Infinity,
});

export function useMentorEngine() {
  return useQuery(mentorEngineQueryOptions);
}
