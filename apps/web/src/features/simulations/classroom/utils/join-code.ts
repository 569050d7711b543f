import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@alavanca/domain/classroom/limits';

/** A code as typed (from a board, in any case, with spaces or dashes) as the class's code. */
export function normaliseCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** Whether a normalised code could be one: its length, and only the code's own letters and digits. */
export function isJoinCode(code: string): boolean {
  return code.length === JOIN_CODE_LENGTH && [...code].every((letter) => JOIN_CODE_ALPHABET.includes(letter));
}
