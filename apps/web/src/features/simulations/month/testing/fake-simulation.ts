import type { Route } from '@/test/fake-api';
import { apiError, preferencesRoutes } from '@/test/fake-api';
import {
  AdvanceMonthRequest,
  ReplaySimulationRequest,
  toFieldIssues,
  type Simulation,
  type SimulationMonth,
} from '@alavanca/contracts/simulations';
import type { BusinessType } from '@alavanca/domain/constants';
import { replayStoredMonths } from '@alavanca/domain/simulation/counterfactuals';
import { createSimulation, suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { finishSimulation } from '@alavanca/domain/simulation/score';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import type { HorizonMonths, MonthDecisions, MonthResult, SimulationState } from '@alavanca/domain/simulation/types';
import { validateDecisions } from '@alavanca/domain/simulation/validate';

export const SIMULATION_ID = '5b7c1d2e-3f40-4a51-8b62-7c83d94ea0f1';
/** The id the fake server gives a simulation played again from a month. */
export const REPLAY_ID = '6c8d2e3f-4051-4b62-9c73-8d94ea0fb102';
const CREATED_AT = '2025-03-01T12:00:00.000Z';

const statusOf = (state: SimulationState): Simulation['status'] =>
  state.status === 'running' ? 'active' : state.status;

/** The API's answer for a state and its months, as the server presents it. */
function present(
  base: Pick<Simulation, 'id' | 'createdAt'>,
  state: SimulationState,
  months: SimulationMonth[],
  score: Simulation['score'],
): Simulation {
  const ended = state.status !== 'running';
  return {
    id: base.id,
    name: state.setup.name,
    businessType: state.setup.businessType,
    currency: state.setup.currency,
    status: statusOf(state),
    month: state.month,
    horizonMonths: state.setup.horizonMonths,
    setup: state.setup,
    state,
    months,
    score,
    createdAt: base.createdAt,
    updatedAt: CREATED_AT,
    finishedAt: ended ? CREATED_AT : null,
  };
}

/**
 * A stored simulation played by the real engine: `months` months, each with the engine's
 * suggested decisions unless `decide` says otherwise. Seed 1 of an ecommerce shop draws a
 * supplier shock in month 3 (it asks for an answer in month 4).
 */
export function makeSimulation({
  businessType = 'ecommerce',
  seed = 7,
  months = 3,
  horizonMonths = 12,
  name = 'Loja da Ana',
  decide = suggestDecisions,
}: {
  businessType?: BusinessType;
  seed?: number;
  months?: number;
  horizonMonths?: HorizonMonths;
  name?: string;
  decide?: (state: SimulationState) => MonthDecisions;
} = {}): Simulation {
  let state = createSimulation({
    businessType,
    name,
    country: 'BR',
    currency: 'BRL',
    startingCapitalCents: 100_000_00,
    horizonMonths,
    difficulty: 'normal',
    seed,
    firstCalendarMonth: 3,
  });
  const played: SimulationMonth[] = [];
  for (let m = 0; m < months && state.status === 'running'; m++) {
    const decisions = decide(state);
    const step = stepMonth(state, decisions);
    state = step.state;
    played.push({ month: step.result.month, decisions, result: step.result, createdAt: CREATED_AT });
  }
  const score =
    state.status === 'running'
      ? null
      : finishSimulation(
          state,
          played.map((p) => p.result),
        ).score;
  return present({ id: SIMULATION_ID, createdAt: CREATED_AT }, state, played, score);
}

/** The same simulation after one more month with these decisions (what the server would answer). */
export function advanceSimulation(simulation: Simulation, decisions: MonthDecisions): Simulation {
  const step = stepMonth(simulation.state, decisions);
  const months = [
    ...simulation.months,
    { month: step.result.month, decisions, result: step.result, createdAt: CREATED_AT },
  ];
  let state = step.state;
  let score: Simulation['score'] = null;
  if (state.status !== 'running')
    ({ state, score } = finishSimulation(
      state,
      months.map((m) => m.result),
    ));
  return present(simulation, state, months, score);
}

/** The simulation ended by 'Finalizar simulação'. */
export function finishStored(simulation: Simulation): Simulation {
  const { state, score } = finishSimulation(
    simulation.state,
    simulation.months.map((m): MonthResult => m.result),
  );
  return present(simulation, state, simulation.months, score);
}

/**
 * The simulation routes of the server over a stored simulation, running the real engine: 404 for
 * another id, 409 for a stale month or an ended simulation, 400 with the engine's issues.
 */
export function fakeSimulationServer(initial: Simulation) {
  let current = initial;
  const path = `/api/simulations/${initial.id}`;
  const routes: Record<string, Route> = {
    ...preferencesRoutes(),
    [`GET ${path}`]: () => ({ body: { simulation: current } }),
    [`POST ${path}/months`]: (request) => {
      const parsed = AdvanceMonthRequest.safeParse(request.body);
      if (!parsed.success) return apiError(400, 'VALIDATION_FAILED');
      if (current.status !== 'active' || parsed.data.month !== current.state.month + 1)
        return apiError(409, 'CONFLICT');
      const issues = validateDecisions(current.state, parsed.data.decisions);
      if (issues.length > 0) {
        return {
          status: 400,
          body: {
            error: { code: 'VALIDATION_FAILED', message: 'invalid', issues: toFieldIssues(issues, 'decisions') },
          },
        };
      }
      current = advanceSimulation(current, parsed.data.decisions);
      return { body: { simulation: current } };
    },
    [`POST ${path}/finish`]: () => {
      if (current.status !== 'active') return apiError(409, 'CONFLICT');
      current = finishStored(current);
      return { body: { simulation: current } };
    },
    [`POST ${path}/replay`]: (request) => {
      const parsed = ReplaySimulationRequest.safeParse(request.body);
      if (!parsed.success || parsed.data.fromMonth > current.month) return apiError(400, 'VALIDATION_FAILED');
      if (current.status === 'active') return apiError(409, 'CONFLICT');
      const kept = current.months.slice(0, parsed.data.fromMonth - 1);
      const states = replayStoredMonths(
        current.setup,
        kept.map((m) => m.result),
      );
      if (!states) return apiError(409, 'REPLAY_UNAVAILABLE');
      const setup = { ...current.setup, name: parsed.data.name ?? current.setup.name };
      const branch = present({ id: REPLAY_ID, createdAt: CREATED_AT }, { ...states.at(-1)!, setup }, kept, null);
      return { status: 201, body: { simulation: branch } };
    },
  };
  return {
    routes,
    get current() {
      return current;
    },
    /** Another tab changes the stored simulation behind this one's back. */
    replace(next: Simulation) {
      current = next;
    },
  };
}
