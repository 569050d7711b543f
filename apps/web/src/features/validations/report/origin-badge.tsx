import { cn } from '@/lib/utils';
import type { IdeaValidationResult } from '@alavanca/contracts/validations';
import { Database, Lightbulb, MessageSquareQuote } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Origin = IdeaValidationResult['scores']['problem']['factors'][number]['origin'];

const ICON = { told: MessageSquareQuote, dataset: Database, assumed: Lightbulb } as const;
const TONE = {
  told: 'border-primary/30 bg-primary/5 text-foreground',
  dataset: 'border-success/40 bg-success/10 text-foreground',
  assumed: 'border-warning/50 bg-warning/10 text-foreground',
} as const;

/** Where a number or a line comes from: what the founder told, a sourced figure, or an assumption of ours. */
export function OriginBadge({ origin, className }: { origin: Origin; className?: string }) {
  const { t } = useTranslation('validationReport');
  const Icon = ICON[origin];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        TONE[origin],
        className,
      )}
      data-origin={origin}
    >
      <Icon className="size-3" aria-hidden="true" />
      {t(`origins.${origin}.label`)}
    </span>
  );
}

/** The three origins explained once, at the top of the report. */
export function OriginLegend() {
  const { t } = useTranslation('validationReport');
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-3">
      {(['told', 'dataset', 'assumed'] as const).map((origin) => (
        <div key={origin} className="space-y-1">
          <dt>
            <OriginBadge origin={origin} />
          </dt>
          <dd className="text-muted-foreground">{t(`origins.${origin}.description`)}</dd>
        </div>
      ))}
    </dl>
  );
}
