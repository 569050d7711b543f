import type { ClassExamView, OpenClassExamRequest, StudentClassExam } from '@alavanca/contracts/certificate';
import type { Orm } from '../../db/client';
import { AppError } from '../../http/app-error';
import { drawSeed } from '../../lib/simulation-setup';
import type { ClassRoster, ClassService } from '../classes/classes.service';
import {
  closeClassExam,
  findClassExam,
  insertClassExam,
  listClassExamAttempts,
  listClassExams,
  listOpenClassExams,
  type ClassExamRow,
} from './class-exams.repo';

/*
 * The exam a teacher runs for a class (issue 40, decision 035): one level and one seed for every
 * student, so their companies meet the same market and their scores compare; each student takes
 * it once while it is open, whatever their plan (the class is the teacher's, on a plan that has
 * classes), and the teacher follows each student's attempt and score. Who is in the class is the
 * classes' to say.
 */

export interface ClassExamActions {
  /** Opens an exam for the class (its teacher's only); CONFLICT while another is open. */
  open(userId: string, classId: string, request: OpenClassExamRequest): Promise<ClassExamView>;
  close(userId: string, classId: string, examId: string): Promise<ClassExamView>;
  /** The class's exams, newest first, each student's attempt in each (its teacher's only). */
  list(userId: string, classId: string): Promise<ClassExamView[]>;
  /** The exams open in the classes the user is a student in, with the user's attempt at each. */
  forStudent(userId: string): Promise<StudentClassExam[]>;
  /**
   * The class exam `id` a student may start: open, in a class they are a student in (NOT_FOUND
   * otherwise, FORBIDDEN for its teacher, EXAM_CLOSED once closed).
   */
  admit(userId: string, id: string): Promise<ClassExamRow>;
}

export function createClassExamActions(deps: {
  orm: Orm;
  classes: Pick<ClassService, 'roster' | 'userClasses'>;
  now: () => Date;
}): ClassExamActions {
  const { orm, classes, now } = deps;

  async function teacherRoster(userId: string, classId: string): Promise<ClassRoster> {
    const roster = await classes.roster(userId, classId);
    if (roster.role !== 'teacher') throw new AppError('FORBIDDEN');
    return roster;
  }

  async function present(exams: readonly ClassExamRow[], roster: ClassRoster): Promise<ClassExamView[]> {
    const attempts = await listClassExamAttempts(
      orm,
      exams.map((exam) => exam.id),
    );
    const at = now();
    return exams.map((exam) => ({
      id: exam.id,
      level: exam.level,
      openedAt: exam.openedAt.toISOString(),
      closedAt: exam.closedAt?.toISOString() ?? null,
      students: roster.students.map((student) => {
        const attempt = attempts.find((one) => one.classExamId === exam.id && one.userId === student.userId);
        // An attempt past its deadline is ended when its candidate next reads it: it already is, here.
        const status = !attempt
          ? 'notStarted'
          : attempt.status === 'open' && attempt.deadlineAt < at
            ? 'expired'
            : attempt.status;
        return {
          userId: student.userId,
          name: student.name,
          status,
          total: attempt?.score?.total ?? null,
          passed: attempt?.score?.passed ?? false,
          certificateId: attempt?.certificateId ?? null,
        };
      }),
    }));
  }

  return {
    async open(userId, classId, request) {
      const roster = await teacherRoster(userId, classId);
      // One open per class: the partial unique index holds it when two opens race.
      const exam = await insertClassExam(orm, { classId, level: request.level, seed: drawSeed(), openedAt: now() });
      if (!exam) throw new AppError('CONFLICT');
      return (await present([exam], roster))[0]!;
    },

    async close(userId, classId, examId) {
      const roster = await teacherRoster(userId, classId);
      const exam = await closeClassExam(orm, classId, examId, now());
      if (!exam) throw new AppError('NOT_FOUND');
      return (await present([exam], roster))[0]!;
    },

    async list(userId, classId) {
      const roster = await teacherRoster(userId, classId);
      return present(await listClassExams(orm, classId), roster);
    },

    async forStudent(userId) {
      const enrolled = (await classes.userClasses(userId)).filter((one) => one.role === 'student');
      const exams = await listOpenClassExams(
        orm,
        enrolled.map((one) => one.id),
      );
      const attempts = await listClassExamAttempts(
        orm,
        exams.map((exam) => exam.id),
      );
      return exams.map((exam) => ({
        id: exam.id,
        classId: exam.classId,
        className: enrolled.find((one) => one.id === exam.classId)?.name ?? '',
        level: exam.level,
        openedAt: exam.openedAt.toISOString(),
        attemptId: attempts.find((one) => one.classExamId === exam.id && one.userId === userId)?.id ?? null,
      }));
    },

    async admit(userId, id) {
      const exam = await findClassExam(orm, id);
      if (!exam) throw new AppError('NOT_FOUND');
      const roster = await classes.roster(userId, exam.classId);
      if (roster.role !== 'student') throw new AppError('FORBIDDEN');
      if (exam.closedAt) throw new AppError('EXAM_CLOSED');
      return exam;
    },
  };
}
