import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An item route whose id matches nothing this user owns: say so and offer the list. */
export function ItemNotFound({
  titleKey,
  descriptionKey,
  listTo,
  listKey,
}: {
  titleKey: string;
  descriptionKey: string;
  listTo: string;
  listKey: string;
}) {
  const { t } = useTranslation('app');
  return (
    <EmptyState
      icon={SearchX}
      title={t(titleKey)}
      description={t(descriptionKey)}
      action={
        <Button variant="outline" asChild>
          <Link to={listTo}>{t(listKey)}</Link>
        </Button>
      }
    />
  );
}
