import { EmptyState } from '@/components/empty-state';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { PERSONAS, type PersonaId } from '@alavanca/domain/mentor/personas';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '@/components/screen-intro';

// Persona colours are fixed by the specification: EVA blue, MAX amber, LEO purple, BIA pink.
const PERSONA_CLASS: Record<PersonaId, string> = {
  eva: 'bg-persona-eva',
  max: 'bg-persona-max',
  leo: 'bg-persona-leo',
  bia: 'bg-persona-bia',
};

export function Component() {
  const { t } = useTranslation('app');
  return (
    <>
      <ScreenIntro title={t('mentor.title')} description={t('mentor.intro')} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {PERSONAS.map((persona) => (
          <li key={persona.id}>
            <Card className="h-full">
              <CardHeader>
                <span
                  className={cn(
                    'flex size-11 items-center justify-center rounded-full text-sm font-bold text-white',
                    PERSONA_CLASS[persona.id],
                  )}
                  aria-hidden="true"
                >
                  {persona.name}
                </span>
                <CardTitle>
                  {persona.name}{' '}
                  <span className="block text-sm font-normal text-muted-foreground">{persona.title}</span>
                </CardTitle>
                <CardDescription>{t(`mentor.personas.${persona.id}`)}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
      <EmptyState
        className="mt-6"
        icon={MessagesSquare}
        title={t('mentor.emptyTitle')}
        description={t('mentor.emptyDescription')}
      />
    </>
  );
}
