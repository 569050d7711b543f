import type { NumberPreferences } from '@alavanca/domain/locale/format';
import type { CheckedClaim } from '@alavanca/domain/pitch/claims';
import { figureText, findingTextValues, METRIC_UNIT } from '@alavanca/domain/pitch/figure-text';
import type { PitchPart } from '@alavanca/domain/pitch/pitch';
import type { RubricFinding } from '@alavanca/domain/pitch/rubric';
import { sharedText } from '../../i18n/shared-catalogs';

/**
 * The analysis told in the `pitch` catalog's words, in the user's language and number format: what
 * the board and the exports both say of a checked figure and of a finding (the screen says the
 * same through the web app's catalogs).
 */
export function pitchSentences(prefs: NumberPreferences) {
  const text = (path: string, values: Record<string, string> = {}, count?: number) =>
    sharedText('pitch', path, prefs.language, values, count) ?? path;
  const partName = (part: PitchPart) => text(`parts.${part}.name`);
  return {
    text,
    partName,
    /** A checked figure's verdict with both figures and the evidence's source. */
    claim: (claim: CheckedClaim) =>
      text(`verdicts.${claim.verdict}`, {
        claimed: figureText(claim.claimed, claim.figure.unit, claim.figure.currency, prefs),
        evidence: claim.evidence
          ? figureText(claim.evidence.value, METRIC_UNIT[claim.metric], claim.evidence.currency, prefs)
          : '',
        source: claim.evidence?.source.name ?? '',
        metric: text(`metrics.${claim.metric}`),
      }),
    /** A finding's sentence and what to change, its parts named and its count for the plural. */
    finding: (finding: RubricFinding) => {
      const { values, count } = findingTextValues(finding, partName, prefs);
      const check = `checks.${finding.check}`;
      return { title: text(`${check}.title`, values, count), todo: text(`${check}.todo`, values) };
    },
  };
}
