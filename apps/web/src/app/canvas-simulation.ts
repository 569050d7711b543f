import type { CanvasDetail } from '@alavanca/contracts/canvases';
import type { CanvasSimulationSetup } from '@alavanca/domain/canvas/simulate';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTestCanvasIn } from '@/features/canvases/api/change-canvas';
import { useCreateSimulation } from '@/features/simulations/api/create-simulation';
import { simulationPath } from '@/features/simulations/components/simulation-card';
import { simulationQueryOptions } from '@/features/simulations/month/api/get-simulation';
import { defaultSetup, suggestedCapital, type SimulationPreferences } from '@/features/simulations/utils/setup';
import { useLimitReached } from '@/hooks/use-limit-reached';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';

/**
 * The canvas's simulation, composed here because two features meet: the simulation that tests the
 * canvas (its months, for the plan against result), and the one action that starts a new one from
 * the canvas's numbers (decision 031), names it on the canvas and opens its first month.
 */
export function useCanvasSimulation(canvas: CanvasDetail, preferences: SimulationPreferences) {
  const { t } = useTranslation('canvas');
  const navigate = useNavigate();
  const { handleQuotaError } = useLimitReached();
  const create = useCreateSimulation();
  const testIn = useTestCanvasIn();
  const simulation = useQuery({
    ...simulationQueryOptions(canvas.simulationId ?? ''),
    enabled: canvas.simulationId !== null,
  });

  function onStart(setup: CanvasSimulationSetup) {
    // The user's country, calendar, horizon and difficulty as a new simulation's form starts; the
    // capital suggested for the canvas's business type; everything else the canvas's.
    const { seed: _drawn, firstPriceCents: _none, ...defaults } = defaultSetup(preferences);
    create.mutate(
      {
        ...defaults,
        ...setup,
        startingCapitalCents: suggestedCapital(setup.businessType, setup.currency),
      },
      {
        onSuccess: (created) =>
          testIn.mutate(
            { id: canvas.id, simulationId: created.id },
            { onSettled: () => void navigate(simulationPath(created.id)) },
          ),
        onError: (error) => {
          if (!handleQuotaError(error, 'simulations'))
            notify({ title: t('simulate.failed'), description: describeError(error, t), variant: 'destructive' });
        },
      },
    );
  }

  const testedIn =
    canvas.simulationId && simulation.data
      ? {
          name: simulation.data.name,
          href: simulationPath(simulation.data.id),
          months: simulation.data.months.map((month) => month.result),
        }
      : null;
  return { testedIn, starting: create.isPending || testIn.isPending, onStart };
}
