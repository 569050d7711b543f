import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Whether an item's request failed because no such item is there for this user: an unknown id or
 * another user's (404), or one that is not an id at all, refused by the route's check (400).
 */
export function isItemNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'VALIDATION_FAILED');
}

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
