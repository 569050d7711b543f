import { cn } from '@/lib/utils';
import type { OpenableSection } from '@alavanca/domain/constants';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOpenSection } from '../hooks/use-open-section';

/**
 * A section of the month screen folded on a first read: its heading is a button that opens it
 * (aria-expanded), and the user's choice is remembered (useOpenSection). Folded, only the heading
 * and one line on what is inside take room; the content is not rendered at all.
 */
export function FoldedSection({
  section,
  title,
  hint,
  level = 2,
  className,
  children,
}: {
  section: OpenableSection;
  title: string;
  /** What opening it shows, under the heading. */
  hint: string;
  /** A fold inside another section is a level-3 heading. */
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const [open, toggle] = useOpenSection(section);
  const titleId = `${section}-title`;
  const contentId = `${section}-content`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-xl border bg-card', className)}
      data-testid={`section-${section}`}
    >
      <Heading id={titleId} className={level === 2 ? 'text-lg font-semibold' : 'text-base font-semibold'}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={toggle}
          className="flex w-full items-start justify-between gap-3 rounded-xl p-4 text-left focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none sm:px-6"
        >
          <span className="space-y-1">
            <span className="block">{title}</span>
            <span className="block text-sm font-normal text-muted-foreground">{hint}</span>
          </span>
          <ChevronDown
            className={cn('mt-1 size-5 shrink-0 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </Heading>
      {open && (
        <div id={contentId} className="space-y-4 px-4 pb-6 sm:px-6">
          {children}
        </div>
      )}
    </section>
  );
}
