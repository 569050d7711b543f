import { AuthPageHeader } from '@/components/auth-page-header';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

const TOKEN_PARAM = 'token';

/** The reset token from the e-mail's link, read once: it stays in memory, not in the address. */
function useResetToken(): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => new URLSearchParams(location.search).get(TOKEN_PARAM) || null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(TOKEN_PARAM)) return;
    // The token is a password for one use: out of the address bar, history, screenshots and Referer.
    params.delete(TOKEN_PARAM);
    const query = params.toString();
    void navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);

  return [token, () => setToken(null)];
}

export function Component() {
  const { t } = useTranslation('auth');
  const [token, forgetToken] = useResetToken();
  return (
    <>
      {token ? (
        <>
          <AuthPageHeader title={t('reset.title')} subtitle={t('reset.subtitle')} />
          <ResetPasswordForm token={token} onRequestNewLink={forgetToken} />
        </>
      ) : (
        <>
          <AuthPageHeader title={t('recover.title')} subtitle={t('recover.subtitle')} />
          <ForgotPasswordForm />
        </>
      )}
      <Link
        to="/login"
        className="mt-6 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('recover.backToLogin')}
      </Link>
    </>
  );
}
