import { apiRequest } from '@/lib/api-client';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { classesQueryKey } from '@/lib/query-keys';
import { ClassExamResponse, ClassExamsResponse, type OpenClassExamRequest } from '@alavanca/contracts/certificate';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { classApiPath } from './get-classes';

/** Under the classes key, so whatever makes the class read again (class.changed) reads its exams too. */
const examsKey = (classId: string) => [...classesQueryKey, 'exams', classId] as const;

/** `GET /api/classes/:id/exams`, the teacher's: the certificate exams run for the class, newest first. */
export function useClassExams(classId: string) {
  return useQuery({
    queryKey: examsKey(classId),
    queryFn: ({ signal }) =>
      apiRequest(`${classApiPath(classId)}/exams`, ClassExamsResponse, { signal }).then(({ exams }) => exams),
  });
}

/** A change to the class's exams: read again once done; a refusal told in a toast under `failedKey`. */
function useExamChange<Input>(classId: string, request: (input: Input) => Promise<unknown>, failedKey: string) {
  const { t } = useTranslation(['classroom', 'common']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onError: (error) => notify({ title: t(failedKey), description: describeError(error, t), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examsKey(classId) }),
  });
}

/** `POST /api/classes/:id/exams`: the exam opened for every student, on one seed. */
export const useOpenClassExam = (classId: string) =>
  useExamChange(
    classId,
    (request: OpenClassExamRequest) =>
      apiRequest(`${classApiPath(classId)}/exams`, ClassExamResponse, { method: 'POST', body: request }),
    'classroom:exam.openFailed',
  );

/** `POST /api/classes/:id/exams/:examId/close`: no student starts it any more. */
export const useCloseClassExam = (classId: string) =>
  useExamChange(
    classId,
    (examId: string) =>
      apiRequest(`${classApiPath(classId)}/exams/${encodeURIComponent(examId)}/close`, ClassExamResponse, {
        method: 'POST',
        body: {},
      }),
    'classroom:exam.closeFailed',
  );
