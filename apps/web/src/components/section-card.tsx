import { cn } from '@/lib/utils';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/**
 * A card of a report (a simulation's results, an idea's validation): a titled region (its heading names it for screen readers) with an
 * icon, an optional line under the title, and its content. `tone="danger"` marks bad news.
 */
export function SectionCard({
  title,
  icon: Icon,
  intro,
  testId,
  tone = 'default',
  children,
}: {
  title: string;
  icon: LucideIcon;
  intro?: string | false;
  testId: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      className={cn('space-y-3 rounded-xl border bg-card p-6', tone === 'danger' && 'border-destructive/40')}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <div className="space-y-1">
        <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <Icon className={cn('size-5', tone === 'danger' && 'text-destructive')} aria-hidden="true" />
          {title}
        </h3>
        {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
      </div>
      {children}
    </section>
  );
}
