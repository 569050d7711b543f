import type { DecisionAlert } from '@alavanca/domain/simulation/alerts';
import { presetFor } from '@alavanca/domain/simulation/presets';
import { decisionBounds } from '@alavanca/domain/simulation/validate';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionDraft, FieldErrors, LoanDirection } from '../utils/decision-draft';
import type { PlayedCompany, PlayedIn } from '../utils/played-company';
import type { SimulationFormat } from '../utils/format';
import { DecisionAlerts } from './decision-alerts';
import { MoneyField, StepperField } from './decision-fields';
import { EventChoiceField, type ChoiceOutcomes } from './event-choice';

/**
 * The month's levers, each within the engine's bounds for this state (shown under the field),
 * and the answer to last month's event when one asks for it. Errors come from the engine's own
 * validation, beside the field they concern; alerts above the fields say what the month the
 * decisions lead to will bring. The header's 'Avançar mês' submits this form.
 */
export function DecisionPanel({
  formId,
  company,
  draft,
  onChange,
  errors,
  onSubmit,
  format,
  alerts,
  choiceOutcomes,
  playedIn,
}: {
  formId: string;
  company: PlayedCompany;
  draft: DecisionDraft;
  onChange: (patch: Partial<DecisionDraft>) => void;
  errors: FieldErrors;
  onSubmit: () => void;
  format: SimulationFormat;
  /** What to point at before the month is played (empty while the decisions are invalid). */
  alerts: readonly DecisionAlert[];
  /** What each answer to a pending event gives this month (see EventChoiceField). */
  choiceOutcomes?: ChoiceOutcomes;
  playedIn?: PlayedIn;
}) {
  const { t } = useTranslation('simulationMonth');
  const { state, setup } = company;
  const bounds = decisionBounds(state);
  const preset = presetFor(setup.businessType, setup.currency);
  const month = state.month + 1;
  const range = (min: number, max: number) => t('decisions.range', { min: format.money(min), max: format.money(max) });
  const pendingEvent = state.pendingEvent;
  const drawnEvent = pendingEvent
    ? company.months.at(-1)?.result.events.find((event) => event.type === pendingEvent.type)
    : undefined;
  const loanMax = draft.loanDirection === 'repay' ? -bounds.loanCents.min : bounds.loanCents.max;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <section aria-labelledby="decisions-title" className="space-y-4 rounded-xl border bg-card p-6">
      <div className="space-y-1">
        <h2 id="decisions-title" className="text-lg font-semibold">
          {t('decisions.title', { month })}
        </h2>
        <p className="text-sm text-muted-foreground">{t('decisions.intro', { context: playedIn })}</p>
      </div>
      <DecisionAlerts alerts={alerts} format={format} />
      <form id={formId} noValidate onSubmit={submit} className="space-y-5" aria-labelledby="decisions-title">
        {pendingEvent && (
          <EventChoiceField
            pending={pendingEvent}
            event={drawnEvent}
            setup={setup}
            value={draft.eventChoice}
            onChange={(eventChoice) => onChange({ eventChoice })}
            error={errors.eventChoice}
            format={format}
            outcomes={choiceOutcomes}
          />
        )}
        <MoneyField
          name="priceCents"
          label={preset.mode === 'subscription' ? t('decisions.price.subscription') : t('decisions.price.unit')}
          value={draft.priceCents}
          onChange={(priceCents) => onChange({ priceCents })}
          currencySymbol={format.currencySymbol}
          hint={t('decisions.price.hint', {
            reference: format.money(preset.referencePriceCents),
            range: range(bounds.priceCents.min, bounds.priceCents.max),
          })}
          error={errors.priceCents}
        />
        <MoneyField
          name="marketingCents"
          label={t('decisions.marketing.label')}
          value={draft.marketingCents}
          onChange={(marketingCents) => onChange({ marketingCents })}
          currencySymbol={format.currencySymbol}
          hint={t('decisions.marketing.hint', { range: range(bounds.marketingCents.min, bounds.marketingCents.max) })}
          error={errors.marketingCents}
        />
        <MoneyField
          name="qualityInvestmentCents"
          label={t('decisions.quality.label')}
          value={draft.qualityInvestmentCents}
          onChange={(qualityInvestmentCents) => onChange({ qualityInvestmentCents })}
          currencySymbol={format.currencySymbol}
          hint={t('decisions.quality.hint', {
            quality: format.count(state.quality * 100),
            range: range(bounds.qualityInvestmentCents.min, bounds.qualityInvestmentCents.max),
          })}
          error={errors.qualityInvestmentCents}
        />
        <StepperField
          name="headcountDelta"
          label={t('decisions.headcount.label')}
          value={draft.headcountDelta}
          onChange={(headcountDelta) => onChange({ headcountDelta })}
          min={bounds.headcountDelta.min}
          max={bounds.headcountDelta.max}
          signed
          decreaseLabel={t('decisions.headcount.decrease')}
          increaseLabel={t('decisions.headcount.increase')}
          hint={t('decisions.headcount.hint', {
            people: format.count(state.headcount),
            hires: format.count(bounds.headcountDelta.max),
            dismissals: format.count(-bounds.headcountDelta.min),
          })}
          error={errors.headcountDelta}
        />
        {bounds.purchaseUnits.max > 0 && (
          <StepperField
            name="purchaseUnits"
            label={t('decisions.purchase.label')}
            value={draft.purchaseUnits}
            onChange={(purchaseUnits) => onChange({ purchaseUnits })}
            min={0}
            max={bounds.purchaseUnits.max}
            hint={t('decisions.purchase.hint', {
              stock: format.count(state.inventoryUnits),
              unitCost: format.money(preset.unitCostCents),
              max: format.count(bounds.purchaseUnits.max),
            })}
            error={errors.purchaseUnits}
          />
        )}
        <MoneyField
          name="capacityInvestmentCents"
          label={t('decisions.equipment.label')}
          value={draft.capacityInvestmentCents}
          onChange={(capacityInvestmentCents) => onChange({ capacityInvestmentCents })}
          currencySymbol={format.currencySymbol}
          hint={t('decisions.equipment.hint', {
            equipment: format.money(state.equipmentCents),
            range: range(bounds.capacityInvestmentCents.min, bounds.capacityInvestmentCents.max),
          })}
          error={errors.capacityInvestmentCents}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('decisions.loan.legend')}</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {(['take', 'repay'] as const satisfies readonly LoanDirection[]).map((direction) => (
              <label key={direction} className="flex items-center gap-2 has-disabled:opacity-50">
                <input
                  type="radio"
                  name={`${formId}-loan-direction`}
                  value={direction}
                  checked={draft.loanDirection === direction}
                  disabled={direction === 'repay' && state.loanCents === 0}
                  onChange={() => onChange({ loanDirection: direction })}
                  className="size-4 accent-primary"
                />
                {t(`decisions.loan.${direction}`)}
              </label>
            ))}
          </div>
          <MoneyField
            name="loanAmount"
            label={draft.loanDirection === 'repay' ? t('decisions.loan.repayAmount') : t('decisions.loan.takeAmount')}
            value={draft.loanAmount}
            onChange={(loanAmount) => onChange({ loanAmount })}
            currencySymbol={format.currencySymbol}
            hint={t(draft.loanDirection === 'repay' ? 'decisions.loan.repayHint' : 'decisions.loan.takeHint', {
              debt: format.money(state.loanCents),
              max: format.money(loanMax),
            })}
            error={errors.loanCents}
          />
        </fieldset>
      </form>
    </section>
  );
}
