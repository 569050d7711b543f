import type { LucideIcon } from 'lucide-react';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A section of the report's details, folded until opened: a native disclosure, so the keyboard
 * (Enter, Space) and screen readers handle it, and the browser's find-in-page opens it.
 */
export function FoldedSection({
  title,
  icon: Icon,
  intro,
  testId,
  children,
}: {
  title: string;
  icon: LucideIcon;
  intro?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <details className="group rounded-xl border bg-card" data-testid={testId}>
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl p-6 text-lg font-semibold [&::-webkit-details-marker]:hidden">
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        <span>{title}</span>
        <ChevronDown
          className="ml-auto size-5 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="space-y-3 px-6 pb-6">
        {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
        {children}
      </div>
    </details>
  );
}
