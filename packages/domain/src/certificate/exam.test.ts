import { describe, expect, it } from 'vitest';
import { carefulFounder, pressAdvance, typicalFounder, type FounderPolicy } from '../simulation/founder-policies';
import type { MonthDecisions } from '../simulation/types';
import { rightAnswers } from './board-queries';
import { EXAM_LEVELS } from './levels';
import { examSetup, playExam, scoreExam } from './exam';
import { PASS_MARK, RUN_MARK } from './levels';
import { examRun } from './testing/exam-runs';
import { EXAM_POINTS } from './levels';

/** The exam of `policy` on `seed`, its board answered from its own months and `right` knowledge questions of 6. */
function exam(level: (typeof EXAM_LEVELS)[number], seed: number, policy: FounderPolicy, right = 6) {
  const { setup, decisions, months } = examRun(level, seed, policy);
  return {
    setup,
    decisions,
    score: scoreExam({ setup, decisions, board: rightAnswers(months), knowledge: { right, asked: 6 } }),
  };
}

describe('the certificate exam', () => {
  it('passes the careful founder and fails pressing "advance", even with every question right', () => {
    for (const level of EXAM_LEVELS)
      for (const seed of [11, 12, 13]) {
        const careful = exam(level, seed, carefulFounder).score;
        expect(careful.passed, `${level} ${seed}`).toBe(true);
        expect(careful.total).toBeGreaterThanOrEqual(PASS_MARK);
        const advance = exam(level, seed, pressAdvance).score;
        // The board and the knowledge all right, the company run as it was left: not a pass.
        expect(advance.parts.board + advance.parts.knowledge).toBe(EXAM_POINTS.board + EXAM_POINTS.knowledge);
        expect(advance.parts.performance + advance.parts.scorecard, `${level} ${seed}`).toBeLessThan(RUN_MARK);
        expect(advance.passed).toBe(false);
      }
  });

  it('needs the questions too: the careful founder’s run with none answered fails', () => {
    const { setup, decisions } = examRun('foundation', 21, carefulFounder);
    const score = scoreExam({ setup, decisions, board: {}, knowledge: { right: 0, asked: 6 } });
    expect(score.parts.board).toBe(0);
    expect(score.parts.knowledge).toBe(0);
    expect(score.passed).toBe(false);
  });

  it('scores the same decisions on the same seed the same, to the point, from their stored form', () => {
    const first = exam('advanced', 31, typicalFounder, 4);
    const stored = JSON.parse(JSON.stringify({ setup: first.setup, decisions: first.decisions })) as {
      setup: typeof first.setup;
      decisions: MonthDecisions[];
    };
    const { months } = playExam(stored.setup, stored.decisions);
    const again = scoreExam({ ...stored, board: rightAnswers(months), knowledge: { right: 4, asked: 6 } });
    expect(again).toEqual(first.score);
    // One decision changed: another run, another score.
    const changed = stored.decisions.map((month, index) =>
      index === 0 ? { ...month, priceCents: Math.round(month.priceCents * 1.3) } : month,
    );
    const other = scoreExam({ setup: stored.setup, decisions: changed, board: {}, knowledge: { right: 4, asked: 6 } });
    expect(other.parts.performance + other.parts.scorecard).not.toBe(
      first.score.parts.performance + first.score.parts.scorecard,
    );
  });

  it('adds its parts up to the total, each within its points', () => {
    const { score } = exam('foundation', 41, typicalFounder, 3);
    for (const part of Object.keys(EXAM_POINTS) as (keyof typeof EXAM_POINTS)[]) {
      expect(score.parts[part]).toBeGreaterThanOrEqual(0);
      expect(score.parts[part]).toBeLessThanOrEqual(EXAM_POINTS[part]);
    }
    expect(score.parts.knowledge).toBe(75);
    expect(score.total).toBeCloseTo(
      score.parts.performance + score.parts.scorecard + score.parts.board + score.parts.knowledge,
      5,
    );
  });

  it('sets the level’s company in the candidate’s currency, taken over with its last owner’s price', () => {
    const setup = examSetup('foundation', { country: 'DE', currency: 'EUR' }, 7, 'Prüfung');
    expect(setup).toMatchObject({
      businessType: 'service',
      difficulty: 'normal',
      currency: 'EUR',
      seed: 7,
      horizonMonths: 12,
    });
    expect(setup.firstPriceCents).toBeGreaterThan(0);
    expect(setup.firstMarketingCents).toBe(0);
  });
});
