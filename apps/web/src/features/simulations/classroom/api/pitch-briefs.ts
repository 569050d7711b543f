import { apiRequest } from '@/lib/api-client';
import { classesQueryKey } from '@/lib/query-keys';
import { PitchBriefsResponse } from '@alavanca/contracts/class-works';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * What the classes a student is in ask of a pitch, read by the pitch's editor as it first draws
 * (so it stays small: the panel that shows a brief is loaded only when there is one). A classes
 * key, so `class.changed` (a grade given, a request changed) refetches it.
 */
export const pitchBriefsKey = [...classesQueryKey, 'pitch-briefs'] as const;

/** `GET /api/classes/pitch-briefs`: each class's request for a pitch, and the company's hand-in. */
export const pitchBriefsQueryOptions = () =>
  queryOptions({
    queryKey: pitchBriefsKey,
    queryFn: ({ signal }) =>
      apiRequest('/classes/pitch-briefs', PitchBriefsResponse, { signal }).then((answer) => answer.briefs),
  });

export const usePitchBriefs = () => useQuery(pitchBriefsQueryOptions());
