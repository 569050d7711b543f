import { AuthPageHeader } from '@/components/auth-page-header';
import { OAuthButtons } from '@/features/auth/components/oauth-buttons';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useAuthRedirectNotice } from '@/features/auth/hooks/use-auth-redirect-notice';
import { redirectTarget } from '@/features/auth/utils/redirect-target';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function Component() {
  const { t } = useTranslation('auth');
  // A visitor turned away from a page (a class's invitation link) goes back there once signed up.
  const location = useLocation();
  useAuthRedirectNotice('signup');
  return (
    <>
      <AuthPageHeader title={t('signUp.title')} subtitle={t('signUp.subtitle')} />
      <div className="space-y-6">
        <SignUpForm redirectTo={redirectTarget(location.state)} />
        <OAuthButtons mode="signup" />
        <p className="text-sm text-muted-foreground">
          {t('signUp.haveAccount')}{' '}
          <Link
            to="/login"
            state={location.state}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('signUp.loginLink')}
          </Link>
        </p>
      </div>
    </>
  );
}
