import { ErrorResponse } from '@alavanca/contracts/errors';
import { SimulationResponse } from '@alavanca/contracts/simulations';
import { V } from '@alavanca/contracts/validation-messages';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from './db/client';
import { describeEachDatabase } from './test/databases';
import { ROUTES, type Ids, type Method, type TextInputs } from './test/hostile-text-routes';
import { waitForEmails } from './test/notifications';
import { readOwnedRows } from './test/read-owned-rows';
import { SETUP } from './test/simulations';
import { useTestApp } from './test/test-app';
import { callApi, signUpTestUser, type TestUser } from './test/users';

/*
 * Text that PostgreSQL cannot store as sent (a NUL, a lone UTF-16 surrogate), in every text a
 * request carries: each must be refused with 400 and the field named, and change nothing. The
 * table in test/hostile-text-routes.ts names every route the app registers, so a new route fails
 * this file until it says what text it takes.
 */

const HOSTILE_BODY_TEXT = { NUL: '\u0000', 'lone high surrogate': '\ud800', 'lone low surrogate': '\udc00' };
/**
 * In a URL, text arrives percent-encoded UTF-8: a NUL is `%00`, and a lone surrogate has no UTF-8
 * form (its bytes decode to U+FFFD or fail to decode), so a NUL is all there is to send.
 */
const HOSTILE_URL_TEXT = { NUL: '%00' };

/** Methods that answer the same as another (HEAD as GET) or carry no text (OPTIONS, TRACE, QUERY on the fallback). */
const SKIPPED_METHODS = new Set(['HEAD', 'OPTIONS', 'TRACE', 'QUERY']);

/**
 * The app's routes as `METHOD /pattern`, read from Fastify's own route tree: each line names the
 * part of the path its node adds to its parent's, indented four columns a level.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const ancestors: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const [, indent = '', segment = '', methods] = node;
    const depth = indent.length / 4;
    ancestors.length = depth;
    const pattern = [...ancestors, segment].join('');
    ancestors.push(segment);
    for (const method of methods?.split(', ') ?? []) {
      if (!SKIPPED_METHODS.has(method)) routes.push(`${method} ${pattern}`);
    }
  }
  return routes;
}

interface Probe {
  title: string;
  method: Method;
  url: string;
  body?: Record<string, unknown>;
  signedIn: boolean;
  /** The issue's path. */
  field: string;
}

function withField(body: Record<string, unknown>, path: string, hostile: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce((object, key) => object[key] as Record<string, unknown>, copy);
  parent[last] = `${hostile}${String(parent[last])}`;
  return copy;
}

function probesOf(key: string, inputs: TextInputs, ids: Ids): Probe[] {
  const [method, pattern] = key.split(' ') as [Method, string];
  const params = inputs.params ?? {};
  const query = inputs.query ?? {};
  const body = inputs.body?.(ids);
  const url = (spoilt?: { param?: string; query?: string; hostile: string }) => {
    const path = pattern.replace(/:(\w+)/g, (_match, name: string) => {
      const value = encodeURIComponent(params[name]?.(ids) ?? '');
      return name === spoilt?.param ? `${spoilt.hostile}${value}` : value;
    });
    const pairs = Object.entries(query).map(([name, value]) => {
      const encoded = encodeURIComponent(value);
      return `${name}=${name === spoilt?.query ? `${spoilt.hostile}${encoded}` : encoded}`;
    });
    return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
  };
  const probes: Probe[] = [];
  const { signedIn } = inputs;
  for (const [kind, hostile] of Object.entries(HOSTILE_URL_TEXT)) {
    for (const field of inputs.textParams ?? []) {
      probes.push({
        title: `${key} :${field} ${kind}`,
        method,
        url: url({ param: field, hostile }),
        body,
        signedIn,
        field,
      });
    }
    for (const field of Object.keys(query)) {
      probes.push({
        title: `${key} ?${field} ${kind}`,
        method,
        url: url({ query: field, hostile }),
        body,
        signedIn,
        field,
      });
    }
  }
  for (const [kind, hostile] of Object.entries(HOSTILE_BODY_TEXT)) {
    for (const field of inputs.bodyFields ?? []) {
      if (!body) throw new Error(`${key} names body fields but no body.`);
      const spoilt = withField(body, field, hostile);
      probes.push({ title: `${key} ${field} ${kind}`, method, url: url(), body: spoilt, signedIn, field });
    }
  }
  return probes;
}

/** Rows in every table: whoever they belong to, none may appear, change or go. */
async function readAllRowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await db.query<{ count: string }>(`select count(*)::text as count from "${table_name}"`);
    counts[table_name] = Number(row?.count);
  }
  return counts;
}

describeEachDatabase('hostile text in every request', (getDb) => {
  const api = useTestApp(getDb);
  let user: TestUser;
  let ids: Ids;

  beforeAll(async () => {
    user = await signUpTestUser(api.baseUrl);
    // The sign-up's e-mail copy is written after the response: let it land before any snapshot.
    await waitForEmails(getDb(), user.email, 1);
    const created = await api.call('POST', '/api/simulations', { cookie: user.cookie, body: SETUP });
    const { simulation } = SimulationResponse.parse(await created.json());
    ids = { email: user.email, password: user.password, simulationId: simulation.id };
  });

  it('the table names every route the app registers, and only those', () => {
    expect(registeredRoutes(api.app).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('refuses a NUL or a lone surrogate in every text field with 400 and the field named, changing nothing', async () => {
    const probes = Object.entries(ROUTES).flatMap(([key, inputs]) =>
      typeof inputs === 'string' ? [] : probesOf(key, inputs, ids),
    );
    const countsBefore = await readAllRowCounts(getDb());
    const ownedBefore = await readOwnedRows(getDb(), user.user.id);

    // Sent a few at a time: together they would only queue up at the database.
    const answers: { title: string; status: number; code?: string; issues: unknown[] }[] = [];
    for (let start = 0; start < probes.length; start += 8) {
      const batch = probes.slice(start, start + 8);
      answers.push(
        ...(await Promise.all(
          batch.map(async (probe) => {
            const response = await callApi(api.baseUrl, probe.method, probe.url, {
              body: probe.body,
              cookie: probe.signedIn ? user.cookie : undefined,
            });
            const { error } = ErrorResponse.safeParse(JSON.parse((await response.text()) || '{}')).data ?? {};
            return { title: probe.title, status: response.status, code: error?.code, issues: error?.issues ?? [] };
          }),
        )),
      );
    }

    expect(answers).toEqual(
      probes.map((probe) => ({
        title: probe.title,
        status: 400,
        code: 'VALIDATION_FAILED',
        issues: [{ path: probe.field, message: V.invalidText }],
      })),
    );
    expect(await readAllRowCounts(getDb())).toEqual(countsBefore);
    expect(await readOwnedRows(getDb(), user.user.id)).toEqual(ownedBefore);
  });
});
