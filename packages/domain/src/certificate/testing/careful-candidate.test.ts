import { describe, expect, it } from 'vitest';
import { createSimulation, suggestDecisions } from '../../simulation/create-simulation';
import { stepMonth } from '../../simulation/step-month';
import type { MonthResult } from '../../simulation/types';
import { EXAM_MONTHS, examSetup } from '../exam';
import { EXAM_LEVELS } from '../levels';
import { carefulMonth } from './careful-candidate';

describe('the careful candidate', () => {
  it('decides from what an attempt shows exactly as the careful founder decides from the whole state', () => {
    for (const level of EXAM_LEVELS)
      for (const seed of [3, 4]) {
        let state = createSimulation(examSetup(level, { country: 'DE', currency: 'EUR' }, seed, level));
        const months: MonthResult[] = [];
        while (state.status === 'running' && months.length < EXAM_MONTHS) {
          const seen = carefulMonth({
            level,
            country: 'DE',
            currency: 'EUR',
            months,
            company: { ...state, pendingEvent: state.pendingEvent?.type ?? null },
          });
          expect(seen, `${level} ${seed} month ${months.length + 1}`).toEqual(suggestDecisions(state));
          const step = stepMonth(state, seen);
          state = step.state;
          months.push(step.result);
        }
      }
  });
});
