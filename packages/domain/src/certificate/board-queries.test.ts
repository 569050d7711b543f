import { describe, expect, it } from 'vitest';
import { carefulFounder, pressAdvance, type FounderPolicy } from '../simulation/founder-policies';
import { BOARD_QUERIES, boardQueries, gradeBoard, NO_EVENT, POINTS_PER_QUERY, rightAnswers } from './board-queries';
import { BOARD_QUERY_COUNT, EXAM_MONTHS } from './levels';
import { examRun } from './testing/exam-runs';
import type { ExamLevel } from './levels';

const run = (level: ExamLevel, seed: number, policy: FounderPolicy) => examRun(level, seed, policy).months;

describe('the board’s queries', () => {
  const months = run('foundation', 5, carefulFounder);

  it('are answered from the candidate’s own months: the statements give every right answer', () => {
    const answers = rightAnswers(months);
    const lowest = Math.min(...months.map((month) => month.kpis.cashCents));
    expect(months[(answers.lowestCash![0] as number) - 1]!.kpis.cashCents).toBe(lowest);
    expect(answers.customers).toEqual([months[5]!.kpis.customers]);
    expect(answers.grossMargin).toEqual([Math.round(months[5]!.kpis.grossMarginRate * 1000) / 10]);
    expect(answers.lostSalesMonths).toEqual([months.filter((month) => month.kpis.lostSalesUnits > 0).length]);
    const first = months.find((month) => month.events.length > 0);
    expect(answers.firstEvent).toEqual(first ? [first.events[0]!.type, first.month] : [NO_EVENT, 1]);
    expect(gradeBoard(months, answers).total).toBe(BOARD_QUERIES.length * POINTS_PER_QUERY);
    // Every query the screens count is worded here, and the part's points are all given out.
    expect(BOARD_QUERIES).toHaveLength(BOARD_QUERY_COUNT);
    expect(POINTS_PER_QUERY).toBe(25);
  });

  it('give nothing for a query left out or a wrong month, half for one part of two', () => {
    const answers = rightAnswers(months);
    const [month, driver] = answers.cashFall!;
    const wrongMonth = ((month as number) % months.length) + 1;
    const graded = gradeBoard(months, {
      ...answers,
      lowestCash: [((answers.lowestCash![0] as number) % months.length) + 1],
      cashFall: [wrongMonth, driver!],
      bestProfit: [],
    });
    const points = Object.fromEntries(graded.queries.map((query) => [query.id, query.points]));
    expect(points).toMatchObject({ lowestCash: 0, cashFall: POINTS_PER_QUERY / 2, bestProfit: 0 });
    expect(graded.total).toBe((BOARD_QUERIES.length - 2.5) * POINTS_PER_QUERY);
  });

  it('take a figure within its tolerance, and not one outside it or not a number', () => {
    const answers = rightAnswers(months);
    const breakEven = answers.breakEven![0] as number;
    const grade = (given: number | string | null) =>
      gradeBoard(months, { breakEven: [given] }).queries.find((query) => query.id === 'breakEven')!.points;
    expect(grade(breakEven * 1.08)).toBe(POINTS_PER_QUERY);
    expect(grade(breakEven * 0.92)).toBe(POINTS_PER_QUERY);
    expect(grade(breakEven * 1.2)).toBe(0);
    expect(grade('muito')).toBe(0);
    expect(grade(null)).toBe(0);
    // A percentage within two points.
    const margin = answers.grossMargin![0] as number;
    const marginPoints = (given: number) =>
      gradeBoard(months, { grossMargin: [given] }).queries.find((query) => query.id === 'grossMargin')!.points;
    expect(marginPoints(margin + 1.9)).toBe(POINTS_PER_QUERY);
    expect(marginPoints(margin - 2.5)).toBe(0);
  });

  it('name the month they ask about, or the last month played when the company did not get that far', () => {
    expect(boardQueries(6).find((query) => query.id === 'breakEven')!.month).toBe(4);
    expect(boardQueries(6).find((query) => query.id === 'lowestCash')!.month).toBeNull();
    // A shop run as it was left goes bankrupt before the sixth month on some seeds.
    const bankrupt = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
      .map((seed) => run('advanced', seed, pressAdvance))
      .find((played) => played.length < EXAM_MONTHS);
    expect(bankrupt).toBeDefined();
    const played = bankrupt!.length;
    for (const query of boardQueries(played)) if (query.month !== null) expect(query.month).toBeLessThanOrEqual(played);
    expect(gradeBoard(bankrupt!, rightAnswers(bankrupt!)).total).toBe(BOARD_QUERIES.length * POINTS_PER_QUERY);
  });
});
