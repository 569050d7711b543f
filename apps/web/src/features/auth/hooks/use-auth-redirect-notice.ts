import { notify } from '@/lib/notify';
import { OAuthProvider } from '@alavanca/contracts/auth';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

// Query parameters the server adds when it sends the browser back to a sign-in page. On a
// failure the auth library also appends its own `error` code (access_denied, INVALID_TOKEN…)
// and sometimes `error_description`; our own wording says more to a person.
const OAUTH_ERROR = 'oauthError';
const VERIFIED = 'verified';
const ERROR = 'error';
const ERROR_DETAILS = [ERROR, 'error_description'] as const;

/**
 * Shows what the server reported on its redirect back to the sign-in page: an OAuth failure
 * (`?oauthError=google`), a confirmed e-mail (`?verified=1`) or a confirmation link that no
 * longer works (`?verified=1&error=…`). The parameters are then removed from the address, so
 * reloading or sharing the page does not repeat the message.
 */
export function useAuthRedirectNotice(mode: 'signin' | 'signup'): void {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const oauthError = params.get(OAUTH_ERROR);
  const verified = params.get(VERIFIED);

  const report = useEffectEvent(() => {
    if (oauthError !== null) {
      const provider = OAuthProvider.safeParse(oauthError);
      let description: string;
      if (mode === 'signup') description = t('oauth.signUpFailed');
      else if (provider.success) description = t(`oauth.signInFailed.${provider.data}`);
      else description = t('common:errors.OAUTH_FAILED');
      notify({ title: t('oauth.errorTitle'), description, variant: 'destructive' });
    } else if (params.has(ERROR)) {
      notify({
        title: t('login.verifyFailedTitle'),
        description: t('login.verifyFailedMessage'),
        variant: 'destructive',
      });
    } else if (verified === '1') {
      notify({ title: t('login.verifiedTitle'), description: t('login.verifiedMessage'), variant: 'success' });
    }
    const rest = new URLSearchParams(params);
    for (const name of [OAUTH_ERROR, VERIFIED, ...ERROR_DETAILS]) rest.delete(name);
    const query = rest.toString();
    const search = query ? `?${query}` : '';
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: location.state },
    );
  });

  useEffect(() => {
    if (oauthError !== null || verified !== null) report();
  }, [oauthError, verified]);
}
