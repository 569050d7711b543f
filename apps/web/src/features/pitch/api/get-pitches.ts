import { apiRequest } from '@/lib/api-client';
import { pitchesQueryKey } from '@/lib/query-keys';
import {
  PitchAnalysisResponse,
  PitchListResponse,
  PitchResponse,
  type PitchAnalysis,
  type PitchDetail,
  type PitchSummary,
} from '@alavanca/contracts/pitches';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const pitchListQueryKey = [...pitchesQueryKey, 'list'] as const;
export const pitchQueryKey = (id: string) => [...pitchesQueryKey, 'detail', id] as const;
const pitchAnalysisQueryKey = (id: string, number: number) => [...pitchesQueryKey, 'analysis', id, number] as const;

export const pitchApiPath = (id: string) => `/pitches/${encodeURIComponent(id)}`;

/** `GET /api/pitches`: the user's pitches, the last edited first. */
export const pitchListQueryOptions = () =>
  queryOptions({
    queryKey: pitchListQueryKey,
    queryFn: async ({ signal }): Promise<PitchSummary[]> =>
      (await apiRequest('/pitches', PitchListResponse, { signal })).pitches,
  });

/** `GET /api/pitches/:id`: the text, the evidence its figures are held to, the drill's facts and the kept versions. */
export const pitchQueryOptions = (id: string) =>
  queryOptions({
    queryKey: pitchQueryKey(id),
    queryFn: async ({ signal }): Promise<PitchDetail> =>
      (await apiRequest(pitchApiPath(id), PitchResponse, { signal })).pitch,
  });

/** `GET /api/pitches/:id/analyses/:number`: a kept version as it was analysed. A kept version never changes. */
const pitchAnalysisQueryOptions = (id: string, number: number) =>
  queryOptions({
    queryKey: pitchAnalysisQueryKey(id, number),
    queryFn: async ({ signal }): Promise<PitchAnalysis> =>
      (await apiRequest(`${pitchApiPath(id)}/analyses/${number}`, PitchAnalysisResponse, { signal })).analysis,
    staleTime: Infinity,
  });

export const usePitches = () => useQuery(pitchListQueryOptions());
export const usePitch = (id: string) => useQuery(pitchQueryOptions(id));
export const usePitchAnalysis = (id: string, number: number | null) =>
  useQuery({ ...pitchAnalysisQueryOptions(id, number ?? 1), enabled: number !== null });
