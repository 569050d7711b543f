import { describe, expect, it } from 'vitest';
import { earnedBy } from './achievements';
import { progressMetrics, type Competence, type Level } from './competences';
import {
  canvasEvidence,
  canvasMetrics,
  pitchEvidence,
  pitchMetrics,
  validationEvidence,
  validationMetrics,
  type PitchRecord,
  type ValidationRecord,
} from './work-evidence';

const IDEA: ValidationRecord = {
  id: 'v1',
  versions: [
    { version: 1, overall: 52, createdAt: '2026-01-01T10:00:00.000Z' },
    { version: 2, overall: 61, createdAt: '2026-01-05T10:00:00.000Z' },
  ],
  experiments: [
    { key: 'interviews', doneAt: '2026-01-03T10:00:00.000Z' },
    { key: 'landingPage', doneAt: null },
  ],
};

describe('an idea’s evidence', () => {
  it('is an experiment’s lesson applied when a later version scores five points or more above the one before it', () => {
    expect(validationEvidence(IDEA)).toEqual([
      expect.objectContaining({
        competence: 'validation',
        source: { kind: 'validation', id: 'v1', version: 2 },
        success: true,
        strong: false,
        values: { before: 52, after: 61 },
      }),
    ]);
    expect(validationMetrics(IDEA)).toEqual({ bestScore: 61, experimentGain: 9, experimentsDone: 1 });
    expect(earnedBy('validation', validationMetrics(IDEA))).toEqual(['lessonApplied']);
  });

  it('is a try, not a success, four points up, or with no version after the experiment', () => {
    const four = { ...IDEA, versions: [IDEA.versions[0]!, { ...IDEA.versions[1]!, overall: 56 }] };
    expect(validationEvidence(four)[0]).toMatchObject({ success: false });
    expect(earnedBy('validation', validationMetrics(four))).toEqual([]);
    const late = { ...IDEA, experiments: [{ key: 'interviews', doneAt: '2026-01-06T10:00:00.000Z' }] };
    expect(validationEvidence(late)[0]).toMatchObject({ success: false, values: { before: 61, after: 61 } });
  });
});

describe('a pitch’s evidence', () => {
  const PITCH: PitchRecord = {
    id: 'p1',
    analyses: [
      { number: 1, score: 58, flagged: 1, supported: 2 },
      { number: 2, score: 74, flagged: 0, supported: 3 },
    ],
  };

  it('succeeds at seventy with no figure flagged; a version revised fifteen points up is a sharper pitch', () => {
    // One piece of evidence for the pitch, however many versions: its best passing one.
    expect(pitchEvidence(PITCH)).toEqual([
      expect.objectContaining({ success: true, strong: false, source: { kind: 'pitch', id: 'p1', version: 2 } }),
    ]);
    const first = { ...PITCH, analyses: [PITCH.analyses[0]!] };
    expect(pitchEvidence(first)).toEqual([
      expect.objectContaining({ success: false, source: expect.objectContaining({ version: 1 }) }),
    ]);
    // The same piece, upgraded: the same fingerprint as the pitch improves.
    expect(pitchEvidence(first)[0]!.fingerprint).toBe(pitchEvidence(PITCH)[0]!.fingerprint);
    // A higher score with a figure flagged is not the best: the passing version is.
    const flaggedHigh = { ...PITCH, analyses: [...PITCH.analyses, { number: 3, score: 90, flagged: 1, supported: 3 }] };
    expect(pitchEvidence(flaggedHigh)[0]).toMatchObject({ success: true, strong: false, values: { score: 74 } });
    expect(earnedBy('pitch', pitchMetrics(PITCH, 2)).sort()).toEqual(['everyFigureHolds', 'sharperPitch']);
    expect(earnedBy('pitch', pitchMetrics(PITCH, 1))).toEqual([]);
  });

  it('earns nothing for a figure flagged, or for a pitch with fewer than three figures held to the evidence', () => {
    const flagged = { ...PITCH, analyses: [PITCH.analyses[0]!, { ...PITCH.analyses[1]!, flagged: 1 }] };
    expect(earnedBy('pitch', pitchMetrics(flagged, 2))).toEqual(['sharperPitch']);
    const bare = { ...PITCH, analyses: [{ ...PITCH.analyses[1]!, number: 1, supported: 2 }] };
    expect(earnedBy('pitch', pitchMetrics(bare, 1))).toEqual([]);
  });
});

describe('a canvas’s evidence and the whole’s', () => {
  it('reads a canvas coherent at seventy and tight at eighty-five', () => {
    const canvas = {
      id: 'c1',
      versions: [
        { version: 1, coherence: 69 },
        { version: 2, coherence: 85 },
      ],
    };
    expect(canvasEvidence(canvas).map((item) => [item.success, item.strong, item.source])).toEqual([
      [true, true, { kind: 'canvas', id: 'c1', version: 2 }],
    ]);
    expect(canvasEvidence({ ...canvas, versions: [canvas.versions[0]!] })[0]).toMatchObject({ success: false });
    expect(canvasEvidence({ ...canvas, versions: [] })).toEqual([]);
    expect(earnedBy('canvas', canvasMetrics(canvas, 1))).toEqual([]);
    expect(earnedBy('canvas', canvasMetrics(canvas, 2))).toEqual(['coherentModel', 'tightModel']);
  });

  it('counts competences shown, never time spent', () => {
    const levels = (familiar: number, proficient: number, mastered: number): Record<Competence, Level> => {
      const order: Level[] = [
        ...Array<Level>(mastered).fill('mastered'),
        ...Array<Level>(proficient).fill('proficient'),
        ...Array<Level>(familiar).fill('familiar'),
      ];
      const names: Competence[] = ['cash', 'pricing', 'growth', 'risk', 'learning', 'validation', 'pitching', 'canvas'];
      return Object.fromEntries(names.map((name, i) => [name, order[i] ?? 'attempted'])) as Record<Competence, Level>;
    };
    expect(earnedBy('progress', progressMetrics(levels(3, 0, 0)))).toEqual([]);
    expect(earnedBy('progress', progressMetrics(levels(4, 0, 0)))).toEqual(['wellRounded']);
    expect(earnedBy('progress', progressMetrics(levels(1, 2, 1))).sort()).toEqual([
      'firstMastery',
      'threeProficient',
      'wellRounded',
    ]);
  });
});
