import type { NumberPreferences } from '@alavanca/domain/locale/format';
import { formatNumber } from '@alavanca/domain/locale/format';
import type { CheckedClaim, EvidenceFigure } from '@alavanca/domain/pitch/claims';
import { figureText, findingTextValues, METRIC_UNIT } from '@alavanca/domain/pitch/figure-text';
import type { PitchPart } from '@alavanca/domain/pitch/pitch';
import type { DrillQuestion } from '@alavanca/domain/pitch/questions';
import type { RubricFinding } from '@alavanca/domain/pitch/rubric';
import type { TFunction } from 'i18next';

/*
 * A pitch's figures and findings in the founder's words, as the board's sentences and the exports
 * tell them (the domain's figure-text.ts): every sentence from the `pitch` catalog, every figure in
 * the user's number format, money in the figure's own currency.
 */

/** What the pitch says, in the evidence's terms (a year's revenue as a month's). */
export const claimedText = (claim: CheckedClaim, prefs: NumberPreferences) =>
  figureText(claim.claimed, claim.figure.unit, claim.figure.currency ?? claim.evidence?.currency ?? null, prefs);

/** What the evidence holds. */
export const evidenceText = (figure: EvidenceFigure, prefs: NumberPreferences) =>
  figureText(figure.value, METRIC_UNIT[figure.metric], figure.currency, prefs);

/** A claim's metric, with the market scope it named ("tamanho de mercado (SOM)"). */
export function metricName(claim: Pick<CheckedClaim, 'metric' | 'scope'>, t: TFunction): string {
  const name = t(`pitch:metrics.${claim.metric}`);
  return claim.scope ? t('pitchStudio:claims.scoped', { name, scope: t(`pitch:scopes.${claim.scope}`) }) : name;
}

const partName = (t: TFunction) => (part: PitchPart) => t(`pitch:parts.${part}.name`);

/** Parts named as the language lists them ("Problema, Mercado e Pedido"). */
export const partNames = (parts: readonly PitchPart[], t: TFunction, prefs: NumberPreferences) =>
  new Intl.ListFormat(prefs.language, { type: 'conjunction' }).format(parts.map(partName(t)));

/** A finding's sentence and what to do, its numbers in the user's format and its parts named. */
export function findingTexts(
  finding: RubricFinding,
  t: TFunction,
  prefs: NumberPreferences,
): { title: string; todo: string } {
  const { values, count } = findingTextValues(finding, partName(t), prefs);
  // A count picks a plural only where the catalog has one (the missing parts), as a number.
  const { count: _written, ...rest } = values;
  const options: Record<string, string | number> = count === undefined ? rest : { ...rest, count };
  return {
    title: t(`pitch:checks.${finding.check}.title`, options),
    todo: t(`pitch:checks.${finding.check}.todo`, options),
  };
}

/** A drill question in words, its figures formatted as the pitch's claims are. */
export function questionText(
  question: DrillQuestion,
  claims: readonly CheckedClaim[],
  t: TFunction,
  prefs: NumberPreferences,
): string {
  const { id, values } = question;
  const key = `pitch:drill.${id}.question`;
  if (id === 'claimSource') {
    const claim = claims.find((each) => each.metric === values.metric && each.claimed === values.claimed);
    return t(key, {
      metric: t(`pitch:metrics.${values.metric}`),
      claimed: claim ? claimedText(claim, prefs) : formatNumber(Number(values.claimed), prefs),
    });
  }
  if (id === 'unitEconomics') return t(key, { cacToLtv: formatNumber(Number(values.cacToLtv), prefs) });
  if (id === 'runwayPlan') {
    const months = Number(values.months);
    // The count picks the plural; the sentence shows the months in the user's format ("4,5").
    return t(key, { count: months, months: formatNumber(months, prefs, { maximumFractionDigits: 1 }) });
  }
  if (id === 'validationWeakest') return t(key, { score: t(`validationReport:scores.${values.score}.name`) });
  return t(key);
}
