import { LANGUAGES, type Language } from '@alavanca/domain/constants';
import { QUESTION_SET } from '@alavanca/domain/mentor/testing/question-corpus';
import { describe, expect, it } from 'vitest';
import { figuresLine, heldOutFigures } from './testing/reader-validation';

/*
 * The topic reader against the held-out half of the labelled questions (founders' questions in
 * five languages, written before the reader was tuned and never read while tuning). The floors
 * are what the reader reaches today, per language, above the product's bar of 90 % in each; a
 * change that lowers any figure fails here with the figures of every language.
 */

const TOPIC_FLOOR: Record<Language, number> = {
  'pt-BR': 0.95,
  'en-US': 0.9,
  'es-ES': 0.91,
  'fr-FR': 0.92,
  'de-DE': 0.93,
};
const FLOOR = { falseRefusals: 0.05, refusedOutOfScope: 0.6 };

const measured = heldOutFigures();
const report = measured.map(figuresLine).join('\n');

describe('the topic reader on held-out questions', () => {
  it('holds at least 90 held-out questions per language, out-of-scope ones included', () => {
    for (const language of LANGUAGES) {
      const held = QUESTION_SET.filter((question) => question.heldOut && question.language === language);
      expect(held.length).toBeGreaterThanOrEqual(90);
      expect(held.some((question) => question.topic === 'out-of-scope')).toBe(true);
    }
  });

  it('names the topic asked, refuses few questions it should answer and most it should not', () => {
    for (const row of measured) {
      expect(row.topic, report).toBeGreaterThanOrEqual(TOPIC_FLOOR[row.language]);
      expect(row.falseRefusals, report).toBeLessThan(FLOOR.falseRefusals);
      expect(row.refusedOutOfScope, report).toBeGreaterThanOrEqual(FLOOR.refusedOutOfScope);
    }
  });
});
