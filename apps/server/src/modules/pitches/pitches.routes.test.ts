import { ErrorResponse } from '@alavanca/contracts/errors';
import { PITCH_LIMITS, PitchAnalysisResponse, PitchListResponse } from '@alavanca/contracts/pitches';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sharedText } from '../../i18n/shared-catalogs';
import { describeEachDatabase } from '../../test/databases';
import { EVENT_WAIT_MS, recordPublished, sleep } from '../../test/notifications';
import { useTestApp } from '../../test/test-app';
import { PITCH_IDEA, pitchCalls } from '../../test/pitches';
import { signUpTestUser, type TestUser } from '../../test/users';

/*
 * Pitches over HTTP on both databases (decision 032): drafted from the founder's own validation and
 * simulation, analysed into kept versions whose figures are held to that evidence, reachable by
 * their owner only, and refused whole when the input is bad.
 */

const IDEA = PITCH_IDEA;

describeEachDatabase('pitches', (getDb) => {
  const api = useTestApp(getDb);
  const { call, pitchOf, validationOf, simulationOf, draft } = pitchCalls(api);
  const readError = async (response: Response) => ErrorResponse.parse(await response.json()).error;
  async function analyse(user: TestUser, id: string) {
    const response = await call(user, 'POST', `/api/pitches/${id}/analyses`);
    expect(response.status, await response.clone().text()).toBe(201);
    return PitchAnalysisResponse.parse(await response.json()).analysis;
  }
  const blank = (extra: Record<string, unknown> = {}) => ({
    start: 'blank',
    title: 'Marmitas do Cambuí',
    kind: 'investor',
    language: 'pt-BR',
    ...extra,
  });

  it('drafts a pitch from the founder’s validation and simulation whose figures hold against them', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const validation = await validationOf(alice);
    const simulation = await simulationOf(alice);
    const pitch = await draft(alice, { validationId: validation.id, simulationId: simulation.id });
    expect(pitch).toMatchObject({ title: IDEA.title, validationId: validation.id, simulationId: simulation.id });
    expect(pitch.parts.problem).toBe(IDEA.problem);
    // The customer told inside the sentence: its capital and its closing point dropped.
    expect(IDEA.targetCustomer).toMatch(/^Profissionais .*\.$/);
    expect(pitch.parts.oneLiner).toBe(
      sharedText('pitch', 'draft.oneLiner', 'pt-BR', {
        title: IDEA.title,
        customer: `p${IDEA.targetCustomer.slice(1, -1)}`,
      }),
    );
    expect(pitch.drafted).toEqual(expect.arrayContaining(['oneLiner', 'problem', 'market', 'businessModel']));
    // The evidence the editor scores with: the validation's market and price, the simulation's months.
    expect(pitch.evidence.map((figure) => figure.metric)).toEqual(
      expect.arrayContaining(['marketSize', 'price', 'margin', 'customers', 'revenue']),
    );

    // The draft invents nothing: every figure it writes is the evidence's.
    const first = await analyse(alice, pitch.id);
    expect(first.number).toBe(1);
    expect(first.result.claims.length).toBeGreaterThan(0);
    expect(first.result.claims.every((claim) => claim.verdict === 'supported')).toBe(true);
    expect(first.drill.length).toBeGreaterThanOrEqual(5);

    // An inflated market is flagged with both figures; the score falls, and both versions are kept.
    const market = pitch.parts.market!;
    const inflated = await pitchOf(
      await call(alice, 'PATCH', `/api/pitches/${pitch.id}`, {
        parts: { market: `${market} Nosso SAM é de R$ 9 bilhões.` },
        drafted: pitch.drafted.filter((part) => part !== 'market'),
      }),
    );
    expect(inflated.drafted).not.toContain('market');
    const second = await analyse(alice, pitch.id);
    expect(second.number).toBe(2);
    const flagged = second.result.claims.find((claim) => claim.verdict === 'beyond');
    expect(flagged).toMatchObject({ metric: 'marketSize', scope: 'sam', claimed: 9_000_000_000, part: 'market' });
    expect(flagged!.evidence!.source).toMatchObject({ kind: 'validation', id: validation.id });
    expect(second.result.score).toBeLessThan(first.result.score);

    const read = await pitchOf(await call(alice, 'GET', `/api/pitches/${pitch.id}`));
    expect(read.versions.map((version) => [version.number, version.score, version.flagged])).toEqual([
      [2, second.result.score, 1],
      [1, first.result.score, 0],
    ]);
    const kept = PitchAnalysisResponse.parse(
      await (await call(alice, 'GET', `/api/pitches/${pitch.id}/analyses/1`)).json(),
    ).analysis;
    expect(kept.parts.market).toBe(market);
    const list = PitchListResponse.parse(await (await call(alice, 'GET', '/api/pitches')).json());
    expect(list.pitches.map((entry) => [entry.id, entry.score, entry.analyses])).toEqual([
      [pitch.id, second.result.score, 2],
    ]);
  });

  it('writes a draft in the pitch’s language, and splits a pasted script into its parts', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const validation = await validationOf(alice);
    const english = await draft(
      alice,
      { validationId: validation.id },
      { kind: 'elevator', language: 'en-US', title: 'Lunch kits' },
    );
    expect(english.title).toBe('Lunch kits');
    expect(english.parts.oneLiner).toBe(
      sharedText('pitch', 'draft.oneLiner', 'en-US', {
        title: IDEA.title,
        customer: `p${IDEA.targetCustomer.slice(1, -1)}`,
      }),
    );
    expect(english.parts.market).toMatch(/^Our reachable market \(\w+\) is R\$/);

    const script = [
      'A Marmita Certa entrega marmitas congeladas para quem trabalha de casa em Campinas.',
      'O problema: quem trabalha de casa perde 40 minutos por dia para almoçar.',
      'Estamos levantando R$ 300 mil para abrir a segunda cozinha em 12 meses.',
    ].join('\n\n');
    const pasted = await pitchOf(await call(alice, 'POST', '/api/pitches', blank({ start: 'script', script })), 201);
    expect(pasted.drafted).toEqual([]);
    expect(Object.values(pasted.parts).join(' ')).toContain('perde 40 minutos');
    expect(pasted.parts.ask).toContain('R$ 300 mil');
  });

  it('answers another user’s pitch as an unknown one, and takes no other user’s evidence', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const bob = await signUpTestUser(api.baseUrl);
    const validation = await validationOf(alice);
    const pitch = await pitchOf(await call(alice, 'POST', '/api/pitches', blank({ validationId: validation.id })), 201);
    await call(alice, 'PATCH', `/api/pitches/${pitch.id}`, { parts: { oneLiner: 'Marmitas para home office.' } });
    await analyse(alice, pitch.id);

    for (const [method, path, body] of [
      ['GET', `/api/pitches/${pitch.id}`],
      ['PATCH', `/api/pitches/${pitch.id}`, { title: 'Roubado' }],
      ['DELETE', `/api/pitches/${pitch.id}`],
      ['POST', `/api/pitches/${pitch.id}/analyses`],
      ['GET', `/api/pitches/${pitch.id}/analyses/1`],
      ['GET', `/api/pitches/${randomUUID()}`],
    ] as const) {
      const response = await call(bob, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(PitchListResponse.parse(await (await call(bob, 'GET', '/api/pitches')).json()).pitches).toEqual([]);

    // Alice's validation is no evidence Bob can name, as if it did not exist.
    const taken = await call(bob, 'POST', '/api/pitches', blank({ validationId: validation.id }));
    expect(taken.status).toBe(400);
    expect((await readError(taken)).issues).toEqual([
      expect.objectContaining({ path: 'validationId', message: 'validation.invalidOption' }),
    ]);
    const mine = await pitchOf(await call(bob, 'POST', '/api/pitches', blank()), 201);
    const relinked = await call(bob, 'PATCH', `/api/pitches/${mine.id}`, { validationId: validation.id });
    expect(relinked.status).toBe(400);

    // Alice's pitch is untouched, and goes with its versions when she deletes it.
    const unchanged = await pitchOf(await call(alice, 'GET', `/api/pitches/${pitch.id}`));
    expect(unchanged).toMatchObject({ title: 'Marmitas do Cambuí', analyses: 1 });
    expect((await call(alice, 'DELETE', `/api/pitches/${pitch.id}`)).status).toBe(204);
    expect((await call(alice, 'GET', `/api/pitches/${pitch.id}/analyses/1`)).status).toBe(404);
  });

  it('refuses bad input with a translated reason and stores nothing', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const cases: [unknown, string, string][] = [
      [blank({ title: '   ' }), 'title', 'validation.required'],
      [blank({ kind: 'podcast' }), 'kind', 'validation.invalidOption'],
      [blank({ language: 'it-IT' }), 'language', 'validation.invalidOption'],
      [blank({ start: 'script', script: 'x'.repeat(50_000) }), 'script', 'validation.tooLong'],
      [blank({ start: 'script', script: '' }), 'script', 'validation.required'],
      [blank({ title: 'Pitch\u0000' }), 'title', 'validation.invalidText'],
      [blank({ start: 'draft', title: undefined }), 'validationId', 'validation.required'],
      [blank({ validationId: 'not-an-id' }), 'validationId', 'validation.invalidOption'],
    ];
    for (const [body, path, message] of cases) {
      const response = await call(alice, 'POST', '/api/pitches', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await readError(response)).issues).toEqual([expect.objectContaining({ path, message })]);
    }
    expect(PitchListResponse.parse(await (await call(alice, 'GET', '/api/pitches')).json()).pitches).toEqual([]);

    const pitch = await pitchOf(await call(alice, 'POST', '/api/pitches', blank()), 201);
    // Nothing written yet: nothing to analyse.
    const empty = await call(alice, 'POST', `/api/pitches/${pitch.id}/analyses`);
    expect(empty.status).toBe(400);
    expect((await readError(empty)).issues).toEqual([
      expect.objectContaining({ path: 'parts', message: 'validation.required' }),
    ]);
    for (const body of [
      { parts: { oneLiner: 'x'.repeat(PITCH_LIMITS.part + 1) } },
      { parts: { chorus: 'la la la' } },
      { parts: { problem: 'Um problema\uD800 sem par' } },
      { drafted: ['encore'] },
      { kind: 'podcast' },
    ]) {
      const response = await call(alice, 'PATCH', `/api/pitches/${pitch.id}`, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const after = await pitchOf(await call(alice, 'GET', `/api/pitches/${pitch.id}`));
    expect(after).toMatchObject({ parts: {}, kind: 'investor', analyses: 0, versions: [] });
    // A part is kept as typed (the editor saves mid-sentence); one of spaces is no part.
    const typed = await pitchOf(
      await call(alice, 'PATCH', `/api/pitches/${pitch.id}`, { parts: { problem: 'Falta pão ', solution: '   ' } }),
    );
    expect(typed.parts).toEqual({ problem: 'Falta pão ' });
    // A URL's version number is bounded like any other field.
    expect((await call(alice, 'GET', `/api/pitches/${pitch.id}/analyses/0`)).status).toBe(400);
    expect((await call(alice, 'GET', `/api/pitches/${pitch.id}/analyses/2`)).status).toBe(404);
  });

  it('tells the owner’s tabs of every change, and no one of another user’s tries', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const bob = await signUpTestUser(api.baseUrl);
    const events = await recordPublished(getDb());
    const ids = new Set<string>();
    const told = () =>
      events.received
        .filter((entry) => entry.event.type === 'pitch.changed' && ids.has(entry.event.id ?? ''))
        .map((entry) => [entry.userId, entry.event.id]);
    try {
      const pitch = await pitchOf(await call(alice, 'POST', '/api/pitches', blank()), 201);
      ids.add(pitch.id);
      const path = `/api/pitches/${pitch.id}`;
      await pitchOf(await call(alice, 'PATCH', path, { parts: { oneLiner: 'Marmitas para home office.' } }));
      expect((await call(bob, 'PATCH', path, { title: 'Roubado' })).status).toBe(404);
      expect((await call(bob, 'DELETE', path)).status).toBe(404);
      await analyse(alice, pitch.id);
      expect((await call(alice, 'DELETE', path)).status).toBe(204);
      // Events arrive in the order their transactions committed: once a last pitch's is here, every earlier one is.
      const last = await pitchOf(await call(alice, 'POST', '/api/pitches', blank()), 201);
      ids.add(last.id);
      const deadline = Date.now() + EVENT_WAIT_MS;
      while (!told().some(([, id]) => id === last.id) && Date.now() < deadline) await sleep(20);
      // Made, saved, analysed, deleted; then the last pitch made.
      expect(told()).toEqual([
        [alice.user.id, pitch.id],
        [alice.user.id, pitch.id],
        [alice.user.id, pitch.id],
        [alice.user.id, pitch.id],
        [alice.user.id, last.id],
      ]);
    } finally {
      await events.stop();
    }
  });

  it('keeps a pitch whose validation is deleted, holding its figures to nothing', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const validation = await validationOf(alice);
    const pitch = await draft(alice, { validationId: validation.id }, { kind: 'elevator' });
    expect(pitch.evidence.length).toBeGreaterThan(0);
    expect((await call(alice, 'DELETE', `/api/validations/${validation.id}`)).status).toBe(204);
    const after = await pitchOf(await call(alice, 'GET', `/api/pitches/${pitch.id}`));
    expect(after).toMatchObject({ validationId: null, evidence: [], parts: pitch.parts });
    const analysis = await analyse(alice, pitch.id);
    expect(analysis.result.claims.every((claim) => claim.verdict === 'unsupported')).toBe(true);
  });
});
