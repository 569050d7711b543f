import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import type { PostView } from '@alavanca/contracts/community';
import { formatDateTime, type DateTimePreferences } from '@alavanca/domain/locale/format';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePostVersions } from '../api/community';

/** "Edited": opens the bodies the post had before each edit, oldest first, read when opened. */
export function PostHistory({ post, dates }: { post: PostView; dates: DateTimePreferences }) {
  const { t } = useTranslation('community');
  const [open, setOpen] = useState(false);
  const versions = usePostVersions(post.id, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto p-0" data-testid="post-history">
          <History aria-hidden="true" />
          {t('history.open', { count: post.versions })}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('history.title')}</DialogTitle>
          <DialogDescription>{t('history.description')}</DialogDescription>
        </DialogHeader>
        {versions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('history.loadFailed')}
          </p>
        ) : !versions.data ? (
          <Skeleton className="h-24" />
        ) : (
          <ol className="space-y-4">
            {versions.data.map((version) => (
              <li key={version.version} className="space-y-2 rounded-lg border p-3">
                <p className="text-xs text-muted-foreground">
                  {t('history.version', {
                    version: version.version,
                    date: formatDateTime(new Date(version.writtenAt), dates),
                  })}
                </p>
                <Markdown text={version.body} className="text-sm" />
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
