import { CanvasResponse } from '@alavanca/contracts/canvases';
import { PitchResponse } from '@alavanca/contracts/pitches';
import { ProgressResponse } from '@alavanca/contracts/progress';
import { ValidationResponse } from '@alavanca/contracts/validations';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { competenceEvidence } from '../../db/schema/progress';
import { describeEachDatabase } from '../../test/databases';
import { PITCH_IDEA } from '../../test/pitches';
import { useTestApp } from '../../test/test-app';
import { signUpTestUser, type TestUser } from '../../test/users';

/*
 * The evidence of an idea's validation, a pitch and a canvas, recorded as each is stored (decision
 * 033): one piece per pitch and per canvas however many versions it keeps (upgraded, never
 * downgraded, as it improves), one per experiment done for an idea; each the owner's alone.
 */

describeEachDatabase('progress from ideas, pitches and canvases', (getDb) => {
  const api = useTestApp(getDb);
  const call = async (user: TestUser, method: string, path: string, body?: unknown, status = 200) => {
    const response = await api.call(method, path, { cookie: user.cookie, body });
    expect(response.status, await response.clone().text()).toBe(status);
    return response.json() as Promise<unknown>;
  };
  const evidenceOf = (user: TestUser, competence: 'validation' | 'pitching' | 'canvas') =>
    getDb()
      .orm.select()
      .from(competenceEvidence)
      .where(and(eq(competenceEvidence.userId, user.user.id), eq(competenceEvidence.competence, competence)));

  it('reads an idea’s experiment done and the version after it, once per experiment', async () => {
    const ana = await signUpTestUser(api.baseUrl);
    const { validation } = ValidationResponse.parse(await call(ana, 'POST', '/api/validations', PITCH_IDEA, 201));
    // A validation alone shows nothing yet: no experiment is done.
    expect(await evidenceOf(ana, 'validation')).toEqual([]);
    await call(ana, 'PATCH', `/api/validations/${validation.id}/experiments/interviews`, {
      done: true,
      result: 'Ouvi 12',
    });
    await call(ana, 'PATCH', `/api/validations/${validation.id}`, PITCH_IDEA);
    const [tried] = await evidenceOf(ana, 'validation');
    // The same idea again after the interviews: no better score, so a try.
    expect(tried).toMatchObject({ success: false, source: { kind: 'validation', id: validation.id } });
    await call(ana, 'PATCH', `/api/validations/${validation.id}`, PITCH_IDEA);
    expect(await evidenceOf(ana, 'validation')).toHaveLength(1);
    const { progress } = ProgressResponse.parse(await call(ana, 'GET', '/api/progress'));
    expect(progress.sources).toEqual([{ kind: 'validation', id: validation.id, title: PITCH_IDEA.title }]);
  });

  it('reads a pitch’s analysed versions as one piece of evidence', async () => {
    const ana = await signUpTestUser(api.baseUrl);
    const bia = await signUpTestUser(api.baseUrl);
    const script = [
      'Marmitas do Cambuí entrega marmitas congeladas para quem trabalha em casa em Campinas.',
      'O problema: quem trabalha em casa perde 40 minutos por dia com o almoço.',
    ].join('\n\n');
    const { pitch } = PitchResponse.parse(
      await call(
        ana,
        'POST',
        '/api/pitches',
        { start: 'script', title: 'Marmitas', kind: 'investor', language: 'pt-BR', script },
        201,
      ),
    );
    await call(ana, 'POST', `/api/pitches/${pitch.id}/analyses`, undefined, 201);
    await call(ana, 'PATCH', `/api/pitches/${pitch.id}`, {
      parts: { oneLiner: 'Marmitas para quem trabalha em casa.' },
    });
    await call(ana, 'POST', `/api/pitches/${pitch.id}/analyses`, undefined, 201);
    const evidence = await evidenceOf(ana, 'pitching');
    expect(evidence).toHaveLength(1);
    expect(evidence[0]!.source).toMatchObject({ kind: 'pitch', id: pitch.id });
    const { progress } = ProgressResponse.parse(await call(ana, 'GET', '/api/progress'));
    expect(progress.competences.find((competence) => competence.id === 'pitching')).toMatchObject({ tries: 1 });
    // Named as the founder named it, beside its evidence.
    expect(progress.sources).toEqual([{ kind: 'pitch', id: pitch.id, title: 'Marmitas' }]);
    expect(await evidenceOf(bia, 'pitching')).toEqual([]);
    // Deleted: its evidence stays, unnamed.
    await api.call('DELETE', `/api/pitches/${pitch.id}`, { cookie: ana.cookie });
    const after = ProgressResponse.parse(await call(ana, 'GET', '/api/progress')).progress;
    expect(after.sources).toEqual([]);
    expect(after.competences.find((competence) => competence.id === 'pitching')).toMatchObject({ tries: 1 });
  });

  it('reads a canvas’s kept versions as one piece of evidence, never downgraded by a worse version', async () => {
    const ana = await signUpTestUser(api.baseUrl);
    const { canvas } = CanvasResponse.parse(
      await call(
        ana,
        'POST',
        '/api/canvases',
        { from: 'blank', kind: 'lean', title: 'Marmitas', businessType: 'food', currency: 'BRL' },
        201,
      ),
    );
    // A new canvas is its first version; its first save keeps the second.
    expect(await evidenceOf(ana, 'canvas')).toEqual([]);
    await call(ana, 'PATCH', `/api/canvases/${canvas.id}`, { baseVersion: 1, title: 'Marmitas do Cambuí' });
    const [first] = await evidenceOf(ana, 'canvas');
    expect(first).toMatchObject({ source: { kind: 'canvas', id: canvas.id, version: 2 } });
    // Marked as a success by hand, as if an earlier version had passed: a later, emptier one leaves it.
    await getDb()
      .orm.update(competenceEvidence)
      .set({ success: true })
      .where(eq(competenceEvidence.fingerprint, first!.fingerprint));
    await call(ana, 'PATCH', `/api/canvases/${canvas.id}`, { baseVersion: 2, title: 'Marmitas' });
    const after = await evidenceOf(ana, 'canvas');
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ success: true, source: { version: 2 } });
    const { progress } = ProgressResponse.parse(await call(ana, 'GET', '/api/progress'));
    expect(progress.sources).toEqual([{ kind: 'canvas', id: canvas.id, title: 'Marmitas' }]);
  });
});
