import { Button } from '@/components/ui/button';
import type { Simulation } from '@alavanca/contracts/simulations';
import type { NumberFormat } from '@alavanca/domain/constants';
import { prefilledDecisions } from '@alavanca/domain/simulation/founder-policies';
import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAdvanceMonth } from '../api/advance-month';
import { useFinishSimulation } from '../api/finish-simulation';
import type { SimulationFormat } from '../utils/format';
import { FinishDialog } from './finish-dialog';
import { MonthHeader, resultsPath } from './month-header';
import { MonthPlay } from './month-play';

/**
 * The month being played in a simulation: the header with its actions ('Avançar mês' plays the
 * month at once, or the simulation ends), over the decisions, the preview and the risk forecast.
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

  return (
    <MonthPlay
      company={simulation}
      format={format}
      numberFormat={numberFormat}
      initialDecisions={prefilledDecisions(state, simulation.months.at(-1)?.decisions ?? null)}
      onSubmit={(decisions) => advance.mutateAsync({ month: state.month + 1, decisions })}
      header={(formId) => (
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
      )}
    />
  );
}
