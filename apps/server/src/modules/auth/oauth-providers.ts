import type { OAuthProvider } from '@alavanca/contracts/auth';
import type { GenericOAuthConfig } from 'better-auth/plugins';
import type { OAuthClientConfig } from '../../config';

/** Provider calls are on the sign-in path: a slow provider must fail, not hang the request. */
const PROVIDER_TIMEOUT_MS = 10_000;

interface ProviderUser {
  id: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  image: string | null;
}

/**
 * Google and GitHub through better-auth's generic OAuth support, whose endpoints are plain
 * settings, so `*_OAUTH_BASE_URL` can point both at a local stand-in in tests. With a base
 * URL, every endpoint lives under it:
 *   Google: {base}/o/oauth2/v2/auth, {base}/token, {base}/v1/userinfo
 *   GitHub: {base}/login/oauth/authorize, {base}/login/oauth/access_token, {base}/user,
 *           {base}/user/emails
 */
export function createOAuthProviderConfigs(
  clients: Partial<Record<OAuthProvider, OAuthClientConfig>>,
): GenericOAuthConfig[] {
  const configs: GenericOAuthConfig[] = [];
  if (clients.google) configs.push(googleConfig(clients.google));
  if (clients.github) configs.push(githubConfig(clients.github));
  return configs;
}

function googleConfig(client: OAuthClientConfig): GenericOAuthConfig {
  const base = client.baseUrl;
  const userInfoUrl = base ? `${base}/v1/userinfo` : 'https://openidconnect.googleapis.com/v1/userinfo';
  return {
    providerId: 'google',
    name: 'Google',
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    authorizationUrl: base ? `${base}/o/oauth2/v2/auth` : 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: base ? `${base}/token` : 'https://oauth2.googleapis.com/token',
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    async getUserInfo(tokens) {
      const profile = await fetchJson<{
        sub: string;
        email?: string;
        email_verified?: boolean | string;
        name?: string;
        picture?: string;
      }>(userInfoUrl, tokens.accessToken, {});
      if (!profile?.sub) return null;
      return toUserInfo({
        id: profile.sub,
        email: profile.email ?? null,
        emailVerified: profile.email_verified === true || profile.email_verified === 'true',
        name: profile.name ?? '',
        image: profile.picture ?? null,
      });
    },
  };
}

function githubConfig(client: OAuthClientConfig): GenericOAuthConfig {
  const base = client.baseUrl;
  const apiBase = base ?? 'https://api.github.com';
  // GitHub's API refuses requests without a User-Agent.
  const headers = { accept: 'application/vnd.github+json', 'user-agent': 'Alavanca' };
  return {
    providerId: 'github',
    name: 'GitHub',
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    authorizationUrl: base ? `${base}/login/oauth/authorize` : 'https://github.com/login/oauth/authorize',
    tokenUrl: base ? `${base}/login/oauth/access_token` : 'https://github.com/login/oauth/access_token',
    scopes: ['read:user', 'user:email'],
    pkce: true,
    async getUserInfo(tokens) {
      const profile = await fetchJson<{
        id: number | string;
        login: string;
        name?: string | null;
        email?: string | null;
        avatar_url?: string | null;
      }>(`${apiBase}/user`, tokens.accessToken, headers);
      if (!profile?.id) return null;
      // The profile's e-mail is only the public one, often empty; the list has the primary
      // address and, for every address, whether GitHub verified it.
      const emails =
        (await fetchJson<{ email: string; primary: boolean; verified: boolean }[]>(
          `${apiBase}/user/emails`,
          tokens.accessToken,
          headers,
        )) ?? [];
      const email = profile.email ?? emails.find((entry) => entry.primary && entry.verified)?.email ?? null;
      return toUserInfo({
        id: String(profile.id),
        email,
        emailVerified: emails.some((entry) => entry.email === email && entry.verified),
        name: profile.name || profile.login,
        image: profile.avatar_url ?? null,
      });
    },
  };
}

function toUserInfo(user: ProviderUser) {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    name: user.name,
    image: user.image ?? undefined,
  };
}

/** The JSON answer of an authenticated GET, or null when the provider refuses or fails. */
async function fetchJson<T>(
  url: string,
  accessToken: string | undefined,
  headers: Record<string, string>,
): Promise<T | null> {
  if (!accessToken) return null;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json', ...headers, authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    return (await response.json()) as T;
  } catch {
    return null;
  }
}
