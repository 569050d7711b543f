import { ApiError, apiRequest } from '@/lib/api-client';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { classesQueryKey, pitchesQueryKey } from '@/lib/query-keys';
import {
  ClassCanvasResponse,
  ClassPitchResponse,
  PitchHandInResponse,
  type CanvasAssignmentRequest,
  type ClassCanvasView,
  type ClassPitchView,
  type ClassWork,
  type GradeHandInRequest,
  type HandInRequest,
  type PitchAssignmentRequest,
  type PitchHandIn,
  type PitchHandInRequest,
} from '@alavanca/contracts/class-works';
import { HandInResponse, type HandIn } from '@alavanca/contracts/canvases';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { classApiPath } from './get-classes';
import { pitchBriefsKey } from './pitch-briefs';

/*
 * The work a class hands in (decision 031, "Classes"; decision 032 for the pitch): the teacher's
 * assignment, the hand-ins and their grades, alike for a canvas and a pitch but for their shapes.
 * Every key starts with the classes key, so `class.changed` (a hand-in, a grade) refetches them on
 * the teacher's and the student's screens alike.
 */

/** What each work's requests send and answer. */
export interface WorkShapes {
  canvas: { view: ClassCanvasView; handIn: HandIn; assignment: CanvasAssignmentRequest; item: HandInRequest };
  pitch: { view: ClassPitchView; handIn: PitchHandIn; assignment: PitchAssignmentRequest; item: PitchHandInRequest };
}
export type WorkView<W extends ClassWork> = WorkShapes[W]['view'];
export type WorkHandIn<W extends ClassWork> = WorkShapes[W]['handIn'];

const VIEW_RESPONSES = {
  canvas: ClassCanvasResponse.transform((answer) => answer.canvas),
  pitch: ClassPitchResponse.transform((answer) => answer.pitch),
};
const HAND_IN_RESPONSES = { canvas: HandInResponse, pitch: PitchHandInResponse };
const handInResponse = <W extends ClassWork>(work: W) =>
  HAND_IN_RESPONSES[work] as z.ZodType<{ handIn: WorkHandIn<W> }>;

/** The toasts of each work's refusals (a grade's is the same for both). */
const FAILED = {
  canvas: {
    assign: 'classroom:toasts.assignCanvasFailed',
    unassign: 'classroom:toasts.unassignCanvasFailed',
    handIn: 'classroom:toasts.handInFailed',
  },
  pitch: {
    assign: 'classroom:toasts.assignPitchFailed',
    unassign: 'classroom:toasts.unassignPitchFailed',
    handIn: 'classroom:toasts.handInPitchFailed',
  },
} as const;

const workKey = (work: ClassWork, id: string) => [...classesQueryKey, work, id] as const;
const handInKey = (work: ClassWork, id: string, companyId: string) =>
  [...workKey(work, id), 'hand-in', companyId] as const;
const workPath = (work: ClassWork, id: string) => `${classApiPath(id)}/${work}`;

function readView<W extends ClassWork>(work: W, path: string, init: Parameters<typeof apiRequest>[2]) {
  return apiRequest(path, VIEW_RESPONSES[work], init) as Promise<WorkView<W>>;
}

/** `GET /api/classes/:id/<work>`: the assignment and the hand-ins the user may see. */
export function classWorkQueryOptions<W extends ClassWork>(work: W, id: string) {
  return queryOptions({
    queryKey: workKey(work, id),
    queryFn: ({ signal }) => readView(work, workPath(work, id), { signal }),
  });
}

export function useClassWork<W extends ClassWork>(work: W, id: string) {
  return useQuery(classWorkQueryOptions(work, id));
}

/** `GET /api/classes/:id/<work>/hand-ins/:companyId`: a hand-in with the work as it was handed in. */
export function useHandIn<W extends ClassWork>(work: W, id: string, companyId: string | null) {
  return useQuery({
    queryKey: handInKey(work, id, companyId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`${workPath(work, id)}/hand-ins/${encodeURIComponent(companyId ?? '')}`, handInResponse(work), {
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

function useWorkMutation<W extends ClassWork, Input>(
  work: W,
  classId: string,
  request: (input: Input) => Promise<WorkView<W>>,
  failedKey: string,
) {
  const queryClient = useQueryClient();
  const failed = useFailure(failedKey);
  return useMutation({
    mutationFn: request,
    onSuccess: (view) => queryClient.setQueryData(workKey(work, classId), view),
    onError: (error) => {
      failed(error);
      // What was refused may come from a change elsewhere (a grade given, the assignment changed).
      void queryClient.invalidateQueries({ queryKey: workKey(work, classId) });
    },
  });
}

/** `PUT /api/classes/:id/<work>`: the teacher asks for the work, or changes what was asked. */
export function useAssignWork<W extends ClassWork>(work: W, classId: string) {
  return useWorkMutation(
    work,
    classId,
    (request: WorkShapes[W]['assignment']) => readView(work, workPath(work, classId), { method: 'PUT', body: request }),
    FAILED[work].assign,
  );
}

/** `PUT /api/classes/:id/<work>/hand-in`: a student hands in one of their own items. */
export function useHandInWork<W extends ClassWork>(work: W, classId: string) {
  const queryClient = useQueryClient();
  return useWorkMutation(
    work,
    classId,
    async (request: WorkShapes[W]['item']) => {
      const view = await readView(work, `${workPath(work, classId)}/hand-in`, { method: 'PUT', body: request });
      // A pitch handed in is analysed and kept as a version: its editor, the list and the briefs read it again.
      if (work === 'pitch') {
        void queryClient.invalidateQueries({ queryKey: pitchesQueryKey });
        void queryClient.invalidateQueries({ queryKey: pitchBriefsKey });
      }
      return view;
    },
    FAILED[work].handIn,
  );
}

/** `DELETE /api/classes/:id/<work>`: the teacher asks for it no more (hand-ins and grades go too). */
export function useUnassignWork(work: ClassWork, classId: string) {
  const queryClient = useQueryClient();
  const failed = useFailure(FAILED[work].unassign);
  return useMutation({
    mutationFn: () => apiRequest(workPath(work, classId), z.unknown(), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData(workKey(work, classId), { assignment: null, handIns: [] });
      void queryClient.invalidateQueries({ queryKey: workKey(work, classId) });
    },
    onError: (error) => {
      failed(error);
      void queryClient.invalidateQueries({ queryKey: workKey(work, classId) });
    },
  });
}

/** `PUT /api/classes/:id/<work>/hand-ins/:companyId/grade`: the teacher's grade, stored with the hand-in. */
export function useGradeHandIn(work: ClassWork, classId: string, companyId: string) {
  const queryClient = useQueryClient();
  const failed = useFailure('classroom:toasts.gradeFailed');
  return useMutation({
    mutationFn: (request: GradeHandInRequest) =>
      apiRequest(`${workPath(work, classId)}/hand-ins/${encodeURIComponent(companyId)}/grade`, handInResponse(work), {
        method: 'PUT',
        body: request,
      }).then((answer) => answer.handIn),
    onSuccess: (handIn) => {
      queryClient.setQueryData(handInKey(work, classId, companyId), handIn);
      void queryClient.invalidateQueries({ queryKey: workKey(work, classId), exact: true });
    },
    onError: (error) => {
      failed(error);
      // A new hand-in since (409): read what is there now.
      void queryClient.invalidateQueries({ queryKey: workKey(work, classId) });
    },
  });
}
