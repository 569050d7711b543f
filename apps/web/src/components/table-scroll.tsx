import { cn } from '@/lib/utils';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Overflow {
  /** Columns hidden past the left edge. */
  before: boolean;
  /** Columns hidden past the right edge. */
  after: boolean;
}

const FADE = 'pointer-events-none absolute inset-y-0 w-6 from-foreground/15 to-transparent transition-opacity';

/**
 * The box a table wider than a phone scrolls in, so the table scrolls and the page does not: the
 * box takes the width its container gives it, whatever the table's (inline-size containment).
 * A shadow at an edge says there is more that way. While the table overflows, the box joins the
 * tab order under `label` so a keyboard can scroll it with the arrow keys (a scrolling box no key
 * can reach hides columns from keyboard users); when everything fits it stays out of the way.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const before = element.scrollLeft > 0;
      // A pixel of slack: zoomed pages round scroll positions to fractions.
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setOverflow((last) => (last.before === before && last.after === after ? last : { before, after }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // The box resizes with the window; the table inside it with its data and the language.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  const scrolls = overflow.before || overflow.after;
  return (
    <div className={cn('relative', className)}>
      <div
        ref={box}
        role="region"
        aria-label={label}
        tabIndex={scrolls ? 0 : undefined}
        // Positioned, so what a cell positions absolutely (a screen reader's label) scrolls and
        // clips with the table instead of widening the page.
        className="relative overflow-x-auto rounded-[inherit] contain-inline-size focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
      >
        {children}
      </div>
      <div
        aria-hidden="true"
        className={cn(FADE, 'left-0 bg-linear-to-r', overflow.before ? 'opacity-100' : 'opacity-0')}
      />
      <div
        aria-hidden="true"
        className={cn(FADE, 'right-0 bg-linear-to-l', overflow.after ? 'opacity-100' : 'opacity-0')}
      />
    </div>
  );
}
