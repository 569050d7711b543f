import { firstRead, type FirstReads } from '../first-reads';
import { simulationQueryOptions } from '@/features/simulations/month/api/get-simulation';
import { usePreferences } from '@/lib/api/get-preferences';
import { SimulationResultsScreen } from '@/features/simulations/results/components/simulation-results-screen';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { useParams } from 'react-router';
import { Component as SimulationList } from './simulations';

// Without an id this is the list of simulations whose results can be opened; with one, that simulation's results.
export function Component() {
  const { id } = useParams();
  // The user's number format; money is in the simulation's own currency.
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  if (!id) return <SimulationList />;
  return <SimulationResultsScreen key={id} id={id} preferences={preferences} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = ({ id }) => (id ? [firstRead(simulationQueryOptions(id))] : []);
