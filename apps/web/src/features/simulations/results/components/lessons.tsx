import type { SimulationScore } from '@alavanca/contracts/simulations';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';

/** The alerts raised most often, each as the lesson to take to the next simulation. */
export function Lessons({ lessons }: { lessons: SimulationScore['lessons'] }) {
  const { t } = useTranslation('simulationResults');
  return (
    <SectionCard
      title={t('lessons.title')}
      icon={Lightbulb}
      intro={lessons.length > 0 && t('lessons.intro')}
      testId="lessons"
    >
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
    </SectionCard>
  );
}
