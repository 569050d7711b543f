import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local imitation of Google's and GitHub's OAuth endpoints, for tests that run the whole
 * sign-in flow over real HTTP without the internet. The authorize page signs the configured
 * person in at once and redirects back with a code; the token and user endpoints answer as
 * the real ones do (PKCE and redirect URI checked, codes single-use).
 *
 * Point a server at it with the variables in `env`:
 *   GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_OAUTH_BASE_URL=<url>/google
 *   GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, GITHUB_OAUTH_BASE_URL=<url>/github
 */
export interface OAuthStandIn {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** The server variables that enable both providers against this stand-in. */
  env: Record<string, string>;
  /** While failing, the authorize page answers `error=access_denied`, as when a person cancels. */
  setFailing(failing: boolean): void;
  /** Who signs in next with this provider. */
  setPerson(provider: StandInProvider, person: StandInPerson): void;
  close(): Promise<void>;
}

export type StandInProvider = 'google' | 'github';

export interface StandInPerson {
  /** The provider's account id. */
  id: string;
  email: string;
  name: string;
}

export const STAND_IN_CLIENT = { id: 'stand-in-client', secret: 'stand-in-secret' } as const;

const DEFAULT_PEOPLE: Record<StandInProvider, StandInPerson> = {
  google: { id: '109876543210', email: 'gabriela.google@example.test', name: 'Gabriela Lima' },
  github: { id: '4242', email: 'octo.dev@example.test', name: 'Otávio Costa' },
};

interface PendingCode {
  provider: StandInProvider;
  person: StandInPerson;
  redirectUri: string;
  codeChallenge: string | null;
}

/**
 * `port` 0 (the default) picks a free one. A fixed port helps when the server's environment
 * must be written before the stand-in starts (a test runner's web-server setting).
 */
export async function startOAuthStandIn(options: { port?: number } = {}): Promise<OAuthStandIn> {
  let failing = false;
  const people = { ...DEFAULT_PEOPLE };
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, { provider: StandInProvider; person: StandInPerson }>();

  const server = http.createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: 'server_error', error_description: String(error) });
    });
  });

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const route = `${request.method ?? 'GET'} ${url.pathname}`;
    switch (route) {
      case 'GET /google/o/oauth2/v2/auth':
        return authorize('google', url, response);
      case 'GET /github/login/oauth/authorize':
        return authorize('github', url, response);
      case 'POST /google/token':
      case 'POST /github/login/oauth/access_token':
        return exchange(await readForm(request), request, response);
      case 'GET /google/v1/userinfo': {
        const owner = bearerOwner(request, 'google');
        if (!owner) return send(response, 401, { error: 'invalid_token' });
        return send(response, 200, {
          sub: owner.id,
          email: owner.email,
          email_verified: true,
          name: owner.name,
          picture: 'https://example.test/avatar.png',
        });
      }
      case 'GET /github/user': {
        const owner = bearerOwner(request, 'github');
        if (!owner) return send(response, 401, { message: 'Bad credentials' });
        // Like most GitHub accounts: no public e-mail, so the app must ask /user/emails.
        return send(response, 200, {
          id: Number(owner.id),
          login: owner.name.split(' ')[0]?.toLowerCase() ?? 'octo',
          name: owner.name,
          email: null,
          avatar_url: 'https://example.test/octo.png',
        });
      }
      case 'GET /github/user/emails': {
        const owner = bearerOwner(request, 'github');
        if (!owner) return send(response, 401, { message: 'Bad credentials' });
        return send(response, 200, [
          { email: `old-${owner.email}`, primary: false, verified: false },
          { email: owner.email, primary: true, verified: true },
        ]);
      }
      default:
        return send(response, 404, { error: 'not_found' });
    }
  }

  function authorize(provider: StandInProvider, url: URL, response: http.ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri');
    const state = url.searchParams.get('state');
    if (!redirectUri || url.searchParams.get('client_id') !== STAND_IN_CLIENT.id) {
      return send(response, 400, { error: 'invalid_request' });
    }
    const back = new URL(redirectUri);
    if (state) back.searchParams.set('state', state);
    if (failing) {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        provider,
        person: people[provider],
        redirectUri,
        codeChallenge: url.searchParams.get('code_challenge'),
      });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.toString() }).end();
  }

  function exchange(form: URLSearchParams, request: http.IncomingMessage, response: http.ServerResponse) {
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code);
    const credentials = readClientCredentials(form, request);
    if (
      !pending ||
      credentials.id !== STAND_IN_CLIENT.id ||
      credentials.secret !== STAND_IN_CLIENT.secret ||
      form.get('redirect_uri') !== pending.redirectUri ||
      !matchesChallenge(form.get('code_verifier'), pending.codeChallenge)
    ) {
      return send(response, 400, { error: 'invalid_grant' });
    }
    const accessToken = randomBytes(20).toString('hex');
    tokens.set(accessToken, { provider: pending.provider, person: pending.person });
    return send(response, 200, {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 3600,
      scope: pending.provider === 'google' ? 'openid email profile' : 'read:user,user:email',
    });
  }

  function bearerOwner(request: http.IncomingMessage, provider: StandInProvider) {
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const entry = token === undefined ? undefined : tokens.get(token);
    return entry?.provider === provider ? entry.person : null;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    env: {
      GOOGLE_CLIENT_ID: STAND_IN_CLIENT.id,
      GOOGLE_CLIENT_SECRET: STAND_IN_CLIENT.secret,
      GOOGLE_OAUTH_BASE_URL: `${url}/google`,
      GITHUB_CLIENT_ID: STAND_IN_CLIENT.id,
      GITHUB_CLIENT_SECRET: STAND_IN_CLIENT.secret,
      GITHUB_OAUTH_BASE_URL: `${url}/github`,
    },
    setFailing(value) {
      failing = value;
    },
    setPerson(provider, person) {
      people[provider] = person;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Client credentials in the form (`client_secret_post`) or in Basic auth. */
function readClientCredentials(form: URLSearchParams, request: http.IncomingMessage) {
  const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (basic) {
    const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
  }
  return { id: form.get('client_id'), secret: form.get('client_secret') };
}

function matchesChallenge(verifier: string | null, challenge: string | null): boolean {
  if (challenge === null) return true;
  if (verifier === null) return false;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}
