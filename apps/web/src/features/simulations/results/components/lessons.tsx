import type { SimulationScore } from '@alavanca/contracts/simulations';
import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The alerts raised most often, each as the lesson to take to the next simulation. */
export function Lessons({ lessons }: { lessons: SimulationScore['lessons'] }) {
  const { t } = useTranslation('simulationResults');
  const titleId = useId();
  return (
    <section className="space-y-3 rounded-xl border bg-card p-6" aria-labelledby={titleId} data-testid="lessons">
      <div className="space-y-1">
        <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <Lightbulb className="size-5" aria-hidden="true" />
          {t('lessons.title')}
        </h3>
        {lessons.length > 0 && <p className="text-sm text-muted-foreground">{t('lessons.intro')}</p>}
      </div>
      {lessons.length === 0 ? (
        <p className="text-sm">{t('lessons.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {lessons.map((flag) => (
            <li key={flag} className="space-y-0.5">
              <p className="font-medium">{t(`flags.${flag}.label`)}</p>
              <p className="text-sm text-muted-foreground">{t(`flags.${flag}.lesson`)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
