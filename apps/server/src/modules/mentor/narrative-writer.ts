import type { NarrativeWriter } from '../validations/narrative';
import type { LanguageModel } from './language-model';
import { LANGUAGE_NAMES } from './prompt';

/**
 * The validations' narrative seam, served by the mentor's language model: a few paragraphs in the
 * user's language from the computed validation. The validation keeps it only if it writes no
 * number but the scores (validations/narrative.ts checks).
 */
export function languageModelNarrative(model: LanguageModel): NarrativeWriter {
  return async ({ language, idea, validation }, signal) => {
    const scores = Object.values(validation.scores).map((score) => `${score.key}: ${score.value}`);
    const system = [
      'You write the narrative of an idea validation for a first-time founder on the Alavanca platform.',
      `Write two or three short paragraphs in ${LANGUAGE_NAMES[language]}, plain text, honest rather than flattering.`,
      'Explain what the scores say about the idea and what to test first. Write no number except the scores given; name no competitor, statistic or source.',
    ].join(' ');
    const question = [
      `Idea: ${idea.title}`,
      `Problem: ${idea.problem}`,
      `Customer: ${idea.targetCustomer}`,
      `Solution: ${idea.solution}`,
      `Overall score: ${validation.overall} (${validation.verdict})`,
      `Scores: ${scores.join(', ')}`,
    ].join('\n');
    let text = '';
    for await (const piece of model.stream({ system, turns: [{ role: 'user', content: question }] }, signal)) {
      text += piece;
    }
    return text;
  };
}
