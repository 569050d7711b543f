import { Button } from '@/components/ui/button';
import { EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A post by a member the reader muted (decision 036): folded to a line that says so, with a button
 * that shows it in place. Its author is never told; only the reader's own view changes.
 */
export function MutedPost({ children }: { children: ReactNode }) {
  const { t } = useTranslation('communityNetwork');
  const [shown, setShown] = useState(false);
  if (shown) return children;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-dashed p-3 text-sm text-muted-foreground"
      data-testid="muted-post"
    >
      <span className="flex items-center gap-2">
        <EyeOff className="size-4 shrink-0" aria-hidden="true" />
        {t('muted.post')}
      </span>
      <Button variant="ghost" size="sm" onClick={() => setShown(true)}>
        {t('muted.show')}
      </Button>
    </div>
  );
}
