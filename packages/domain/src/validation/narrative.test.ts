import { describe, expect, it } from 'vitest';
import { keepsToTheScores, narrativeNumbers } from './narrative';
import { IDEA_CORPUS } from './testing/idea-corpus';
import { validateIdea } from './validate-idea';

const result = validateIdea(IDEA_CORPUS.find((entry) => entry.specificity === 'specific')!.idea);

describe('a narrative keeps to the scores', () => {
  it('may write the overall score and each score, out of 100', () => {
    expect(narrativeNumbers(result)).toContain(result.overall);
    expect(
      keepsToTheScores(`A ideia tem ${result.overall} de 100; o problema, ${result.scores.problem.value}.`, result),
    ).toBe(true);
    expect(keepsToTheScores('Sem números, só o que fazer a seguir.', result)).toBe(true);
  });

  it('may not write any other number: a size, a price, a share, a score rounded', () => {
    const other = [...Array(101).keys()].find((value) => !narrativeNumbers(result).has(value))!;
    for (const text of [
      `The market is worth ${other} million.`,
      'Charge R$ 29,90.',
      'About 1,234.5 customers.',
      `Score ${result.overall}.5`,
      `${other}% of people`,
    ])
      expect(keepsToTheScores(text, result), text).toBe(false);
  });
});
