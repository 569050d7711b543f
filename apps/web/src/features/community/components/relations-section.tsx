import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import type { NetworkPerson } from '@alavanca/contracts/community-network';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { relationsQueryOptions, useRelate } from '../api/network';
import { memberPath } from '../utils/network-paths';

/** The members the user blocked and muted, each with the button that undoes it (no one is told either way). */
export function RelationsSection() {
  const { t } = useTranslation('communityNetwork');
  const relations = useQuery(relationsQueryOptions);
  return (
    <section className="space-y-3 rounded-xl border p-4" aria-labelledby="relations-title" data-testid="relations">
      <h3 id="relations-title" className="font-medium">
        {t('profile.relations')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('profile.relationsHint')}</p>
      {!relations.data ? (
        <Skeleton className="h-16" />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <People kind="block" title={t('profile.blocked')} people={relations.data.blocked} />
          <People kind="mute" title={t('profile.muted')} people={relations.data.muted} />
        </div>
      )}
    </section>
  );
}

function People({ kind, title, people }: { kind: 'block' | 'mute'; title: string; people: NetworkPerson[] }) {
  const { t } = useTranslation(['communityNetwork', 'common']);
  const relate = useRelate();
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-medium">{title}</h4>
      {people.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('profile.nobody')}</p>
      ) : (
        <ul className="space-y-2">
          {people.map((person) => (
            <li key={person.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              {person.profile ? (
                <Link to={memberPath(person.id)} className="break-words underline">
                  {person.name}
                </Link>
              ) : (
                <span className="break-words">{person.name}</span>
              )}
              <Button
                variant="outline"
                size="sm"
                disabled={relate.isPending}
                onClick={() =>
                  relate.mutate(
                    { id: person.id, kind, on: false },
                    {
                      onSuccess: () => notify({ title: t(`member.done.un${kind}`) }),
                      onError: (error) =>
                        notify({
                          title: t('member.failed'),
                          description: describeError(error, t),
                          variant: 'destructive',
                        }),
                    },
                  )
                }
              >
                {t(`member.un${kind}`)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
