import { apiRequest } from '@/lib/api-client';
import { classesQueryKey } from '@/lib/query-keys';
import {
  ClassCompanyResponse,
  ClassCompetencesResponse,
  ClassInvitationResponse,
  ClassListResponse,
  ClassResponse,
  JoinPreviewResponse,
  type ClassCompany,
  type ClassInvitation,
  type ClassSummary,
  type ClassView,
  type JoinPreview,
} from '@alavanca/contracts/classes';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

// Every key starts with the classes key, so the realtime sync's `class.changed` refetches them all.
const listKey = [...classesQueryKey, 'list'] as const;
export const classDetailKey = (id: string) => [...classesQueryKey, 'detail', id] as const;
const companyKey = (classId: string, companyId: string) => [...classesQueryKey, 'company', classId, companyId] as const;
const joinKey = (code: string) => [...classesQueryKey, 'join', code] as const;

/** A class's address under /api, for its reads here and its changes (class-changes.ts). */
export const classApiPath = (id: string) => `/classes/${encodeURIComponent(id)}`;

/** `GET /api/classes`: the classes the user teaches and those they play in. */
export const classesQueryOptions = queryOptions({
  queryKey: listKey,
  queryFn: ({ signal }): Promise<ClassSummary[]> =>
    apiRequest('/classes', ClassListResponse, { signal }).then(({ classes }) => classes),
});

export function useClasses() {
  return useQuery(classesQueryOptions);
}

/** `GET /api/classes/:id`: the teacher's console or a student's view; 404 to anyone else. */
export function classQueryOptions(id: string) {
  return queryOptions({
    queryKey: classDetailKey(id),
    queryFn: ({ signal }): Promise<ClassView> =>
      apiRequest(classApiPath(id), ClassResponse, { signal }).then((answer) => answer.class),
  });
}

export function useClass(id: string) {
  return useQuery(classQueryOptions(id));
}

/** `GET /api/classes/:id/companies/:companyId`: one company's months, for the teacher (or its own members). */
export function useClassCompany(classId: string, companyId: string | null) {
  return useQuery({
    queryKey: companyKey(classId, companyId ?? ''),
    queryFn: ({ signal }): Promise<ClassCompany> =>
      apiRequest(`${classApiPath(classId)}/companies/${encodeURIComponent(companyId ?? '')}`, ClassCompanyResponse, {
        signal,
      }).then(({ company }) => company),
    enabled: companyId !== null,
  });
}

/**
 * `GET /api/classes/:id/competences`, the teacher's: each student's competence levels. Under the
 * classes key, so a round or a student joining reads them again.
 */
export function useClassCompetences(classId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...classesQueryKey, 'competences', classId] as const,
    queryFn: ({ signal }): Promise<ClassCompetencesResponse['students']> =>
      apiRequest(`${classApiPath(classId)}/competences`, ClassCompetencesResponse, { signal }).then(
        ({ students }) => students,
      ),
    enabled,
  });
}

/** `GET /api/classes/invitation/:code`, public: what the class is, for a visitor without an account. */
export function useInvitation(code: string) {
  return useQuery({
    queryKey: [...classesQueryKey, 'invitation', code] as const,
    queryFn: ({ signal }): Promise<ClassInvitation> =>
      apiRequest(`/classes/invitation/${encodeURIComponent(code)}`, ClassInvitationResponse, { signal }).then(
        (answer) => answer.invitation,
      ),
    retry: false,
  });
}

/** `GET /api/classes/join/:code`: what the class is before joining it. */
export function useJoinPreview(code: string) {
  return useQuery({
    queryKey: joinKey(code),
    queryFn: ({ signal }): Promise<JoinPreview> =>
      apiRequest(`/classes/join/${encodeURIComponent(code)}`, JoinPreviewResponse, { signal }).then(
        (answer) => answer.class,
      ),
    retry: false,
  });
}

/**
 * A change answered with the class: the answer replaces the cached one, and the list (its round,
 * deadline and counts) refetches.
 */
export function storeClass(queryClient: QueryClient, view: ClassView): void {
  queryClient.setQueryData(classDetailKey(view.id), view);
  void queryClient.invalidateQueries({ queryKey: listKey });
}
