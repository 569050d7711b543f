import {
  ClassCanvasResponse,
  ClassPitchResponse,
  PitchBriefsResponse,
  PitchHandInResponse,
  type ClassPitchView,
  type PitchHandIn,
} from '@alavanca/contracts/class-works';
import { PitchAnalysisResponse } from '@alavanca/contracts/pitches';
import { V } from '@alavanca/contracts/validation-messages';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { readError } from '../../test/accounts';
import { classCalls, WORK_COLUMNS } from '../../test/classes';
import { describeEachDatabase } from '../../test/databases';
import { pitchCalls } from '../../test/pitches';
import { useTestApp } from '../../test/test-app';
import type { TestUser } from '../../test/users';

/** A teacher's rubric for a five-minute pitch: the problem, the evidence and the delivery, 30 points. */
const RUBRIC = [
  { id: randomUUID(), name: 'Problema e cliente', maxPoints: 10 },
  { id: randomUUID(), name: 'Números com evidência', maxPoints: 10 },
  { id: randomUUID(), name: 'Pedido claro', maxPoints: 10 },
];
const ASSIGNMENT = { kind: 'class', instructions: 'Entregue o pitch de cinco minutos até sexta.', rubric: RUBRIC };

const SCRIPT = [
  'A Marmita Certa entrega marmitas congeladas para quem trabalha de casa em Campinas.',
  'O problema: quem trabalha de casa perde 40 minutos por dia para almoçar.',
  'Estamos levantando R$ 300 mil para abrir a segunda cozinha em 12 meses.',
].join('\n\n');

