import {
  CertificateOverview,
  ClassExamResponse,
  ClassExamsResponse,
  ExamAttemptResponse,
  type ExamAttemptView,
} from '@alavanca/contracts/certificate';
import { rightAnswers } from '@alavanca/domain/certificate/board-queries';
import { EXAM_QUESTIONS } from '@alavanca/domain/certificate/exam-questions';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { examAttempts } from '../../db/schema/certificate';
import { readError } from '../../test/accounts';
import { classCalls } from '../../test/classes';
import { describeEachDatabase } from '../../test/databases';
import { useTestApp } from '../../test/test-app';
import type { TestUser } from '../../test/users';

/*
 * The exam a teacher runs for a class (decision 035): one level and one seed for every student,
 * each taking it once whatever their plan, the teacher alone following their attempts and scores.
 */

const RIGHT = new Map(EXAM_QUESTIONS.map((question) => [question.id, question.right]));

describeEachDatabase('a class’s exam', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, created, joined } = classCalls(api, getDb);
  const seedOf = async (attemptId: string) =>
    (await getDb().orm.select().from(examAttempts).where(eq(examAttempts.id, attemptId)))[0]!;

  async function classWithExam() {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const ana = await newUser('Ana Aluna');
    const bia = await newUser('Bia Aluna', 'basic');
    const otto = await newUser('Otto Outsider', 'pro');
    await joined(ana, klass.joinCode!, 'Sabor da Ana');
    await joined(bia, klass.joinCode!, 'Cantina da Bia');
    const opened = await call(teacher, 'POST', `/api/classes/${klass.id}/exams`, { level: 'advanced' });
    expect(opened.status, await opened.clone().text()).toBe(201);
    const exam = ClassExamResponse.parse(await opened.json()).exam;
    return { teacher, klass, ana, bia, otto, exam };
  }

  async function startIn(user: TestUser, classExamId: string): Promise<ExamAttemptView> {
    const response = await call(user, 'POST', '/api/certificate/attempts', { level: 'foundation', classExamId });
    expect(response.status, await response.clone().text()).toBe(201);
    return ExamAttemptResponse.parse(await response.json()).attempt;
  }

  it('is opened by the teacher alone, and one at a time', async () => {
    const { teacher, klass, ana, otto, exam } = await classWithExam();
    expect(exam).toMatchObject({ level: 'advanced', closedAt: null });
    expect(exam.students.map((student) => [student.name, student.status])).toEqual([
      ['Ana Aluna', 'notStarted'],
      ['Bia Aluna', 'notStarted'],
    ]);
    const again = await call(teacher, 'POST', `/api/classes/${klass.id}/exams`, { level: 'foundation' });
    expect(again.status).toBe(409);
    // A student is refused; someone outside the class does not find it; signed out, nobody.
    expect((await call(ana, 'POST', `/api/classes/${klass.id}/exams`, { level: 'foundation' })).status).toBe(403);
    expect((await call(ana, 'GET', `/api/classes/${klass.id}/exams`)).status).toBe(403);
    expect((await call(otto, 'GET', `/api/classes/${klass.id}/exams`)).status).toBe(404);
    expect((await api.call('GET', `/api/classes/${klass.id}/exams`)).status).toBe(401);
    const bad = await call(teacher, 'POST', `/api/classes/${klass.id}/exams`, { level: 'expert' });
    expect(bad.status).toBe(400);
  });

  it('gives every student the class’s level and seed once, whatever their plan, counting toward none', async () => {
    const { teacher, klass, ana, bia, otto, exam } = await classWithExam();
    // The students see it on their exam page; the outsider does not.
    const seen = CertificateOverview.parse(await (await call(ana, 'GET', '/api/certificate')).json());
    expect(seen.allowance.limit).toBe(0);
    expect(seen.classExams).toEqual([
      expect.objectContaining({ id: exam.id, classId: klass.id, level: 'advanced', attemptId: null }),
    ]);
    expect(CertificateOverview.parse(await (await call(otto, 'GET', '/api/certificate')).json()).classExams).toEqual(
      [],
    );
    expect(
      (await call(otto, 'POST', '/api/certificate/attempts', { level: 'foundation', classExamId: exam.id })).status,
    ).toBe(404);
    expect(
      (await call(teacher, 'POST', '/api/certificate/attempts', { level: 'foundation', classExamId: exam.id })).status,
    ).toBe(403);

    // Ana on Free, Bia on Basic: the same level (the class's, whatever they ask) and the same seed.
    const anaAttempt = await startIn(ana, exam.id);
    const biaAttempt = await startIn(bia, exam.id);
    expect(anaAttempt.level).toBe('advanced');
    expect(biaAttempt.level).toBe('advanced');
    expect((await seedOf(anaAttempt.id)).setup.seed).toBe((await seedOf(biaAttempt.id)).setup.seed);
    expect(anaAttempt.questions === null && biaAttempt.seed === null).toBe(true);
    // Counted toward no plan: Bia's own attempt is still there to take.
    const bias = CertificateOverview.parse(await (await call(bia, 'GET', '/api/certificate')).json());
    expect(bias.allowance).toMatchObject({ limit: 1, used: 0 });
    expect(bias.classExams[0]?.attemptId).toBe(biaAttempt.id);

    // Once: abandoned, it cannot be taken again.
    expect((await call(bia, 'POST', `/api/certificate/attempts/${biaAttempt.id}/abandon`)).status).toBe(200);
    const twice = await call(bia, 'POST', '/api/certificate/attempts', { level: 'advanced', classExamId: exam.id });
    expect(twice.status).toBe(403);
    expect((await readError(twice)).code).toBe('EXAM_LIMIT_REACHED');

    // Ana plays it through and hands it in; the teacher follows both.
    let attempt = anaAttempt;
    while (attempt.phase === 'playing') {
      const response = await call(ana, 'POST', `/api/certificate/attempts/${attempt.id}/months`, {
        month: attempt.months.length + 1,
        decisions: suggestDecisions(attempt.state),
      });
      attempt = ExamAttemptResponse.parse(await response.json()).attempt;
    }
    const board = Object.entries(rightAnswers(attempt.months)).map(([id, answer]) => ({ id, answer }));
    const knowledge = attempt.questions!.map(({ id }) => ({ id, option: RIGHT.get(id)! }));
    const handed = await call(ana, 'POST', `/api/certificate/attempts/${attempt.id}/answers`, { board, knowledge });
    const ended = ExamAttemptResponse.parse(await handed.json()).attempt;
    const followed = ClassExamsResponse.parse(
      await (await call(teacher, 'GET', `/api/classes/${klass.id}/exams`)).json(),
    );
    expect(followed.exams).toHaveLength(1);
    expect(followed.exams[0]!.students).toEqual([
      {
        userId: ana.user.id,
        name: 'Ana Aluna',
        status: 'submitted',
        total: ended.score!.total,
        passed: ended.score!.passed,
        certificateId: ended.certificateId,
      },
      { userId: bia.user.id, name: 'Bia Aluna', status: 'abandoned', total: null, passed: false, certificateId: null },
    ]);
  });

  it('is closed by the teacher: no student starts it then, and the next one is a new market', async () => {
    const { teacher, klass, ana, exam } = await classWithExam();
    expect((await call(ana, 'POST', `/api/classes/${klass.id}/exams/${exam.id}/close`)).status).toBe(403);
    const closed = await call(teacher, 'POST', `/api/classes/${klass.id}/exams/${exam.id}/close`);
    expect(closed.status).toBe(200);
    expect(ClassExamResponse.parse(await closed.json()).exam.closedAt).not.toBeNull();
    const late = await call(ana, 'POST', '/api/certificate/attempts', { level: 'advanced', classExamId: exam.id });
    expect(late.status).toBe(409);
    expect((await readError(late)).code).toBe('EXAM_CLOSED');
    expect(CertificateOverview.parse(await (await call(ana, 'GET', '/api/certificate')).json()).classExams).toEqual([]);
    // Another class's exam id, or one of no class, is not found.
    const other = await created(teacher, { name: 'Outra turma' });
    expect((await call(teacher, 'POST', `/api/classes/${other.id}/exams/${exam.id}/close`)).status).toBe(404);
    const next = await call(teacher, 'POST', `/api/classes/${klass.id}/exams`, { level: 'foundation' });
    expect(next.status).toBe(201);
    const list = ClassExamsResponse.parse(await (await call(teacher, 'GET', `/api/classes/${klass.id}/exams`)).json());
    expect(list.exams.map((one) => [one.level, one.closedAt === null])).toEqual([
      ['foundation', true],
      ['advanced', false],
    ]);
  });

  it('keeps one exam open per class when the teacher opens two at once', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call(teacher, 'POST', `/api/classes/${klass.id}/exams`, { level: 'foundation' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
  });
});
