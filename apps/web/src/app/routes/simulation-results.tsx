import { useParams } from 'react-router';
import { ItemNotFound } from '@/components/item-not-found';
import { Component as SimulationList } from './simulations';

// Without an id this is the list of simulations whose results can be opened; with one, that simulation's results.
export function Component() {
  const { id } = useParams();
  if (!id) return <SimulationList />;
  return <ItemNotFound titleKey="simulations.resultsNotFoundTitle" descriptionKey="simulations.notFoundDescription" listTo="/simulacao-negocio" listKey="simulations.backToList" />;
}
