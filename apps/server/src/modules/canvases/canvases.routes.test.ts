import {
  CanvasListResponse,
  CanvasResponse,
  CanvasVersionListResponse,
  type CanvasDetail,
} from '@alavanca/contracts/canvases';
import { ErrorResponse } from '@alavanca/contracts/errors';
import { SimulationResponse } from '@alavanca/contracts/simulations';
import { ValidationResponse } from '@alavanca/contracts/validations';
import { cardsIn, CANVAS_LIMITS } from '@alavanca/domain/canvas/canvas';
import { checkCoherence } from '@alavanca/domain/canvas/coherence';
import { simulationSetupFromCanvas } from '@alavanca/domain/canvas/simulate';
import { IDEA_CORPUS } from '@alavanca/domain/validation/testing/idea-corpus';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { EVENT_WAIT_MS, recordPublished, sleep } from '../../test/notifications';
import { SETUP } from '../../test/simulations';
import { startTestApp, useTestApp } from '../../test/test-app';
import { signUpTestUser, type TestUser } from '../../test/users';

const IDEA = IDEA_CORPUS.find((entry) => entry.id === 'pt-food-marmitas-specific')!.idea;
const BLANK = {
  from: 'blank',
  kind: 'businessModel',
  title: 'Padaria do Batel',
  businessType: 'food',
  currency: 'BRL',
};

