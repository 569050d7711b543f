import { TopicResponse } from '@alavanca/contracts/community';
import { EvidenceResponse } from '@alavanca/contracts/community-evidence';
import { replayClaims } from '@alavanca/domain/community/evidence';
import { expect, it } from 'vitest';
import { readError } from '../../test/accounts';
import { communityCalls } from '../../test/community';
import { describeEachDatabase } from '../../test/databases';
import { pitchCalls } from '../../test/pitches';
import { useTestApp } from '../../test/test-app';
import type { TestUser } from '../../test/users';

/*
 * A post's evidence through HTTP (decision 036): a copy of one of the author's own simulations,
 * validations, canvases or pitches, taken as the post is written, holding what the author chose,
 * readable by whoever reads the post, after the original is deleted too; a simulation's copy plays
 * again to the figures it claims.
 */

describeEachDatabase('a community post’s evidence', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, created, joined, posted, replied } = communityCalls(api, getDb);
  const { validationOf, simulationOf, draft } = pitchCalls(api);

  const evidenceOf = async (user: TestUser, postId: string, status = 200) => {
    const response = await call(user, 'GET', `/api/community/posts/${postId}/evidence`);
    expect(response.status, await response.clone().text()).toBe(status);
    return status === 200 ? EvidenceResponse.parse(await response.json()).evidence : null;
  };

  it('copies the months chosen of a simulation, which play again to the same figures, after the original is deleted too', async () => {
    const ana = await newUser('Ana Souza', 'pro');
    const bia = await newUser('Bia Lima');
    const simulation = await simulationOf(ana);
    const topic = await posted(ana, 'pt-BR/wins', {
      evidence: { kind: 'simulation', id: simulation.id, throughMonth: 2 },
    });
    expect(topic.posts[0]!.evidence).toEqual({
      kind: 'simulation',
      title: null,
      businessType: simulation.setup.businessType,
      currency: simulation.setup.currency,
      months: 2,
      cashCents: simulation.months[1]!.result.balance.cashCents,
    });
    expect((await call(ana, 'DELETE', `/api/simulations/${simulation.id}`)).status).toBe(204);
    const copy = await evidenceOf(bia, topic.posts[0]!.id);
    if (copy?.kind !== 'simulation') throw new Error('not a simulation');
    expect(copy.name).toBeNull();
    expect(copy.setup.seed).toBe(simulation.setup.seed);
    expect(copy.decisions).toHaveLength(2);
    expect(copy.claimed.map((month) => month.month)).toEqual([1, 2]);
    expect(replayClaims(copy.setup, copy.decisions)).toEqual(copy.claimed);
  });

  it('names the company only when the author chose to, and refuses another member’s item, writing nothing', async () => {
    const ana = await newUser('Ana Souza', 'pro');
    const bia = await newUser('Bia Lima', 'pro');
    const simulation = await simulationOf(ana);
    const topic = await posted(ana, 'pt-BR/wins');
    const named = await replied(ana, topic.id, 'Com o nome.', {
      kind: 'simulation',
      id: simulation.id,
      showName: true,
    });
    expect(named.posts[1]!.evidence).toMatchObject({ title: simulation.name, months: 3 });

    const refused = await call(bia, 'POST', `/api/community/topics/${topic.id}/posts`, {
      body: 'A simulação da Ana.',
      evidence: { kind: 'simulation', id: simulation.id },
    });
    expect(refused.status).toBe(400);
    expect((await readError(refused)).issues).toEqual([{ path: 'evidence.id', message: 'validation.invalidOption' }]);
    const after = TopicResponse.parse(await (await call(ana, 'GET', `/api/community/topics/${topic.id}`)).json()).topic;
    expect(after.posts).toHaveLength(2);
    const unknown = await call(ana, 'POST', `/api/community/topics/${topic.id}/posts`, {
      body: 'Um tipo que não existe.',
      evidence: { kind: 'spreadsheet', id: simulation.id },
    });
    expect(unknown.status).toBe(400);
  });

  it('copies a validation’s report, a canvas and a pitch with their figures', async () => {
    const ana = await newUser('Ana Souza', 'pro');
    const validation = await validationOf(ana);
    const canvas = await call(ana, 'POST', '/api/canvases', {
      from: 'validation',
      kind: 'lean',
      validationId: validation.id,
    });
    expect(canvas.status).toBe(201);
    const canvasId = ((await canvas.json()) as { canvas: { id: string; cards: unknown[] } }).canvas.id;
    const pitch = await draft(ana, { validationId: validation.id });
    const topic = await posted(ana, 'pt-BR/feedback', { evidence: { kind: 'validation', id: validation.id } });
    const report = topic.posts[0]!.evidence;
    expect(report).toMatchObject({ kind: 'validation', title: validation.title });
    const copy = await evidenceOf(ana, topic.posts[0]!.id);
    if (copy?.kind !== 'validation') throw new Error('not a validation');
    expect(copy.result.market).toEqual(validation.versions.at(-1)!.result.market);

    const withCanvas = await replied(ana, topic.id, 'O canvas.', { kind: 'canvas', id: canvasId });
    expect(withCanvas.posts[1]!.evidence).toMatchObject({ kind: 'canvas', canvasKind: 'lean' });
    expect(((await evidenceOf(ana, withCanvas.posts[1]!.id)) as { cards: unknown[] }).cards.length).toBeGreaterThan(0);
    const withPitch = await replied(ana, topic.id, 'O pitch.', { kind: 'pitch', id: pitch.id });
    expect(withPitch.posts[2]!.evidence).toMatchObject({ kind: 'pitch', title: pitch.title, score: null });
  });

  it('shows a class post’s evidence to the class alone, and a hidden post’s to its author and moderators', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const ana = await newUser('Ana Aluna', 'pro');
    await joined(ana, klass.joinCode!, 'Sabor da Ana');
    const outsider = await newUser('Olga de Fora');
    const simulation = await simulationOf(ana);
    const topic = await posted(ana, `class/${klass.id}`, {
      evidence: { kind: 'simulation', id: simulation.id },
    });
    const postId = topic.posts[0]!.id;
    await evidenceOf(teacher, postId);
    await evidenceOf(outsider, postId, 404);

    const shared = await posted(ana, 'pt-BR/wins', { evidence: { kind: 'simulation', id: simulation.id } });
    for (const name of ['Caio', 'Davi', 'Eva']) {
      const flagger = await newUser(name);
      expect(
        (await call(flagger, 'POST', `/api/community/posts/${shared.posts[0]!.id}/flags`, { reason: 'spam' })).status,
      ).toBe(200);
    }
    const reader = await newUser('Rui Leitor');
    const seen = TopicResponse.parse(await (await call(reader, 'GET', `/api/community/topics/${shared.id}`)).json());
    expect(seen.topic.posts[0]!.evidence).toBeNull();
    await evidenceOf(reader, shared.posts[0]!.id, 404);
    await evidenceOf(ana, shared.posts[0]!.id);
  });
});
