import { Button } from '@/components/ui/button';
import type { Simulation } from '@alavanca/contracts/simulations';
import type { NumberFormat } from '@alavanca/domain/constants';
import { prefilledDecisions } from '@alavanca/domain/simulation/founder-policies';
import { decisionsFromQuery, type WhatIfLever } from '@alavanca/domain/simulation/what-if';
import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAdvanceMonth } from '../api/advance-month';
import { useFinishSimulation } from '../api/finish-simulation';
import type { SimulationFormat } from '../utils/format';
import { FinishDialog } from './finish-dialog';
import { MonthHeader, resultsPath } from './month-header';
import { MonthPlay, PHONE_ACTION_CLASS } from './month-play';

/** The decision field's label a mentor's link changed, in the decision panel's words. */
const LEVER_LABEL: Record<WhatIfLever, string> = {
  price: 'decisions.price.unit',
  marketing: 'decisions.marketing.label',
  hiring: 'decisions.headcount.label',
  stock: 'decisions.purchase.label',
  loan: 'decisions.loan.legend',
  equipment: 'decisions.equipment.label',
};

/**
 * The month being played in a simulation: the header with its actions ('Avançar mês' plays the
 * month at once, or the simulation ends), over the decisions, the preview and the risk forecast.
 * A link from the mentor's what-if table (`?mes=…&preco=…`) opens the month with that alternative
 * in the panel, and says so; a link for a month already played opens the usual start.
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
  const { state } = simulation;
  const advance = useAdvanceMonth(simulation.id);
  const finish = useFinishSimulation(simulation.id, { onFinished: (ended) => void navigate(resultsPath(ended.id)) });
  const [search] = useSearchParams();
  const start = prefilledDecisions(state, simulation.months.at(-1)?.decisions ?? null);
  const linked = decisionsFromQuery(state, start, search);

  return (
    <MonthPlay
      company={simulation}
      format={format}
      numberFormat={numberFormat}
      initialDecisions={linked?.decisions ?? start}
      onSubmit={(decisions) => advance.mutateAsync({ month: state.month + 1, decisions })}
      header={(formId) => (
        <>
          <MonthHeader
            simulation={simulation}
            actions={
              <>
                <Button
                  type="submit"
                  form={formId}
                  disabled={advance.isPending || finish.isPending}
                  className={PHONE_ACTION_CLASS}
                >
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
          {linked && (
            <p className="rounded-md border border-primary/40 bg-primary/5 px-4 py-3 text-sm" role="status">
              {t('decisions.fromMentor', { decision: t(LEVER_LABEL[linked.lever]) })}
            </p>
          )}
        </>
      )}
    />
  );
}
