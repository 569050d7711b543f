import type { EvidenceFigure } from '../claims';
import type { DrillFacts } from '../questions';

/** A founder's evidence the drill's and the board's tests hold pitches to: a simulation's customers and margin. */
export const SIMULATION_SOURCE = { kind: 'simulation', id: 's1', name: 'Marmitas' } as const;
export const SIMULATION_EVIDENCE: EvidenceFigure[] = [
  { metric: 'customers', scope: null, value: 140, currency: null, source: SIMULATION_SOURCE },
  { metric: 'margin', scope: null, value: 12, currency: null, source: SIMULATION_SOURCE },
];
/** No metric the drill asks about: no acquisition cost against lifetime value, no runway, no validation. */
export const NO_FACTS: DrillFacts = { cacToLtv: null, runwayMonths: null, weakestScore: null };
