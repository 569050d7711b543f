import type { CompetenceEvidence } from './competences';
import { fingerprint } from './fingerprint';

/*
 * What an idea's validation, a pitch and a canvas show of a founder's competences (decision 033):
 * each read from the scores the product already gives them, version by version.
 */

/** An idea's validation: each version's overall score, and the experiments done, when. */
export interface ValidationRecord {
  id: string;
  versions: readonly { version: number; overall: number; createdAt: string; inputKey: string }[];
  experiments: readonly { key: string; doneAt: string | null }[];
}

/** A pitch's analysed versions: the rubric's score, the figures flagged and those the evidence supports. */
export interface PitchRecord {
  id: string;
  analyses: readonly { number: number; score: number; flagged: number; supported: number; textKey: string }[];
}

/** A canvas's versions with the coherence check's score of each. */
export interface CanvasRecord {
  id: string;
  versions: readonly { version: number; coherence: number; cardsKey: string }[];
}

/** A validated idea worth the name; a pitch or canvas score that carries its argument; the strong bar above them. */
export const SCORE_BARS = { good: 70, strong: 85 } as const;
/** The points an experiment's lesson has to add to the idea's score to count as an improvement. */
export const IMPROVEMENT_POINTS = 5;

/**
 * An idea's evidence: each experiment done, followed by a version that raised the score by
 * IMPROVEMENT_POINTS or more over the version before the experiment, is a success (the lesson
 * applied); an experiment done with no better version after it is a try.
 */
export function validationEvidence(record: ValidationRecord): CompetenceEvidence[] {
  const versions = [...record.versions].sort((a, b) => a.version - b.version);
  return record.experiments.flatMap((experiment) => {
    if (!experiment.doneAt) return [];
    const doneAt = experiment.doneAt;
    const before = versions.filter((version) => version.createdAt <= doneAt).at(-1);
    if (!before) return [];
    const after = versions.filter((version) => version.createdAt > doneAt);
    const best = after.reduce<(typeof versions)[number] | null>(
      (top, version) => (!top || version.overall > top.overall ? version : top),
      null,
    );
    const gain = best ? best.overall - before.overall : 0;
    const success = gain >= IMPROVEMENT_POINTS;
    const shown = success ? best! : before;
    return [
      {
        competence: 'validation' as const,
        source: { kind: 'validation' as const, id: record.id, version: shown.version },
        fingerprint: fingerprint(['validation', experiment.key, before.inputKey, best?.inputKey ?? null]),
        success,
        strong: success && best!.overall >= SCORE_BARS.strong,
        values: { before: before.overall, after: best?.overall ?? before.overall },
      },
    ];
  });
}

/** A pitch's evidence: each analysed version is a try, a success at SCORE_BARS.good with no figure flagged. */
export function pitchEvidence(record: PitchRecord): CompetenceEvidence[] {
  return record.analyses.map((analysis) => {
    const success = analysis.score >= SCORE_BARS.good && analysis.flagged === 0;
    return {
      competence: 'pitching' as const,
      source: { kind: 'pitch' as const, id: record.id, version: analysis.number },
      fingerprint: fingerprint(['pitch', analysis.textKey]),
      success,
      strong: success && analysis.score >= SCORE_BARS.strong,
      values: { score: analysis.score, flagged: analysis.flagged },
    };
  });
}

/** A canvas's evidence: each version a try, a success when its coherence reaches SCORE_BARS.good. */
export function canvasEvidence(record: CanvasRecord): CompetenceEvidence[] {
  return record.versions.map((version) => {
    const success = version.coherence >= SCORE_BARS.good;
    return {
      competence: 'canvas' as const,
      source: { kind: 'canvas' as const, id: record.id, version: version.version },
      fingerprint: fingerprint(['canvas', version.cardsKey]),
      success,
      strong: success && version.coherence >= SCORE_BARS.strong,
      values: { coherence: version.coherence },
    };
  });
}

/** The figures a validation's rules read: its best score, the most an experiment's lesson added, the experiments done. */
export function validationMetrics(record: ValidationRecord): Record<string, number> {
  const gains = validationEvidence(record).map((item) => item.values.after! - item.values.before!);
  return {
    bestScore: Math.max(...record.versions.map((version) => version.overall)),
    experimentGain: gains.length > 0 ? Math.max(...gains) : NaN,
    experimentsDone: record.experiments.filter((experiment) => experiment.doneAt !== null).length,
  };
}

/** The figures a pitch's rules read at analysed version `number`, and how far it moved from the first. */
export function pitchMetrics(record: PitchRecord, number: number): Record<string, number> {
  const analysis = record.analyses.find((each) => each.number === number);
  const first = [...record.analyses].sort((a, b) => a.number - b.number)[0];
  if (!analysis || !first) return {};
  return {
    score: analysis.score,
    flagged: analysis.flagged,
    supported: analysis.supported,
    scoreGain: analysis.score - first.score,
    analyses: record.analyses.length,
  };
}

/** The figures a canvas's rules read at `version`. */
export function canvasMetrics(record: CanvasRecord, version: number): Record<string, number> {
  const found = record.versions.find((each) => each.version === version);
  return found ? { coherence: found.coherence, versions: record.versions.length } : {};
}
