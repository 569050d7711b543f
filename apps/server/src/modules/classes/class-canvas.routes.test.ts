import { CanvasResponse, type CanvasDetail } from '@alavanca/contracts/canvases';
import { ClassCanvasResponse, type ClassCanvasView } from '@alavanca/contracts/class-works';
import { HandInResponse, type HandIn } from '@alavanca/contracts/canvases';
import { V } from '@alavanca/contracts/validation-messages';
import { checkCoherence } from '@alavanca/domain/canvas/coherence';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { readError } from '../../test/accounts';
import { classCalls, WORK_COLUMNS } from '../../test/classes';
import { describeEachDatabase } from '../../test/databases';
import { recordPublished, sleep } from '../../test/notifications';
import { useTestApp } from '../../test/test-app';
import type { TestUser } from '../../test/users';

/** A rubric of the teacher's own: two blocks and the coherence, 30 points in all. */
const RUBRIC = [
  { id: randomUUID(), name: 'Segmentos de clientes', maxPoints: 10 },
  { id: randomUUID(), name: 'Proposta de valor', maxPoints: 10 },
  { id: randomUUID(), name: 'Coerência', maxPoints: 10 },
];
const ASSIGNMENT = {
  kind: 'businessModel',
  instructions: 'Entregue o canvas da sua empresa até sexta.',
  rubric: RUBRIC,
};

