import { EmptyState } from '@/components/empty-state';
import { Mail, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '@/components/screen-intro';

const SUPPORT_EMAIL = 'suporte@alavanca.app';

export function Component() {
  const { t } = useTranslation('app');
  return (
    <>
      <ScreenIntro title={t('support.title')} description={t('support.intro')} />
      <EmptyState
        icon={LifeBuoy}
        title={t('support.emptyTitle')}
        description={t('support.emptyDescription')}
        action={
          <a
            className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
            href={`mailto:${SUPPORT_EMAIL}`}
          >
            <Mail className="size-4" aria-hidden="true" />
            {SUPPORT_EMAIL}
          </a>
        }
      />
    </>
  );
}
