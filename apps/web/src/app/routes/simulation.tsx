import { ItemNotFound } from '@/components/item-not-found';

// Simulations are stored by the simulation module; until one exists, every id is unknown.
export function Component() {
  return <ItemNotFound titleKey="simulations.notFoundTitle" descriptionKey="simulations.notFoundDescription" listTo="/simulacao-negocio" listKey="simulations.backToList" />;
}
