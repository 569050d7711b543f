import { validateIdea } from '@alavanca/domain/validation/validate-idea';
import { IDEA_CORPUS } from '@alavanca/domain/validation/testing/idea-corpus';
import { describe, expect, it } from 'vitest';
import { IdeaValidationResult, MAX_COMPETITORS, ValidationRequest } from './validations';

const idea = IDEA_CORPUS.find((entry) => entry.specificity === 'specific')!.idea;
const issuesOf = (input: unknown) =>
  ValidationRequest.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('ValidationRequest', () => {
  it('reads every idea of the corpus as it is', () => {
    for (const entry of IDEA_CORPUS) expect(ValidationRequest.parse(entry.idea)).toEqual(entry.idea);
  });

  it('names the field and the catalog message of each problem', () => {
    expect(issuesOf({ ...idea, title: '   ' })).toEqual([['title', 'validation.required']]);
    expect(issuesOf({ ...idea, problem: 'x'.repeat(2_001) })).toEqual([['problem', 'validation.tooLong']]);
    expect(issuesOf({ ...idea, priceCents: 0 })).toEqual([['priceCents', 'validation.outOfRange']]);
    expect(issuesOf({ ...idea, priceCents: 12.5 })).toEqual([['priceCents', 'validation.notInteger']]);
    expect(issuesOf({ ...idea, businessType: 'casino' })).toEqual([['businessType', 'validation.invalidOption']]);
    expect(issuesOf({ ...idea, channels: [] })).toEqual([['channels', 'validation.chooseSome']]);
    // What each empty or wrong field lacks, in its own words: a choice, a number.
    const { businessType: _businessType, ...noType } = idea;
    expect(issuesOf(noType)).toEqual([['businessType', 'validation.invalidOption']]);
    expect(issuesOf({ ...idea, priceCents: Number.NaN })).toEqual([['priceCents', 'validation.notANumber']]);
    expect(issuesOf({ ...idea, channels: ['marketplace', 'marketplace'] })).toEqual([
      ['channels', 'validation.invalidOption'],
    ]);
    expect(issuesOf({ ...idea, competitors: Array.from({ length: MAX_COMPETITORS + 1 }, (_, i) => `C${i}`) })).toEqual([
      ['competitors', 'validation.tooLong'],
    ]);
    expect(issuesOf({ ...idea, pricingModel: 'monthly', purchasesPerYear: 24 })).toEqual([
      ['purchasesPerYear', 'validation.outOfRange'],
    ]);
    expect(issuesOf({ ...idea, title: 'a\u0000b' })).toEqual([['title', 'validation.invalidText']]);
  });

  it('takes no competitors and no differentiation as empty', () => {
    const { competitors: _competitors, differentiation: _differentiation, ...bare } = idea;
    expect(ValidationRequest.parse(bare)).toMatchObject({ competitors: [], differentiation: '' });
  });
});

describe('IdeaValidationResult', () => {
  it('reads what the domain computes as it is', () => {
    for (const entry of IDEA_CORPUS.slice(0, 10)) {
      const result = validateIdea(entry.idea);
      expect(IdeaValidationResult.parse(result)).toEqual(result);
    }
  });
});
