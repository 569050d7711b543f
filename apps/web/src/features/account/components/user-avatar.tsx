import { cn } from '@/lib/utils';

function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word[0]) : [email[0] ?? '?'];
  return letters.join('').toUpperCase();
}

/** The user's picture, or their initials on the brand colour when there is none. */
export function UserAvatar({
  src,
  name,
  email,
  className,
}: {
  src: string | null | undefined;
  name: string;
  email: string;
  className?: string;
}) {
  const base = cn('size-20 shrink-0 rounded-full', className);
  if (src) return <img src={src} alt="" className={cn(base, 'border object-cover')} data-testid="user-avatar-image" />;
  return (
    <span
      aria-hidden="true"
      className={cn(base, 'flex items-center justify-center bg-primary text-xl font-semibold text-primary-foreground')}
    >
      {initialsOf(name, email)}
    </span>
  );
}
