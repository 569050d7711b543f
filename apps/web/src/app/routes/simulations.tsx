import { firstPage, type FirstReads } from '../first-reads';
import { simulationListQueryOptions } from '@/features/simulations/api/get-simulations';
import { DEFAULT_LIST_FILTER } from '@/features/simulations/utils/list-params';
import { usePreferences } from '@/lib/api/get-preferences';
import { useUsageCheck } from '@/features/plans/hooks/use-usage-check';
import { SimulationsScreen } from '@/features/simulations/components/simulations-screen';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';

/**
 * /simulacao-negocio and its aliases: the management list. The plans feature's usage check is
 * composed here (features do not import each other): 'Nova simulação' asks it first (spec §5).
 */
export function Component() {
  // The signed-in user's currency, formats, time zone and country; the defaults while they load.
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  const { checkUsage } = useUsageCheck();
  return <SimulationsScreen preferences={preferences} checkQuota={() => checkUsage('simulations')} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [firstPage(simulationListQueryOptions(DEFAULT_LIST_FILTER))];
