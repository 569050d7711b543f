import { describe, expect, it } from 'vitest';
import { COMPETENCES } from './competences';
import {
  ACHIEVEMENTS,
  activityOnly,
  earnedBy,
  holds,
  METRICS,
  readRule,
  ruleValues,
  withinReach,
  WITHIN_REACH,
  type AchievementRule,
} from './achievements';

/** The figures that just meet a rule: every condition at its threshold. */
function meeting(rule: AchievementRule): Record<string, number> {
  return ruleValues(rule);
}

/** A step just past a threshold, on the wrong side of it. */
const justMissing = (value: number, op: '>=' | '<=') => (op === '>=' ? value - 0.001 : value + 0.001);

describe('the achievements', () => {
  it('are at least twenty, each with a rule on the quality of something, none on activity alone', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(20);
    const activityRules = ACHIEVEMENTS.filter((rule) => activityOnly(rule)).map((rule) => rule.id);
    expect(activityRules).toEqual([]);
    expect(new Set(ACHIEVEMENTS.map((rule) => rule.id)).size).toBe(ACHIEVEMENTS.length);
  });

  it('fail the guard when a rule is made of activity and settings only', () => {
    const logins: AchievementRule = {
      id: 'tenMonths',
      competence: 'milestone',
      source: 'simulation',
      all: [
        { metric: 'monthsPlayed', op: '>=', value: 10 },
        { metric: 'difficulty', op: '>=', value: 1 },
      ],
    };
    expect(activityOnly(logins)).toBe(true);
    expect(activityOnly({ ...logins, all: [...logins.all, { metric: 'score', op: '>=', value: 60 }] })).toBe(false);
  });

  it('name only figures their evidence has, and cover every competence', () => {
    for (const rule of ACHIEVEMENTS)
      for (const condition of rule.all) expect(Object.keys(METRICS[rule.source]), rule.id).toContain(condition.metric);
    const covered = new Set(ACHIEVEMENTS.map((rule) => rule.competence));
    for (const competence of COMPETENCES) expect(covered, competence).toContain(competence);
  });

  it.each(ACHIEVEMENTS.map((rule) => [rule.id, rule] as const))(
    '%s is earned at its thresholds and missed just past any one of them',
    (_id, rule) => {
      const figures = meeting(rule);
      expect(holds(rule, figures)).toBe(true);
      expect(earnedBy(rule.source, figures)).toContain(rule.id);
      for (const condition of rule.all) {
        const missed = { ...figures, [condition.metric]: justMissing(condition.value, condition.op) };
        expect(holds(rule, missed), `${rule.id} with ${condition.metric} just missed`).toBe(false);
        expect(holds(rule, { ...figures, [condition.metric]: Number.NaN }), 'a figure not known yet').toBe(false);
      }
    },
  );

  it('reads each condition of a rule with its figure, and names the nearest unearned ones as within reach', () => {
    const topOperator = ACHIEVEMENTS.find((rule) => rule.id === 'topOperator')!;
    const finished = { completed: 1, difficulty: 1, scoreOverStill: 4, score: 72 };
    expect(readRule(topOperator, finished).map(({ metric, met, actual }) => [metric, met, actual])).toEqual([
      ['completed', true, 1],
      ['difficulty', true, 1],
      ['scoreOverStill', true, 4],
      ['score', false, 72],
    ]);
    const near = withinReach(
      { simulation: finished, progress: { familiar: 2, proficient: 0, mastered: 0 } },
      new Set(),
    );
    expect(near.length).toBeLessThanOrEqual(WITHIN_REACH);
    // Three of four conditions met and a score of 72 against 85: the nearest of all.
    expect(near[0]).toMatchObject({ id: 'topOperator', source: 'simulation' });
    expect(near.map((reading) => reading.id)).not.toContain('masterFounder');
    // Earned already, or nothing moved towards it: not within reach.
    expect(withinReach({ simulation: finished }, new Set(['topOperator'])).map((reading) => reading.id)).not.toContain(
      'topOperator',
    );
    expect(withinReach({ progress: { familiar: 0, proficient: 0, mastered: 0 } }, new Set())).toEqual([]);
    // Every condition met is earned, not within reach.
    expect(withinReach({ progress: { familiar: 8, proficient: 8, mastered: 8 } }, new Set())).toEqual([]);
  });
});
