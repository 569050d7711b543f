import { pressAdvance } from '../simulation/founder-policies';
import { marketColumnsOf } from '../simulation/company-store';
import { createSimulation } from '../simulation/create-simulation';
import { drawMarket } from '../simulation/market';
import { DIFFICULTY_RULES } from '../simulation/presets';
import { stepMonth } from '../simulation/step-month';
import type { MonthDecisions, MonthResult, SimulationSetup, SimulationState } from '../simulation/types';
import type { MarketMode } from './class-month';

export interface LateMonth {
  month: number;
  decisions: MonthDecisions;
  /** Always: nobody decided these months. */
  held: true;
  /** The market a lone company meets (the class market's drawn size) in a shared class; null in a solo one. */
  slice: number | null;
  result: MonthResult;
}

/**
 * A company joining a class after its first round (the teacher reopened enrolment). It starts
 * where every company started, the scenario's opening state, and plays the months it missed on
 * held decisions, as a company of the class that never handed any in (`pressAdvance`, the rounds'
 * own rule), alone in the class's market: in a shared class, the market each company of a class
 * of equal companies meets. In a solo class that is exactly the company that joined on time and
 * never decided; it gains nothing by joining late, and from its first round on it plays as
 * everyone does (decision 029).
 */
export function lateCompany(
  setup: SimulationSetup,
  month: number,
  mode: MarketMode,
): { state: SimulationState; months: LateMonth[] } {
  let state = createSimulation(setup);
  const slice =
    mode === 'shared'
      ? marketColumnsOf(drawMarket(setup.seed >>> 0, DIFFICULTY_RULES[setup.difficulty].marketSpread)).size
      : null;
  const months: LateMonth[] = [];
  for (let played = 1; played <= month && state.status === 'running'; played++) {
    const step = stepMonth(state, pressAdvance(state, months.at(-1)?.decisions ?? null));
    months.push({ month: played, decisions: step.result.decisions, held: true, slice, result: step.result });
    state = step.state;
  }
  return { state, months };
}
