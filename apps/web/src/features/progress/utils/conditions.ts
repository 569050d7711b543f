import type { WithinReachView } from '@alavanca/contracts/progress';
import { formatNumber, formatPercent, type NumberPreferences } from '@alavanca/domain/locale/format';
import { DIFFICULTIES } from '@alavanca/domain/simulation/types';
import type { TFunction } from 'i18next';

type Reading = WithinReachView['conditions'][number];
type Shape = 'number' | 'count' | 'month' | 'months' | 'points' | 'growth' | 'share' | 'difficulty' | 'flag';

/**
 * How each figure's bar and the founder's own figure are said: a number, a count of competences,
 * a month, a number of months or points (plural forms), a share, a setting, or a yes/no.
 */
const SHAPES: Readonly<Record<string, Shape>> = {
  completed: 'flag',
  horizon: 'months',
  difficulty: 'difficulty',
  score: 'number',
  scoreOverStill: 'flag',
  loanFree: 'flag',
  neverOverdrawn: 'flag',
  shockRunwayKept: 'flag',
  breakEvenMonth: 'month',
  breakEvenLead: 'months',
  priceCoversCosts: 'flag',
  customerGrowth: 'growth',
  cacToLtv: 'share',
  safeAsCareful: 'flag',
  replayGain: 'points',
  familiar: 'count',
  proficient: 'count',
  mastered: 'count',
};

/** A condition of an achievement as the progress page states it: its bar, and where the founder stands. */
export function describeCondition(
  reading: Reading,
  t: TFunction,
  prefs: NumberPreferences,
): { bar: string; actual: string | null } {
  const shape = SHAPES[reading.metric] ?? 'number';
  const number = (value: number) => formatNumber(value, prefs, { maximumFractionDigits: 1 });
  const percent = (ratio: number) => formatPercent(ratio, prefs, { maximumFractionDigits: 0 });
  const key = `achievements:conditions.${reading.metric}`;
  const bar =
    shape === 'difficulty'
      ? t(
          reading.value >= DIFFICULTIES.indexOf('hard')
            ? 'achievements:conditions.difficultyHard'
            : 'achievements:conditions.difficultyNormal',
        )
      : shape === 'months' || shape === 'points' || shape === 'count'
        ? t(key, { count: reading.value })
        : t(key, {
            value:
              shape === 'growth'
                ? percent(reading.value - 1)
                : shape === 'share'
                  ? percent(reading.value)
                  : number(reading.value),
          });
  if (shape === 'flag') return { bar, actual: null };
  const { actual } = reading;
  // Not known yet (a run still playing, no profit yet), or growth that did not count (months at a
  // loss, or no better than standing still).
  if (actual === null || (shape === 'growth' && actual <= 0)) return { bar, actual: t('achievements:actual.notYet') };
  const said: Record<Exclude<Shape, 'flag'>, () => string> = {
    number: () => t('achievements:actual.number', { value: number(actual) }),
    count: () => t('achievements:actual.number', { value: number(actual) }),
    month: () => t('achievements:actual.month', { value: number(actual) }),
    months: () => t('achievements:actual.months', { count: actual }),
    points: () => t('achievements:actual.points', { count: actual }),
    growth: () => t('achievements:actual.number', { value: percent(actual - 1) }),
    share: () => t('achievements:actual.number', { value: percent(actual) }),
    difficulty: () =>
      t('achievements:actual.difficulty', { value: t(`achievements:difficulties.${DIFFICULTIES[actual] ?? 'easy'}`) }),
  };
  return { bar, actual: said[shape]() };
}
