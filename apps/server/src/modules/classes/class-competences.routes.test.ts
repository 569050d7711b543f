import { ClassCompetencesResponse } from '@alavanca/contracts/classes';
import { COMPETENCES, type CompetenceEvidence } from '@alavanca/domain/progress/competences';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { classCalls, WORK_COLUMNS } from '../../test/classes';
import { useTestApp } from '../../test/test-app';
import type { Orm } from '../../db/client';
import { competenceEvidence } from '../../db/schema/progress';

/** Two distinct successes in cash (proficient) and a try in pricing (attempted), stored as a month would store them. */
function evidence(): CompetenceEvidence[] {
  const source = { kind: 'simulation' as const, id: randomUUID(), month: 5 };
  const piece = (competence: CompetenceEvidence['competence'], fingerprint: string, success: boolean) => ({
    competence,
    source,
    fingerprint,
    success,
    strong: false,
    values: {},
  });
  return [piece('cash', 'a', true), piece('cash', 'b', true), piece('pricing', 'c', false)];
}

/** Stored as the progress module stores a month's evidence (its service is what writes them in the app). */
async function insertEvidence(orm: Orm, userId: string, pieces: CompetenceEvidence[]) {
  await orm.insert(competenceEvidence).values(pieces.map((piece) => ({ userId, ...piece, values: {} })));
}

describeEachDatabase('class competences', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, created, joined } = classCalls(api, getDb);

  it('shows the teacher each student’s levels, in the console and the spreadsheet, and nobody else', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher, { grouping: 'teams', teamSize: 2 });
    const [ana, bia, caio, otto] = await Promise.all(['Ana', 'Bia', 'Caio', 'Otto'].map((name) => newUser(name)));
    const team = (await joined(ana!, klass.joinCode!, 'Equipe Sabor')).company!;
    expect((await call(bia!, 'POST', '/api/classes/join', { code: klass.joinCode, teamId: team.id })).status).toBe(200);
    await joined(caio!, klass.joinCode!, 'Cantina do Caio');
    await insertEvidence(getDb().orm, ana!.user.id, evidence());
    await insertEvidence(getDb().orm, caio!.user.id, evidence().slice(0, 1));

    const response = await call(teacher, 'GET', `/api/classes/${klass.id}/competences`);
    expect(response.status).toBe(200);
    const { students } = ClassCompetencesResponse.parse(await response.json());
    const levels = new Map(students.map((student) => [student.userId, student.levels]));
    expect(levels.size).toBe(3);
    expect(levels.get(ana!.user.id)!.map((level) => level.id)).toEqual([...COMPETENCES]);
    expect(Object.fromEntries(levels.get(ana!.user.id)!.map(({ id, level }) => [id, level]))).toMatchObject({
      cash: 'proficient',
      pricing: 'attempted',
      growth: 'none',
    });
    expect(levels.get(bia!.user.id)!.every(({ level }) => level === 'none')).toBe(true);
    expect(levels.get(caio!.user.id)!.find(({ id }) => id === 'cash')!.level).toBe('familiar');
    // Another's evidence is not the class's: Otto is in no class of Helena's.
    await insertEvidence(getDb().orm, otto!.user.id, evidence());
    expect(
      ClassCompetencesResponse.parse(await (await call(teacher, 'GET', `/api/classes/${klass.id}/competences`)).json())
        .students.map((student) => student.userId)
        .sort(),
    ).toEqual([ana!.user.id, bia!.user.id, caio!.user.id].sort());

    // A student of the class is not its teacher; an outsider and a signed-out caller learn nothing.
    expect((await call(ana!, 'GET', `/api/classes/${klass.id}/competences`)).status).toBe(403);
    expect((await call(otto!, 'GET', `/api/classes/${klass.id}/competences`)).status).toBe(404);
    expect((await api.call('GET', `/api/classes/${klass.id}/competences`)).status).toBe(401);
    expect((await call(teacher, 'GET', `/api/classes/${randomUUID()}/competences`)).status).toBe(404);

    // The spreadsheet: a column per competence; a team's cell names each member's level.
    const csv = await call(teacher, 'GET', `/api/classes/${klass.id}/export.csv`);
    const rows = parse((await csv.text()).replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(rows[0]!.slice(12, WORK_COLUMNS)).toEqual([
      'Competência – Caixa',
      'Competência – Preço',
      'Competência – Crescimento',
      'Competência – Risco',
      'Competência – Aprender com os erros',
      'Competência – Validação de ideias',
      'Competência – Pitch',
      'Competência – Modelo de negócio',
    ]);
    const byCompany = new Map(rows.slice(1).map((row) => [row[1], row.slice(12, WORK_COLUMNS)]));
    expect(byCompany.get('Equipe Sabor')!.slice(0, 3)).toEqual([
      'Ana: Proficiente; Bia: Não iniciado',
      'Ana: Tentou; Bia: Não iniciado',
      'Ana: Não iniciado; Bia: Não iniciado',
    ]);
    expect(byCompany.get('Cantina do Caio')!.slice(0, 2)).toEqual(['Familiarizado', 'Não iniciado']);

    // In the teacher's language.
    expect((await call(teacher, 'PATCH', '/api/preferences', { language: 'de-DE' })).status).toBe(200);
    const german = parse(
      (await (await call(teacher, 'GET', `/api/classes/${klass.id}/export.csv`)).text()).replace(/^\uFEFF/, ''),
      { delimiter: ';' },
    ) as string[][];
    expect(german[0]![12]).toBe('Kompetenz – Liquidität');
    expect(german.find((row) => row[1] === 'Cantina do Caio')![12]).toBe('Vertraut');
  });
});
