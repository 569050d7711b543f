import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Inside the public layout (which already has the page's main landmark): the page does not exist. */
export function ContentNotFound({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <EmptyState
        icon={FileQuestion}
        title={t('notFound.title')}
        description={t('notFound.itemHint')}
        action={
          <Button variant="outline" asChild>
            <Link to={backTo}>{t('notFound.toHome')}</Link>
          </Button>
        }
      />
    </div>
  );
}
