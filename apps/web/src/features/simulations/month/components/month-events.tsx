import { Badge } from '@/components/ui/badge';
import type { MonthResult, SimulationSetup } from '@alavanca/domain/simulation/types';
import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { eventTextValues } from '@alavanca/domain/simulation/event-text';
import type { SimulationFormat } from '../utils/format';

/** What happened to the company this month that no decision chose, and the event answered. */
export function MonthEvents({
  result,
  setup,
  format,
}: {
  result: MonthResult;
  setup: SimulationSetup;
  format: SimulationFormat;
}) {
  const { t } = useTranslation('simulationMonth');
  return (
    <section aria-labelledby="month-events-title" className="space-y-3 rounded-xl border bg-card p-6">
      <h3 id="month-events-title" className="text-base font-semibold">
        {t('events.title', { month: result.month })}
      </h3>
      {result.events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('events.none')}</p>
      ) : (
        <ul className="space-y-3" data-testid="month-events">
          {result.events.map((event) => {
            const share = eventTextValues(event, setup).share;
            return (
              <li key={event.type} className="flex gap-3">
                <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                  <Zap className="size-4" aria-hidden="true" />
                </span>
                <div className="space-y-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    {t(`events.types.${event.type}.title`)}
                    {event.asksChoice && <Badge variant="warning">{t('events.asksChoice')}</Badge>}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {t(`events.types.${event.type}.description`, { share: format.percent(share) })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {result.answered && (
        <p className="border-t pt-3 text-sm" data-testid="answered-event">
          {t('events.answered', {
            event: t(`events.types.${result.answered.type}.title`),
            choice: t(`events.choices.${result.answered.choice}.label`),
          })}
        </p>
      )}
    </section>
  );
}
