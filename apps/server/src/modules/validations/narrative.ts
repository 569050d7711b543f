import type { Language } from '@alavanca/domain/constants';
import type { IdeaInput } from '@alavanca/domain/validation/idea';
import { keepsToTheScores } from '@alavanca/domain/validation/narrative';
import type { IdeaValidation } from '@alavanca/domain/validation/validate-idea';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The seam where a language model writes a validation's narrative. The product computes every
 * number offline (validateIdea); a writer, when the operator configures one (the AI mentor's
 * provider layer plugs in here), turns the scored idea into a few paragraphs in the user's
 * language. It never supplies a number: a text that writes any number but the scores is dropped,
 * as is one that fails or is late, and the validation is saved without a narrative either way.
 */
export interface NarrativeRequest {
  language: Language;
  idea: IdeaInput;
  validation: IdeaValidation;
}

/** Writes the narrative; `signal` aborts when the answer is too late to wait for. */
export type NarrativeWriter = (request: NarrativeRequest, signal: AbortSignal) => Promise<string>;

export const NARRATIVE_LIMITS = {
  /** How long a validation waits for its narrative. */
  timeoutMs: 10_000,
  /** Longest narrative kept, in characters. */
  maxLength: 4_000,
} as const;

/** The writer's narrative when it keeps to the rules; null without a writer, or when it does not. */
export async function narrativeFor(
  writer: NarrativeWriter | undefined,
  request: NarrativeRequest,
  log: FastifyBaseLogger,
): Promise<string | null> {
  if (!writer) return null;
  const signal = AbortSignal.timeout(NARRATIVE_LIMITS.timeoutMs);
  try {
    const late = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(new Error('The narrative came too late.')), { once: true }),
    );
    const text = (await Promise.race([writer(request, signal), late])).trim();
    if (text === '' || text.length > NARRATIVE_LIMITS.maxLength) return null;
    if (!keepsToTheScores(text, request.validation)) {
      log.warn('A validation narrative wrote numbers of its own; it was dropped.');
      return null;
    }
    return text;
  } catch (error) {
    log.warn({ err: error }, 'The validation narrative failed; the validation is saved without it.');
    return null;
  }
}
