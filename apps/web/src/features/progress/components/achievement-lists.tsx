import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { AchievementView, EvidenceSource, SourceView, WithinReachView } from '@alavanca/contracts/progress';
import { ACHIEVEMENTS, ruleValues } from '@alavanca/domain/progress/achievements';
import { formatDate, type FormatPreferences } from '@alavanca/domain/locale/format';
import { CheckCircle2, CircleDashed, Download, Lock, Trophy } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { credentialUrl } from '../api/get-progress';
import { describeCondition } from '../utils/conditions';
import { sourceHref, sourceLabel } from '../utils/sources';

const RULES = new Map(ACHIEVEMENTS.map((rule) => [rule.id as string, rule]));

/** An achievement's rule, stated with the figures it checks. */
function useRuleText() {
  const { t } = useTranslation('achievementRules');
  return (id: string) => {
    const rule = RULES.get(id);
    return t(`rules.${id}`, rule ? ruleValues(rule) : {});
  };
}

/**
 * A sentence of the `achievements` catalog naming a source as `<work>{{source}}</work>` (not
 * `<source>`, an HTML element Trans would read as empty): a link to it, or its name when deleted.
 */
function WithSource({
  i18nKey,
  source,
  sources,
  values = {},
}: {
  i18nKey: string;
  source: EvidenceSource;
  sources: readonly SourceView[];
  values?: Record<string, string>;
}) {
  const { t } = useTranslation('achievements');
  const href = sourceHref(source, sources);
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ ...values, source: sourceLabel(source, sources, t) }}
      components={{ work: href ? <Link to={href} className="underline underline-offset-2" /> : <span /> }}
    />
  );
}

/** The achievements the founder's latest figures come nearest to, each condition met or missing. */
export function WithinReach({
  within,
  sources,
  prefs,
}: {
  within: readonly WithinReachView[];
  sources: readonly SourceView[];
  prefs: FormatPreferences;
}) {
  const { t } = useTranslation(['achievements', 'progress']);
  const ruleText = useRuleText();
  if (within.length === 0) return <p className="text-sm text-muted-foreground">{t('achievements:within.none')}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-3" data-testid="within-reach">
      {within.map((near) => (
        <li key={near.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4" data-achievement={near.id}>
          <h3 className="flex items-center gap-2 font-semibold">
            <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
            {t(`progress:achievements.${near.id}`)}
          </h3>
          <p className="text-sm text-muted-foreground">{ruleText(near.id)}</p>
          {near.source && (
            <p className="text-sm">
              <WithSource i18nKey="within.readOn" source={near.source} sources={sources} />
            </p>
          )}
          <ul className="space-y-1 text-sm">
            {near.conditions.map((reading) => {
              const { bar, actual } = describeCondition(reading, t, prefs);
              const Icon = reading.met ? CheckCircle2 : CircleDashed;
              return (
                <li key={reading.metric} className="flex items-start gap-2" data-met={reading.met}>
                  <Icon
                    className={reading.met ? 'mt-0.5 size-4 shrink-0 text-success' : 'mt-0.5 size-4 shrink-0'}
                    aria-hidden="true"
                  />
                  <span>
                    <span className="sr-only">
                      {t(reading.met ? 'achievements:within.met' : 'achievements:within.missing')}{' '}
                    </span>
                    {bar}
                    {actual && <span className="text-muted-foreground"> ({actual})</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Every achievement: those earned (when, from what), then those still to earn with their rules. */
export function AchievementLists({
  achievements,
  sources,
  prefs,
  target,
}: {
  achievements: readonly AchievementView[];
  sources: readonly SourceView[];
  prefs: FormatPreferences;
  /** The achievement the address points at (a notification's link): marked, and focusable for it. */
  target: string;
}) {
  const { t } = useTranslation(['achievements', 'progress']);
  const ruleText = useRuleText();
  const earnedId = useId();
  const toEarnId = useId();
  const earned = achievements.filter((achievement) => achievement.earnedAt !== null);
  const toEarn = achievements.filter((achievement) => achievement.earnedAt === null);
  const competenceOf = (id: string) => {
    const competence = RULES.get(id)?.competence ?? 'milestone';
    return competence === 'milestone'
      ? t('achievements:achievements.milestone')
      : t('achievements:achievements.competence', { competence: t(`progress:competences.${competence}.name`) });
  };
  return (
    <div className="grid gap-6">
      <section aria-labelledby={earnedId} className="space-y-3">
        <h3 id={earnedId} className="font-semibold">
          {t('achievements:achievements.earned')}
        </h3>
        {earned.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('achievements:achievements.noneEarned')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="earned-achievements">
            {earned.map((achievement) => (
              <li
                key={achievement.id}
                id={achievement.id}
                tabIndex={achievement.id === target ? -1 : undefined}
                className={cn(
                  'flex gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 outline-hidden',
                  achievement.id === target && 'ring-2 ring-primary',
                )}
                data-achievement={achievement.id}
              >
                <Trophy className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div className="min-w-0 space-y-1">
                  <p className="font-semibold">{t(`progress:achievements.${achievement.id}`)}</p>
                  <p className="text-sm text-muted-foreground">{ruleText(achievement.id)}</p>
                  <p className="flex flex-wrap items-center gap-x-1 text-sm">
                    <Badge variant="secondary">{competenceOf(achievement.id)}</Badge>
                    <span>
                      {achievement.source ? (
                        <WithSource
                          i18nKey="achievements.earnedOnFrom"
                          source={achievement.source}
                          sources={sources}
                          values={{ date: formatDate(new Date(achievement.earnedAt!), prefs) }}
                        />
                      ) : (
                        t('achievements:achievements.earnedOn', {
                          date: formatDate(new Date(achievement.earnedAt!), prefs),
                        })
                      )}
                    </span>
                  </p>
                  <a
                    href={credentialUrl(achievement.id)}
                    download=""
                    className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-2 hover:underline"
                  >
                    <Download className="size-4" aria-hidden="true" />
                    {t('achievements:achievements.credential')}
                    <span className="sr-only">
                      {' '}
                      {t('achievements:achievements.credentialOf', {
                        name: t(`progress:achievements.${achievement.id}`),
                      })}
                    </span>
                  </a>
                  <p className="text-xs text-muted-foreground">{t('achievements:achievements.credentialHint')}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={toEarnId} className="space-y-3">
        <h3 id={toEarnId} className="font-semibold">
          {t('achievements:achievements.toEarn')}
        </h3>
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="achievements-to-earn">
          {toEarn.map((achievement) => (
            <li
              key={achievement.id}
              id={achievement.id}
              className="flex gap-3 rounded-xl border p-4"
              data-achievement={achievement.id}
            >
              <Lock className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 space-y-1">
                <p className="font-semibold">{t(`progress:achievements.${achievement.id}`)}</p>
                <p className="text-sm text-muted-foreground">{ruleText(achievement.id)}</p>
                <Badge variant="outline">{competenceOf(achievement.id)}</Badge>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
