import { ErrorResponse } from '@alavanca/contracts/errors';
import { RealtimeEvent } from '@alavanca/contracts/notifications';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { ValidationListResponse, ValidationResponse, type Validation } from '@alavanca/contracts/validations';
import { IDEA_CORPUS } from '@alavanca/domain/validation/testing/idea-corpus';
import { validateIdea } from '@alavanca/domain/validation/validate-idea';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { setPlan } from '../../test/simulations';
import { startTestApp, useTestApp } from '../../test/test-app';
import { signUpTestUser, type TestUser } from '../../test/users';

const SPECIFIC = IDEA_CORPUS.find((entry) => entry.specificity === 'specific' && entry.language === 'pt-BR')!.idea;
const VAGUE = IDEA_CORPUS.find((entry) => entry.specificity === 'vague' && entry.language === 'en-US')!.idea;
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describeEachDatabase('idea validations', (getDb) => {
  const api = useTestApp(getDb);

  async function newUser(plan?: string): Promise<TestUser> {
    const user = await signUpTestUser(api.baseUrl);
    if (plan) await setPlan(getDb(), user.user.id, plan);
    return user;
  }

  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api.call(method, path, { cookie: user.cookie, body });

  async function created(user: TestUser, idea: unknown = SPECIFIC): Promise<Validation> {
    const response = await call(user, 'POST', '/api/validations', idea);
    expect(response.status, await response.clone().text()).toBe(201);
    return ValidationResponse.parse(await response.json()).validation;
  }

  async function usage(user: TestUser): Promise<number> {
    const response = await call(user, 'GET', '/api/subscription');
    return SubscriptionState.parse(await response.json()).usage.validations;
  }

  async function rows(table: string, userId: string): Promise<number> {
    const [row] = await getDb().query<{ count: number }>(
      `select count(*)::int as count from ${table} where user_id = $1`,
      [userId],
    );
    return row?.count ?? 0;
  }

  const readError = async (response: Response) => ErrorResponse.parse(await response.json()).error;

  it('validates an idea, stores it as version 1 with what the domain computes, and spends one unit', async () => {
    const alice = await newUser();
    const validation = await created(alice);
    expect(validation).toMatchObject({
      title: SPECIFIC.title,
      businessType: SPECIFIC.businessType,
      version: 1,
      experiments: [],
    });
    const [first] = validation.versions;
    expect(first!.input).toEqual(SPECIFIC);
    expect(first!.result).toEqual(asStored(validateIdea(SPECIFIC)));
    expect(validation.overall).toBe(first!.result.overall);
    expect(validation.verdict).toBe(first!.result.verdict);
    expect(await usage(alice)).toBe(1);

    const read = await call(alice, 'GET', `/api/validations/${validation.id}`);
    expect(ValidationResponse.parse(await read.json()).validation).toEqual(validation);
  });

  it('refuses the Free plan’s second validation and bad input, saving nothing and spending nothing', async () => {
    const alice = await newUser();
    await created(alice);
    const second = await call(alice, 'POST', '/api/validations', VAGUE);
    expect(second.status).toBe(403);
    expect((await readError(second)).code).toBe('QUOTA_EXCEEDED');

    const bob = await newUser();
    const invalid = await call(bob, 'POST', '/api/validations', { ...SPECIFIC, title: '', priceCents: -1 });
    expect(invalid.status).toBe(400);
    const error = await readError(invalid);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues?.map((issue) => issue.path).sort()).toEqual(['priceCents', 'title']);
    // A city of another country, and a weekly subscription paid more weeks than a year has.
    for (const [body, path] of [
      [{ ...SPECIFIC, country: 'BR', region: 'Brasil', city: 'austin' }, 'city'],
      [{ ...SPECIFIC, pricingModel: 'weekly', purchasesPerYear: 53 }, 'purchasesPerYear'],
    ] as const) {
      const refused = await call(bob, 'POST', '/api/validations', body);
      expect(refused.status).toBe(400);
      expect((await readError(refused)).issues).toEqual([{ path, message: expect.stringMatching(/^validation\./) }]);
    }
    expect(await rows('idea_validations', alice.user.id)).toBe(1);
    expect(await rows('idea_validations', bob.user.id)).toBe(0);
    expect(await usage(bob)).toBe(0);
  });

  it('sizes the market on the city chosen on the form', async () => {
    const alice = await newUser();
    const response = await call(alice, 'POST', '/api/validations', {
      ...SPECIFIC,
      country: 'BR',
      region: 'Brasil',
      city: 'recife',
    });
    expect(response.status).toBe(201);
    const [version] = ValidationResponse.parse(await response.json()).validation.versions;
    expect(version!.input.city).toBe('recife');
    expect(version!.result.market).toMatchObject({ served: { city: { id: 'recife', name: 'Recife' } } });
  });

  it('creates exactly the plan’s number of validations when many arrive at once', async () => {
    const alice = await newUser('basic');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(alice, 'POST', '/api/validations', SPECIFIC).then((response) => response.status),
      ),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(4);
    expect(answers.filter((status) => status === 403)).toHaveLength(8);
    expect(await rows('idea_validations', alice.user.id)).toBe(4);
    expect(await usage(alice)).toBe(4);
  });

  it('keeps every version when the idea is edited, spending no unit', async () => {
    const alice = await newUser();
    const first = await created(alice, VAGUE);
    const edited = { ...SPECIFIC, title: 'Versão com cliente e concorrentes' };
    const response = await call(alice, 'PATCH', `/api/validations/${first.id}`, edited);
    expect(response.status).toBe(200);
    const second = ValidationResponse.parse(await response.json()).validation;
    expect(second).toMatchObject({ id: first.id, version: 2, title: edited.title });
    expect(second.versions.map((version) => version.version)).toEqual([2, 1]);
    expect(second.versions[1]!.input).toEqual(VAGUE);
    expect(second.versions[0]!.result.overall).toBe(second.overall);
    expect(await usage(alice)).toBe(1);

    const invalid = await call(alice, 'PATCH', `/api/validations/${first.id}`, { ...edited, channels: [] });
    expect(invalid.status).toBe(400);
    expect(await rows('idea_validation_versions', alice.user.id)).toBe(2);
  });

  it('marks an experiment done with its result, and open again', async () => {
    const alice = await newUser();
    const validation = await created(alice);
    const key = validation.versions[0]!.result.experiments[0]!.key;
    const done = await call(alice, 'PATCH', `/api/validations/${validation.id}/experiments/${key}`, {
      done: true,
      result: '8 de 10 entrevistados descreveram o problema sem ajuda.',
    });
    expect(done.status).toBe(200);
    const marked = ValidationResponse.parse(await done.json()).validation.experiments;
    expect(marked).toEqual([
      {
        key,
        done: true,
        result: '8 de 10 entrevistados descreveram o problema sem ajuda.',
        doneAt: expect.any(String),
      },
    ]);
    const reopened = await call(alice, 'PATCH', `/api/validations/${validation.id}/experiments/${key}`, {
      done: false,
    });
    expect(ValidationResponse.parse(await reopened.json()).validation.experiments).toEqual([
      { key, done: false, result: '', doneAt: null },
    ]);
    const unknown = await call(alice, 'PATCH', `/api/validations/${validation.id}/experiments/astrology`, {
      done: true,
    });
    expect(unknown.status).toBe(400);
  });

  it('lets no one else read, edit, mark or delete a validation, nor see it listed', async () => {
    const alice = await newUser();
    const bob = await newUser('pro');
    const validation = await created(alice);
    const path = `/api/validations/${validation.id}`;
    for (const [method, url, body] of [
      ['GET', path, undefined],
      ['PATCH', path, SPECIFIC],
      ['PATCH', `${path}/experiments/interviews`, { done: true }],
      ['DELETE', path, undefined],
    ] as const) {
      const response = await call(bob, method, url, body);
      expect(response.status, `${method} ${url}`).toBe(404);
    }
    const list = ValidationListResponse.parse(await (await call(bob, 'GET', '/api/validations')).json());
    expect(list.validations).toEqual([]);
    const stillThere = await call(alice, 'GET', path);
    expect(ValidationResponse.parse(await stillThere.json()).validation).toEqual(validation);
  });

  it('lists, searches (literally) and sorts by title, score, creation or update, a page at a time', async () => {
    const alice = await newUser('pro');
    const ideas = IDEA_CORPUS.slice(0, 5).map((entry, index) => ({
      ...entry.idea,
      title: ['Café 100% orgânico', 'agenda de pet shop', 'Bolos_caseiros', 'App de treinos', 'café delivery'][index]!,
    }));
    const made: Validation[] = [];
    for (const idea of ideas) made.push(await created(alice, idea));
    const list = async (query: string) =>
      ValidationListResponse.parse(await (await call(alice, 'GET', `/api/validations${query}`)).json());

    expect((await list('?search=CAFÉ&sort=title')).validations.map((row) => row.title)).toEqual([
      'Café 100% orgânico',
      'café delivery',
    ]);
    expect((await list('?search=100%25')).validations.map((row) => row.title)).toEqual(['Café 100% orgânico']);
    // An underscore is a letter, not any letter: 'd_l' would otherwise find 'delivery'.
    expect((await list('?search=d_l')).validations).toEqual([]);
    expect((await list('?search=s_caseiros')).validations.map((row) => row.title)).toEqual(['Bolos_caseiros']);

    const byScore = (await list('?sort=score')).validations.map((row) => row.overall);
    expect(byScore).toEqual([...byScore].sort((a, b) => b - a));

    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ValidationListResponse = await list(`?sort=title&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      titles.push(...page.validations.map((row) => row.title));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(titles).toEqual([
      'agenda de pet shop',
      'App de treinos',
      'Bolos_caseiros',
      'Café 100% orgânico',
      'café delivery',
    ]);

    const scorePages: number[] = [];
    cursor = null;
    do {
      const page: ValidationListResponse = await list(`?sort=score&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      scorePages.push(...page.validations.map((row) => row.overall));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(scorePages).toEqual(byScore);

    for (const query of ['?sort=rating', '?limit=0', `?sort=title&cursor=${'x'.repeat(10)}`]) {
      const response = await call(alice, 'GET', `/api/validations${query}`);
      expect(response.status, query).toBe(400);
    }
    expect(made).toHaveLength(5);
  });

  it('deletes a validation with its versions and experiments, telling the owner’s tabs', async () => {
    const alice = await newUser();
    const received: { userId: string; event: RealtimeEvent }[] = [];
    const stop = await getDb().listen('alavanca_events', (payload) => {
      const parsed = JSON.parse(payload) as { userId: string; event: unknown };
      received.push({ userId: parsed.userId, event: RealtimeEvent.parse(parsed.event) });
    });
    try {
      const validation = await created(alice);
      await call(alice, 'PATCH', `/api/validations/${validation.id}/experiments/interviews`, { done: true });
      const response = await call(alice, 'DELETE', `/api/validations/${validation.id}`);
      expect(response.status).toBe(204);
      expect((await call(alice, 'GET', `/api/validations/${validation.id}`)).status).toBe(404);
      for (const table of ['idea_validations', 'idea_validation_versions', 'validation_experiments'])
        expect(await rows(table, alice.user.id), table).toBe(0);
      // The unit stays spent.
      expect(await usage(alice)).toBe(1);
      const deadline = Date.now() + 5_000;
      const changes = () => received.filter((entry) => entry.event.type === 'validation.changed');
      while (changes().length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(changes().map((entry) => [entry.userId, entry.event.id])).toEqual([
        [alice.user.id, validation.id],
        [alice.user.id, validation.id],
        [alice.user.id, validation.id],
      ]);
    } finally {
      await stop();
    }
  });
});

describeEachDatabase('idea validation versions', (getDb) => {
  describe('rate', () => {
    it('holds new versions to a rate per user, as they spend no unit', async () => {
      const limited = await startTestApp(getDb(), {
        rateLimits: { revalidationsPerUser: { max: 1, windowMs: 60_000 } },
      });
      try {
        const carol = await signUpTestUser(limited.baseUrl);
        const made = await limited.call('POST', '/api/validations', { cookie: carol.cookie, body: SPECIFIC });
        const { validation } = ValidationResponse.parse(await made.json());
        const edit = () =>
          limited.call('PATCH', `/api/validations/${validation.id}`, { cookie: carol.cookie, body: VAGUE });
        expect((await edit()).status).toBe(200);
        expect((await edit()).status).toBe(429);
      } finally {
        await limited.close();
      }
    });
  });
});
