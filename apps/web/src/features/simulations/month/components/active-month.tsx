import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import type { Simulation } from '@alavanca/contracts/simulations';
import type { NumberFormat } from '@alavanca/domain/constants';
import { decisionAlerts } from '@alavanca/domain/simulation/alerts';
import { prefilledDecisions } from '@alavanca/domain/simulation/founder-policies';
import { marginalCustomer } from '@alavanca/domain/simulation/marginal-customer';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import { EVENT_CHOICES } from '@alavanca/domain/simulation/types';
import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAdvanceMonth } from '../api/advance-month';
import { useFinishSimulation } from '../api/finish-simulation';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import {
  checkDraft,
  draftFromDecisions,
  type DecisionDraft,
  type DecisionField,
  type FieldErrors,
} from '../utils/decision-draft';
import type { SimulationFormat } from '../utils/format';
import { DecisionPanel } from './decision-panel';
import { FinishDialog } from './finish-dialog';
import { MonthHeader, resultsPath } from './month-header';
import { MonthPreview, type PreviewOutcome } from './month-preview';
import { RiskForecastPanel } from './risk-forecast';
import type { ChoiceOutcomes } from './event-choice';

/** The preview waits this long after the last edit: enough to skip keystrokes, short enough to feel instant. */
export const PREVIEW_DEBOUNCE_MS = 100;

const FIELD_ORDER: readonly DecisionField[] = [
  'eventChoice',
  'priceCents',
  'marketingCents',
  'qualityInvestmentCents',
  'headcountDelta',
  'purchaseUnits',
  'capacityInvestmentCents',
  'loanCents',
];
const FIELD_NAMES: Record<DecisionField, string> = {
  eventChoice: 'eventChoice',
  priceCents: 'priceCents',
  marketingCents: 'marketingCents',
  qualityInvestmentCents: 'qualityInvestmentCents',
  headcountDelta: 'headcountDelta',
  purchaseUnits: 'purchaseUnits',
  capacityInvestmentCents: 'capacityInvestmentCents',
  loanCents: 'loanAmount',
};

/** The server's issues (`decisions.priceCents` → `validation.outOfRange`) as the form's field errors. */
function serverFieldErrors(error: ApiError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.replace(/^decisions\./, '') as DecisionField;
    if (!FIELD_ORDER.includes(field) || errors[field]) continue;
    errors[field] = field === 'eventChoice' ? 'simulationMonth:events.choiceRequired' : `common:${issue.message}`;
  }
  return errors;
}

/**
 * The month being played: the header with its actions, the decision panel, the preview of the
 * next month and the risk forecast. Mounted once per month (keyed by it), so a month played here
 * or in another tab starts the next one from fresh defaults.
 */
export function ActiveMonth({
  simulation,
  format,
  numberFormat,
}: {
  simulation: Simulation;
  format: SimulationFormat;
  numberFormat: NumberFormat;
}) {
  const { t } = useTranslation('simulationMonth');
  const navigate = useNavigate();
  const formId = useId();
  const { state } = simulation;
  const [draft, setDraft] = useState<DecisionDraft>(() =>
    draftFromDecisions(prefilledDecisions(state, simulation.months.at(-1)?.decisions ?? null), numberFormat),
  );
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const advance = useAdvanceMonth(simulation.id);
  const finish = useFinishSimulation(simulation.id, { onFinished: (ended) => void navigate(resultsPath(ended.id)) });

  // Errors follow every keystroke; the preview (and the forecast after it) only the settled draft.
  const checked = useMemo(() => checkDraft(state, draft, numberFormat), [state, draft, numberFormat]);
  const settledDraft = useDebouncedValue(draft, PREVIEW_DEBOUNCE_MS);
  const preview = useMemo(() => {
    const settled = checkDraft(state, settledDraft, numberFormat);
    // Each answer to a pending event, with the other decisions as they are.
    const choiceOutcomes: ChoiceOutcomes = {};
    for (const choice of state.pendingEvent ? EVENT_CHOICES[state.pendingEvent.type] : []) {
      const decisions = checkDraft(state, { ...settledDraft, eventChoice: choice }, numberFormat).decisions;
      if (!decisions) continue;
      const { income, cashFlow } = stepMonth(state, decisions).result;
      choiceOutcomes[choice] = { netProfitCents: income.netProfitCents, cashCents: cashFlow.closingCashCents };
    }
    if (!settled.decisions) {
      const fields = Object.keys(settled.errors);
      return {
        decisions: null,
        outcome: { kind: 'invalid', eventOnly: fields.length === 1 && fields[0] === 'eventChoice' } as PreviewOutcome,
        alerts: [],
        choiceOutcomes,
      };
    }
    const result = stepMonth(state, settled.decisions).result;
    return {
      decisions: settled.decisions,
      outcome: { kind: 'ready', result, marginal: marginalCustomer(state, settled.decisions) } as PreviewOutcome,
      alerts: decisionAlerts(state, settled.decisions, result),
      choiceOutcomes,
    };
  }, [state, settledDraft, numberFormat]);

  // A missing answer to the event is only an error once the user tries to advance.
  const { eventChoice: eventError, ...fieldErrors } = checked.errors;
  const errors: FieldErrors = {
    ...fieldErrors,
    ...(submitted && eventError ? { eventChoice: eventError } : {}),
    ...serverErrors,
  };

  const change = (patch: Partial<DecisionDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };

  const submit = () => {
    setSubmitted(true);
    if (!checked.decisions) {
      focusFirstError(formId, checked.errors);
      return;
    }
    advance.mutate(
      { month: state.month + 1, decisions: checked.decisions },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
            const fromServer = serverFieldErrors(error);
            setServerErrors(fromServer);
            focusFirstError(formId, fromServer);
          }
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <MonthHeader
        simulation={simulation}
        actions={
          <>
            <Button type="submit" form={formId} disabled={advance.isPending || finish.isPending}>
              {advance.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <ArrowRight aria-hidden="true" />
              )}
              {advance.isPending ? t('header.advancing') : t('header.advance')}
            </Button>
            <FinishDialog played={state.month} pending={finish.isPending} onConfirm={() => finish.mutate()} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <DecisionPanel
          formId={formId}
          simulation={simulation}
          draft={draft}
          onChange={change}
          errors={errors}
          onSubmit={submit}
          format={format}
          alerts={preview.alerts}
          choiceOutcomes={preview.choiceOutcomes}
        />
        <div className="min-w-0 space-y-6">
          <MonthPreview simulation={simulation} outcome={preview.outcome} format={format} />
          <RiskForecastPanel state={state} decisions={preview.decisions} format={format} />
        </div>
      </div>
    </div>
  );
}

/** Moves focus to the first field with an error, in the panel's order. */
function focusFirstError(formId: string, errors: FieldErrors): void {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (!first) return;
  const form = document.getElementById(formId);
  const name = FIELD_NAMES[first];
  const target =
    first === 'eventChoice'
      ? form?.querySelector<HTMLInputElement>('[data-testid="radio-eventChoice"] input')
      : form?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  target?.focus();
}
