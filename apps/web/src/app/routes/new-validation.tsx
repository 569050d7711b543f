import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '@/components/screen-intro';

const STEPS = ['describe', 'market', 'scores', 'experiments'] as const;

export function Component() {
  const { t } = useTranslation('app');
  return (
    <>
      <ScreenIntro title={t('validation.title')} description={t('validation.intro')} />
      <Card>
        <CardHeader>
          <CardTitle>{t('validation.howTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-4 sm:grid-cols-2">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground">
                  {index + 1}
                </span>
                <span>
                  <span className="block font-medium">{t(`validation.steps.${step}.title`)}</span>
                  <span className="block text-sm text-muted-foreground">
                    {t(`validation.steps.${step}.description`)}
                  </span>
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
            <Check className="size-4 text-success" aria-hidden="true" />
            {t('validation.quotaNote')}
          </p>
        </CardContent>
      </Card>
    </>
  );
}
