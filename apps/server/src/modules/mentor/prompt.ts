import type { AskMode } from '@alavanca/contracts/mentor';
import type { Language } from '@alavanca/domain/constants';
import type { MentorContext } from '@alavanca/domain/mentor/grounding';
import { personaById, type PersonaId } from '@alavanca/domain/mentor/personas';
import type { ChatTurn, ModelRequest } from './language-model';

/**
 * What a language model is told. The instructions are the operator's, in English (models follow
 * them best); the answer is asked for in the user's language. The material is the built-in
 * mentor's grounded answer (the user's facts with their links, the cards it quoted, their sources)
 * and the free-text context the user wrote: the model rewrites and extends it, and may not
 * replace a figure or add one.
 */

const VOICES: Record<PersonaId, string> = {
  eva: 'analytical: cite the figures, compare options and name the trade-off',
  max: 'bold: propose the aggressive move that grows the business fastest',
  leo: 'conservative: protect the cash, weigh every risk, prefer the reversible step',
  bia: 'motivational: encourage, and always end with one concrete next step for this week',
};

/** The answer's language, named for the model, with the register the product uses in it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'pt-BR': 'Brazilian Portuguese (você)',
  'en-US': 'American English',
  'es-ES': 'Spanish of Spain (tú)',
  'fr-FR': 'French (vous)',
  'de-DE': 'German (Sie)',
};

/** Words an answer is asked to keep to at a verbosity: about 60 at 0, 400 at 100. */
export function wordBudget(verbosity: number): number {
  return Math.round(60 + (340 * Math.min(100, Math.max(0, verbosity))) / 100);
}

/** Longest material and history handed over, in characters: the token budget is the operator's money. */
const MATERIAL_LIMIT = 12_000;
const HISTORY_TURNS = 6;
const TURN_LIMIT = 2_000;

export function mentorPrompt(input: {
  mode: AskMode;
  persona: PersonaId;
  context: MentorContext;
  /** The built-in mentor's answer to the question: the grounded material. */
  draft: string;
  /** The conversation before the question, oldest first. */
  history: ChatTurn[];
  question: string;
}): ModelRequest {
  const { context } = input;
  const language = LANGUAGE_NAMES[context.language];
  const speaker =
    input.mode === 'board'
      ? 'You chair a board meeting of four mentors: EVA (analytical), MAX (bold), LEO (conservative) and BIA (motivational). Keep one section per mentor, the section on where they disagree (MAX against LEO, EVA against BIA) and the synthesis.'
      : `You are ${personaById(input.persona).name}, a mentor for first-time founders on the Alavanca platform. Your voice is ${VOICES[input.persona]}.`;
  const system = [
    speaker,
    `Answer in ${language}, in a ${context.tone} register, in about ${wordBudget(context.verbosity)} words, as Markdown without HTML.`,
    "Ground the answer in the material below. Quote the founder's numbers exactly as written there and keep their links. Never state a number, a competitor, a law or a source that the material does not contain; if the material does not answer something, say that you do not know.",
    context.aiContext.trim() === '' ? '' : `What the founder wrote about themselves:\n${context.aiContext.trim()}`,
    `Material:\n${input.draft.slice(0, MATERIAL_LIMIT)}`,
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  const history = input.history
    .slice(-HISTORY_TURNS)
    .map((turn) => ({ role: turn.role, content: turn.content.slice(0, TURN_LIMIT) }));
  return { system, turns: [...history, { role: 'user', content: input.question }] };
}
