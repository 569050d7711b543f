import { describe, expect, it } from 'vitest';
import { IDEA, makeValidation } from '../testing/fake-validation';
import { changedFields, compareVersions, comparedVersion } from './version-compare';

describe('version comparison', () => {
  const validation = makeValidation({ ...IDEA, competitors: ['iFood', 'Rappi'], hoursPerWeek: 20 }, [IDEA]);
  const [latest, earlier] = validation.versions;

  it('puts the overall score and every score side by side', () => {
    const changes = compareVersions(earlier!, latest!);
    expect(changes.map((change) => change.key)).toEqual([
      'overall',
      'problem',
      'market',
      'competition',
      'differentiation',
      'monetisation',
      'feasibility',
      'risk',
    ]);
    expect(changes[0]).toEqual({ key: 'overall', before: earlier!.result.overall, after: latest!.result.overall });
  });

  it('names only the fields that were edited', () => {
    expect(changedFields(earlier!, latest!)).toEqual(['competitors', 'hoursPerWeek']);
    expect(changedFields(latest!, latest!)).toEqual([]);
  });

  it('reads the version to compare with from navigation state, and nothing else', () => {
    expect(comparedVersion({ compareWith: 2 })).toBe(2);
    expect(comparedVersion({ compareWith: '2' })).toBeNull();
    expect(comparedVersion(null)).toBeNull();
  });
});
