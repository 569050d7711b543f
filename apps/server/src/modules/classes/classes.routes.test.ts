import {
  ClassCompanyResponse,
  ClassListResponse,
  ClassResponse,
  JoinPreviewResponse,
} from '@alavanca/contracts/classes';
import { RealtimeEvent } from '@alavanca/contracts/notifications';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { V } from '@alavanca/contracts/validation-messages';
import { classMonth } from '@alavanca/domain/classroom/class-month';
import { createSimulation, suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { pressAdvance } from '@alavanca/domain/simulation/founder-policies';
import ptProgress from '@alavanca/contracts/locales/pt-BR/progress.json';
import { COMPETENCES } from '@alavanca/domain/progress/competences';
import { csvMoney } from '@alavanca/domain/reports/csv';
import { parse } from 'csv-parse/sync';
import { expect, it } from 'vitest';
import { readError } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';
import { insertTestUser } from '../../test/insert-test-user';
import { CLASS_REQUEST, classCalls } from '../../test/classes';
import { asStored, setPlan } from '../../test/simulations';
import { startTestApp, useTestApp } from '../../test/test-app';
import { signUpTestUser, type TestUser } from '../../test/users';

describeEachDatabase('classes', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, created, joined, classOf } = classCalls(api, getDb);

  async function usage(user: TestUser) {
    return SubscriptionState.parse(await (await call(user, 'GET', '/api/subscription')).json()).usage;
  }

  it('are created on Pro and Enterprise only, with the scenario checked and the plan’s number of open classes', async () => {
    const free = await newUser('Paula Free');
    expect((await readError(await call(free, 'POST', '/api/classes', CLASS_REQUEST))).code).toBe('CLASS_PLAN_REQUIRED');
    const basic = await newUser('Bruno Basic', 'basic');
    const refused = await call(basic, 'POST', '/api/classes', CLASS_REQUEST);
    expect(refused.status).toBe(403);
    expect((await readError(refused)).code).toBe('CLASS_PLAN_REQUIRED');

    const teacher = await newUser('Helena Professora', 'pro');
    const bad = await call(teacher, 'POST', '/api/classes', {
      ...CLASS_REQUEST,
      grouping: 'teams',
      schedule: 'deadlines',
      roundDays: 3,
    });
    expect(bad.status).toBe(400);
    expect((await readError(bad)).issues).toEqual([{ path: 'teamSize', message: V.required }]);
    const poor = await call(teacher, 'POST', '/api/classes', { ...CLASS_REQUEST, startingCapitalCents: 1 });
    expect((await readError(poor)).issues?.map((issue) => issue.path)).toEqual(['startingCapitalCents']);

    const first = await created(teacher);
    expect(first).toMatchObject({ role: 'teacher', month: 0, status: 'open', students: 0, deadlineAt: null });
    // A round with nobody playing would end the class before it began.
    const empty = await call(teacher, 'POST', `/api/classes/${first.id}/rounds`, { month: 1 });
    expect(empty.status).toBe(409);
    expect((await readError(empty)).code).toBe('CLASS_EMPTY');
    expect((await classOf(teacher, first.id)).status).toBe('open');
    expect(first.joinCode).toMatch(/^[A-Z2-9]{8}$/);

    // Pro runs five open classes at once: of eight created together, four more are made.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(teacher, 'POST', '/api/classes', CLASS_REQUEST)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(4);
    for (const answer of answers.filter((one) => one.status !== 201)) {
      expect((await readError(answer)).code).toBe('CLASS_LIMIT_REACHED');
    }
    const list = ClassListResponse.parse(await (await call(teacher, 'GET', '/api/classes')).json());
    expect(list.classes).toHaveLength(5);
    // Nothing of the teacher's quota was spent either.
    expect((await usage(teacher)).simulations).toBe(0);
  });

  it('are joined by code, play without spending the students’ quota, and show each student only their own company', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher, { showNames: false });
    const ana = await newUser('Ana Aluna');
    const bia = await newUser('Bia Aluna');
    const outsider = await newUser('Otto Outsider');

    const preview = JoinPreviewResponse.parse(
      await (await call(ana, 'GET', `/api/classes/join/${klass.joinCode!.toLowerCase()}`)).json(),
    ).class;
    expect(preview).toMatchObject({
      name: CLASS_REQUEST.name,
      teacherName: 'Helena Professora',
      open: true,
      member: false,
    });
    expect((await readError(await call(ana, 'POST', '/api/classes/join', { code: klass.joinCode }))).issues).toEqual([
      { path: 'companyName', message: V.required },
    ]);
    const anaView = await joined(ana, klass.joinCode!, 'Sabor da Ana');
    await joined(bia, klass.joinCode!, 'Cantina da Bia');
    // Joining again only opens the class.
    expect((await joined(ana, klass.joinCode!, 'Outra')).company?.name).toBe('Sabor da Ana');

    expect(anaView).toMatchObject({ role: 'student', joinCode: null, roster: null });
    expect(anaView.company).toMatchObject({ name: 'Sabor da Ana', alias: 1, pending: null, months: [] });
    expect(anaView.company?.state).toEqual(asStored(createSimulation({ ...klass.setup, name: 'Sabor da Ana' })));

    // The teacher hid the names: Ana sees Bia's company by its alias only.
    const seenByAna = await classOf(ana, klass.id);
    const biaRow = seenByAna.ranking.find((row) => !row.mine)!;
    expect(biaRow).toMatchObject({ name: null, alias: 2, members: [], submitted: null });
    const teacherView = await classOf(teacher, klass.id);
    expect(teacherView.roster?.map((row) => row.name)).toEqual(['Ana Aluna', 'Bia Aluna']);
    expect(teacherView.ranking.map((row) => row.name).sort()).toEqual(['Cantina da Bia', 'Sabor da Ana']);

    // Another company's months are not Ana's to read; the class is nobody else's.
    const biaCompany = teacherView.roster!.find((row) => row.name === 'Bia Aluna')!.companyId;
    expect((await call(ana, 'GET', `/api/classes/${klass.id}/companies/${biaCompany}`)).status).toBe(404);
    expect((await call(teacher, 'GET', `/api/classes/${klass.id}/companies/${biaCompany}`)).status).toBe(200);
    expect((await call(outsider, 'GET', `/api/classes/${klass.id}`)).status).toBe(404);
    expect((await call(outsider, 'GET', `/api/classes/${klass.id}/companies/${biaCompany}`)).status).toBe(404);
    expect(
      (
        await call(outsider, 'PUT', `/api/classes/${klass.id}/decisions`, {
          month: 1,
          decisions: suggestDecisions(anaView.company!.state),
        })
      ).status,
    ).toBe(404);
    // A student cannot close the round, nor the teacher submit a student's decisions.
    expect((await call(ana, 'POST', `/api/classes/${klass.id}/rounds`, { month: 1 })).status).toBe(403);
    expect(
      (
        await call(teacher, 'PUT', `/api/classes/${klass.id}/decisions`, {
          month: 1,
          decisions: suggestDecisions(anaView.company!.state),
        })
      ).status,
    ).toBe(404);

    const before = await usage(ana);
    const decisions = {
      ...suggestDecisions(anaView.company!.state),
      priceCents: anaView.company!.state.lastFactors.priceCents,
    };
    const submitted = await call(ana, 'PUT', `/api/classes/${klass.id}/decisions`, { month: 1, decisions });
    expect(submitted.status).toBe(200);
    expect(ClassResponse.parse(await submitted.json()).class.company?.pending).toEqual(decisions);
    const closed = await call(teacher, 'POST', `/api/classes/${klass.id}/rounds`, { month: 1 });
    expect(closed.status).toBe(200);
    expect(await usage(ana)).toEqual(before);
    expect(before.simulations).toBe(0);

    // Bia's company is still hidden after the round: the market report names it by its alias.
    const afterRound = await classOf(ana, klass.id);
    expect(afterRound.rounds[0]!.companies.find((row) => row.alias === 2)?.name).toBeNull();
    expect(JSON.stringify(afterRound)).not.toContain('Cantina da Bia');
  });

  it('run a round once, with the held decisions of those who did not submit, as the domain computes it', async () => {
    const teacher = await newUser('Helena Professora', 'enterprise');
    const klass = await created(teacher);
    const ana = await newUser('Ana Aluna');
    const bia = await newUser('Bia Aluna');
    const anaStart = (await joined(ana, klass.joinCode!, 'Sabor da Ana')).company!.state;
    const biaStart = (await joined(bia, klass.joinCode!, 'Cantina da Bia')).company!.state;

    const invalid = await call(ana, 'PUT', `/api/classes/${klass.id}/decisions`, {
      month: 1,
      decisions: { ...suggestDecisions(anaStart), priceCents: -5 },
    });
    expect(invalid.status).toBe(400);
    expect((await readError(invalid)).issues?.map((issue) => issue.path)).toEqual(['decisions.priceCents']);
    const stale = await call(ana, 'PUT', `/api/classes/${klass.id}/decisions`, {
      month: 2,
      decisions: suggestDecisions(anaStart),
    });
    expect((await readError(stale)).code).toBe('ROUND_CLOSED');

    const cheaper = { ...suggestDecisions(anaStart), priceCents: Math.round(anaStart.lastFactors.priceCents * 0.9) };
    // Changed until the round closes: the last one counts.
    await call(ana, 'PUT', `/api/classes/${klass.id}/decisions`, { month: 1, decisions: suggestDecisions(anaStart) });
    expect(
      (await call(ana, 'PUT', `/api/classes/${klass.id}/decisions`, { month: 1, decisions: cheaper })).status,
    ).toBe(200);
    const beforeClose = await classOf(teacher, klass.id);
    expect(beforeClose.ranking.map((row) => [row.name, row.submitted])).toEqual(
      expect.arrayContaining([
        ['Sabor da Ana', true],
        ['Cantina da Bia', false],
      ]),
    );

    const closes = await Promise.all(
      [1, 1, 1].map((month) => call(teacher, 'POST', `/api/classes/${klass.id}/rounds`, { month })),
    );
    expect(closes.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const after = await classOf(teacher, klass.id);
    expect(after.month).toBe(1);
    expect(after.rounds).toHaveLength(1);

    // The same round in the domain: Ana's decisions, Bia's held (the pre-filled month).
    const expected = classMonth('shared', [
      { state: anaStart, decisions: cheaper },
      { state: biaStart, decisions: pressAdvance(biaStart, null) },
    ]);
    const companies = await Promise.all(
      after.roster!.map(
        async (row) =>
          ClassCompanyResponse.parse(
            await (await call(teacher, 'GET', `/api/classes/${klass.id}/companies/${row.companyId}`)).json(),
          ).company,
      ),
    );
    const anaCompany = companies.find((company) => company.name === 'Sabor da Ana')!;
    const biaCompany = companies.find((company) => company.name === 'Cantina da Bia')!;
    expect(anaCompany.months).toEqual([
      {
        month: 1,
        decisions: cheaper,
        held: false,
        slice: expected.division!.slices[0],
        result: asStored(expected.companies[0]!.result),
      },
    ]);
    expect(biaCompany.months[0]).toMatchObject({ held: true, decisions: asStored(pressAdvance(biaStart, null)) });
    expect(biaCompany.months[0]!.result).toEqual(asStored(expected.companies[1]!.result));
    expect(anaCompany.state).toEqual(asStored(expected.companies[0]!.state));
    expect(after.rounds[0]!.revenueCents).toBe(expected.report.revenueCents);
    expect(after.ranking.every((row) => row.score !== null && row.marketShare !== null)).toBe(true);

    // Enrolment closed with the first round; a student sees the new round's notification.
    const late = await newUser('Carlos Atrasado');
    expect(
      (await readError(await call(late, 'POST', '/api/classes/join', { code: klass.joinCode, companyName: 'Tarde' })))
        .code,
    ).toBe('ENROLMENT_CLOSED');
    const [notification] = await getDb().query<{ title: string; route: string }>(
      'select title, route from notifications where user_id = $1 order by created_at desc limit 1',
      [ana.user.id],
    );
    expect(notification).toEqual({
      title: 'notifications:system.classRoundClosed.title',
      route: `/turmas/${klass.id}`,
    });
  });

  it('stop a user guessing join codes, and never count the codes that open a class', async () => {
    const limited = await startTestApp(getDb(), {
      rateLimits: { classCodeMissesPerUser: { max: 2, windowMs: 60_000 } },
    });
    try {
      const as = (user: TestUser, method: string, path: string, body?: unknown) =>
        limited.call(method, path, { cookie: user.cookie, body });
      const teacher = await signUpTestUser(limited.baseUrl, { name: 'Paula' });
      await setPlan(getDb(), teacher.user.id, 'pro');
      const made = await as(teacher, 'POST', '/api/classes', CLASS_REQUEST);
      const { joinCode } = ClassResponse.parse(await made.json()).class;
      const guesser = await signUpTestUser(limited.baseUrl, { name: 'Gil' });
      // Codes that open the class, again and again: never counted.
      for (let i = 0; i < 4; i += 1)
        expect((await as(guesser, 'GET', `/api/classes/join/${joinCode}`)).status).toBe(200);
      const wrong = joinCode === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
      expect((await as(guesser, 'GET', `/api/classes/join/${wrong}`)).status).toBe(404);
      expect((await as(guesser, 'POST', '/api/classes/join', { code: wrong, companyName: 'X' })).status).toBe(404);
      // The third miss is refused, and so is every code until the window ends, the right one too.
      const refused = await as(guesser, 'GET', `/api/classes/join/${wrong}`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await as(guesser, 'POST', '/api/classes/join', { code: joinCode, companyName: 'Gil' })).status).toBe(429);
      // Another user is not held back by them.
      const other = await signUpTestUser(limited.baseUrl, { name: 'Olga' });
      expect((await as(other, 'POST', '/api/classes/join', { code: joinCode, companyName: 'Olga' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('take teams up to their size, each member playing the team’s one company', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher, { grouping: 'teams', teamSize: 2 });
    const [ana, bia, caio] = await Promise.all(['Ana', 'Bia', 'Caio'].map((name) => newUser(name)));
    const team = (await joined(ana!, klass.joinCode!, 'Equipe Sabor')).company!;
    const preview = JoinPreviewResponse.parse(
      await (await call(bia!, 'GET', `/api/classes/join/${klass.joinCode}`)).json(),
    ).class;
    expect(preview.teams).toEqual([{ id: team.id, name: 'Equipe Sabor', members: 1 }]);
    const biaJoin = await call(bia!, 'POST', '/api/classes/join', { code: klass.joinCode, teamId: team.id });
    expect(ClassResponse.parse(await biaJoin.json()).class.company?.id).toBe(team.id);
    expect(
      (await readError(await call(caio!, 'POST', '/api/classes/join', { code: klass.joinCode, teamId: team.id }))).code,
    ).toBe('TEAM_FULL');

    const decisions = suggestDecisions(team.state);
    await call(bia!, 'PUT', `/api/classes/${klass.id}/decisions`, { month: 1, decisions });
    expect((await classOf(ana!, klass.id)).company?.members.sort()).toEqual(['Ana', 'Bia']);
    expect((await classOf(ana!, klass.id)).company?.pending).toEqual(decisions);
  });

  it('stop at the plan’s number of students, exactly, when many join at once', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    // 38 students already in (Pro takes 40), written directly: the race is for the last two places.
    const orm = getDb().orm;
    for (let i = 0; i < 38; i += 1) {
      const student = await insertTestUser(orm, { name: `Aluno ${i}` });
      const [company] = await getDb().query<{ id: string }>(
        `insert into class_companies (class_id, name, alias, state) values ($1, $2, $3, $4) returning id`,
        [klass.id, `Empresa ${i}`, i + 1, JSON.stringify(createSimulation({ ...klass.setup, name: `Empresa ${i}` }))],
      );
      await getDb().query('insert into class_members (class_id, user_id, company_id) values ($1, $2, $3)', [
        klass.id,
        student.id,
        company!.id,
      ]);
    }
    const students = await Promise.all(Array.from({ length: 6 }, (_, i) => newUser(`Corrida ${i}`)));
    const answers = await Promise.all(
      students.map((student, i) =>
        call(student, 'POST', '/api/classes/join', { code: klass.joinCode, companyName: `Nova ${i}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    for (const answer of answers.filter((one) => one.status !== 200))
      expect((await readError(answer)).code).toBe('CLASS_FULL');
    expect((await classOf(teacher, klass.id)).students).toBe(40);

    // The teacher's plan ended: the class goes on, still full at Pro's forty.
    await setPlan(getDb(), teacher.user.id, 'free');
    const late = await newUser('Depois do plano');
    const refused = await call(late, 'POST', '/api/classes/join', { code: klass.joinCode, companyName: 'Tarde' });
    expect((await readError(refused)).code).toBe('CLASS_FULL');
  });

  it('let a student leave: before the first round the company goes; the teacher can delete the class', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const ana = await newUser('Ana Aluna');
    await joined(ana, klass.joinCode!, 'Sabor da Ana');
    expect((await call(ana, 'POST', `/api/classes/${klass.id}/leave`)).status).toBe(204);
    expect((await call(ana, 'GET', `/api/classes/${klass.id}`)).status).toBe(404);
    expect((await classOf(teacher, klass.id)).ranking).toEqual([]);
    expect((await call(ana, 'DELETE', `/api/classes/${klass.id}`)).status).toBe(404);

    // After a round a company that leaves stays in the record, no longer deciding anything.
    const bia = await newUser('Bia Aluna');
    const caio = await newUser('Caio Aluno');
    await joined(bia, klass.joinCode!, 'Doces da Bia');
    await joined(caio, klass.joinCode!, 'Cantina do Caio');
    expect((await call(teacher, 'POST', `/api/classes/${klass.id}/rounds`, { month: 1 })).status).toBe(200);
    expect((await call(bia, 'POST', `/api/classes/${klass.id}/leave`)).status).toBe(204);
    const rows = (await classOf(teacher, klass.id)).ranking;
    expect(rows.map((row) => [row.name, row.status, row.submitted]).sort()).toEqual([
      ['Cantina do Caio', 'active', false],
      ['Doces da Bia', 'left', null],
    ]);

    expect((await call(teacher, 'DELETE', `/api/classes/${klass.id}`)).status).toBe(204);
    expect((await call(teacher, 'GET', `/api/classes/${klass.id}`)).status).toBe(404);
  });

  it('export the ranking and grades as a spreadsheet in the teacher’s language, typed names kept as text', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const ana = await newUser('Ana Aluna');
    const bia = await newUser('Bia Aluna');
    await joined(ana, klass.joinCode!, 'Sabor da Ana');
    await joined(bia, klass.joinCode!, '=HYPERLINK("http://x")');
    await call(teacher, 'POST', `/api/classes/${klass.id}/rounds`, { month: 1 });
    const ranking = (await classOf(teacher, klass.id)).ranking;

    expect((await call(ana, 'GET', `/api/classes/${klass.id}/export.csv`)).status).toBe(403);
    const response = await call(teacher, 'GET', `/api/classes/${klass.id}/export.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('turma-ranking-e-notas.csv');
    const text = await response.text();
    const rows = parse(text.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual([
      'Posição',
      'Empresa',
      'Apelido',
      'Alunos',
      'Situação',
      'Pontuação (0–100)',
      'Nota (0–10)',
      'Caixa',
      'Lucro acumulado',
      'Participação de mercado (%)',
      'Rodadas decididas',
      'Rodadas sem decisão',
      ...COMPETENCES.map((id) => `Competência – ${ptProgress.competences[id].name}`),
    ]);
    expect(rows.slice(1)).toEqual(
      ranking.map((row) => [
        String(row.rank),
        row.name === 'Sabor da Ana' ? 'Sabor da Ana' : `'=HYPERLINK("http://x")`,
        `Empresa ${row.alias}`,
        row.members.join(', '),
        'Em operação',
        String(row.score),
        (row.score! / 10).toFixed(1).replace('.', ','),
        csvMoney(row.cashCents, 'decimal'),
        csvMoney(row.profitCents, 'decimal'),
        (row.marketShare! * 100).toFixed(1).replace('.', ','),
        '0',
        '1',
        // Nothing shown yet in any competence.
        ...COMPETENCES.map(() => 'Não iniciado'),
      ]),
    );
  });

  it('tell the tabs of the class live: a round everyone’s, a submission the teacher’s and its company’s only', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const ana = await newUser('Ana Aluna');
    const bia = await newUser('Bia Aluna');
    const outsider = await newUser('Otto Outsider');
    const received: { userId: string; event: RealtimeEvent }[] = [];
    const stop = await getDb().listen('alavanca_events', (payload) => {
      const parsed = JSON.parse(payload) as { userId: string; event: unknown };
      const event = RealtimeEvent.parse(parsed.event);
      if (event.type === 'class.changed') received.push({ userId: parsed.userId, event });
    });
    const told = () => new Set(received.map((entry) => entry.userId));
    const until = async (done: () => boolean) => {
      const deadline = Date.now() + 5_000;
      while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      const anaState = (await joined(ana, klass.joinCode!, 'Sabor da Ana')).company!.state;
      await joined(bia, klass.joinCode!, 'Cantina da Bia');
      // Bia's joining tells the whole class; once it has arrived, what comes next is the submission's.
      await until(() => told().has(bia.user.id));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(told()).toEqual(new Set([teacher.user.id, ana.user.id, bia.user.id]));
      received.length = 0;

      await call(ana, 'PUT', `/api/classes/${klass.id}/decisions`, { month: 1, decisions: suggestDecisions(anaState) });
      await until(() => told().size >= 2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(told()).toEqual(new Set([teacher.user.id, ana.user.id]));

      received.length = 0;
      await call(teacher, 'POST', `/api/classes/${klass.id}/rounds`, { month: 1 });
      await until(() => told().size >= 3);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(told()).toEqual(new Set([teacher.user.id, ana.user.id, bia.user.id]));
      expect(received.every((entry) => entry.event.id === klass.id)).toBe(true);
      expect(told().has(outsider.user.id)).toBe(false);
    } finally {
      await stop();
    }
  });
});