describeEachDatabase('canvases', (getDb) => {
  const api = useTestApp(getDb);

  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api.call(method, path, { cookie: user.cookie, body });
  const readError = async (response: Response) => ErrorResponse.parse(await response.json()).error;

  async function canvasOf(response: Response, status = 200): Promise<CanvasDetail> {
    expect(response.status, await response.clone().text()).toBe(status);
    return CanvasResponse.parse(await response.json()).canvas;
  }

  const segment = () => ({
    id: randomUUID(),
    block: 'customerSegments',
    text: 'Moradores do Batel',
    evidence: null,
    links: [],
  });
  const aimedAt = (block: string, target: { id: string }, text: string) => ({
    id: randomUUID(),
    block,
    text,
    evidence: null,
    links: [target.id],
  });

  it('makes a blank canvas, saves each change as a version, and restores an earlier one', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const blank = await canvasOf(await call(alice, 'POST', '/api/canvases', BLANK), 201);
    expect(blank).toMatchObject({
      kind: 'businessModel',
      title: 'Padaria do Batel',
      version: 1,
      cards: [],
      validationFacts: null,
    });

    const neighbours = segment();
    const saved = await canvasOf(
      await call(alice, 'PATCH', `/api/canvases/${blank.id}`, {
        baseVersion: 1,
        cards: [neighbours, aimedAt('valuePropositions', neighbours, 'Pão fresco perto de casa')],
      }),
    );
    expect(saved.version).toBe(2);
    expect(saved.cards.map((card) => card.text)).toEqual(['Moradores do Batel', 'Pão fresco perto de casa']);
    // A save that changes nothing is no new version.
    const same = await canvasOf(
      await call(alice, 'PATCH', `/api/canvases/${blank.id}`, { baseVersion: 2, cards: saved.cards }),
    );
    expect(same.version).toBe(2);

    const renamed = await canvasOf(
      await call(alice, 'PATCH', `/api/canvases/${blank.id}`, { baseVersion: 2, title: 'Padaria Batel' }),
    );
    expect(renamed).toMatchObject({ version: 3, title: 'Padaria Batel', cardCount: 2 });

    const versions = CanvasVersionListResponse.parse(
      await (await call(alice, 'GET', `/api/canvases/${blank.id}/versions`)).json(),
    );
    expect(versions.versions.map((version) => [version.version, version.cardCount])).toEqual([
      [3, 2],
      [2, 2],
      [1, 0],
    ]);
    const first = await canvasOf(await call(alice, 'GET', `/api/canvases/${blank.id}/versions/1`));
    expect(first).toMatchObject({ version: 1, cards: [], title: 'Padaria do Batel' });

    const restored = await canvasOf(await call(alice, 'POST', `/api/canvases/${blank.id}/versions/1/restore`));
    expect(restored).toMatchObject({ version: 4, cards: [], title: 'Padaria do Batel' });
    const list = CanvasListResponse.parse(await (await call(alice, 'GET', '/api/canvases')).json());
    expect(list.canvases.map((canvas) => [canvas.id, canvas.version, canvas.cardCount])).toEqual([[blank.id, 4, 0]]);
  });

  it('fills a canvas from the user’s own validation, in the user’s language, and checks it against it', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const validation = ValidationResponse.parse(
      await (await call(alice, 'POST', '/api/validations', IDEA)).json(),
    ).validation;
    const canvas = await canvasOf(
      await call(alice, 'POST', '/api/canvases', { from: 'validation', kind: 'lean', validationId: validation.id }),
      201,
    );
    expect(canvas).toMatchObject({
      kind: 'lean',
      title: IDEA.title,
      businessType: IDEA.businessType,
      currency: IDEA.currency,
      validationId: validation.id,
    });
    expect(cardsIn(canvas, 'customerSegments')[0]!.text).toBe(IDEA.targetCustomer);
    // The sentences around the founder's words are the catalog's, in pt-BR.
    expect(cardsIn(canvas, 'customerSegments').some((card) => card.text.startsWith('Mercado total (TAM): R$'))).toBe(
      true,
    );
    expect(canvas.validationFacts).toMatchObject({ validationId: validation.id, priceCents: IDEA.priceCents });
    const check = checkCoherence(canvas, canvas.validationFacts);
    expect(check.findings.map((finding) => finding.rule)).not.toContain('priceDiffersFromValidation');

    // Another user's validation is no source, and looks like an unknown one.
    const bob = await signUpTestUser(api.baseUrl);
    const refused = await call(bob, 'POST', '/api/canvases', {
      from: 'validation',
      kind: 'lean',
      validationId: validation.id,
    });
    expect(refused.status).toBe(400);
    expect((await readError(refused)).issues).toEqual([{ path: 'validationId', message: 'validation.invalidOption' }]);
  });

  it('answers another user’s canvas exactly like an unknown one, and changes nothing of it', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const bob = await signUpTestUser(api.baseUrl);
    const mine = await canvasOf(await call(alice, 'POST', '/api/canvases', BLANK), 201);
    for (const [method, path, body] of [
      ['GET', `/api/canvases/${mine.id}`],
      ['PATCH', `/api/canvases/${mine.id}`, { baseVersion: 1, title: 'Roubado' }],
      ['DELETE', `/api/canvases/${mine.id}`],
      ['GET', `/api/canvases/${mine.id}/versions`],
      ['GET', `/api/canvases/${mine.id}/versions/1`],
      ['POST', `/api/canvases/${mine.id}/versions/1/restore`],
      ['GET', `/api/canvases/${randomUUID()}`],
    ] as const) {
      const response = await call(bob, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await readError(response)).code).toBe('NOT_FOUND');
    }
    expect(CanvasListResponse.parse(await (await call(bob, 'GET', '/api/canvases')).json()).canvases).toEqual([]);
    expect(await canvasOf(await call(alice, 'GET', `/api/canvases/${mine.id}`))).toEqual(mine);
  });

  it('refuses bad input with field issues and stores nothing', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const canvas = await canvasOf(await call(alice, 'POST', '/api/canvases', BLANK), 201);
    const neighbours = segment();
    const cases: [unknown, string[]][] = [
      [{ baseVersion: 1, cards: [{ ...neighbours, block: 'mission' }] }, ['cards.0.block']],
      [{ baseVersion: 1, cards: [{ ...neighbours, text: 'x'.repeat(CANVAS_LIMITS.cardText + 1) }] }, ['cards.0.text']],
      [{ baseVersion: 1, cards: [{ ...neighbours, text: 'Vizinhos\0' }] }, ['cards.0.text']],
      // A Lean block on a Business Model Canvas, and a link to no card: the canvas's shape.
      [{ baseVersion: 1, cards: [{ ...neighbours, block: 'unfairAdvantage' }] }, ['cards.0.block']],
      [{ baseVersion: 1, cards: [neighbours, aimedAt('channels', { id: randomUUID() }, 'Loja')] }, ['cards.1.links']],
      [
        {
          baseVersion: 1,
          cards: Array.from({ length: CANVAS_LIMITS.cards + 1 }, () => ({ ...segment(), block: 'keyPartners' })),
        },
        ['cards'],
      ],
      [{ baseVersion: 7, title: 'Futuro' }, ['baseVersion']],
      [{ title: 'Sem versão' }, ['baseVersion']],
    ];
    for (const [body, paths] of cases) {
      const response = await call(alice, 'PATCH', `/api/canvases/${canvas.id}`, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = await readError(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect([...new Set(error.issues!.map((issue) => issue.path))]).toEqual(paths);
    }
    expect(await canvasOf(await call(alice, 'GET', `/api/canvases/${canvas.id}`))).toEqual(canvas);
    const blankTitle = await call(alice, 'POST', '/api/canvases', { ...BLANK, title: '  ' });
    expect((await readError(blankTitle)).issues).toEqual([{ path: 'title', message: 'validation.required' }]);
  });

  it('merges two tabs’ saves by card: neither loses what it added', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const neighbours = segment();
    const canvas = await canvasOf(await call(alice, 'POST', '/api/canvases', BLANK), 201);
    const base = await canvasOf(
      await call(alice, 'PATCH', `/api/canvases/${canvas.id}`, { baseVersion: 1, cards: [neighbours] }),
    );

    // Two tabs open version 2; both save at once.
    const offer = aimedAt('valuePropositions', neighbours, 'Pão fresco');
    const shop = aimedAt('channels', neighbours, 'Loja de rua');
    const [first, second] = await Promise.all([
      call(alice, 'PATCH', `/api/canvases/${canvas.id}`, { baseVersion: base.version, cards: [neighbours, offer] }),
      call(alice, 'PATCH', `/api/canvases/${canvas.id}`, { baseVersion: base.version, cards: [neighbours, shop] }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const now = await canvasOf(await call(alice, 'GET', `/api/canvases/${canvas.id}`));
    expect(now.version).toBe(4);
    expect(now.cards.map((card) => card.id).sort()).toEqual([neighbours.id, offer.id, shop.id].sort());
  });

  it('names the simulation of the user’s that tests the canvas, never another user’s, and forgets a deleted one', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const bob = await signUpTestUser(api.baseUrl);
    const canvas = await canvasOf(await call(alice, 'POST', '/api/canvases', BLANK), 201);
    const simulationOf = async (user: TestUser) => {
      const response = await call(user, 'POST', '/api/simulations', {
        ...SETUP,
        ...simulationSetupFromCanvas({ ...canvas, cards: [] }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return SimulationResponse.parse(await response.json()).simulation;
    };
    const mine = await simulationOf(alice);
    const tested = await canvasOf(
      await call(alice, 'PUT', `/api/canvases/${canvas.id}/simulation`, { simulationId: mine.id }),
    );
    // Not a version: the plan is what it was.
    expect(tested).toMatchObject({ simulationId: mine.id, version: 1 });

    const theirs = await simulationOf(bob);
    const refused = await call(alice, 'PUT', `/api/canvases/${canvas.id}/simulation`, { simulationId: theirs.id });
    expect(refused.status).toBe(400);
    expect((await readError(refused)).issues).toEqual([expect.objectContaining({ path: 'simulationId' })]);
    const notTheirs = await call(bob, 'PUT', `/api/canvases/${canvas.id}/simulation`, { simulationId: theirs.id });
    expect(notTheirs.status).toBe(404);
    expect((await canvasOf(await call(alice, 'GET', `/api/canvases/${canvas.id}`))).simulationId).toBe(mine.id);

    expect((await call(alice, 'DELETE', `/api/simulations/${mine.id}`)).status).toBe(204);
    expect((await canvasOf(await call(alice, 'GET', `/api/canvases/${canvas.id}`))).simulationId).toBeNull();
  });

  it('deletes a canvas with its versions', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const canvas = await canvasOf(await call(alice, 'POST', '/api/canvases', BLANK), 201);
    expect((await call(alice, 'DELETE', `/api/canvases/${canvas.id}`)).status).toBe(204);
    expect((await call(alice, 'GET', `/api/canvases/${canvas.id}`)).status).toBe(404);
    const [row] = await getDb().query<{ count: number }>(
      'select count(*)::int as count from canvas_versions where canvas_id = $1',
      [canvas.id],
    );
    expect(row?.count).toBe(0);
  });

  it('tells the owner’s tabs of every change that stores a version or deletes, and no one else', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const bob = await signUpTestUser(api.baseUrl);
    const events = await recordPublished(getDb());
    const ids = new Set<string>();
    const told = () =>
      events.received
        .filter((entry) => entry.event.type === 'canvas.changed' && ids.has(entry.event.id ?? ''))
        .map((entry) => [entry.userId, entry.event.id]);
    try {
      const canvas = await canvasOf(await call(alice, 'POST', '/api/canvases', BLANK), 201);
      ids.add(canvas.id);
      const path = `/api/canvases/${canvas.id}`;
      await canvasOf(await call(alice, 'PATCH', path, { baseVersion: 1, title: 'Padaria Batel' }));
      // A save that stores no version, and bob's tries at alice's canvas, tell no one.
      await canvasOf(await call(alice, 'PATCH', path, { baseVersion: 2, title: 'Padaria Batel' }));
      expect((await call(bob, 'PATCH', path, { baseVersion: 2, title: 'Roubado' })).status).toBe(404);
      expect((await call(bob, 'POST', `${path}/versions/1/restore`)).status).toBe(404);
      expect((await call(bob, 'DELETE', path)).status).toBe(404);
      await canvasOf(await call(alice, 'POST', `${path}/versions/1/restore`));
      expect((await call(alice, 'DELETE', path)).status).toBe(204);
      // Events arrive in the order their transactions committed: once a last canvas's is here, every earlier one is.
      const last = await canvasOf(await call(alice, 'POST', '/api/canvases', BLANK), 201);
      ids.add(last.id);

      const deadline = Date.now() + EVENT_WAIT_MS;
      while (!told().some(([, id]) => id === last.id) && Date.now() < deadline) await sleep(20);
      // Made, saved, restored, deleted; then the last canvas made.
      expect(told()).toEqual([
        [alice.user.id, canvas.id],
        [alice.user.id, canvas.id],
        [alice.user.id, canvas.id],
        [alice.user.id, canvas.id],
        [alice.user.id, last.id],
      ]);
    } finally {
      await events.stop();
    }
  });

  it('holds a user’s writes to a rate, as a save spends no unit of the plan', async () => {
    const limited = await startTestApp(getDb(), { rateLimits: { canvasWritesPerUser: { max: 2, windowMs: 60_000 } } });
    try {
      const carol = await signUpTestUser(limited.baseUrl);
      const write = (method: string, path: string, body?: unknown) =>
        limited.call(method, path, { cookie: carol.cookie, body });
      const canvas = await canvasOf(await write('POST', '/api/canvases', BLANK), 201);
      expect((await write('PATCH', `/api/canvases/${canvas.id}`, { baseVersion: 1, title: 'Padaria 2' })).status).toBe(
        200,
      );
      const refused = await write('PATCH', `/api/canvases/${canvas.id}`, { baseVersion: 2, title: 'Padaria 3' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();
      // Reading is not writing.
      expect((await write('GET', `/api/canvases/${canvas.id}`)).status).toBe(200);
      expect((await canvasOf(await write('GET', `/api/canvases/${canvas.id}`))).title).toBe('Padaria 2');
    } finally {
      await limited.close();
    }
  });
});
