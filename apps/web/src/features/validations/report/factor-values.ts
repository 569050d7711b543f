import type { IdeaValidationResult, ValidationRequest } from '@alavanca/contracts/validations';
import type { TFunction } from 'i18next';
import type { IdeaFormat } from '../utils/format';

type Score = IdeaValidationResult['scores'][keyof IdeaValidationResult['scores']];
type Factor = Score['factors'][number];

/** The name a factor's number takes in its sentence: the engine's `somCents` is the catalog's `som`. */
const RENAMED: Record<string, string> = { purchasesPerYear: 'purchases', hoursPerWeek: 'hours' };

/**
 * A factor's numbers as its sentence states them: cents as money in the idea's currency, a
 * monetisation ratio and a margin as percentages, the market's ratio as a multiple, months with a
 * decimal, counts as they are; the experience line names the level the founder chose.
 */
export function factorValues(
  score: Score['key'],
  factor: Factor,
  input: ValidationRequest,
  format: IdeaFormat,
  t: TFunction,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(factor.values ?? {})) {
    if (name.endsWith('Cents')) values[name.slice(0, -'Cents'.length)] = format.money(value);
    else if (name === 'ratio') values.ratio = score === 'market' ? format.times(value) : format.share(value);
    else if (name === 'margin') values.margin = format.share(value);
    else if (name === 'months') values.months = format.number(value, 1);
    else values[RENAMED[name] ?? name] = format.number(value);
  }
  if (factor.key === 'experience') values.level = t(`account:enums.experienceLevels.${input.experienceLevel}`);
  return values;
}
