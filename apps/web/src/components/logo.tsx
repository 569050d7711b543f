import { cn } from '@/lib/utils';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The lever mark: a beam resting on a fulcrum, lifting a block. Drawn for the product, no asset fetch. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M6 21.5 26 13" strokeWidth="2.6" strokeLinecap="round" className="stroke-primary-foreground" />
      <path d="M13 25h6l-3-5.2z" className="fill-primary-foreground" />
      <rect x="20.5" y="6.5" width="6" height="6" rx="1.2" className="fill-primary-foreground" opacity=".85" />
    </svg>
  );
}

/** Logo linking home; `compact` shows only the mark (collapsed sidebar). */
export function Logo({ to = '/', compact = false, className }: { to?: string; compact?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className={cn(
        'flex items-center gap-2 rounded-md font-semibold tracking-tight focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      aria-label={t('brand.homeLink')}
    >
      <LogoMark />
      {!compact && <span className="text-lg">Alavanca</span>}
    </Link>
  );
}
