import { cn } from '@/lib/utils';
import { personaAvatarPath, type PersonaId } from '@alavanca/domain/mentor/personas';

/** A persona's portrait (drawn at build time); decorative, since its name is always written beside it. */
export function PersonaAvatar({ persona, className }: { persona: PersonaId; className?: string }) {
  return (
    <img
      src={personaAvatarPath(persona)}
      alt=""
      width={40}
      height={40}
      className={cn('size-10 shrink-0 rounded-full', className)}
      data-testid={`avatar-${persona}`}
    />
  );
}
