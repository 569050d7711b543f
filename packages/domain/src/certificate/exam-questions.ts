import type { Language } from '../constants';
import type { Topic } from '../mentor/topics';
import { hash32 } from '../simulation/random';
import bank from './exam-questions.json';
import type { ExamLevel } from './levels';

/*
 * The certificate exam's knowledge part (issue 40): scenario questions a founder answers by
 * applying what the mentor's knowledge base teaches, never by reciting a definition. Each rests
 * on the cards it names (the explanation after the exam cites them), has four options and one
 * right answer, and reads the same in the five languages.
 */

/** Options per question. */
export const OPTION_COUNT = 4;

export interface ExamQuestionText {
  /** The situation, with its numbers: a small business and what just happened. */
  scenario: string;
  question: string;
  options: [string, string, string, string];
  /** Why the right option is right and the tempting wrong ones are wrong: shown after the exam. */
  why: string;
}

export interface ExamQuestion {
  id: string;
  topic: Topic;
  /** The knowledge cards the right answer rests on (knowledge.ts ids). */
  cards: string[];
  /** The levels whose exams may draw it. */
  levels: ExamLevel[];
  /** The right option's index. */
  right: number;
  text: Record<Language, ExamQuestionText>;
}

export const EXAM_QUESTIONS: readonly ExamQuestion[] = bank as unknown as readonly ExamQuestion[];

/** Salt of the questions' draw, so it is not the market's draws of the same seed under another name. */
const DRAW_SALT = 0x2c1b3c6d;

/**
 * The `count` questions an exam on `seed` asks at `level`: drawn from the level's bank in an
 * order the seed alone fixes, each topic at most once while topics last, so the draw is the same
 * whenever it is made again.
 */
export function drawQuestions(level: ExamLevel, seed: number, count: number): ExamQuestion[] {
  const pool = EXAM_QUESTIONS.filter((question) => question.levels.includes(level))
    .map((question, index) => ({ question, rank: hash32((seed ^ DRAW_SALT) + index * 0x9e3779b9) }))
    .sort((a, b) => a.rank - b.rank || a.question.id.localeCompare(b.question.id))
    .map((entry) => entry.question);
  const drawn: ExamQuestion[] = [];
  const topics = new Set<string>();
  for (const question of pool)
    if (drawn.length < count && !topics.has(question.topic)) {
      drawn.push(question);
      topics.add(question.topic);
    }
  for (const question of pool) if (drawn.length < count && !drawn.includes(question)) drawn.push(question);
  return drawn;
}

/** How many of `asked` (ids) the answers (option indexes by id) got right. */
export function gradeKnowledge(asked: readonly string[], answers: Readonly<Record<string, number>>): number {
  return asked.filter((id) => EXAM_QUESTIONS.find((question) => question.id === id)?.right === answers[id]).length;
}
