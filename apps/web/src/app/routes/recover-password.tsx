import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthPageHeader } from '@/components/auth-page-header';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <>
      <AuthPageHeader title={t('recover.title')} subtitle={t('recover.subtitle')} />
      <Link to="/login" className="text-sm font-medium text-primary underline-offset-4 hover:underline">{t('recover.backToLogin')}</Link>
    </>
  );
}
