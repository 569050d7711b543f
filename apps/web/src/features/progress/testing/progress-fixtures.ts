import type { ProgressView } from '@alavanca/contracts/progress';
import { ACHIEVEMENTS } from '@alavanca/domain/progress/achievements';
import { COMPETENCES } from '@alavanca/domain/progress/competences';

/*
 * A founder's progress as the server answers it: cash familiar from a shock ridden out in a
 * simulation still running, a failed pricing try in one since deleted, "Steady through a shock"
 * earned, two achievements within reach read on the running simulation, and a streak of three weeks.
 */

export const RUNNING_ID = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
export const DELETED_ID = '2b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

export const PROGRESS: ProgressView = {
  competences: COMPETENCES.map((id) => ({
    id,
    level: id === 'cash' ? 'familiar' : id === 'pricing' ? 'attempted' : 'none',
    tries: id === 'cash' || id === 'pricing' ? 1 : 0,
    successes: id === 'cash' ? 1 : 0,
    strongSuccesses: 0,
    evidence:
      id === 'cash'
        ? [
            {
              source: { kind: 'simulation', id: RUNNING_ID, month: 3 },
              success: true,
              strong: false,
              values: { month: 3, runway: 3 },
              at: '2026-11-20T12:00:00.000Z',
            },
          ]
        : id === 'pricing'
          ? [
              {
                source: { kind: 'simulation', id: DELETED_ID, month: 6 },
                success: false,
                strong: false,
                values: { months: 6 },
                at: '2026-11-18T12:00:00.000Z',
              },
            ]
          : [],
  })),
  achievements: ACHIEVEMENTS.map(({ id }) =>
    id === 'steadyThroughShock'
      ? { id, earnedAt: '2026-11-20T12:00:00.000Z', source: { kind: 'simulation', id: RUNNING_ID, month: 5 } }
      : { id, earnedAt: null, source: null },
  ),
  withinReach: [
    {
      id: 'topOperator',
      source: { kind: 'simulation', id: RUNNING_ID, month: 9 },
      conditions: [
        { metric: 'completed', op: '>=', value: 1, actual: 0, met: false },
        { metric: 'difficulty', op: '>=', value: 1, actual: 1, met: true },
        { metric: 'scoreOverStill', op: '>=', value: 1, actual: null, met: false },
        { metric: 'score', op: '>=', value: 85, actual: null, met: false },
      ],
    },
    {
      id: 'efficientGrowth',
      source: { kind: 'simulation', id: RUNNING_ID, month: 9 },
      conditions: [
        { metric: 'customerGrowth', op: '>=', value: 1.5, actual: 1.25, met: false },
        { metric: 'cacToLtv', op: '<=', value: 1 / 3, actual: 0.2, met: true },
      ],
    },
  ],
  sources: [{ kind: 'simulation', id: RUNNING_ID, title: 'Estúdio Ana', ended: false }],
  // Three weeks, one missed week bridged by November's freeze; nothing yet this week.
  streak: { current: 3, best: 4, thisWeek: false, frozen: ['2026-11-09'], freezeLeft: false },
};
