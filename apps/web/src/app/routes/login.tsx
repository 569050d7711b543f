import { AuthPageHeader } from '@/components/auth-page-header';
import { LoginForm } from '@/features/auth/components/login-form';
import { OAuthButtons } from '@/features/auth/components/oauth-buttons';
import { useAuthRedirectNotice } from '@/features/auth/hooks/use-auth-redirect-notice';
import { redirectTarget } from '@/features/auth/utils/redirect-target';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function Component() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  useAuthRedirectNotice('signin');
  return (
    <>
      <AuthPageHeader title={t('login.title')} subtitle={t('login.subtitle')} />
      <div className="space-y-6">
        <LoginForm redirectTo={redirectTarget(location.state)} />
        <OAuthButtons mode="signin" />
        <p className="text-sm text-muted-foreground">
          {t('login.noAccount')}{' '}
          <Link
            to="/cadastro"
            state={location.state}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('login.signUpLink')}
          </Link>
        </p>
      </div>
    </>
  );
}
