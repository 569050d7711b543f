import type { Validation } from '@alavanca/contracts/validations';

/**
 * A validation's newest version with its market as sized since the likely range (its top-down and
 * bottom-up estimates); null for none or an older version, whose market other screens cannot read.
 */
export function newestSized(validation: Validation | null) {
  const newest = validation?.versions[0];
  if (!newest || !('bottomUp' in newest.result.market)) return null;
  return { input: newest.input, market: newest.result.market, scores: newest.result.scores };
}
