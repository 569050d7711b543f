import { LoadFailed } from '@/components/load-failed';
import { ScreenIntro } from '@/components/screen-intro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDisplayNames } from '@/hooks/use-display-names';
import type { SpaceView } from '@alavanca/contracts/community';
import type { Language } from '@alavanca/domain/constants';
import { ChevronRight, ClipboardCheck, GraduationCap, MessagesSquare, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSpaces } from '../api/community';
import { useModerationAccess } from '../api/moderation';
import { MODERATION_PATH, REVIEWS_PATH, spacePath } from '../utils/paths';
import { spaceDescription, spaceName } from '../utils/space-name';
import { NetworkNav } from './network-nav';
import { SearchForm } from './search-form';

/**
 * /comunidade: where a founder chooses a space. Their classes' spaces first (members only), then
 * the public spaces in their language; the other languages' are a click further down. Above them,
 * the way to the members, the user's conversations and their profile.
 */
export function CommunityHome({ language }: { language: Language }) {
  const { t } = useTranslation(['community', 'common']);
  const query = useSpaces();
  const names = useDisplayNames(language, 'language');
  const access = useModerationAccess().data;
  const intro = (
    <ScreenIntro
      title={t('home.title')}
      description={t('home.description')}
      action={
        <div className="flex flex-col gap-2 sm:items-end">
          <SearchForm />
          <Button asChild variant="outline" size="sm">
            <Link to={REVIEWS_PATH} data-testid="reviews-link">
              <ClipboardCheck aria-hidden="true" />
              {t('reviews.title')}
            </Link>
          </Button>
          {access && (access.operator || access.spaces.length > 0) && (
            <Button asChild variant="outline" size="sm">
              <Link to={MODERATION_PATH} data-testid="moderation-link">
                <ShieldCheck aria-hidden="true" />
                {t('moderation.title')}
              </Link>
            </Button>
          )}
        </div>
      }
    />
  );
  if (!query.data)
    return (
      <div className="mx-auto max-w-5xl">
        {intro}
        {query.isError ? (
          <LoadFailed message={t('home.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </div>
    );
  const classes = query.data.filter((space) => space.classId);
  const own = query.data.filter((space) => space.language === language);
  const others = query.data.filter((space) => space.language && space.language !== language);
  // One set of spaces per language: its name without the country reads better ("Deutsch", not "Deutsch (Deutschland)").
  const languageName = (code: Language) => names?.of(code.split('-')[0]!) ?? code;
  return (
    <div className="mx-auto max-w-5xl space-y-8" data-testid="community-home">
      {intro}
      <NetworkNav />
      {classes.length > 0 && (
        <SpaceGroup title={t('home.yourClasses')} spaces={classes} testId="community-class-spaces" />
      )}
      <SpaceGroup
        title={t('home.yourLanguage', { language: languageName(language) })}
        spaces={own}
        testId="community-spaces"
      />
      <details className="rounded-xl border p-4">
        <summary className="cursor-pointer font-medium">{t('home.otherLanguages')}</summary>
        <div className="mt-4 space-y-6">
          {[...new Set(others.map((space) => space.language!))].map((other) => (
            <SpaceGroup
              key={other}
              title={languageName(other)}
              spaces={others.filter((space) => space.language === other)}
              headingLevel="h4"
            />
          ))}
        </div>
      </details>
    </div>
  );
}

function SpaceGroup({
  title,
  spaces,
  testId,
  headingLevel: Heading = 'h3',
}: {
  title: string;
  spaces: readonly SpaceView[];
  testId?: string;
  headingLevel?: 'h3' | 'h4';
}) {
  return (
    <section className="space-y-3" data-testid={testId}>
      <Heading className="text-lg font-semibold">{title}</Heading>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {spaces.map((space) => (
          <SpaceCard key={space.key} space={space} />
        ))}
      </ul>
    </section>
  );
}

function SpaceCard({ space }: { space: SpaceView }) {
  const { t } = useTranslation('community');
  const Icon = space.classId ? GraduationCap : MessagesSquare;
  return (
    <li>
      <Link
        to={spacePath(space.key)}
        className="flex h-full items-start gap-3 rounded-xl border bg-card p-4 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        data-testid="community-space-link"
      >
        <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0 flex-1 space-y-1">
          <span className="block font-medium">{spaceName(space, t)}</span>
          <span className="block text-sm text-muted-foreground">{spaceDescription(space, t)}</span>
          {space.moderates && <Badge variant="secondary">{t('home.moderator')}</Badge>}
        </span>
        <ChevronRight className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
}
