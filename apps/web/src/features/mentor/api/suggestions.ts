import { apiRequest } from '@/lib/api-client';
import { MentorSuggestions } from '@alavanca/contracts/mentor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mentorQueryKey } from './conversations';

/** `GET /api/mentor/suggestions`: questions the user's own numbers call for (catalog keys). */
export const mentorSuggestionsQueryOptions = queryOptions({
  queryKey: [...mentorQueryKey, 'suggestions'],
  queryFn: ({ signal }) => apiRequest('/mentor/suggestions', MentorSuggestions, { signal }),
});

export function useMentorSuggestions() {
  return useQuery(mentorSuggestionsQueryOptions);
}
