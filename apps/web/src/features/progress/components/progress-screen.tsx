import { LoadFailed } from '@/components/load-failed';
import { ScreenIntro } from '@/components/screen-intro';
import { Skeleton } from '@/components/ui/skeleton';
import type { FormatPreferences } from '@alavanca/domain/locale/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';
import { useProgress } from '../api/get-progress';
import { AchievementLists, WithinReach } from './achievement-lists';
import { CompetenceCard } from './competence-card';
import { StreakPanel } from './streak-panel';

/** The levels' rule, once for every competence. */
const LEVEL_RULES = ['familiar', 'proficient', 'mastered'] as const;

/**
 * `/conquistas`: what the founder's decisions have shown (decision 033) — the weekly learning
 * streak, each competence's level with the evidence behind it, the achievements nearest to being earned with what is missing, and
 * every achievement, earned or not, with its rule. Refreshed live by `progress.changed`.
 */
export function ProgressScreen({ prefs }: { prefs: FormatPreferences }) {
  const { t } = useTranslation(['achievements', 'progress', 'achievementRules']);
  const query = useProgress();
  const competencesId = useId();
  const withinId = useId();
  const achievementsId = useId();
  // A notification of a new achievement opens the page at it (PROGRESS_PATH#id).
  const target = useScrollToHash(query.data !== undefined);

  if (!query.data) {
    return (
      <div data-testid="progress-screen">
        <ScreenIntro title={t('achievements:title')} description={t('achievements:intro')} />
        {query.isError ? (
          <LoadFailed
            message={t('achievements:loadFailed')}
            retryLabel={t('achievements:retry')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
            <span className="sr-only">{t('achievements:loading')}</span>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-40 w-full" />
            ))}
          </div>
        )}
      </div>
    );
  }

  const { competences, achievements, withinReach, sources, streak } = query.data;
  const earned = achievements.filter((achievement) => achievement.earnedAt !== null).length;
  return (
    <div data-testid="progress-screen">
      <ScreenIntro title={t('achievements:title')} description={t('achievements:intro')} />
      <div className="grid gap-10">
        <StreakPanel streak={streak} prefs={prefs} />
        <section aria-labelledby={withinId} className="space-y-3">
          <div className="space-y-1">
            <h2 id={withinId} className="text-lg font-semibold">
              {t('achievements:within.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('achievements:within.intro')}</p>
          </div>
          <WithinReach within={withinReach} sources={sources} prefs={prefs} />
        </section>
        <section aria-labelledby={competencesId} className="space-y-3">
          <div className="space-y-1">
            <h2 id={competencesId} className="text-lg font-semibold">
              {t('achievements:competences.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('achievements:competences.intro')}</p>
            <details className="text-sm">
              <summary className="cursor-pointer font-medium">{t('achievements:competences.levels')}</summary>
              <ul className="mt-2 grid gap-1 text-muted-foreground">
                {LEVEL_RULES.map((level) => (
                  <li key={level}>
                    {t('achievements:competences.levelRule', {
                      level: t(`progress:levels.${level}`),
                      rule: t(`achievements:levelRules.${level}`),
                    })}
                  </li>
                ))}
              </ul>
            </details>
          </div>
          <div className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-4">
            {competences.map((competence) => (
              <CompetenceCard key={competence.id} competence={competence} sources={sources} />
            ))}
          </div>
        </section>
        <section aria-labelledby={achievementsId} className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={achievementsId} className="text-lg font-semibold">
              {t('achievements:achievements.title')}
            </h2>
            <p className="text-sm text-muted-foreground" data-testid="earned-count">
              {t('achievements:achievements.earnedCount', { earned, total: achievements.length })}
            </p>
          </div>
          <AchievementLists achievements={achievements} sources={sources} prefs={prefs} target={target} />
        </section>
      </div>
    </div>
  );
}
