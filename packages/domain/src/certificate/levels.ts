/*
 * The exam's names, apart from its engine and its question bank (decision 035): what a screen or a
 * contract names without loading either.
 */

export const EXAM_LEVELS = ['foundation', 'advanced'] as const;
export type ExamLevel = (typeof EXAM_LEVELS)[number];

/** The exam's parts and their points. */
export const EXAM_POINTS = { performance: 300, scorecard: 300, board: 250, knowledge: 150 } as const;
export type ExamPart = keyof typeof EXAM_POINTS;

/** The balanced scorecard's four perspectives, a quarter of its points each. */
export const SCORECARD_PERSPECTIVES = ['finance', 'customers', 'operations', 'learning'] as const;
export type Perspective = (typeof SCORECARD_PERSPECTIVES)[number];
