import { describe, expect, it } from 'vitest';
import { CURRENCY_SCALE } from '../simulation/presets';
import { competitorMatrix } from './competitors';
import type { IdeaInput } from './idea';
import { IDEA_CORPUS } from './testing/idea-corpus';
import { validateIdea } from './validate-idea';

const corpusIdea = (specificity: 'vague' | 'specific'): IdeaInput =>
  IDEA_CORPUS.find((entry) => entry.specificity === specificity && entry.language === 'pt-BR' && entry.pair)!.idea;

describe('competitorMatrix', () => {
  it('lists the competitors named, once each, and which ones the differentiation answers; never one more', () => {
    const matrix = competitorMatrix({
      competitors: ['Saipos', ' saipos ', '', 'Planilhas Excel'],
      differentiation: 'Ao contrário do Saipos, confere cada item.',
    });
    expect(matrix).toEqual({
      rows: [
        { name: 'Saipos', addressed: true, how: 'named' },
        { name: 'Planilhas Excel', addressed: false },
      ],
      lookFor: [],
    });
  });

  it('reads a competitor as named by a word of its name, and as answered by a concrete difference', () => {
    const named = competitorMatrix({
      competitors: ['Escape Hunt (franquia)'],
      differentiation: 'Mais salas que o Hunt.',
    });
    expect(named.rows[0]).toMatchObject({ addressed: true, how: 'named' });
    const concrete = competitorMatrix({
      competitors: ['PetSmart Grooming', 'local grooming salons'],
      differentiation: 'One groomer, one dog, no cages; routes clustered so clients keep a fixed slot every 6 weeks.',
    });
    expect(concrete.rows.map((row) => row.how)).toEqual(['general', 'general']);
    // A bare claim answers nobody.
    const claim = competitorMatrix({ competitors: ['Shein'], differentiation: 'Atendimento melhor.' });
    expect(claim.rows[0]).toEqual({ name: 'Shein', addressed: false });
  });

  it('says what to look for when none is named', () => {
    expect(competitorMatrix({ competitors: [], differentiation: '' })).toEqual({
      rows: [],
      lookFor: ['directCompetitors', 'substitutes', 'statusQuo'],
    });
  });
});

describe('validateIdea', () => {
  it('is deterministic and keeps its SWOT, assumptions and experiments within their shapes', () => {
    for (const { idea } of IDEA_CORPUS) {
      const validation = validateIdea(idea);
      expect(validateIdea(idea)).toEqual(validation);
      for (const quadrant of Object.values(validation.swot)) expect(quadrant.length).toBeLessThanOrEqual(3);
      expect(validation.swot.strengths.every((item) => item.points > 0)).toBe(true);
      expect(validation.swot.threats.every((item) => item.points < 0)).toBe(true);
      expect(validation.experiments.length).toBeGreaterThanOrEqual(3);
      expect(validation.experiments.length).toBeLessThanOrEqual(5);
      const impacts = validation.assumptions.map((assumption) => assumption.impact);
      expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
      expect(validation.assumptions.map((assumption) => assumption.key)).toContain('customersPay');
      // Only the competitors the founder named, never one more.
      expect(validation.competitors.rows.length).toBeLessThanOrEqual(idea.competitors.length);
    }
  });

  it('starts a vague idea with customer interviews and leans on the problem being real', () => {
    const vague = validateIdea(corpusIdea('vague'));
    expect(vague.experiments[0]!.key).toBe('interviews');
    expect(vague.assumptions.map((assumption) => assumption.key)).toContain('problemIsReal');
  });

  it('prices the experiments in the idea’s currency', () => {
    const idea = corpusIdea('specific');
    const reais = validateIdea(idea).experiments;
    const euros = validateIdea({ ...idea, currency: 'EUR' }).experiments;
    const paid = reais.filter(
      (experiment) => experiment.costCents > 0 && euros.some((other) => other.key === experiment.key),
    );
    expect(paid.length).toBeGreaterThan(0);
    for (const experiment of paid)
      expect(euros.find((other) => other.key === experiment.key)!.costCents).toBe(
        Math.round(experiment.costCents * CURRENCY_SCALE.EUR),
      );
  });
});
