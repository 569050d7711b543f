import type { ValidationMessage } from '@/hooks/use-validation-text';
import {
  EVENT_CHOICES,
  type EventChoice,
  type MonthEvent,
  type PendingEvent,
  type SimulationSetup,
} from '@alavanca/domain/simulation/types';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { choiceTextValues, eventTextValues } from '@alavanca/domain/simulation/event-text';
import type { SimulationFormat } from '../utils/format';
import { RadioCards } from './decision-fields';

/** What each answer to the event gives this month: the net result and the closing cash. */
export type ChoiceOutcomes = Partial<Record<EventChoice, { netProfitCents: number; cashCents: number }>>;

/**
 * Last month's event that asks for an answer: what happened and the options, each with what it
 * costs or changes and, while the other decisions are valid, the month's result and cash it leads to. Required: the month cannot be played without an answer.
 */
export function EventChoiceField({
  pending,
  event,
  setup,
  value,
  onChange,
  error,
  format,
  outcomes,
}: {
  pending: PendingEvent;
  /** The event as drawn (its size), when last month's result is at hand. */
  event: MonthEvent | undefined;
  setup: SimulationSetup;
  value: EventChoice | null;
  onChange: (choice: EventChoice) => void;
  error?: ValidationMessage;
  format: SimulationFormat;
  /** Each option's month with the other decisions as they are (the preview's engine); absent while they are invalid. */
  outcomes?: ChoiceOutcomes;
}) {
  const { t } = useTranslation('simulationMonth');
  const share = event ? eventTextValues(event, setup).share : 0;
  const options = EVENT_CHOICES[pending.type].map((choice) => {
    const { costCents, points } = choiceTextValues(choice, setup);
    return {
      value: choice as EventChoice,
      label: t(`events.choices.${choice}.label`),
      description: [
        t(`events.choices.${choice}.description`, { cost: format.money(costCents), points: format.count(points) }),
        outcomes?.[choice] &&
          t('events.outcome', {
            profit: format.money(outcomes[choice].netProfitCents),
            cash: format.money(outcomes[choice].cashCents),
          }),
      ]
        .filter(Boolean)
        .join(' '),
    };
  });
  return (
    <div className="rounded-lg border border-warning/40 bg-warning/5 p-4">
      <RadioCards
        name="eventChoice"
        required
        legend={
          <span className="flex items-center gap-2">
            <TriangleAlert className="size-4 text-warning" aria-hidden="true" />
            {t('events.choiceLegend', { event: t(`events.types.${pending.type}.title`) })}
          </span>
        }
        description={
          <>
            <p>{t(`events.types.${pending.type}.description`, { share: format.percent(share) })}</p>
            <p className="mt-1">{t('events.choiceIntro', { month: pending.month })}</p>
          </>
        }
        options={options}
        value={value}
        onChange={onChange}
        error={error}
      />
    </div>
  );
}
