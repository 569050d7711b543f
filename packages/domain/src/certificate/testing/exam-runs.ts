import { createSimulation } from '../../simulation/create-simulation';
import type { FounderPolicy } from '../../simulation/founder-policies';
import { stepMonth } from '../../simulation/step-month';
import type { MonthDecisions } from '../../simulation/types';
import { examSetup, playExam } from '../exam';
import { EXAM_MONTHS } from '../levels';
import type { ExamLevel } from '../levels';

/** The exam `policy` plays at `level` on `seed` (in Brazil): its setup, decisions and months, as the tests read them. */
export function examRun(level: ExamLevel, seed: number, policy: FounderPolicy) {
  const setup = examSetup(level, { country: 'BR', currency: 'BRL' }, seed, 'Exame');
  let state = createSimulation(setup);
  const decisions: MonthDecisions[] = [];
  let last: MonthDecisions | null = null;
  while (state.status === 'running' && decisions.length < EXAM_MONTHS) {
    last = policy(state, last);
    decisions.push(last);
    state = stepMonth(state, last).state;
  }
  return { setup, decisions, months: playExam(setup, decisions).months };
}
