import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { LoadMore } from '@/components/load-more';
import { ScreenIntro } from '@/components/screen-intro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { MemberCard } from '@alavanca/contracts/community-network';
import { useInfiniteQuery } from '@tanstack/react-query';
import { UserRound, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { membersQueryOptions, type DirectoryFilters } from '../api/network';
import { memberPath, PROFILE_PATH } from '../utils/network-paths';
import { COMMUNITY_PATH } from '../utils/paths';
import { MemberFilters } from './member-filters';
import { useMemberFacts } from './member-facts';
import { BackLink } from './back-link';

/**
 * /comunidade/membros: the members who opened their profile, the latest updated first, filtered
 * by what they do, where, what they seek or offer, and whether the user follows them.
 */
export function MembersScreen() {
  const { t } = useTranslation(['communityNetwork', 'community']);
  const [filters, setFilters] = useState<DirectoryFilters>({});
  const members = useInfiniteQuery(membersQueryOptions(filters));
  const found = members.data?.pages.flatMap((page) => page.members);
  return (
    <div className="mx-auto max-w-5xl space-y-6" data-testid="members-screen">
      <BackLink to={COMMUNITY_PATH} label={t('community:space.back')} />
      <ScreenIntro
        title={t('directory.title')}
        description={t('directory.description')}
        action={
          <Button asChild variant="outline" size="sm">
            <Link to={PROFILE_PATH}>
              <UserRound aria-hidden="true" />
              {t('nav.profile')}
            </Link>
          </Button>
        }
      />
      <MemberFilters onApply={setFilters} />
      {members.isError && !found ? (
        <LoadFailed
          message={t('directory.loadFailed')}
          retryLabel={t('community:retry')}
          onRetry={() => void members.refetch()}
        />
      ) : !found ? (
        <Skeleton className="h-48" />
      ) : found.length === 0 ? (
        <EmptyState
          icon={Users}
          title={t('directory.empty')}
          description={t('directory.emptyHint')}
          headingLevel="h3"
        />
      ) : (
        <section className="space-y-3" aria-labelledby="members-found">
          <h3 id="members-found" className="sr-only">
            {t('directory.results')}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="member-list">
            {found.map((member) => (
              <MemberItem key={member.id} member={member} />
            ))}
          </ul>
          <LoadMore
            query={members}
            label={t('directory.loadMore')}
            loadingLabel={t('directory.loadingMore')}
            failedMessage={t('directory.loadMoreFailed')}
          />
        </section>
      )}
    </div>
  );
}

function MemberItem({ member }: { member: MemberCard }) {
  const { t } = useTranslation('communityNetwork');
  const facts = useMemberFacts(member);
  const title = useId();
  return (
    <li>
      <article
        className="h-full space-y-2 rounded-xl border bg-card p-4"
        aria-labelledby={title}
        data-testid="member-card"
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <h4 id={title} className="font-medium">
            <Link to={memberPath(member.id)} className="underline-offset-2 hover:underline">
              {member.name}
            </Link>
          </h4>
          {member.followed && <Badge variant="secondary">{t('directory.followed')}</Badge>}
        </header>
        {facts.length > 0 && <p className="text-sm text-muted-foreground">{facts.join(' · ')}</p>}
        {member.seeks && <p className="text-sm break-words">{t('directory.seeks', { text: member.seeks })}</p>}
        {member.offers && <p className="text-sm break-words">{t('directory.offers', { text: member.offers })}</p>}
      </article>
    </li>
  );
}
