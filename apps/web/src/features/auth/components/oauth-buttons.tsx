import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { OAuthProvider } from '@alavanca/contracts/auth';
import { useTranslation } from 'react-i18next';
import { useAuthConfig } from '../api/get-auth-config';

// Brand names are not translated.
const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', github: 'GitHub' };

function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

function GitHubLogo() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.01 8.01 0 0 0 16 8c0-4.42-3.58-8-8-8z" />
    </svg>
  );
}

const LOGOS: Record<OAuthProvider, () => React.JSX.Element> = { google: GoogleLogo, github: GitHubLogo };

/** Where the browser goes to start signing in with a provider; the server answers with a redirect. */
export function oauthStartUrl(provider: OAuthProvider, mode: 'signin' | 'signup'): string {
  return `/api/oauth/${provider}/start?${new URLSearchParams({ mode })}`;
}

/**
 * "Continue with Google / GitHub", only for the providers this installation has configured.
 * They are plain links: signing in with a provider is a full-page round trip through the server.
 */
export function OAuthButtons({ mode }: { mode: 'signin' | 'signup' }) {
  const { t } = useTranslation('auth');
  const providers = useAuthConfig().data?.oauthProviders ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="space-y-4" data-testid="oauth-buttons">
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        <span>{t('oauth.divider')}</span>
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </div>
      <div className={cn('grid gap-3', providers.length > 1 && 'grid-cols-2')}>
        {providers.map((provider) => {
          const Logo = LOGOS[provider];
          return (
            <Button key={provider} variant="outline" asChild>
              <a href={oauthStartUrl(provider, mode)} data-testid={`oauth-${provider}`}>
                <Logo />
                {PROVIDER_NAMES[provider]}
              </a>
            </Button>
          );
        })}
      </div>
    </div>
  );
}
