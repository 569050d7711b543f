import {
  CertificateOverview,
  CertificateVerificationResponse,
  ExamAttemptResponse,
  type ExamAttemptView,
} from '@alavanca/contracts/certificate';
import { rightAnswers } from '@alavanca/domain/certificate/board-queries';
import { examSetup, playExam, scoreExam } from '@alavanca/domain/certificate/exam';
import { EXAM_MONTHS, KNOWLEDGE_QUESTIONS } from '@alavanca/domain/certificate/levels';
import { EXAM_QUESTIONS, gradeKnowledge } from '@alavanca/domain/certificate/exam-questions';
import { EXAM_MINUTES } from '@alavanca/domain/certificate/limits';
import { createSimulation, suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import type { MonthDecisions } from '@alavanca/domain/simulation/types';
import { formatNumber } from '@alavanca/domain/locale/format';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { examAttempts } from '../../db/schema/certificate';
import { sharedText } from '../../i18n/shared-catalogs';
import { unwrapCredential, verifyCredential, type IssuerJwk } from '../../lib/vc-jwt';
import { readError } from '../../test/accounts';
import { folded, pdfPages } from '../../test/pdf-text';
import { describeEachDatabase } from '../../test/databases';
import { setPlan } from '../../test/simulations';
import { startTestApp, useTestApp } from '../../test/test-app';
import { revokeCertificateById } from './certificate.service';
import { signUpTestUser, type TestUser } from '../../test/users';

/*
 * The certificate's exam through HTTP (decision 035): the plan's attempts, one open at a time, six
 * months played on the server on a seed the candidate sees only at the end, the answers scored
 * there exactly as the domain scores them, an attempt's owner alone reaching it.
 */

describeEachDatabase('the certificate exam', (getDb) => {
  const api = useTestApp(getDb);
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api.call(method, path, { cookie: user.cookie, body });
  async function candidate(plan?: string): Promise<TestUser> {
    const user = await signUpTestUser(api.baseUrl);
    if (plan) await setPlan(getDb(), user.user.id, plan);
    return user;
  }
  async function started(user: TestUser, level = 'foundation'): Promise<ExamAttemptView> {
    const response = await call(user, 'POST', '/api/certificate/attempts', { level });
    expect(response.status, await response.clone().text()).toBe(201);
    return ExamAttemptResponse.parse(await response.json()).attempt;
  }
  const storedRow = async (id: string) =>
    (await getDb().orm.select().from(examAttempts).where(eq(examAttempts.id, id)))[0]!;

  it('is seen on Free and taken on a paid plan, one attempt at a time, within the plan’s attempts', async () => {
    const free = await candidate();
    const overview = CertificateOverview.parse(await (await call(free, 'GET', '/api/certificate')).json());
    expect(overview).toMatchObject({ allowance: { limit: 0, used: 0, minutes: EXAM_MINUTES }, open: null, past: [] });
    const refused = await call(free, 'POST', '/api/certificate/attempts', { level: 'foundation' });
    expect(refused.status).toBe(403);
    expect((await readError(refused)).code).toBe('EXAM_PLAN_REQUIRED');

    // Pro: three in 30 days; of four starts at once, one opens and the others find it open.
    const pro = await candidate('pro');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call(pro, 'POST', '/api/certificate/attempts', { level: 'advanced' })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 201))
      expect((await readError(answer)).code).toBe('EXAM_IN_PROGRESS');
    const open = CertificateOverview.parse(await (await call(pro, 'GET', '/api/certificate')).json()).open!;
    // An abandoned attempt counts: two more, then none.
    expect((await call(pro, 'POST', `/api/certificate/attempts/${open.id}/abandon`)).status).toBe(200);
    for (let more = 0; more < 2; more += 1) {
      const next = await started(pro);
      expect((await call(pro, 'POST', `/api/certificate/attempts/${next.id}/abandon`)).status).toBe(200);
    }
    const spent = await call(pro, 'POST', '/api/certificate/attempts', { level: 'foundation' });
    expect(spent.status).toBe(403);
    expect((await readError(spent)).code).toBe('EXAM_LIMIT_REACHED');
    const after = CertificateOverview.parse(await (await call(pro, 'GET', '/api/certificate')).json());
    expect(after.allowance).toMatchObject({ limit: 3, used: 3 });
    // The next one frees up when the oldest of the three leaves the 30 days.
    const oldest = Math.min(...after.past.map((attempt) => Date.parse(attempt.startedAt)));
    expect(after.allowance.nextAt).toBe(new Date(oldest + 30 * 24 * 60 * 60_000).toISOString());
    expect(open.status).toBe('open');
    expect(after.past.map((attempt) => attempt.status)).toEqual(['abandoned', 'abandoned', 'abandoned']);
  });

  it('plays six months on the server, then scores the answers as the domain does, to the point', async () => {
    const ana = await candidate('basic');
    const attempt = await started(ana);
    // While it runs, the seed is not shown; the company is the one taken over.
    expect(attempt).toMatchObject({ phase: 'playing', seed: null, queries: null, questions: null, score: null });
    const { setup } = await storedRow(attempt.id);
    expect(setup).toEqual(examSetup('foundation', { country: 'BR', currency: 'BRL' }, setup.seed, 'foundation'));
    expect(attempt.prefill!.priceCents).toBe(setup.firstPriceCents);
    expect(attempt.prefill!.marketingCents).toBe(0);

    // A month out of turn, or decisions out of bounds, change nothing.
    const early = await call(ana, 'POST', `/api/certificate/attempts/${attempt.id}/months`, {
      month: 2,
      decisions: attempt.prefill,
    });
    expect(early.status).toBe(409);
    const wild = await call(ana, 'POST', `/api/certificate/attempts/${attempt.id}/months`, {
      month: 1,
      decisions: { ...attempt.prefill, priceCents: 0 },
    });
    expect(wild.status).toBe(400);
    expect((await readError(wild)).issues?.map((issue) => issue.path)).toEqual(['decisions.priceCents']);

    // The careful founder's months, decided here from the same engine.
    let state = createSimulation(setup);
    const decisions: MonthDecisions[] = [];
    let view = attempt;
    while (view.phase === 'playing') {
      const next = suggestDecisions(state);
      const response = await call(ana, 'POST', `/api/certificate/attempts/${attempt.id}/months`, {
        month: decisions.length + 1,
        decisions: next,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      view = ExamAttemptResponse.parse(await response.json()).attempt;
      decisions.push(next);
      state = stepMonth(state, next).state;
      // The company as the engine holds it, all but the seed: the careful rule reads it as in the simulator.
      expect(view.state).toEqual({ ...state, setup: { ...setup, seed: 0 } });
      if (view.phase === 'playing') expect(suggestDecisions(view.state)).toEqual(suggestDecisions(state));
      expect(view.months).toHaveLength(decisions.length);
    }
    expect(decisions.length).toBeLessThanOrEqual(EXAM_MONTHS);
    expect(view.phase).toBe('answering');
    expect(view.queries!.map((query) => query.id)).toContain('cashFall');
    expect(view.questions!.length).toBe(Math.min(KNOWLEDGE_QUESTIONS, EXAM_QUESTIONS.length));
    // A seventh month is not the exam's.
    const extra = await call(ana, 'POST', `/api/certificate/attempts/${attempt.id}/months`, {
      month: decisions.length + 1,
      decisions: decisions.at(-1),
    });
    expect(extra.status).toBe(409);

    // Every board query right; the knowledge questions right but one, and one not asked at all.
    const { months } = playExam(setup, decisions);
    const board = Object.entries(rightAnswers(months)).map(([id, answer]) => ({ id, answer }));
    const asked = view.questions!.map((question) => question.id);
    const rightOf = (id: string) => EXAM_QUESTIONS.find((question) => question.id === id)!.right;
    const knowledge = asked.map((id, index) => ({ id, option: index === 0 ? (rightOf(id) + 1) % 4 : rightOf(id) }));
    const submitted = await call(ana, 'POST', `/api/certificate/attempts/${attempt.id}/answers`, {
      board,
      knowledge: [...knowledge, { id: 'not-asked', option: 0 }],
    });
    expect(submitted.status, await submitted.clone().text()).toBe(200);
    const ended = ExamAttemptResponse.parse(await submitted.json()).attempt;
    const expected = scoreExam({
      setup,
      decisions,
      board: Object.fromEntries(board.map((entry) => [entry.id, entry.answer])),
      knowledge: {
        right: gradeKnowledge(asked, Object.fromEntries(knowledge.map((entry) => [entry.id, entry.option]))),
        asked: asked.length,
      },
    });
    expect(ended).toMatchObject({ phase: 'ended', status: 'submitted', seed: setup.seed });
    expect(ended.score).toEqual(expected);
    expect(ended.score!.parts.board).toBe(250);
    expect(ended.score!.passed).toBe(true);
    // Scored, each question asked comes back with the option picked, the right one and why.
    expect(view.review).toBeNull();
    expect(ended.review!.map(({ id, picked, right }) => ({ id, picked, right }))).toEqual(
      knowledge.map(({ id, option }) => ({ id, picked: option, right: rightOf(id) })),
    );
    const first = EXAM_QUESTIONS.find((question) => question.id === asked[0])!.text['pt-BR'];
    expect(ended.review![0]).toMatchObject({ question: first.question, why: first.why });
    // Ended: nothing more is taken.
    const again = await call(ana, 'POST', `/api/certificate/attempts/${attempt.id}/answers`, { board, knowledge });
    expect(again.status).toBe(409);
    expect((await readError(again)).code).toBe('EXAM_CLOSED');

    // The pass is certified: anyone checks it signed out, and computes its score again from what it shows.
    expect(ended.certificateId).toMatch(/^[A-HJ-NP-Z2-9]{20}$/);
    const checked = await api.call('GET', `/api/certificates/${ended.certificateId}`);
    expect(checked.status).toBe(200);
    const { verification } = CertificateVerificationResponse.parse(await checked.json());
    expect(verification).toMatchObject({
      status: 'valid',
      mine: false,
      certificate: { id: ended.certificateId, holderName: ana.user.name, level: 'foundation', revokedAt: null },
    });
    expect(verification.certificate.score).toEqual(ended.score);
    expect(scoreExam(verification.reproduce)).toEqual(ended.score);
    // Its holder, signed in, is told it is theirs.
    const own = CertificateVerificationResponse.parse(
      await (await call(ana, 'GET', `/api/certificates/${ended.certificateId}`)).json(),
    ).verification;
    expect(own.mine).toBe(true);
    // Which knowledge option was picked is not published; the count is.
    expect(JSON.stringify(verification)).not.toContain('not-asked');
    const overview = CertificateOverview.parse(await (await call(ana, 'GET', '/api/certificate')).json());
    expect(overview.past).toEqual([
      expect.objectContaining({ id: attempt.id, passed: true, certificateId: ended.certificateId }),
    ]);

    // The holder takes it away as a PDF (A4 landscape, fonts embedded, the verification address
    // printed) and as a signed Open Badges credential; nobody else can.
    const pdf = await call(ana, 'GET', `/api/certificate/certificates/${ended.certificateId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = await pdf.arrayBuffer();
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const [page = ''] = await pdfPages(bytes);
    expect(page).toContain(ana.user.name);
    expect(page).toContain(
      folded(
        sharedText('certificate', 'pdf.score', 'pt-BR', {
          total: formatNumber(
            ended.score!.total,
            { language: 'pt-BR', numberFormat: 'decimal' },
            { maximumFractionDigits: 1 },
          ),
        })!,
      ),
    );
    expect(page).toContain(`/certificado/verificar/${ended.certificateId}`);
    const credential = await call(ana, 'GET', `/api/certificate/certificates/${ended.certificateId}/credential`);
    expect(credential.status).toBe(200);
    const { keys } = (await (await api.call('GET', '/.well-known/jwks.json')).json()) as { keys: IssuerJwk[] };
    const verified = verifyCredential(unwrapCredential(await credential.text())!, keys);
    expect(verified.valid).toBe(true);
    if (verified.valid)
      expect(verified.credential).toMatchObject({
        type: ['VerifiableCredential', 'OpenBadgeCredential'],
        id: expect.stringContaining(`/certificado/verificar/${ended.certificateId}`),
        credentialSubject: { result: [{ value: String(ended.score!.total) }] },
      });
    const stranger = await candidate();
    expect((await call(stranger, 'GET', `/api/certificate/certificates/${ended.certificateId}/pdf`)).status).toBe(404);

    // An operator revokes it, with a reason the page shows; once.
    const revoke = (id: string, reason: string) => revokeCertificateById(getDb().orm, id, reason, new Date());
    expect(await revoke(ended.certificateId!, 'Identidade não confirmada')).toBe('revoked');
    expect(await revoke(ended.certificateId!, 'De novo')).toBe('already revoked');
    expect(await revoke('ABCDEFGHJKLMNPQRSTUV', 'x')).toBe('no such certificate');
    const revoked = CertificateVerificationResponse.parse(
      await (await api.call('GET', `/api/certificates/${ended.certificateId}`)).json(),
    ).verification;
    expect(revoked).toMatchObject({ status: 'revoked', certificate: { revokedReason: 'Identidade não confirmada' } });
    expect(revoked.certificate.revokedAt).not.toBeNull();
    // A revoked certificate is not handed out again.
    expect((await call(ana, 'GET', `/api/certificate/certificates/${ended.certificateId}/credential`)).status).toBe(
      409,
    );
  });

  it('answers a certificate id nobody has with 404, a malformed one with 400, and a flood with 429', async () => {
    expect((await api.call('GET', '/api/certificates/ABCDEFGHJKLMNPQRSTUV')).status).toBe(404);
    const malformed = await api.call('GET', '/api/certificates/abc');
    expect(malformed.status).toBe(400);
    const limited = await startTestApp(getDb(), {
      rateLimits: { certificateLookupsPerIp: { max: 2, windowMs: 60_000 } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await limited.call('GET', '/api/certificates/ABCDEFGHJKLMNPQRSTUV')).status);
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });

  it('refuses answers before the months are played, and answers that are not answers', async () => {
    const ana = await candidate('basic');
    const attempt = await started(ana);
    const early = await call(ana, 'POST', `/api/certificate/attempts/${attempt.id}/answers`, {
      board: [],
      knowledge: [],
    });
    expect(early.status).toBe(409);
    const bad = await call(ana, 'POST', `/api/certificate/attempts/${attempt.id}/answers`, {
      board: [{ id: 'cashFall', answer: [1, 'everything'] }],
      knowledge: [{ id: 'x', option: 7 }],
    });
    expect(bad.status).toBe(400);
    expect((await storedRow(attempt.id)).answers).toBeNull();
  });

  it('ends an attempt whose time ran out, which counts as used, and refuses its months', async () => {
    const ana = await candidate('basic');
    const attempt = await started(ana);
    await getDb()
      .orm.update(examAttempts)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(examAttempts.id, attempt.id));
    const late = await call(ana, 'POST', `/api/certificate/attempts/${attempt.id}/months`, {
      month: 1,
      decisions: attempt.prefill,
    });
    expect(late.status).toBe(409);
    expect((await readError(late)).code).toBe('EXAM_CLOSED');
    const overview = CertificateOverview.parse(await (await call(ana, 'GET', '/api/certificate')).json());
    expect(overview.open).toBeNull();
    expect(overview.past).toEqual([expect.objectContaining({ id: attempt.id, status: 'expired', total: null })]);
    expect((await storedRow(attempt.id)).decisions).toEqual([]);
    expect((await call(ana, 'POST', '/api/certificate/attempts', { level: 'foundation' })).status).toBe(403);
  });

  it('is its owner’s alone', async () => {
    const ana = await candidate('basic');
    const bia = await candidate('pro');
    const attempt = await started(ana);
    expect((await call(bia, 'GET', `/api/certificate/attempts/${attempt.id}`)).status).toBe(404);
    expect(
      (
        await call(bia, 'POST', `/api/certificate/attempts/${attempt.id}/months`, {
          month: 1,
          decisions: attempt.prefill,
        })
      ).status,
    ).toBe(404);
    expect((await call(bia, 'POST', `/api/certificate/attempts/${attempt.id}/abandon`)).status).toBe(404);
    expect((await api.call('GET', '/api/certificate')).status).toBe(401);
    expect((await storedRow(attempt.id)).status).toBe('open');
    expect((await call(ana, 'GET', `/api/certificate/attempts/${attempt.id}`)).status).toBe(200);
  });
});
