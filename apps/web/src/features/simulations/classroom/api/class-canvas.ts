import { ApiError, apiRequest } from '@/lib/api-client';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { classesQueryKey } from '@/lib/query-keys';
import {
  ClassCanvasResponse,
  HandInResponse,
  type CanvasAssignmentRequest,
  type ClassCanvasView,
  type GradeHandInRequest,
  type HandIn,
  type HandInRequest,
} from '@alavanca/contracts/classes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { classApiPath } from './get-classes';

/*
 * The canvas a class hands in (decision 031, "Classes"): the teacher's assignment, the hand-ins and
 * their grades. Every key starts with the classes key, so `class.changed` (a hand-in, a grade)
 * refetches them on the teacher's and the student's screens alike.
 */

const canvasKey = (id: string) => [...classesQueryKey, 'canvas', id] as const;
const handInKey = (id: string, companyId: string) => [...canvasKey(id), 'hand-in', companyId] as const;
const canvasPath = (id: string) => `${classApiPath(id)}/canvas`;

/** `GET /api/classes/:id/canvas`: the assignment and the hand-ins the user may see. */
export function classCanvasQueryOptions(id: string) {
  return queryOptions({
    queryKey: canvasKey(id),
    queryFn: ({ signal }): Promise<ClassCanvasView> =>
      apiRequest(canvasPath(id), ClassCanvasResponse, { signal }).then((answer) => answer.canvas),
  });
}

export function useClassCanvas(id: string) {
  return useQuery(classCanvasQueryOptions(id));
}

/** `GET /api/classes/:id/canvas/hand-ins/:companyId`: a hand-in with the canvas as it was handed in. */
export function useHandIn(id: string, companyId: string | null) {
  return useQuery({
    queryKey: handInKey(id, companyId ?? ''),
    queryFn: ({ signal }): Promise<HandIn> =>
      apiRequest(`${canvasPath(id)}/hand-ins/${encodeURIComponent(companyId ?? '')}`, HandInResponse, {
        signal,
      }).then((answer) => answer.handIn),
    enabled: companyId !== null,
  });
}

/** A refusal in a toast, but field issues: the form beside them shows those. */
function useFailure(failedKey: string) {
  const { t } = useTranslation(['classroom', 'common']);
  return (error: Error) => {
    if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.issues.length > 0) return;
    notify({ title: t(failedKey), description: describeError(error, t), variant: 'destructive' });
  };
}

function useCanvasMutation<Input>(
  classId: string,
  request: (input: Input) => Promise<ClassCanvasView>,
  failedKey: string,
) {
  const queryClient = useQueryClient();
  const failed = useFailure(failedKey);
  return useMutation({
    mutationFn: request,
    onSuccess: (view) => queryClient.setQueryData(canvasKey(classId), view),
    onError: (error) => {
      failed(error);
      // What was refused may come from a change elsewhere (a grade given, the assignment changed).
      void queryClient.invalidateQueries({ queryKey: canvasKey(classId) });
    },
  });
}

/** `PUT /api/classes/:id/canvas`: the teacher asks for a canvas, or changes what was asked. */
export function useAssignCanvas(classId: string) {
  return useCanvasMutation(
    classId,
    (request: CanvasAssignmentRequest) =>
      apiRequest(canvasPath(classId), ClassCanvasResponse, { method: 'PUT', body: request }).then(
        (answer) => answer.canvas,
      ),
    'classroom:toasts.assignCanvasFailed',
  );
}

/** `PUT /api/classes/:id/canvas/hand-in`: a student hands in one of their canvases. */
export function useHandInCanvas(classId: string) {
  return useCanvasMutation(
    classId,
    (request: HandInRequest) =>
      apiRequest(`${canvasPath(classId)}/hand-in`, ClassCanvasResponse, { method: 'PUT', body: request }).then(
        (answer) => answer.canvas,
      ),
    'classroom:toasts.handInFailed',
  );
}

/** `DELETE /api/classes/:id/canvas`: the teacher asks for no canvas any more (hand-ins and grades go too). */
export function useUnassignCanvas(classId: string) {
  const queryClient = useQueryClient();
  const failed = useFailure('classroom:toasts.unassignCanvasFailed');
  return useMutation({
    mutationFn: () => apiRequest(canvasPath(classId), z.unknown(), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData<ClassCanvasView>(canvasKey(classId), { assignment: null, handIns: [] });
      void queryClient.invalidateQueries({ queryKey: canvasKey(classId) });
    },
    onError: (error) => {
      failed(error);
      void queryClient.invalidateQueries({ queryKey: canvasKey(classId) });
    },
  });
}

/** `PUT /api/classes/:id/canvas/hand-ins/:companyId/grade`: the teacher's grade, stored with the hand-in. */
export function useGradeHandIn(classId: string, companyId: string) {
  const queryClient = useQueryClient();
  const failed = useFailure('classroom:toasts.gradeFailed');
  return useMutation({
    mutationFn: (request: GradeHandInRequest) =>
      apiRequest(`${canvasPath(classId)}/hand-ins/${encodeURIComponent(companyId)}/grade`, HandInResponse, {
        method: 'PUT',
        body: request,
      }).then((answer) => answer.handIn),
    onSuccess: (handIn) => {
      queryClient.setQueryData(handInKey(classId, companyId), handIn);
      void queryClient.invalidateQueries({ queryKey: canvasKey(classId), exact: true });
    },
    onError: (error) => {
      failed(error);
      // A new hand-in since (409): read what is there now.
      void queryClient.invalidateQueries({ queryKey: canvasKey(classId) });
    },
  });
}
