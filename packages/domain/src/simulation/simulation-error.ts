/** Thrown on an invalid setup, on invalid decisions, or when a month is stepped after the end. */
export class SimulationError extends Error {
  constructor(
    readonly code: 'simulation.notRunning' | 'simulation.invalidDecisions' | 'simulation.invalidSetup',
    readonly issues: readonly { path: string; code: string }[] = [],
  ) {
    super(code);
    this.name = 'SimulationError';
  }
}