describeEachDatabase('a class’s canvas', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, created, joined, classOf, classAsking } = classCalls(api, getDb);

  async function canvasView(user: TestUser, classId: string): Promise<ClassCanvasView> {
    const response = await call(user, 'GET', `/api/classes/${classId}/canvas`);
    expect(response.status, await response.clone().text()).toBe(200);
    return ClassCanvasResponse.parse(await response.json()).canvas;
  }

  async function handInOf(user: TestUser, classId: string, companyId: string): Promise<HandIn> {
    const response = await call(user, 'GET', `/api/classes/${classId}/canvas/hand-ins/${companyId}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return HandInResponse.parse(await response.json()).handIn;
  }

  /** A canvas of the user's with a segment and an offer aimed at it (version 2). */
  async function canvasOf(user: TestUser, title: string, kind = 'businessModel'): Promise<CanvasDetail> {
    const made = await call(user, 'POST', '/api/canvases', {
      from: 'blank',
      kind,
      title,
      businessType: 'food',
      currency: 'BRL',
    });
    const blank = CanvasResponse.parse(await made.json()).canvas;
    const segment = {
      id: randomUUID(),
      block: 'customerSegments',
      text: 'Moradores do bairro',
      evidence: null,
      links: [],
    };
    const offer = {
      id: randomUUID(),
      block: kind === 'lean' ? 'uniqueValueProposition' : 'valuePropositions',
      text: 'Pão quente às 7h',
      evidence: null,
      links: [segment.id],
    };
    const saved = await call(user, 'PATCH', `/api/canvases/${blank.id}`, { baseVersion: 1, cards: [segment, offer] });
    expect(saved.status, await saved.clone().text()).toBe(200);
    return CanvasResponse.parse(await saved.json()).canvas;
  }

  const classWithCanvas = () => classAsking('canvas', ASSIGNMENT);

  it('is asked for by the class’s teacher only, with a bounded rubric of their own', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const ana = await newUser('Ana Aluna');
    const otto = await newUser('Otto Outsider');
    await joined(ana, klass.joinCode!, 'Sabor da Ana');
    const path = `/api/classes/${klass.id}/canvas`;
    expect(await canvasView(ana, klass.id)).toEqual({ assignment: null, handIns: [] });

    expect((await call(ana, 'PUT', path, ASSIGNMENT)).status).toBe(403);
    expect((await call(otto, 'PUT', path, ASSIGNMENT)).status).toBe(404);
    expect((await call(otto, 'GET', path)).status).toBe(404);
    expect((await call(ana, 'DELETE', path)).status).toBe(403);

    const refusals: [unknown, { path: string; message: string }[]][] = [
      [
        {
          ...ASSIGNMENT,
          rubric: Array.from({ length: 16 }, (_, i) => ({ id: randomUUID(), name: `C${i}`, maxPoints: 5 })),
        },
        [{ path: 'rubric', message: V.tooLong }],
      ],
      [
        { ...ASSIGNMENT, rubric: [{ ...RUBRIC[0]!, maxPoints: 0 }] },
        [{ path: 'rubric.0.maxPoints', message: V.outOfRange }],
      ],
      [
        { ...ASSIGNMENT, rubric: [{ ...RUBRIC[0]!, maxPoints: 101 }] },
        [{ path: 'rubric.0.maxPoints', message: V.outOfRange }],
      ],
      [
        { ...ASSIGNMENT, rubric: [{ ...RUBRIC[0]!, name: 'x'.repeat(81) }] },
        [{ path: 'rubric.0.name', message: V.tooLong }],
      ],
      [{ ...ASSIGNMENT, rubric: [RUBRIC[0], RUBRIC[0]] }, [{ path: 'rubric.1.id', message: V.invalidOption }]],
      [{ ...ASSIGNMENT, rubric: [] }, [{ path: 'rubric', message: V.required }]],
      [{ ...ASSIGNMENT, instructions: '  ' }, [{ path: 'instructions', message: V.required }]],
      [{ ...ASSIGNMENT, kind: 'valueProposition' }, [{ path: 'kind', message: V.invalidOption }]],
    ];
    for (const [body, issues] of refusals) {
      const refused = await call(teacher, 'PUT', path, body);
      expect(refused.status).toBe(400);
      expect((await readError(refused)).issues).toEqual(issues);
    }
    expect((await canvasView(teacher, klass.id)).assignment).toBeNull();

    const assigned = ClassCanvasResponse.parse(await (await call(teacher, 'PUT', path, ASSIGNMENT)).json()).canvas;
    expect(assigned.assignment).toMatchObject({
      kind: 'businessModel',
      instructions: ASSIGNMENT.instructions,
      rubric: RUBRIC,
    });
    // Either kind, and another rubric: the assignment changes.
    const either = { ...ASSIGNMENT, kind: null, rubric: [RUBRIC[2]] };
    expect(
      ClassCanvasResponse.parse(await (await call(teacher, 'PUT', path, either)).json()).canvas.assignment,
    ).toMatchObject({
      kind: null,
      rubric: [RUBRIC[2]],
    });
    expect((await canvasView(ana, klass.id)).assignment?.rubric).toEqual([RUBRIC[2]]);

    // Turned off: nothing is asked for any more.
    expect((await call(teacher, 'DELETE', path)).status).toBe(204);
    expect(await canvasView(ana, klass.id)).toEqual({ assignment: null, handIns: [] });
    expect((await call(teacher, 'DELETE', path)).status).toBe(404);
  });

  it('takes a member’s own canvas only, as a snapshot later edits do not change, replaced until graded', async () => {
    const { teacher, klass, ana, bia, otto, anaCompany, biaCompany } = await classWithCanvas();
    const path = `/api/classes/${klass.id}/canvas/hand-in`;
    const ottos = await canvasOf(otto, 'Segredo do Otto');
    const lean = await canvasOf(ana, 'Lean da Ana', 'lean');
    const anas = await canvasOf(ana, 'Padaria da Ana');

    // Another user's canvas is refused exactly as an unknown one, and says nothing of it.
    for (const canvasId of [ottos.id, randomUUID()]) {
      const refused = await call(ana, 'PUT', path, { canvasId });
      expect(refused.status).toBe(400);
      const text = await refused.text();
      expect(JSON.parse(text).error.issues).toEqual([{ path: 'canvasId', message: V.invalidOption }]);
      expect(text).not.toContain('Segredo do Otto');
    }
    // A Lean Canvas where the teacher asked for a Business Model Canvas.
    expect((await readError(await call(ana, 'PUT', path, { canvasId: lean.id }))).issues).toEqual([
      { path: 'canvasId', message: V.invalidOption },
    ]);
    // Neither the teacher nor an outsider has a company to hand in for.
    expect((await call(teacher, 'PUT', path, { canvasId: anas.id })).status).toBe(404);
    expect((await call(otto, 'PUT', path, { canvasId: ottos.id })).status).toBe(404);
    expect((await canvasView(teacher, klass.id)).handIns).toEqual([]);

    const handedIn = ClassCanvasResponse.parse(
      await (await call(ana, 'PUT', path, { canvasId: anas.id })).json(),
    ).canvas;
    const expectedScore = checkCoherence(anas, anas.validationFacts).score;
    expect(handedIn.handIns).toEqual([
      expect.objectContaining({
        companyId: anaCompany,
        canvasId: anas.id,
        title: 'Padaria da Ana',
        version: 2,
        cardCount: 2,
        handedInBy: 'Ana Aluna',
        coherenceScore: expectedScore,
        grade: null,
      }),
    ]);

    // Ana edits her canvas afterwards: the teacher still reads what she handed in.
    const edited = await call(ana, 'PATCH', `/api/canvases/${anas.id}`, {
      baseVersion: 2,
      title: 'Padaria da Ana, revista',
      cards: [anas.cards[0]],
    });
    expect(edited.status).toBe(200);
    const read = await handInOf(teacher, klass.id, anaCompany);
    expect(read).toMatchObject({ title: 'Padaria da Ana', version: 2, coherenceScore: expectedScore });
    expect(read.cards).toEqual(anas.cards);

    // A student sees their own hand-in only; an outsider nothing.
    expect((await canvasView(bia, klass.id)).handIns).toEqual([]);
    expect((await call(bia, 'GET', `/api/classes/${klass.id}/canvas/hand-ins/${anaCompany}`)).status).toBe(404);
    expect((await call(otto, 'GET', `/api/classes/${klass.id}/canvas/hand-ins/${anaCompany}`)).status).toBe(404);
    expect((await call(teacher, 'GET', `/api/classes/${klass.id}/canvas/hand-ins/${biaCompany}`)).status).toBe(404);
    expect((await handInOf(ana, klass.id, anaCompany)).id).toBe(read.id);

    // Handed in again before a grade: the newest replaces it.
    const again = ClassCanvasResponse.parse(await (await call(ana, 'PUT', path, { canvasId: anas.id })).json()).canvas;
    expect(again.handIns).toHaveLength(1);
    expect(again.handIns[0]).toMatchObject({ title: 'Padaria da Ana, revista', version: 3, cardCount: 1 });
    expect(again.handIns[0]!.id).not.toBe(read.id);
    expect((await canvasView(teacher, klass.id)).handIns.map((handIn) => handIn.version)).toEqual([3]);
  });

  it('is graded by the teacher within the rubric, and its grade is seen by its student only', async () => {
    const { teacher, klass, ana, bia, otto, anaCompany } = await classWithCanvas();
    const anas = await canvasOf(ana, 'Padaria da Ana');
    await call(ana, 'PUT', `/api/classes/${klass.id}/canvas/hand-in`, { canvasId: anas.id });
    const handIn = await handInOf(teacher, klass.id, anaCompany);
    const path = `/api/classes/${klass.id}/canvas/hand-ins/${anaCompany}/grade`;
    const scores = (points: number[]) =>
      RUBRIC.map((criterion, i) => ({ criterionId: criterion.id, points: points[i] }));
    const grade = { handInId: handIn.id, scores: scores([8, 7, 9]), comment: 'Ligue a proposta a um canal.' };

    const refusals: [unknown, { path: string; message: string }[]][] = [
      [{ ...grade, scores: scores([8, 11, 9]) }, [{ path: 'scores.1.points', message: V.outOfRange }]],
      [{ ...grade, scores: scores([-1, 7, 9]) }, [{ path: 'scores.0.points', message: V.outOfRange }]],
      [{ ...grade, scores: scores([8, 7, 9]).slice(0, 2) }, [{ path: 'scores', message: V.required }]],
      [
        { ...grade, scores: [...scores([8, 7]).slice(0, 2), { criterionId: randomUUID(), points: 1 }] },
        [{ path: 'scores.2.criterionId', message: V.invalidOption }],
      ],
      [{ ...grade, comment: 'x'.repeat(2_001) }, [{ path: 'comment', message: V.tooLong }]],
    ];
    for (const [body, issues] of refusals) {
      const refused = await call(teacher, 'PUT', path, body);
      expect(refused.status).toBe(400);
      expect((await readError(refused)).issues).toEqual(issues);
    }
    expect((await handInOf(teacher, klass.id, anaCompany)).grade).toBeNull();

    // Only the class's teacher grades; a grade for a hand-in since replaced is refused.
    expect((await call(ana, 'PUT', path, grade)).status).toBe(403);
    expect((await call(otto, 'PUT', path, grade)).status).toBe(404);
    expect((await call(teacher, 'PUT', path, { ...grade, handInId: randomUUID() })).status).toBe(409);

    const graded = HandInResponse.parse(await (await call(teacher, 'PUT', path, grade)).json()).handIn;
    expect(graded.grade).toMatchObject({
      scores: RUBRIC.map((criterion, i) => ({ ...criterion, points: [8, 7, 9][i] })),
      total: 24,
      maxTotal: 30,
      comment: 'Ligue a proposta a um canal.',
    });
    // Ana sees her grade and comment; Bia sees nothing of it.
    expect((await canvasView(ana, klass.id)).handIns[0]?.grade).toEqual(graded.grade);
    expect(JSON.stringify(await canvasView(bia, klass.id))).not.toContain('Ligue a proposta');
    // Graded, it stays what was handed in.
    const late = await call(ana, 'PUT', `/api/classes/${klass.id}/canvas/hand-in`, { canvasId: anas.id });
    expect(late.status).toBe(409);
    expect((await handInOf(ana, klass.id, anaCompany)).id).toBe(handIn.id);

    // The teacher may change a grade; a rubric changed later leaves given grades as they were.
    const regraded = await call(teacher, 'PUT', path, { ...grade, scores: scores([10, 10, 10]), comment: '' });
    expect(HandInResponse.parse(await regraded.json()).handIn.grade).toMatchObject({ total: 30, comment: '' });
    await call(teacher, 'PUT', `/api/classes/${klass.id}/canvas`, { ...ASSIGNMENT, rubric: [RUBRIC[0]] });
    expect((await handInOf(teacher, klass.id, anaCompany)).grade?.scores).toHaveLength(3);
  });

  it('adds the hand-ins and their grades to the class’s spreadsheet, in the teacher’s language', async () => {
    const { teacher, klass, ana, bia, anaCompany } = await classWithCanvas();
    const caio = await newUser('Caio Aluno');
    await joined(caio, klass.joinCode!, 'Caio Lanches');
    const anas = await canvasOf(ana, '=Padaria da Ana');
    const bias = await canvasOf(bia, 'Cantina da Bia');
    await call(ana, 'PUT', `/api/classes/${klass.id}/canvas/hand-in`, { canvasId: anas.id });
    await call(bia, 'PUT', `/api/classes/${klass.id}/canvas/hand-in`, { canvasId: bias.id });
    const handIn = await handInOf(teacher, klass.id, anaCompany);
    const graded = await call(teacher, 'PUT', `/api/classes/${klass.id}/canvas/hand-ins/${anaCompany}/grade`, {
      handInId: handIn.id,
      scores: RUBRIC.map((criterion, i) => ({ criterionId: criterion.id, points: [8, 7, 9][i] })),
    });
    expect(graded.status).toBe(200);

    const response = await call(teacher, 'GET', `/api/classes/${klass.id}/export.csv`);
    expect(response.status).toBe(200);
    const rows = parse((await response.text()).replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(rows[0]!.slice(WORK_COLUMNS)).toEqual([
      'Canvas entregue',
      'Coerência do canvas (0–100)',
      'Canvas – Segmentos de clientes (0–10)',
      'Canvas – Proposta de valor (0–10)',
      'Canvas – Coerência (0–10)',
      'Canvas – total (0–30)',
    ]);
    const ranking = (await classOf(teacher, klass.id)).ranking;
    const score = String(checkCoherence(anas, anas.validationFacts).score);
    const byCompany = new Map(rows.slice(1).map((row) => [row[1], row.slice(WORK_COLUMNS)]));
    expect(ranking).toHaveLength(3);
    // A typed title stays text; not graded, no points; nothing handed in, nothing at all.
    expect(byCompany.get('Sabor da Ana')).toEqual(["'=Padaria da Ana", score, '8', '7', '9', '24']);
    expect(byCompany.get('Cantina da Bia')).toEqual(['Cantina da Bia', score, '', '', '', '']);
    expect(byCompany.get('Caio Lanches')).toEqual(['', '', '', '', '', '']);
  });

  it('tells the teacher’s and the company’s tabs live when a canvas is handed in and graded', async () => {
    const { teacher, klass, ana, bia, anaCompany } = await classWithCanvas();
    const anas = await canvasOf(ana, 'Padaria da Ana');
    // Everything before this (the class's joins, the assignment) has been told.
    await sleep(300);
    const events = await recordPublished(getDb());
    const told = () =>
      new Set(
        events.received
          .filter((entry) => entry.event.type === 'class.changed' && entry.event.id === klass.id)
          .map((entry) => entry.userId),
      );
    try {
      await call(ana, 'PUT', `/api/classes/${klass.id}/canvas/hand-in`, { canvasId: anas.id });
      await events.waitFor(2);
      await sleep(200);
      expect(told()).toEqual(new Set([teacher.user.id, ana.user.id]));

      events.received.length = 0;
      const handIn = await handInOf(teacher, klass.id, anaCompany);
      await call(teacher, 'PUT', `/api/classes/${klass.id}/canvas/hand-ins/${anaCompany}/grade`, {
        handInId: handIn.id,
        scores: RUBRIC.map((criterion) => ({ criterionId: criterion.id, points: 5 })),
        comment: 'Bom começo.',
      });
      await events.waitFor(2);
      await sleep(200);
      expect(told()).toEqual(new Set([teacher.user.id, ana.user.id]));
      expect(told().has(bia.user.id)).toBe(false);
    } finally {
      await events.stop();
    }
  });
});
