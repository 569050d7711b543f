import { firstRead, type FirstReads } from '../first-reads';
import { simulationQueryOptions } from '@/features/simulations/month/api/get-simulation';
import { usePreferences } from '@/lib/api/get-preferences';
import { SimulationMonthScreen } from '@/features/simulations/month/components/simulation-month-screen';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { useParams } from 'react-router';

// One simulation's month screen; an id the user does not own shows the not-found state.
export function Component() {
  const { id = '' } = useParams();
  // The user's number format; money is in the simulation's own currency.
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return <SimulationMonthScreen key={id} id={id} preferences={preferences} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = ({ id = '' }) => [firstRead(simulationQueryOptions(id))];
