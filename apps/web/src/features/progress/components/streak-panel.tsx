import type { StreakView } from '@alavanca/contracts/progress';
import { formatDate, type FormatPreferences } from '@alavanca/domain/locale/format';
import { Flame } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The weekly learning streak (decision 033): the weeks in a row, whether this week counts yet and
 * what makes it count, and this month's freeze. Weekly, never a daily nag.
 */
export function StreakPanel({ streak, prefs }: { streak: StreakView; prefs: FormatPreferences }) {
  const { t } = useTranslation('achievements');
  const titleId = useId();
  // A week's Monday at noon UTC: the same calendar day in every time zone the user may prefer.
  const week = (monday: string) => formatDate(new Date(`${monday}T12:00:00Z`), prefs);
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-xl border bg-card p-4 sm:flex-row sm:items-start sm:gap-4"
      data-testid="streak"
      data-current={streak.current}
    >
      <Flame className="size-8 shrink-0 text-primary" aria-hidden="true" />
      <div className="space-y-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {streak.current > 0 ? t('streak.weeks', { count: streak.current }) : t('streak.none')}
        </h2>
        <p className="text-sm">{t(streak.thisWeek ? 'streak.thisWeek' : 'streak.notYet')}</p>
        <p className="text-sm text-muted-foreground">
          {streak.frozen.length > 0
            ? t('streak.frozen', { weeks: streak.frozen.map(week).join(', ') })
            : t(streak.freezeLeft ? 'streak.freezeLeft' : 'streak.freezeUsed')}{' '}
          {streak.best > streak.current && t('streak.best', { count: streak.best })}
        </p>
      </div>
    </section>
  );
}
