import type { CompetenceEvidence } from './competences';
import { fingerprint } from './fingerprint';

/*
 * What an idea's validation, a pitch and a canvas show of a founder's competences (decision 033):
 * each read from the scores the product already gives them, version by version.
 */

/** An idea's validation: each version's overall score, and the experiments done, when. */
export interface ValidationRecord {
  id: string;
  versions: readonly { version: number; overall: number; createdAt: string }[];
  experiments: readonly { key: string; doneAt: string | null }[];
}

/** A pitch's analysed versions: the rubric's score, the figures flagged and those the evidence supports. */
export interface PitchRecord {
  id: string;
  analyses: readonly { number: number; score: number; flagged: number; supported: number }[];
}

/** A canvas's versions with the coherence check's score of each. */
export interface CanvasRecord {
  id: string;
  versions: readonly { version: number; coherence: number }[];
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
        // One piece per experiment of the idea, upgraded when a better version follows it.
        fingerprint: fingerprint(['validation', record.id, experiment.key]),
        success,
        strong: success && best!.overall >= SCORE_BARS.strong,
        values: { before: before.overall, after: best?.overall ?? before.overall },
      },
    ];
  });
}

/**
 * One piece of evidence per work (a pitch, a canvas): its best version, a success at
 * SCORE_BARS.good (for a pitch, with no figure flagged), strong at SCORE_BARS.strong. Per work, not
 * per version: a version is kept at every save or analysis, and a word changed is no new success.
 * As the work improves, the same evidence is upgraded (a try to a success, a success to a strong one).
 */
function workEvidence<V>(
  work: { competence: 'pitching' | 'canvas'; kind: 'pitch' | 'canvas'; id: string },
  versions: readonly V[],
  read: {
    score: (version: V) => number;
    passes: (version: V) => boolean;
    number: (version: V) => number;
    values: (version: V) => Record<string, number>;
  },
): CompetenceEvidence[] {
  const passing = versions.filter(read.passes);
  const pool = passing.length > 0 ? passing : versions;
  const best = pool.reduce<V | null>(
    (top, version) => (!top || read.score(version) > read.score(top) ? version : top),
    null,
  );
  if (best === null) return [];
  const success = passing.length > 0;
  return [
    {
      competence: work.competence,
      source: { kind: work.kind, id: work.id, version: read.number(best) },
      fingerprint: fingerprint([work.kind, work.id]),
      success,
      strong: success && read.score(best) >= SCORE_BARS.strong,
      values: read.values(best),
    },
  ];
}

/** A pitch's evidence: its best analysed version, a success at SCORE_BARS.good with no figure flagged. */
export function pitchEvidence(record: PitchRecord): CompetenceEvidence[] {
  return workEvidence({ competence: 'pitching', kind: 'pitch', id: record.id }, record.analyses, {
    score: (analysis) => analysis.score,
    passes: (analysis) => analysis.score >= SCORE_BARS.good && analysis.flagged === 0,
    number: (analysis) => analysis.number,
    values: (analysis) => ({ score: analysis.score, flagged: analysis.flagged }),
  });
}

/** A canvas's evidence: its best version, a success when its coherence reaches SCORE_BARS.good. */
export function canvasEvidence(record: CanvasRecord): CompetenceEvidence[] {
  return workEvidence({ competence: 'canvas', kind: 'canvas', id: record.id }, record.versions, {
    score: (version) => version.coherence,
    passes: (version) => version.coherence >= SCORE_BARS.good,
    number: (version) => version.version,
    values: (version) => ({ coherence: version.coherence }),
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
