import { ApiError, apiRequest } from '@/lib/api-client';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import {
  CertificateOverview,
  ExamAttemptResponse,
  type ExamAnswersRequest,
  type ExamAttemptView,
  type StartExamRequest,
} from '@alavanca/contracts/certificate';
import type { AdvanceMonthRequest } from '@alavanca/contracts/simulations';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** Every exam query starts with it: the overview and each attempt. */
const examQueryKey = ['certificate'] as const;
const attemptKey = (id: string) => [...examQueryKey, 'attempts', id] as const;

/** `GET /api/certificate`: the plan's allowance, the open attempt and the ended ones. */
export const examOverviewQueryOptions = () =>
  queryOptions({
    queryKey: examQueryKey,
    queryFn: ({ signal }) => apiRequest('/certificate', CertificateOverview, { signal }),
  });

export const useExamOverview = () => useQuery(examOverviewQueryOptions());

/** `GET /api/certificate/attempts/:id`: one of the user's attempts (an ended one's result). */
export const examAttemptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: attemptKey(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/certificate/attempts/${encodeURIComponent(id)}`, ExamAttemptResponse, { signal })).attempt,
    retry: false,
  });

export const useExamAttempt = (id: string | null) =>
  useQuery({ ...examAttemptQueryOptions(id ?? ''), enabled: id !== null });

/** An attempt the server answered with: kept as itself, and the overview read again (its open one changed). */
function storeAttempt(queryClient: QueryClient, attempt: ExamAttemptView): void {
  queryClient.setQueryData(attemptKey(attempt.id), attempt);
  queryClient.setQueryData<CertificateOverview>(examQueryKey, (overview) =>
    overview ? { ...overview, open: attempt.status === 'open' ? attempt : null } : overview,
  );
  void queryClient.invalidateQueries({ queryKey: examQueryKey, exact: true });
}

const send = (path: string, body: unknown) =>
  apiRequest(path, ExamAttemptResponse, { method: 'POST', body }).then((answer) => answer.attempt);
const attemptPath = (id: string, action: string) => `/certificate/attempts/${encodeURIComponent(id)}/${action}`;

/**
 * A change to an attempt: stored on success; a refusal told in a toast under `failedKey` (field
 * issues, VALIDATION_FAILED, are left to the form that shows them), and what the server has now
 * read again — an attempt whose time ran out is ended there (EXAM_CLOSED).
 */
function useExamMutation<Input>(request: (input: Input) => Promise<ExamAttemptView>, failedKey: string) {
  const { t } = useTranslation(['exam', 'common']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (attempt) => storeAttempt(queryClient, attempt),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.issues.length > 0) return;
      notify({ title: t(failedKey), description: describeError(error, t), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: examQueryKey });
    },
  });
}

/** `POST /api/certificate/attempts`: an attempt on a level, which counts from now. */
export const useStartExam = () =>
  useExamMutation((request: StartExamRequest) => send('/certificate/attempts', request), 'exam:toasts.startFailed');

/** `POST …/months`: the next month's decisions, played on the server. */
export const usePlayExamMonth = (id: string) =>
  useExamMutation(
    (request: AdvanceMonthRequest) => send(attemptPath(id, 'months'), request),
    'exam:toasts.monthFailed',
  );

/** `POST …/answers`: the board's and knowledge answers; the attempt is scored and ends. */
export const useSubmitExam = (id: string) =>
  useExamMutation(
    (request: ExamAnswersRequest) => send(attemptPath(id, 'answers'), request),
    'exam:toasts.submitFailed',
  );

/** `POST …/abandon`: the attempt ends unscored, and counts as used. */
export const useAbandonExam = (id: string) =>
  useExamMutation(() => send(attemptPath(id, 'abandon'), {}), 'exam:toasts.abandonFailed');
