import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { PITCH_KINDS } from './pitch';
import { scorePitch, type RubricResult } from './rubric';
import { PITCH_CORPUS, type PitchCorpusEntry, type PitchQuality, type SaidFigure } from './testing/pitch-corpus';

/*
 * The rubric against the pitch corpus: founders' pitches in five languages, each strong one with a
 * vague twin (the same business in jargon, with nothing to check) and an over-claiming twin (the
 * same words, a figure or two inflated). The rubric's promises (decision 032) are held on all of
 * them at once: care in the telling pays, an invented figure is caught and named, a rounded one is
 * not. Each check lists every pitch that breaks it, with the words the rubric read, so one run
 * shows all that is wrong and where.
 */

interface Scored {
  entry: PitchCorpusEntry;
  result: RubricResult;
}
type RubricClaim = RubricResult['claims'][number];

const score = ({ kind, language, parts, evidence }: PitchCorpusEntry) =>
  scorePitch({ kind, language, parts, evidence });

const scored: Scored[] = PITCH_CORPUS.map((entry) => ({ entry, result: score(entry) }));
const strongById = new Map(
  scored.filter(({ entry }) => entry.quality === 'strong').map((pitch) => [pitch.entry.id, pitch]),
);
const withQuality = (quality: PitchQuality) => scored.filter(({ entry }) => entry.quality === quality);
const twinsOf = (quality: 'vague' | 'overClaiming') =>
  withQuality(quality).map((twin) => ({ twin, strong: strongById.get(twin.entry.twinOf ?? '') }));

const saidOf = (entry: PitchCorpusEntry, claim: RubricClaim) =>
  (entry.parts[claim.part] ?? '').slice(claim.figure.start, claim.figure.end);

/** A claim as a reader checks it: where it stands, what was said, how it was read, what held it. */
const described = (entry: PitchCorpusEntry, claim: RubricClaim) =>
  `${entry.id}, ${claim.part}: "${saidOf(entry, claim)}" read as ${claim.metric} ${claim.claimed}, ${claim.verdict}` +
  (claim.evidence ? ` against ${claim.evidence.value}` : '');

const flagged = (claim: RubricClaim) => claim.verdict === 'beyond' || claim.verdict === 'differs';

/**
 * The claims whose figure is said in the words a corpus entry names ("1.300 clientes" holds the
 * figure "1.300", "60 millones" starts "60 millones de euros"), so an entry can name a figure the
 * way a listener hears it, noun and all.
 */
function claimsSaying({ entry, result }: Scored, { said }: SaidFigure): RubricClaim[] {
  return result.claims.filter((claim) => {
    const text = entry.parts[claim.part] ?? '';
    for (let at = text.indexOf(said); at >= 0; at = text.indexOf(said, at + 1)) {
      if (claim.figure.start < at + said.length && claim.figure.end > at) return true;
    }
    return false;
  });
}

/** A fresh copy of an entry, so a rubric that kept or changed its input would show here. */
const copyOf = (entry: PitchCorpusEntry): PitchCorpusEntry => ({
  ...entry,
  parts: { ...entry.parts },
  evidence: entry.evidence.map((figure) => ({ ...figure, source: { ...figure.source } })),
});

describe('the pitch corpus', () => {
  it('holds at least 30 pitches, six or more in each language, of all three kinds', () => {
    expect(PITCH_CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(PITCH_CORPUS.map((entry) => entry.id)).size).toBe(PITCH_CORPUS.length);
    for (const language of LANGUAGES) {
      const own = PITCH_CORPUS.filter((entry) => entry.language === language);
      expect(own.length, language).toBeGreaterThanOrEqual(6);
      // Each language carries every promise: a vague twin, an inflated one, a figure rounded.
      for (const quality of ['strong', 'vague', 'overClaiming'] as const) {
        expect(
          own.some((entry) => entry.quality === quality),
          `${language} ${quality}`,
        ).toBe(true);
      }
      expect(
        own.some((entry) => (entry.rounded ?? []).length > 0),
        `${language} rounded`,
      ).toBe(true);
    }
    for (const kind of PITCH_KINDS)
      expect(
        PITCH_CORPUS.some((entry) => entry.kind === kind),
        kind,
      ).toBe(true);
  });

  it('pairs every twin with a strong pitch of its own language and kind', () => {
    const unpaired = [...twinsOf('vague'), ...twinsOf('overClaiming')]
      .filter(
        ({ twin, strong }) =>
          !strong || strong.entry.language !== twin.entry.language || strong.entry.kind !== twin.entry.kind,
      )
      .map(({ twin }) => `${twin.entry.id} → ${twin.entry.twinOf ?? 'nothing'}`);
    expect(unpaired).toEqual([]);
  });
});

