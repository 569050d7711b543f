import { ApiError, apiRequest } from '@/lib/api-client';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { classesQueryKey } from '@/lib/query-keys';
import {
  ClassResponse,
  type AnnouncementRequest,
  type ClassView,
  type CreateClassRequest,
  type JoinClassRequest,
  type SubmitDecisionsRequest,
  type UpdateClassRequest,
} from '@alavanca/contracts/classes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { classApiPath, classDetailKey, storeClass } from './get-classes';

function send(url: string, method: 'POST' | 'PUT' | 'PATCH', body: unknown): Promise<ClassView> {
  return apiRequest(url, ClassResponse, { method, body }).then((answer) => answer.class);
}

/**
 * A mutation that answers with the class: stored on success, and a refusal told in a toast under
 * `failedKey` (field issues, VALIDATION_FAILED, are left to the form that shows them).
 */
function useClassMutation<Input>(request: (input: Input) => Promise<ClassView>, failedKey: string) {
  const { t } = useTranslation(['classroom', 'common']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (view) => storeClass(queryClient, view),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.issues.length > 0) return;
      notify({ title: t(failedKey), description: describeError(error, t), variant: 'destructive' });
      // What the server refused may come from a change elsewhere (a round closed): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: classesQueryKey });
    },
  });
}

/** `POST /api/classes`: a teacher on Pro or Enterprise creates a class (CLASS_PLAN_REQUIRED otherwise). */
export function useCreateClass() {
  return useClassMutation(
    (request: CreateClassRequest) => send('/classes', 'POST', request),
    'classroom:toasts.createFailed',
  );
}

/** `POST /api/classes/join`. */
export function useJoinClass() {
  return useClassMutation(
    (request: JoinClassRequest) => send('/classes/join', 'POST', request),
    'classroom:toasts.joinFailed',
  );
}

/** `PUT /api/classes/:id/decisions`: the company's decisions for the open round, replaceable until it closes. */
export function useSubmitDecisions(id: string) {
  return useClassMutation(
    (request: SubmitDecisionsRequest) => send(`${classApiPath(id)}/decisions`, 'PUT', request),
    'classroom:toasts.submitFailed',
  );
}

/** `POST /api/classes/:id/rounds`: the teacher closes round `month` now. */
export function useCloseRound(id: string) {
  return useClassMutation(
    (month: number) => send(`${classApiPath(id)}/rounds`, 'POST', { month }),
    'classroom:toasts.closeFailed',
  );
}

/** `POST /api/classes/:id/announcements`. */
export function useAnnounce(id: string) {
  return useClassMutation(
    (request: AnnouncementRequest) => send(`${classApiPath(id)}/announcements`, 'POST', request),
    'classroom:toasts.announceFailed',
  );
}

/** `PATCH /api/classes/:id`: the current deadline moved, or the ranking's names shown or hidden. */
export function useUpdateClass(id: string) {
  return useClassMutation(
    (request: UpdateClassRequest) => send(classApiPath(id), 'PATCH', request),
    'classroom:toasts.updateFailed',
  );
}

/** Deleting a class (its teacher) or leaving it (a student): answered 204, then the class is gone from the caches. */
function useClassExit(request: (id: string) => Promise<unknown>, failedKey: string) {
  const { t } = useTranslation(['classroom', 'common']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: classDetailKey(id) });
      void queryClient.invalidateQueries({ queryKey: classesQueryKey });
    },
    onError: (error) => notify({ title: t(failedKey), description: describeError(error, t), variant: 'destructive' }),
  });
}

export function useDeleteClass() {
  return useClassExit(
    (id) => apiRequest(classApiPath(id), z.unknown(), { method: 'DELETE' }),
    'classroom:toasts.deleteFailed',
  );
}

export function useLeaveClass() {
  return useClassExit(
    (id) => apiRequest(`${classApiPath(id)}/leave`, z.unknown(), { method: 'POST' }),
    'classroom:toasts.leaveFailed',
  );
}
