import { ClassInvitationResponse, ClassResponse, JoinPreviewResponse } from '@alavanca/contracts/classes';
import { lateCompany } from '@alavanca/domain/classroom/late-company';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { scoreTotal } from '@alavanca/domain/simulation/score';
import { expect, it } from 'vitest';
import { readError } from '../../test/accounts';
import { CLASS_REQUEST, classCalls } from '../../test/classes';
import { describeEachDatabase } from '../../test/databases';
import { asStored, setPlan } from '../../test/simulations';
import { startTestApp, useTestApp } from '../../test/test-app';
import { signUpTestUser } from '../../test/users';

// A student who joins after the first round (decision 029): the teacher reopens enrolment, the
// company starts with the missed rounds held and plays the next one with everyone. And the
// invitation a visitor without an account reads before signing up.

describeEachDatabase('classes: late enrolment and the public invitation', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, created, joined, classOf } = classCalls(api, getDb);

  it('take a late student when the teacher reopens enrolment: the missed rounds held, then the next round with everyone', async () => {
    const teacher = await newUser('Helena Professora', 'enterprise');
    const klass = await created(teacher);
    const ana = await newUser('Ana Aluna');
    await joined(ana, klass.joinCode!, 'Sabor da Ana');
    for (const month of [1, 2])
      expect((await call(teacher, 'POST', `/api/classes/${klass.id}/rounds`, { month })).status).toBe(200);
    const late = await newUser('Carlos Atrasado');
    const preview = JoinPreviewResponse.parse(
      await (await call(late, 'GET', `/api/classes/join/${klass.joinCode}`)).json(),
    ).class;
    expect(preview).toMatchObject({ open: false, month: 2 });
    expect(
      (await readError(await call(late, 'POST', '/api/classes/join', { code: klass.joinCode, companyName: 'Tarde' })))
        .code,
    ).toBe('ENROLMENT_CLOSED');

    // Only the teacher reopens it.
    expect((await call(ana, 'PATCH', `/api/classes/${klass.id}`, { lateEnrolment: true })).status).toBe(403);
    const reopened = await call(teacher, 'PATCH', `/api/classes/${klass.id}`, { lateEnrolment: true });
    expect(ClassResponse.parse(await reopened.json()).class.lateEnrolment).toBe(true);
    const view = await joined(late, klass.joinCode!, 'Tarde');
    const company = view.company!;
    // Where the rule puts it: the scenario's start and two held months, alone in the class's market.
    const expected = lateCompany({ ...klass.setup, name: 'Tarde' }, 2, 'shared');
    expect(company.state).toEqual(asStored(expected.state));
    expect(company.months.map((month) => [month.month, month.held])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(company.months[1]!.result).toEqual(asStored(expected.months[1]!.result));
    const ranking = (await classOf(teacher, klass.id)).ranking;
    expect(ranking.find((row) => row.name === 'Tarde')?.score).toBe(
      scoreTotal(
        expected.state,
        expected.months.map((month) => month.result),
      ),
    );

    // The next round runs it with everyone, on the decisions it hands in.
    const decisions = suggestDecisions(company.state);
    expect((await call(late, 'PUT', `/api/classes/${klass.id}/decisions`, { month: 3, decisions })).status).toBe(200);
    expect((await call(teacher, 'POST', `/api/classes/${klass.id}/rounds`, { month: 3 })).status).toBe(200);
    const played = (await classOf(late, klass.id)).company!;
    expect(played.months.map((month) => [month.month, month.held])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect((await classOf(teacher, klass.id)).rounds[0]!.companies).toHaveLength(2);

    // Closed again, the next student is refused.
    await call(teacher, 'PATCH', `/api/classes/${klass.id}`, { lateEnrolment: false });
    const later = await newUser('Duda Depois');
    expect(
      (await readError(await call(later, 'POST', '/api/classes/join', { code: klass.joinCode, companyName: 'Depois' })))
        .code,
    ).toBe('ENROLMENT_CLOSED');
  });

  it('show a visitor without an account what the class is, and nothing more', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const response = await api.call('GET', `/api/classes/invitation/${klass.joinCode}`);
    expect(response.status).toBe(200);
    expect(ClassInvitationResponse.parse(await response.json()).invitation).toEqual({
      name: klass.name,
      teacherName: 'Helena Professora',
      businessType: klass.businessType,
      currency: klass.currency,
      horizonMonths: klass.horizonMonths,
      marketMode: klass.marketMode,
      grouping: klass.grouping,
      open: true,
      month: 0,
      startingCapitalCents: klass.setup.startingCapitalCents,
    });
    // Nothing of the roster, the code's class id or the teacher's account goes out.
    const body = JSON.stringify(await (await api.call('GET', `/api/classes/invitation/${klass.joinCode}`)).json());
    expect(body).not.toContain(klass.id);
    expect(body).not.toContain(teacher.user.email);
    expect((await api.call('GET', '/api/classes/invitation/not-a-code!')).status).toBe(400);
  });

  it('count an address’s misses on the public invitation, never the codes that open a class', async () => {
    const limited = await startTestApp(getDb(), { rateLimits: { classCodeMissesPerIp: { max: 2, windowMs: 60_000 } } });
    try {
      const teacher = await signUpTestUser(limited.baseUrl, { name: 'Paula' });
      await setPlan(getDb(), teacher.user.id, 'pro');
      const made = await limited.call('POST', '/api/classes', { cookie: teacher.cookie, body: CLASS_REQUEST });
      const { joinCode } = ClassResponse.parse(await made.json()).class;
      for (let i = 0; i < 4; i += 1)
        expect((await limited.call('GET', `/api/classes/invitation/${joinCode}`)).status).toBe(200);
      const wrong = joinCode === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
      expect((await limited.call('GET', `/api/classes/invitation/${wrong}`)).status).toBe(404);
      expect((await limited.call('GET', `/api/classes/invitation/${wrong}`)).status).toBe(404);
      expect((await limited.call('GET', `/api/classes/invitation/${wrong}`)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