describe('the pitch rubric on the corpus', () => {
  it('scores every strong pitch 70 or more', () => {
    const low = withQuality('strong')
      .filter(({ result }) => result.score < 70)
      .map(({ entry, result }) => `${entry.id}: ${result.score}`);
    expect(low).toEqual([]);
  });

  it('scores every vague twin at least 25 points below the strong pitch it retells', () => {
    const close = twinsOf('vague')
      .filter(({ twin, strong }) => strong && twin.result.score > strong.result.score - 25)
      .map(({ twin, strong }) => `${twin.entry.id}: ${twin.result.score} against ${strong?.result.score}`);
    expect(close).toEqual([]);
  });

  it('scores every over-claiming twin below the strong pitch it inflates', () => {
    const unpunished = twinsOf('overClaiming')
      .filter(({ twin, strong }) => strong && twin.result.score >= strong.result.score)
      .map(({ twin, strong }) => `${twin.entry.id}: ${twin.result.score} against ${strong?.result.score}`);
    expect(unpunished).toEqual([]);
  });

  it('flags each inflated figure beyond the evidence, under the metric it overstates (a price differs)', () => {
    const missed = withQuality('overClaiming').flatMap((twin) => {
      expect(twin.entry.inflated?.length, twin.entry.id).toBeGreaterThan(0);
      return (twin.entry.inflated ?? []).flatMap((figure) => {
        const verdict = figure.metric === 'price' ? 'differs' : 'beyond';
        const claims = claimsSaying(twin, figure);
        if (claims.some((claim) => claim.metric === figure.metric && claim.verdict === verdict)) return [];
        const read = claims.map((claim) => described(twin.entry, claim)).join('; ');
        return [`${twin.entry.id}: "${figure.said}" is no ${figure.metric} claim ${verdict} (${read || 'no claim'})`];
      });
    });
    expect(missed).toEqual([]);
  });

  it('finds nothing beyond the evidence, and no other price, in a strong pitch', () => {
    const flaggedInStrong = withQuality('strong').flatMap(({ entry, result }) =>
      result.claims.filter(flagged).map((claim) => described(entry, claim)),
    );
    expect(flaggedInStrong).toEqual([]);
  });

  it('takes a figure within rounding of the evidence for the evidence', () => {
    const rounded = scored.filter(({ entry }) => (entry.rounded ?? []).length > 0);
    expect(rounded.length).toBeGreaterThanOrEqual(LANGUAGES.length);
    const misread = rounded.flatMap((pitch) =>
      (pitch.entry.rounded ?? []).flatMap((figure) => {
        const claim = claimsSaying(pitch, figure).find((candidate) => candidate.metric === figure.metric);
        // A rounding case only if the figure is not the evidence to the unit: otherwise it tests nothing.
        const rounding = claim?.evidence && claim.claimed !== claim.evidence.value;
        if (claim?.verdict === 'supported' && rounding) return [];
        return [`${pitch.entry.id}: "${figure.said}" ${claim ? described(pitch.entry, claim) : 'read as no claim'}`];
      }),
    );
    expect(misread).toEqual([]);
  });

  it('scores the same pitch the same every time, whatever was scored before it', () => {
    const again = [...PITCH_CORPUS].reverse().map((entry) => ({ id: entry.id, result: score(copyOf(entry)) }));
    for (const { id, result } of again) {
      expect(result, id).toEqual(scored.find(({ entry }) => entry.id === id)?.result);
    }
  });
});
