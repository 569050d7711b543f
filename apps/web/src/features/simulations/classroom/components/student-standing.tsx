import type { ClassView } from '@alavanca/contracts/classes';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SimulationFormat } from '@/features/simulations/month/utils/format';

/**
 * Where the student's company stands, first thing on their class: its place of how many, its
 * score and its share of the last round's market; before the first round, when the ranking starts.
 */
export function StudentStanding({ view, format }: { view: ClassView; format: SimulationFormat }) {
  const { t } = useTranslation('classroom');
  const mine = view.ranking.find((row) => row.mine);
  const ranked = mine && mine.score !== null;
  return (
    <section
      aria-labelledby="standing-title"
      className="flex items-start gap-3 rounded-xl border border-primary/30 bg-card p-4"
      data-testid="student-standing"
    >
      <Trophy className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        <h2 id="standing-title" className="text-sm text-muted-foreground">
          {t('standing.title')}
        </h2>
        {ranked ? (
          <>
            <p className="text-xl font-semibold">
              {t('standing.rank', { rank: format.count(mine.rank), total: format.count(view.ranking.length) })}
            </p>
            <p className="text-sm text-muted-foreground">
              {mine.marketShare === null || view.marketMode === 'solo'
                ? t('standing.detailSolo', { score: format.count(mine.score!) })
                : t('standing.detail', { score: format.count(mine.score!), share: format.percent(mine.marketShare) })}
            </p>
          </>
        ) : (
          <p className="text-sm">{t('standing.none')}</p>
        )}
      </div>
    </section>
  );
}
