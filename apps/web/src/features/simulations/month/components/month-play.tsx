import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { NumberFormat } from '@alavanca/domain/constants';
import { decisionAlerts } from '@alavanca/domain/simulation/alerts';
import type { MarketColumns } from '@alavanca/domain/simulation/company-store';
import type { LearnedMarket } from '@alavanca/domain/simulation/forecast';
import { marginalCustomer } from '@alavanca/domain/simulation/marginal-customer';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import { EVENT_CHOICES, type MonthDecisions } from '@alavanca/domain/simulation/types';
import { useMemo, type ReactNode } from 'react';
import { checkDraft } from '../utils/decision-draft';
import type { SimulationFormat } from '../utils/format';
import type { PlayedCompany, PlayedIn } from '../utils/played-company';
import { DecisionPanel } from './decision-panel';
import type { ChoiceOutcomes } from './event-choice';
import { MonthPreview, type PreviewOutcome } from './month-preview';
import { MonthSummary } from './month-summary';
import { RISK_SECTION_ID, RiskForecastPanel } from './risk-forecast';
import { focusField, reveal, useDecisionForm } from '../hooks/use-decision-form';
import { useRiskForecast } from '../hooks/use-risk-forecast';

/**
 * The header's submit button on a phone: held at the bottom of the screen, where the thumb is,
 * however far down the fields and results the user scrolled; in its place in the header from md.
 * A screen that shows it leaves PHONE_ACTION_SPACE under its last content, so nothing stays hidden.
 */
export const PHONE_ACTION_CLASS = 'fixed inset-x-4 bottom-4 z-30 h-11 shadow-lg md:static md:h-9 md:shadow-none';
export const PHONE_ACTION_SPACE = 'pb-20 md:pb-0';

/** The preview waits this long after the last edit: enough to skip keystrokes, short enough to feel instant. */
export const PREVIEW_DEBOUNCE_MS = 100;

/**
 * A month being decided: the decision panel, the preview of the month and the risk forecast, with
 * a header whose button submits the panel. What submitting does is the caller's: a simulation
 * plays the month at once, a class company hands its decisions in for the round. Mounted once per
 * month (keyed by it), so a month played here or in another tab starts the next from fresh values.
 */
export function MonthPlay({
  company,
  format,
  numberFormat,
  initialDecisions,
  market,
  forecastMarket,
  onSubmit,
  header,
  playedIn,
}: {
  company: PlayedCompany;
  format: SimulationFormat;
  numberFormat: NumberFormat;
  /** What the panel opens with: the engine's pre-filled month, or decisions already handed in. */
  initialDecisions: MonthDecisions;
  /** The market the preview runs in (stepMonth's): a class company's slice; the seed's by default. */
  market?: MarketColumns;
  /** The market the risk forecast leans to (see useRiskForecast). */
  forecastMarket?: LearnedMarket;
  /** Sends checked decisions; a VALIDATION_FAILED refusal comes back beside the fields. */
  onSubmit: (decisions: MonthDecisions) => Promise<unknown>;
  /** The header, given the id of the form its submit button must name. */
  header: (formId: string) => ReactNode;
  playedIn?: PlayedIn;
}) {
  const { state } = company;
  const { formId, draft, errors, change, submit } = useDecisionForm({
    state,
    initialDecisions,
    numberFormat,
    onSubmit,
  });

  // Errors follow every keystroke; the preview (and the forecast after it) only the settled draft.
  const settledDraft = useDebouncedValue(draft, PREVIEW_DEBOUNCE_MS);
  const preview = useMemo(() => {
    const settled = checkDraft(state, settledDraft, numberFormat);
    // Each answer to a pending event, with the other decisions as they are.
    const choiceOutcomes: ChoiceOutcomes = {};
    // The risk figure meets an unanswered event with its first answer (risk-figure.ts): so does the forecast here.
    let unanswered: MonthDecisions | null = null;
    for (const choice of state.pendingEvent ? EVENT_CHOICES[state.pendingEvent.type] : []) {
      const decisions = checkDraft(state, { ...settledDraft, eventChoice: choice }, numberFormat).decisions;
      if (!decisions) continue;
      unanswered ??= { ...decisions, eventChoice: null };
      const { income, cashFlow } = stepMonth(state, decisions, market).result;
      choiceOutcomes[choice] = { netProfitCents: income.netProfitCents, cashCents: cashFlow.closingCashCents };
    }
    if (!settled.decisions) {
      const fields = Object.keys(settled.errors);
      const eventOnly = fields.length === 1 && fields[0] === 'eventChoice';
      return {
        decisions: null,
        forecastDecisions: eventOnly ? unanswered : null,
        outcome: { kind: 'invalid', eventOnly } as PreviewOutcome,
        alerts: [],
        choiceOutcomes,
      };
    }
    const result = stepMonth(state, settled.decisions, market).result;
    return {
      decisions: settled.decisions,
      forecastDecisions: settled.decisions,
      outcome: {
        kind: 'ready',
        result,
        marginal: marginalCustomer(state, settled.decisions, market),
      } as PreviewOutcome,
      alerts: decisionAlerts(state, settled.decisions, result),
      choiceOutcomes,
    };
  }, [state, settledDraft, numberFormat, market]);

  // The risk figure's forecast (these decisions kept) is drawn once, for the summary and the panel alike.
  const kept = useRiskForecast(state, preview.forecastDecisions, 'keep', forecastMarket);

  return (
    <div className="space-y-6">
      {header(formId)}
      <MonthSummary
        company={company}
        format={format}
        forecast={kept.forecast}
        onLookAt={(target) => (target === 'risk' ? focusRisk() : focusField(formId, target))}
        playedIn={playedIn}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <DecisionPanel
          formId={formId}
          company={company}
          draft={draft}
          onChange={change}
          errors={errors}
          onSubmit={submit}
          format={format}
          alerts={preview.alerts}
          choiceOutcomes={preview.choiceOutcomes}
          playedIn={playedIn}
        />
        <div className="min-w-0 space-y-6">
          <MonthPreview company={company} outcome={preview.outcome} format={format} playedIn={playedIn} />
          <RiskForecastPanel
            state={state}
            decisions={preview.forecastDecisions}
            unanswered={preview.decisions === null && preview.forecastDecisions !== null}
            keptForecast={kept.forecast}
            keptStale={kept.stale}
            format={format}
            market={forecastMarket}
            playedIn={playedIn}
          />
        </div>
      </div>
    </div>
  );
}

/** Moves focus to the risk forecast, which the summary points at when cash is what to watch. */
function focusRisk(): void {
  reveal(document.getElementById(RISK_SECTION_ID));
}
