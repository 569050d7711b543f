import { cn } from '@/lib/utils';
import type { ReactNode } from 'react';
import { BR, DE, ES, FR, GB, US } from 'country-flag-icons/react/3x2';

// Drawn as SVG rather than emoji: Windows shows emoji flags as two letters, and Linux without an
// emoji font as boxes. Only the countries the product offers are imported, so the rest of the
// library stays out of the bundle.
const FLAGS = { BR, DE, ES, FR, GB, US };

/**
 * A country's flag (ISO 3166 alpha-2 code), or nothing for a country we draw no flag for. It is
 * decorative: the country's or the language's name beside it is what assistive technology reads.
 */
export function Flag({ country, className }: { country: string; className?: string }) {
  const code = country.toUpperCase();
  if (!Object.hasOwn(FLAGS, code)) return null;
  const Drawing = FLAGS[code as keyof typeof FLAGS];
  return (
    <Drawing
      aria-hidden="true"
      focusable="false"
      data-flag={code}
      className={cn(
        'inline-block h-3 w-[1.125rem] shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.1)]',
        className,
      )}
    />
  );
}

/** A country's or language's name with its flag before it, as a choice in a list. */
export function FlagLabel({ country, children }: { country: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Flag country={country} />
      {children}
    </span>
  );
}
