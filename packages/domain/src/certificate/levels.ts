/*
 * The exam's names, apart from its engine and its question bank (decision 035): what a screen or a
 * contract names without loading either.
 */

export const EXAM_LEVELS = ['foundation', 'advanced'] as const;
export type ExamLevel = (typeof EXAM_LEVELS)[number];

/** Months the exam's company is run. */
export const EXAM_MONTHS = 6;

/** The knowledge questions an exam draws. */
export const KNOWLEDGE_QUESTIONS = 6;

/**
 * To pass: PASS_MARK points in all, and at least RUN_MARK of the performance and the scorecard
 * together: reading the statements well cannot make up for running the company badly.
 */
export const PASS_MARK = 700;
export const RUN_MARK = 400;

/** The exam's parts and their points. */
export const EXAM_POINTS = { performance: 300, scorecard: 300, board: 250, knowledge: 150 } as const;
export type ExamPart = keyof typeof EXAM_POINTS;

/** Of the performance's points, the profit's share (the rest is growth), as the simulation's score weighs them. */
export const PROFIT_SHARE = 0.4 / (0.4 + 0.25);
/** The performance's points between the profit and the scale reached. */
export const PERFORMANCE_POINTS = {
  profit: EXAM_POINTS.performance * PROFIT_SHARE,
  growth: EXAM_POINTS.performance * (1 - PROFIT_SHARE),
} as const;

/** The board's queries an exam asks (board-queries.ts words them; a test holds the two equal). */
export const BOARD_QUERY_COUNT = 10;

/** The balanced scorecard's four perspectives, a quarter of its points each. */
export const SCORECARD_PERSPECTIVES = ['finance', 'customers', 'operations', 'learning'] as const;
export type Perspective = (typeof SCORECARD_PERSPECTIVES)[number];