describeEachDatabase('a class’s pitch', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, created, joined, classOf, classAsking } = classCalls(api, getDb);
  const { pitchOf } = pitchCalls(api);

  async function pitchView(user: TestUser, classId: string): Promise<ClassPitchView> {
    const response = await call(user, 'GET', `/api/classes/${classId}/pitch`);
    expect(response.status, await response.clone().text()).toBe(200);
    return ClassPitchResponse.parse(await response.json()).pitch;
  }

  async function handInOf(user: TestUser, classId: string, companyId: string): Promise<PitchHandIn> {
    const response = await call(user, 'GET', `/api/classes/${classId}/pitch/hand-ins/${companyId}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return PitchHandInResponse.parse(await response.json()).handIn;
  }

  async function scriptOf(user: TestUser, title: string, kind = 'class') {
    const body = { start: 'script', title, script: SCRIPT, kind, language: 'pt-BR' };
    return pitchOf(await call(user, 'POST', '/api/pitches', body), 201);
  }

  async function briefsOf(user: TestUser) {
    const response = await call(user, 'GET', '/api/classes/pitch-briefs');
    expect(response.status, await response.clone().text()).toBe(200);
    return PitchBriefsResponse.parse(await response.json()).briefs;
  }

  const classWithPitch = () => classAsking('pitch', ASSIGNMENT);

  it('is asked for by the teacher only, beside the canvas, and shown in each student’s editor', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const ana = await newUser('Ana Aluna');
    const otto = await newUser('Otto Outsider');
    await joined(ana, klass.joinCode!, 'Sabor da Ana');
    const path = `/api/classes/${klass.id}/pitch`;
    expect(await pitchView(ana, klass.id)).toEqual({ assignment: null, handIns: [] });
    expect(await briefsOf(ana)).toEqual([]);

    expect((await call(ana, 'PUT', path, ASSIGNMENT)).status).toBe(403);
    expect((await call(otto, 'PUT', path, ASSIGNMENT)).status).toBe(404);
    expect((await call(otto, 'GET', path)).status).toBe(404);
    const unknownKind = await call(teacher, 'PUT', path, { ...ASSIGNMENT, kind: 'poster' });
    expect(unknownKind.status).toBe(400);
    expect((await readError(unknownKind)).issues).toEqual([{ path: 'kind', message: V.invalidOption }]);
    // A canvas's kind is not a pitch's.
    expect((await call(teacher, 'PUT', path, { ...ASSIGNMENT, kind: 'lean' })).status).toBe(400);
    expect((await pitchView(teacher, klass.id)).assignment).toBeNull();

    expect((await call(teacher, 'PUT', path, ASSIGNMENT)).status).toBe(200);
    // The class's canvas is another work: asking for the pitch asks for no canvas.
    const canvas = await call(teacher, 'GET', `/api/classes/${klass.id}/canvas`);
    expect(ClassCanvasResponse.parse(await canvas.json()).canvas.assignment).toBeNull();

    const briefs = await briefsOf(ana);
    expect(briefs).toEqual([
      {
        classId: klass.id,
        className: klass.name,
        assignment: expect.objectContaining({ kind: 'class', instructions: ASSIGNMENT.instructions, rubric: RUBRIC }),
        handIn: null,
      },
    ]);
    // The teacher studies in none of their classes; an outsider in none at all.
    expect(await briefsOf(teacher)).toEqual([]);
    expect(await briefsOf(otto)).toEqual([]);

    expect((await call(teacher, 'DELETE', path)).status).toBe(204);
    expect(await briefsOf(ana)).toEqual([]);
    expect((await call(teacher, 'DELETE', path)).status).toBe(404);
  });

  it('takes a member’s own written pitch of the kind asked, analysed as a kept version', async () => {
    const { teacher, klass, ana, bia, otto, anaCompany, biaCompany } = await classWithPitch();
    const path = `/api/classes/${klass.id}/pitch/hand-in`;
    const ottos = await scriptOf(otto, 'Segredo do Otto');
    const elevator = await scriptOf(ana, 'Elevador da Ana', 'elevator');
    const blank = await pitchOf(
      await call(ana, 'POST', '/api/pitches', { start: 'blank', title: 'Vazio', kind: 'class', language: 'pt-BR' }),
      201,
    );
    const anas = await scriptOf(ana, 'Marmita Certa');

    for (const [pitchId, message] of [
      [ottos.id, V.invalidOption],
      [randomUUID(), V.invalidOption],
      [elevator.id, V.invalidOption],
      [blank.id, V.emptyPitch],
      ['not-an-id', V.invalidOption],
    ] as const) {
      const refused = await call(ana, 'PUT', path, { pitchId });
      expect(refused.status).toBe(400);
      const text = await refused.text();
      expect(JSON.parse(text).error.issues).toEqual([{ path: 'pitchId', message }]);
      expect(text).not.toContain('Segredo do Otto');
    }
    expect((await call(teacher, 'PUT', path, { pitchId: anas.id })).status).toBe(404);
    expect((await call(otto, 'PUT', path, { pitchId: ottos.id })).status).toBe(404);
    expect((await pitchView(teacher, klass.id)).handIns).toEqual([]);
    // Refused before it was analysed: no version was kept for nothing.
    for (const [owner, pitch] of [
      [otto, ottos],
      [ana, elevator],
    ] as const)
      expect((await pitchOf(await call(owner, 'GET', `/api/pitches/${pitch.id}`))).versions).toEqual([]);

    const handedIn = ClassPitchResponse.parse(await (await call(ana, 'PUT', path, { pitchId: anas.id })).json()).pitch;
    const kept = PitchAnalysisResponse.parse(
      await (await call(ana, 'GET', `/api/pitches/${anas.id}/analyses/1`)).json(),
    ).analysis;
    expect(handedIn.handIns).toEqual([
      expect.objectContaining({
        companyId: anaCompany,
        pitchId: anas.id,
        kind: 'class',
        title: 'Marmita Certa',
        version: 1,
        handedInBy: 'Ana Aluna',
        score: kept.result.score,
        flagged: 0,
        grade: null,
      }),
    ]);

    // Ana rewrites her pitch afterwards: the teacher still reads what she handed in.
    await call(ana, 'PATCH', `/api/pitches/${anas.id}`, { title: 'Outra', parts: { ask: 'Queremos R$ 9 milhões.' } });
    const read = await handInOf(teacher, klass.id, anaCompany);
    expect(read).toMatchObject({ title: 'Marmita Certa', version: 1, language: 'pt-BR', parts: kept.parts });
    expect(read.result).toEqual(kept.result);
    expect((await briefsOf(ana))[0]?.handIn).toMatchObject({ id: read.id, version: 1 });

    // A student sees their own company's hand-in only; an outsider nothing.
    expect((await pitchView(bia, klass.id)).handIns).toEqual([]);
    expect((await briefsOf(bia))[0]?.handIn).toBeNull();
    expect((await call(bia, 'GET', `/api/classes/${klass.id}/pitch/hand-ins/${anaCompany}`)).status).toBe(404);
    expect((await call(otto, 'GET', `/api/classes/${klass.id}/pitch/hand-ins/${anaCompany}`)).status).toBe(404);
    expect((await call(teacher, 'GET', `/api/classes/${klass.id}/pitch/hand-ins/${biaCompany}`)).status).toBe(404);

    // Handed in again before a grade: analysed again, the newest replaces it.
    const again = ClassPitchResponse.parse(await (await call(ana, 'PUT', path, { pitchId: anas.id })).json()).pitch;
    expect(again.handIns).toHaveLength(1);
    expect(again.handIns[0]).toMatchObject({ title: 'Outra', version: 2 });
    expect(again.handIns[0]!.id).not.toBe(read.id);
  });

  it('is graded on the teacher’s rubric, seen by its company only, and kept in the spreadsheet', async () => {
    const { teacher, klass, ana, bia, anaCompany } = await classWithPitch();
    const anas = await scriptOf(ana, 'Marmita Certa');
    await call(ana, 'PUT', `/api/classes/${klass.id}/pitch/hand-in`, { pitchId: anas.id });
    const handIn = await handInOf(teacher, klass.id, anaCompany);
    const path = `/api/classes/${klass.id}/pitch/hand-ins/${anaCompany}/grade`;
    const grade = {
      handInId: handIn.id,
      scores: RUBRIC.map((criterion, i) => ({ criterionId: criterion.id, points: [8, 6, 9][i] })),
      comment: 'Mostre de onde vem o mercado.',
    };
    const tooMany = { ...grade, scores: grade.scores.map((score) => ({ ...score, points: 11 })) };
    expect((await readError(await call(teacher, 'PUT', path, tooMany))).issues).toHaveLength(3);
    expect((await call(ana, 'PUT', path, grade)).status).toBe(403);
    expect((await call(teacher, 'PUT', path, { ...grade, handInId: randomUUID() })).status).toBe(409);

    const graded = PitchHandInResponse.parse(await (await call(teacher, 'PUT', path, grade)).json()).handIn;
    expect(graded.grade).toMatchObject({ total: 23, maxTotal: 30, comment: 'Mostre de onde vem o mercado.' });
    expect((await pitchView(ana, klass.id)).handIns[0]?.grade).toEqual(graded.grade);
    expect((await briefsOf(ana))[0]?.handIn?.grade).toEqual(graded.grade);
    expect(JSON.stringify(await pitchView(bia, klass.id))).not.toContain('Mostre de onde');
    expect(JSON.stringify(await briefsOf(bia))).not.toContain('Mostre de onde');
    // Graded, it stays what was handed in, and nothing is analysed for it.
    const late = await call(ana, 'PUT', `/api/classes/${klass.id}/pitch/hand-in`, { pitchId: anas.id });
    expect(late.status).toBe(409);
    expect((await pitchOf(await call(ana, 'GET', `/api/pitches/${anas.id}`))).versions).toHaveLength(1);

    const response = await call(teacher, 'GET', `/api/classes/${klass.id}/export.csv`);
    const rows = parse((await response.text()).replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(rows[0]!.slice(WORK_COLUMNS)).toEqual([
      'Pitch entregue',
      'Pontuação do pitch (0–100)',
      'Pitch – Problema e cliente (0–10)',
      'Pitch – Números com evidência (0–10)',
      'Pitch – Pedido claro (0–10)',
      'Pitch – total (0–30)',
    ]);
    expect((await classOf(teacher, klass.id)).ranking).toHaveLength(2);
    const byCompany = new Map(rows.slice(1).map((row) => [row[1], row.slice(WORK_COLUMNS)]));
    expect(byCompany.get('Sabor da Ana')).toEqual(['Marmita Certa', String(handIn.score), '8', '6', '9', '23']);
    expect(byCompany.get('Cantina da Bia')).toEqual(['', '', '', '', '', '']);
  });
});
