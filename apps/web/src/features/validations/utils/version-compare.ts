import type { Validation, ValidationVersion } from '@alavanca/contracts/validations';
import { SCORE_KEYS, type ScoreKey } from '@alavanca/domain/validation/score-keys';

/** Navigation state asking the report to open compared with a version (after an edit: the one edited). */
export const compareState = (version: number) => ({ compareWith: version });

export function comparedVersion(state: unknown): number | null {
  const value = typeof state === 'object' && state !== null ? (state as { compareWith?: unknown }).compareWith : null;
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

export interface ScoreChange {
  key: ScoreKey | 'overall';
  before: number;
  after: number;
}

/** The overall score and each score, before (an earlier version) and after (the latest). */
export function compareVersions(before: ValidationVersion, after: ValidationVersion): ScoreChange[] {
  return [
    { key: 'overall', before: before.result.overall, after: after.result.overall },
    ...SCORE_KEYS.map((key) => ({
      key,
      before: before.result.scores[key].value,
      after: after.result.scores[key].value,
    })),
  ];
}

/** Which fields of the idea changed between two versions (the words the founder edited). */
export function changedFields(before: ValidationVersion, after: ValidationVersion): string[] {
  return Object.keys(after.input).filter(
    (field) =>
      JSON.stringify(before.input[field as keyof typeof before.input]) !==
      JSON.stringify(after.input[field as keyof typeof after.input]),
  );
}

/** Versions other than the latest, newest first: what the report can compare with. */
export const earlierVersions = (validation: Validation): ValidationVersion[] => validation.versions.slice(1);
