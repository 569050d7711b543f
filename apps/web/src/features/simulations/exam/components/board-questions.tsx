import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { useValidationText } from '@/hooks/use-validation-text';
import { cn } from '@/lib/utils';
import type { BoardQueryView } from '@alavanca/contracts/certificate';
import { NO_EVENT } from '@alavanca/domain/certificate/board-queries';
import { CASH_DRIVER_KEYS, EVENT_TYPES, REVENUE_DRIVER_KEYS } from '@alavanca/domain/simulation/types';
import { useTranslation } from 'react-i18next';
import type { SimulationFormat } from '@/features/simulations/month/utils/format';
import { partKey, type BoardDraft, type BoardErrors } from '../utils/board-answers';

/** An option's name, as the month screen names the same thing: a cash or revenue driver, an event. */
function useOptionLabel() {
  const { t } = useTranslation(['exam', 'simulationMonth']);
  return (option: string) => {
    if ((CASH_DRIVER_KEYS as readonly string[]).includes(option))
      return t(`simulationMonth:why.cash.drivers.${option}`);
    if ((REVENUE_DRIVER_KEYS as readonly string[]).includes(option))
      return t(`simulationMonth:why.revenue.drivers.${option}`);
    if ((EVENT_TYPES as readonly string[]).includes(option)) return t(`simulationMonth:events.types.${option}.title`);
    return option === NO_EVENT ? t('exam:board.noEvent') : option;
  };
}

/**
 * The board's queries, each worded by its id and naming its month, answered part by part: a month
 * of those played, one of a fixed list, or a figure typed in the user's number format (money in
 * the company's currency, a percentage in points, a count).
 */
export function BoardQuestions({
  queries,
  played,
  draft,
  errors,
  onChange,
  format,
}: {
  queries: readonly BoardQueryView[];
  played: number;
  draft: BoardDraft;
  errors: BoardErrors;
  onChange: (queryId: string, part: number, value: string) => void;
  format: SimulationFormat;
}) {
  const { t } = useTranslation('exam');
  const errorText = useValidationText();
  const optionLabel = useOptionLabel();
  const months = Array.from({ length: played }, (_, index) => index + 1).map((month) => ({
    value: String(month),
    label: t('board.monthOption', { month, name: format.monthName(month, 'long') }),
  }));

  return (
    <ol className="grid gap-4" data-testid="board-questions">
      {queries.map((query, number) => (
        <li key={query.id} className="space-y-3 rounded-lg border p-4" data-testid={`board-${query.id}`}>
          <p className="text-sm font-medium">
            <span className="mr-1 text-muted-foreground">{number + 1}.</span>
            {t(`board.queries.${query.id}.question`, { month: query.month ?? 0, currency: format.currencySymbol })}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {query.parts.map((part, index) => {
              const label = t(`board.queries.${query.id}.part${index + 1}`);
              const value = draft[query.id]?.[index] ?? '';
              const change = (next: string) => onChange(query.id, index, next);
              if (part.kind === 'month' || part.kind === 'choice')
                return (
                  <SelectField
                    key={index}
                    label={label}
                    value={value === '' ? undefined : value}
                    onValueChange={change}
                    placeholder={t('board.choose')}
                    options={
                      part.kind === 'month'
                        ? months
                        : part.options.map((option) => ({ value: option, label: optionLabel(option) }))
                    }
                    testId={`answer-${query.id}-${index}`}
                  />
                );
              const adornment = part.unit === 'money' ? format.currencySymbol : part.unit === 'percent' ? '%' : '';
              return (
                <FormField
                  key={index}
                  label={label}
                  hint={t(`board.hint.${part.unit}`)}
                  error={errorText(errors[partKey(query.id, index)])}
                  hintProps={{ className: 'text-xs' }}
                >
                  {(control) => (
                    <div className="relative">
                      <Input
                        {...control}
                        name={`answer-${query.id}-${index}`}
                        inputMode="decimal"
                        autoComplete="off"
                        className={cn('tabular text-right', adornment && (part.unit === 'money' ? 'pl-10' : 'pr-8'))}
                        value={value}
                        onChange={(event) => change(event.target.value)}
                        data-testid={`answer-${query.id}-${index}`}
                      />
                      {adornment && (
                        <span
                          aria-hidden="true"
                          className={cn(
                            'pointer-events-none absolute inset-y-0 flex items-center text-sm text-muted-foreground',
                            part.unit === 'money' ? 'left-3' : 'right-3',
                          )}
                        >
                          {adornment}
                        </span>
                      )}
                    </div>
                  )}
                </FormField>
              );
            })}
          </div>
        </li>
      ))}
    </ol>
  );
}
