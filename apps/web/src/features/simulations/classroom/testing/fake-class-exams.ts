import { apiError, type FakeAnswer, type Route } from '@/test/fake-api';
import { OpenClassExamRequest, type ClassExamView } from '@alavanca/contracts/certificate';
import { fakeId, type FakeClass, type Viewer } from './fake-classes';

/** The id the next exam opened in the fake class gets. */
export const CLASS_EXAM_ID = fakeId(7, 1);
export const OPENED_AT = '2026-11-30T14:00:00.000Z';

/**
 * The certificate exams of the fake class as the server answers them (certificate/class-exams.ts):
 * the teacher's alone, one open at a time, each student's attempt as `exams` says.
 */
export function fakeClassExamRoutes(world: FakeClass, viewer: Viewer, exams: ClassExamView[]): Record<string, Route> {
  const path = `/api/classes/${world.id}/exams`;
  const teacherOnly =
    (answer: () => FakeAnswer): Route =>
    () =>
      viewer.role === 'teacher' ? answer() : apiError(403, 'FORBIDDEN');
  const students = world.companies.flatMap((company) => company.students);
  return {
    [`GET ${path}`]: teacherOnly(() => ({ body: { exams } })),
    [`POST ${path}`]: (request) => {
      if (viewer.role !== 'teacher') return apiError(403, 'FORBIDDEN');
      const parsed = OpenClassExamRequest.safeParse(request.body);
      if (!parsed.success) return apiError(400, 'VALIDATION_FAILED');
      if (exams.some((exam) => exam.closedAt === null)) return apiError(409, 'CONFLICT');
      const exam: ClassExamView = {
        id: CLASS_EXAM_ID,
        level: parsed.data.level,
        openedAt: OPENED_AT,
        closedAt: null,
        students: students.map(({ userId, name }) => ({
          userId,
          name,
          status: 'notStarted',
          total: null,
          passed: false,
          certificateId: null,
        })),
      };
      exams.unshift(exam);
      return { status: 201, body: { exam } };
    },
    [`POST ${path}/${CLASS_EXAM_ID}/close`]: teacherOnly(() => {
      const exam = exams.find((one) => one.id === CLASS_EXAM_ID);
      if (!exam) return apiError(404, 'NOT_FOUND');
      exam.closedAt ??= '2026-12-02T18:00:00.000Z';
      return { body: { exam } };
    }),
  };
}
