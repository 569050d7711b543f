import { isItemNotFound, ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import type { MemberProfile } from '@alavanca/contracts/community-network';
import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff, Pencil, UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMessageMember } from '../api/messages';
import { memberQueryOptions, useFollow, useRelate } from '../api/network';
import { conversationPath, MEMBERS_PATH, PROFILE_PATH } from '../utils/network-paths';
import { BlockButton } from './block-button';
import { useMemberFacts } from './member-facts';
import { MessageForm } from './message-form';
import { BackLink } from './back-link';

/**
 * /comunidade/membros/{id}: a member's public profile, and what the user does about them: follow,
 * write a private message (when both may), block or mute. The user's own shows how others see it.
 */
export function MemberScreen({ id }: { id: string }) {
  const { t } = useTranslation(['communityNetwork', 'community']);
  const query = useQuery(memberQueryOptions(id));
  const back = <BackLink to={MEMBERS_PATH} label={t('member.back')} />;
  if (isItemNotFound(query.error))
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        {back}
        <ItemNotFound
          titleKey="communityNetwork:member.notFound"
          descriptionKey="communityNetwork:member.notFoundDescription"
          listTo={MEMBERS_PATH}
          listKey="communityNetwork:member.back"
        />
      </div>
    );
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="member-screen">
      {back}
      {query.isError ? (
        <LoadFailed
          message={t('member.loadFailed')}
          retryLabel={t('community:retry')}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Skeleton className="h-64" />
      ) : (
        <Profile member={query.data} />
      )}
    </div>
  );
}

function Profile({ member }: { member: MemberProfile }) {
  const { t } = useTranslation('communityNetwork');
  const facts = useMemberFacts(member);
  return (
    <article className="space-y-6" aria-labelledby="member-name">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="member-name" className="text-2xl font-semibold tracking-tight break-words">
            {member.name}
          </h2>
          {member.followsYou && <Badge variant="secondary">{t('member.followsYou')}</Badge>}
        </div>
        {facts.length > 0 && <p className="text-muted-foreground">{facts.join(' · ')}</p>}
        <p className="text-sm text-muted-foreground" data-testid="member-counts">
          {t('member.followers', { count: member.followers })} · {t('member.following', { count: member.following })}
        </p>
      </header>
      <Details member={member} />
      {member.mine ? <Mine /> : <Actions member={member} />}
    </article>
  );
}

function Details({ member }: { member: MemberProfile }) {
  const { t } = useTranslation('communityNetwork');
  const rows = [
    ['member.seeks', member.seeks],
    ['member.offers', member.offers],
  ].filter(([, value]) => value);
  if (rows.length === 0 && member.links.length === 0) return null;
  return (
    <section className="space-y-3 rounded-xl border p-4" aria-labelledby="member-about">
      <h3 id="member-about" className="font-medium">
        {t('member.about')}
      </h3>
      <dl className="space-y-2 text-sm">
        {rows.map(([key = '', value]) => (
          <div key={key}>
            <dt className="font-medium">{t(key)}</dt>
            <dd className="break-words text-muted-foreground">{value}</dd>
          </div>
        ))}
        {member.links.length > 0 && (
          <div>
            <dt className="font-medium">{t('member.links')}</dt>
            <dd>
              <ul className="space-y-1">
                {member.links.map((link) => (
                  <li key={link} className="break-all">
                    <a href={link} target="_blank" rel="noopener noreferrer nofollow ugc" className="underline">
                      {link}
                      <span className="sr-only"> {t('member.newTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function Mine() {
  const { t } = useTranslation('communityNetwork');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-muted/50 p-4 text-sm">
      <p>{t('member.mine')}</p>
      <Button asChild variant="outline" size="sm">
        <Link to={PROFILE_PATH}>
          <Pencil aria-hidden="true" />
          {t('member.edit')}
        </Link>
      </Button>
    </div>
  );
}

function Actions({ member }: { member: MemberProfile }) {
  const { t } = useTranslation(['communityNetwork', 'community', 'common']);
  const follow = useFollow(member.id);
  const relate = useRelate();
  const message = useMessageMember(member.id);
  const navigate = useNavigate();
  const failed = (error: unknown) =>
    notify({ title: t('member.failed'), description: describeError(error, t), variant: 'destructive' });
  const mute = (on: boolean) =>
    relate.mutate(
      { id: member.id, kind: 'mute', on },
      { onSuccess: () => notify({ title: t(on ? 'member.done.mute' : 'member.done.unmute') }), onError: failed },
    );
  return (
    <>
      <div className="flex flex-wrap gap-2" data-testid="member-actions">
        {!member.blocked && (
          <Button
            variant={member.followed ? 'outline' : 'default'}
            disabled={follow.isPending}
            aria-pressed={member.followed}
            onClick={() => follow.mutate(!member.followed, { onError: failed })}
            data-testid="follow"
          >
            {member.followed ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
            {member.followed ? t('member.unfollow') : t('member.follow')}
          </Button>
        )}
        <Button
          variant="outline"
          disabled={relate.isPending}
          aria-pressed={member.muted}
          onClick={() => mute(!member.muted)}
          data-testid="mute"
        >
          {member.muted ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {member.muted ? t('member.unmute') : t('member.mute')}
        </Button>
        <BlockButton member={member} blocked={member.blocked} />
      </div>
      {member.muted && <p className="text-sm text-muted-foreground">{t('member.muted')}</p>}
      {member.blocked && <p className="text-sm text-muted-foreground">{t('member.blocked')}</p>}
      {member.canMessage ? (
        <MessageForm
          label={t('member.message', { name: member.name })}
          submitLabel={t('member.send')}
          pending={message.isPending}
          onSend={(body) =>
            message.mutateAsync(body).then((conversation) => void navigate(conversationPath(conversation.id)))
          }
          testId="message-member"
        />
      ) : (
        !member.blocked && (
          <p className="rounded-xl bg-muted/50 p-4 text-sm" data-testid="message-closed">
            {t('member.closed')}
          </p>
        )
      )}
    </>
  );
}
