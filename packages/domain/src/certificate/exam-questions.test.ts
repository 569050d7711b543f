import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { knowledgeCard } from '../mentor/knowledge';
import { isTopic } from '../mentor/topics';
import { drawQuestions, EXAM_QUESTIONS, gradeKnowledge, OPTION_COUNT } from './exam-questions';
import { EXAM_LEVELS } from './levels';

/** What every exam must be able to draw per level (exam.ts draws KNOWLEDGE_QUESTIONS of them). */
const PER_LEVEL = 12;

describe('the exam’s knowledge questions', () => {
  it('are enough per level, each with a unique id, a known topic and the cards it rests on', () => {
    for (const level of EXAM_LEVELS)
      expect(EXAM_QUESTIONS.filter((question) => question.levels.includes(level)).length, level).toBeGreaterThanOrEqual(
        PER_LEVEL,
      );
    expect(new Set(EXAM_QUESTIONS.map((question) => question.id)).size).toBe(EXAM_QUESTIONS.length);
    for (const question of EXAM_QUESTIONS) {
      expect(isTopic(question.topic), question.id).toBe(true);
      expect(question.cards.length, question.id).toBeGreaterThan(0);
      for (const card of question.cards) expect(knowledgeCard(card), `${question.id}: ${card}`).toBeDefined();
      expect(question.levels.length, question.id).toBeGreaterThan(0);
      expect(Number.isInteger(question.right) && question.right >= 0 && question.right < OPTION_COUNT).toBe(true);
    }
  });

  it('cover many topics, and put the right option in every position about as often', () => {
    expect(new Set(EXAM_QUESTIONS.map((question) => question.topic)).size).toBeGreaterThanOrEqual(10);
    const positions = Array.from(
      { length: OPTION_COUNT },
      (_, index) => EXAM_QUESTIONS.filter((question) => question.right === index).length,
    );
    // A founder who always picks the same letter should not pass on it.
    for (const count of positions) expect(count).toBeLessThanOrEqual(Math.ceil(EXAM_QUESTIONS.length * 0.4));
  });

  it('read fully in every language: a scenario, a question, four distinct options and why', () => {
    for (const question of EXAM_QUESTIONS)
      for (const language of LANGUAGES) {
        const text = question.text[language];
        expect(text, `${question.id} ${language}`).toBeDefined();
        expect(text.scenario.length, `${question.id} ${language}`).toBeGreaterThan(40);
        expect(text.question.length).toBeGreaterThan(10);
        expect(text.why.length).toBeGreaterThan(40);
        expect(text.options).toHaveLength(OPTION_COUNT);
        expect(new Set(text.options.map((option) => option.trim().toLowerCase())).size).toBe(OPTION_COUNT);
        for (const option of text.options) expect(option.trim().length).toBeGreaterThan(0);
      }
  });
});

describe('the questions an exam asks', () => {
  it('are drawn by the seed alone, the level’s, from as many topics as they can', () => {
    for (const level of EXAM_LEVELS) {
      const drawn = drawQuestions(level, 42, 6);
      expect(drawn).toHaveLength(6);
      expect(drawQuestions(level, 42, 6)).toEqual(drawn);
      expect(new Set(drawn.map((question) => question.topic)).size).toBe(6);
      for (const question of drawn) expect(question.levels).toContain(level);
    }
    // Another seed, another exam (most of the time: here, for these two).
    expect(drawQuestions('foundation', 43, 6).map((question) => question.id)).not.toEqual(
      drawQuestions('foundation', 42, 6).map((question) => question.id),
    );
  });

  it('count the answers that pick the right option, and nothing for one left out or not asked', () => {
    const asked = drawQuestions('advanced', 7, 6);
    const answers = Object.fromEntries(asked.map((question) => [question.id, question.right]));
    expect(
      gradeKnowledge(
        asked.map((question) => question.id),
        answers,
      ),
    ).toBe(6);
    const [first, second] = asked;
    const fewer = { ...answers, [first!.id]: (first!.right + 1) % OPTION_COUNT };
    delete fewer[second!.id];
    expect(
      gradeKnowledge(
        asked.map((question) => question.id),
        fewer,
      ),
    ).toBe(4);
    expect(gradeKnowledge([], answers)).toBe(0);
  });
});
