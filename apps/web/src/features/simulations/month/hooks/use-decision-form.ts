import { ApiError } from '@/lib/api-client';
import type { NumberFormat } from '@alavanca/domain/constants';
import type { MonthDecisions, SimulationState } from '@alavanca/domain/simulation/types';
import { useId, useMemo, useState } from 'react';
import {
  checkDraft,
  draftFromDecisions,
  type DecisionDraft,
  type DecisionField,
  type FieldErrors,
} from '../utils/decision-draft';

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
 * The decision panel's form for a month (the simulation's, a class round's, the exam's): the
 * draft as typed, checked with the engine's own rules at every keystroke, sent when valid, and the
 * server's refusal (VALIDATION_FAILED) shown beside the fields it names. A missing answer to the
 * event is only an error once the user tries to submit. Mounted once per month.
 */
export function useDecisionForm({
  state,
  initialDecisions,
  numberFormat,
  onSubmit,
}: {
  state: SimulationState;
  initialDecisions: MonthDecisions;
  numberFormat: NumberFormat;
  onSubmit: (decisions: MonthDecisions) => Promise<unknown>;
}) {
  const formId = useId();
  const [draft, setDraft] = useState<DecisionDraft>(() => draftFromDecisions(initialDecisions, numberFormat));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const checked = useMemo(() => checkDraft(state, draft, numberFormat), [state, draft, numberFormat]);

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
    onSubmit(checked.decisions).catch((error: unknown) => {
      // Other refusals are the caller's mutation's to tell.
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
        const fromServer = serverFieldErrors(error);
        setServerErrors(fromServer);
        focusFirstError(formId, fromServer);
      }
    });
  };

  return { formId, draft, errors, change, submit };
}

/** Moves focus to the first field with an error, in the panel's order. */
function focusFirstError(formId: string, errors: FieldErrors): void {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) focusField(formId, first);
}

/** Moves focus to a decision field (the event's first answer, for the event), scrolling it into view. */
export function focusField(formId: string, field: DecisionField): void {
  const form = document.getElementById(formId);
  const target =
    field === 'eventChoice'
      ? form?.querySelector<HTMLInputElement>('[data-testid="radio-eventChoice"] input')
      : form?.querySelector<HTMLInputElement>(`input[name="${FIELD_NAMES[field]}"]`);
  reveal(target);
}

/** Focuses an element in the middle of the screen, clear of the sticky top and bottom bars. */
export function reveal(target: HTMLElement | null | undefined): void {
  target?.scrollIntoView?.({ block: 'center' });
  target?.focus({ preventScroll: true });
}
