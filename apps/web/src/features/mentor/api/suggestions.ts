import { apiRequest } from '@/lib/api-client';
import { MentorSuggestions } from '@alavanca/contracts/mentor';
import { useQuery } from '@tanstack/react-query';
import { mentorQueryKey } from './conversations';

/** `GET /api/mentor/suggestions`: questions the user's own numbers call for (catalog keys). */
export function useMentorSuggestions() {
  return useQuery({
    queryKey: [...mentorQueryKey, 'suggestions'],
    queryFn: ({ signal }) => apiRequest('/mentor/suggestions', MentorSuggestions, { signal }),
  });
}
