import type { Language } from '../constants';
import { readCustomer } from '../validation/text-signals';
import { checkClaims, claimsIn, type CheckedClaim, type ClaimMetric, type EvidenceFigure } from './claims';
import { statedNumbers, type NumberUnit } from './numbers';
import { partsOf, PITCH_KIND_TIMES, WORDS_PER_MINUTE, type PitchKind, type PitchPart } from './pitch';
import { DATED, FILLERS, JARGON, USE_OF_FUNDS } from './pitch-words';
import { phrasesIn, sentencesOf, wordsOf } from './text';

/*
 * The pitch rubric (decision 032): deterministic, explained, the same text always scoring the same.
 * Five criteria, each from a public source: structure and order (Sequoia's outline, DocSend's
 * minutes), clarity (Y Combinator: one sentence, legible, simple, obvious), specificity (a named
 * customer, numbers with units, a dated why now), evidence (every figure held to the founder's
 * own), and the ask (an amount, what it buys, by when). Each point lost is a finding with what to
 * change; the findings are ranked by the points a fix would add.
 */

export const RUBRIC_CRITERIA = ['structure', 'clarity', 'specificity', 'evidence', 'ask'] as const;
export type RubricCriterion = (typeof RUBRIC_CRITERIA)[number];

export const RUBRIC_CHECKS = [
  'partsPresent',
  'partsBalanced',
  'oneLiner',
  'sentenceLength',
  'plainWords',
  'namedCustomer',
  'figures',
  'datedWhyNow',
  'claimsHold',
  'askAmount',
  'askUse',
  'askWhen',
] as const;
export type RubricCheck = (typeof RUBRIC_CHECKS)[number];

/** Each check's points: the criteria's weights, split among the checks that make them up. */
const CHECK_POINTS: Record<RubricCheck, number> = {
  partsPresent: 10,
  partsBalanced: 5,
  oneLiner: 8,
  sentenceLength: 9,
  plainWords: 8,
  namedCustomer: 9,
  figures: 10,
  datedWhyNow: 6,
  claimsHold: 20,
  askAmount: 6,
  askUse: 5,
  askWhen: 4,
};

const CHECK_CRITERION: Record<RubricCheck, RubricCriterion> = {
  partsPresent: 'structure',
  partsBalanced: 'structure',
  oneLiner: 'clarity',
  sentenceLength: 'clarity',
  plainWords: 'clarity',
  namedCustomer: 'specificity',
  figures: 'specificity',
  datedWhyNow: 'specificity',
  claimsHold: 'evidence',
  askAmount: 'ask',
  askUse: 'ask',
  askWhen: 'ask',
};

/** The parts whose case rests on figures: a market, a model, traction and an ask are told in numbers. */
const FIGURE_PARTS: readonly PitchPart[] = ['market', 'businessModel', 'traction', 'ask'];
/** A sentence a listener follows at once, and one they lose: the words between are scored in a line. */
const SENTENCE_WORDS = { good: 20, lost: 35 } as const;
/** Y Combinator's one sentence: up to this many words, a second sentence or more words cost points. */
const ONE_LINER_WORDS = { good: 20, most: 35 } as const;
/**
 * What each figure beyond the evidence costs of the evidence's points, however many figures hold:
 * an investor who catches one inflated number discounts the rest, so it is not averaged away.
 */
const FLAGGED_CLAIM_COST = 1 / 3;
/** A part spoken in more than this multiple of its share of the time crowds the others out. */
const OVER_SHARE = 2;

/** What a figure with no metric word is read as in a part (see `claimsIn`). */
const BARE_FIGURES: Partial<Record<PitchPart, Partial<Record<NumberUnit, ClaimMetric>>>> = {
  traction: { plain: 'customers' },
  market: { money: 'marketSize' },
};

export interface RubricInput {
  kind: PitchKind;
  language: Language;
  parts: Partial<Record<PitchPart, string>>;
  evidence: readonly EvidenceFigure[];
}

export interface RubricFinding {
  check: RubricCheck;
  criterion: RubricCriterion;
  /** The points a fix would add. */
  points: number;
  /** The parts it is about, in the pitch's order (empty for the pitch as a whole). */
  parts: PitchPart[];
  /** What it found: words, counts and figures for its sentence. */
  values: Record<string, number | string>;
}

export interface RubricResult {
  /** 0–100, the sum of the criteria. */
  score: number;
  criteria: Record<RubricCriterion, { score: number; max: number }>;
  /** Each asked-for part's score, 0–100. */
  parts: Partial<Record<PitchPart, number>>;
  /** What to change, the most points first. */
  findings: RubricFinding[];
  claims: (CheckedClaim & { part: PitchPart })[];
}

/** The figures a result flags: beyond the founder's evidence or unlike it. */
export function flaggedCount(result: Pick<RubricResult, 'claims'>): number {
  return result.claims.filter((claim) => claim.verdict === 'beyond' || claim.verdict === 'differs').length;
}

/** 1 at or below `good`, 0 at or beyond `bad`, a straight line between. */
const linear = (value: number, good: number, bad: number) => Math.min(1, Math.max(0, (bad - value) / (bad - good)));

const round1 = (value: number) => Math.round(value * 10) / 10;

export function scorePitch({ kind, language, parts, evidence }: RubricInput): RubricResult {
  const asked = partsOf(kind);
  const text = (part: PitchPart) => (parts[part] ?? '').trim();
  const filled = asked.filter((part) => wordsOf(text(part)).length > 0);
  const findings: RubricFinding[] = [];
  const earned: Partial<Record<RubricCheck, number>> = {};
  const partLoss: Partial<Record<PitchPart, number>> = {};
  const lose = (part: PitchPart, share: number) => (partLoss[part] = Math.min(1, (partLoss[part] ?? 0) + share));
  /**
   * Scores a check; the points lost are its finding's, except `owedToMissing`, the points the
   * missing parts cost it, which are the missing parts' finding's: writing them gives them back.
   */
  const award = (
    check: RubricCheck,
    share: number,
    finding: Omit<RubricFinding, 'check' | 'criterion' | 'points'>,
    owedToMissing = 0,
  ) => {
    const points = CHECK_POINTS[check];
    const exact = points * Math.max(0, Math.min(1, share));
    earned[check] = round1(exact);
    const lost = round1(points - exact - owedToMissing);
    if (lost > 0) findings.push({ check, criterion: CHECK_CRITERION[check], points: lost, ...finding });
    const missingParts = findings.find((entry) => entry.check === 'partsPresent');
    if (missingParts && owedToMissing > 0) missingParts.points = round1(missingParts.points + owedToMissing);
  };

  // Structure: every part the kind asks for, none crowding the others out of the time.
  const missing = asked.filter((part) => !filled.includes(part));
  missing.forEach((part) => lose(part, 1));
  award('partsPresent', filled.length / asked.length, { parts: missing, values: { missing: missing.length } });
  const { seconds, shares } = PITCH_KIND_TIMES[kind];
  const pace = (WORDS_PER_MINUTE.low + WORDS_PER_MINUTE.high) / 2 / 60;
  const over = filled.filter((part) => wordsOf(text(part)).length > shares[part] * seconds * pace * OVER_SHARE);
  over.forEach((part) => lose(part, 0.3));
  award('partsBalanced', 1 - over.length / asked.length, { parts: over, values: { count: over.length } });

  // Clarity: the one sentence, sentences a listener follows, plain words.
  const oneLiner = text('oneLiner');
  const oneLinerWords = wordsOf(oneLiner).length;
  const oneLinerSentences = sentencesOf(oneLiner).length;
  const oneLinerShare =
    oneLinerWords === 0
      ? 0
      : linear(oneLinerWords, ONE_LINER_WORDS.good, ONE_LINER_WORDS.most) * (oneLinerSentences > 1 ? 0.5 : 1);
  if (oneLinerWords > 0 && oneLinerShare < 1) lose('oneLiner', 0.5);
  award('oneLiner', oneLinerShare, {
    parts: ['oneLiner'],
    values: { words: oneLinerWords, sentences: oneLinerSentences, most: ONE_LINER_WORDS.good },
  });
  const allSentences = filled.flatMap((part) => sentencesOf(text(part)).map((sentence) => ({ part, sentence })));
  const averageWords = allSentences.length
    ? allSentences.reduce((sum, { sentence }) => sum + wordsOf(sentence).length, 0) / allSentences.length
    : 0;
  const long = filled.filter((part) =>
    sentencesOf(text(part)).some((sentence) => wordsOf(sentence).length > SENTENCE_WORDS.lost),
  );
  long.forEach((part) => lose(part, 0.3));
  // Clarity is the whole pitch's: what is left unwritten is not clear, so both checks count only the parts written.
  const coverage = filled.length / asked.length;
  const owed = (check: RubricCheck, share: number) => CHECK_POINTS[check] * share * (1 - coverage);
  const lengthShare = linear(averageWords, SENTENCE_WORDS.good, SENTENCE_WORDS.lost);
  award(
    'sentenceLength',
    coverage * lengthShare,
    { parts: long, values: { average: round1(averageWords), good: SENTENCE_WORDS.good } },
    owed('sentenceLength', lengthShare),
  );
  const totalWords = filled.reduce((sum, part) => sum + wordsOf(text(part)).length, 0);
  const empty = filled.map((part) => ({
    part,
    jargon: phrasesIn(text(part), JARGON[language]),
    fillers: phrasesIn(text(part), FILLERS[language]),
  }));
  const emptyWords = empty.flatMap(({ jargon, fillers }) => [...jargon, ...fillers]);
  empty.filter(({ jargon, fillers }) => jargon.length + fillers.length > 0).forEach(({ part }) => lose(part, 0.2));
  // Each such word in a hundred costs a quarter of the check.
  const density = totalWords ? (emptyWords.length / totalWords) * 100 : 0;
  const plainShare = Math.max(0, 1 - density / 4);
  award(
    'plainWords',
    coverage * plainShare,
    {
      parts: empty.filter(({ jargon, fillers }) => jargon.length + fillers.length > 0).map(({ part }) => part),
      values: { words: [...new Set(emptyWords)].join(', '), count: emptyWords.length },
    },
    owed('plainWords', plainShare),
  );

  // Specificity: a customer one could find, figures with units, a why now one could date.
  // The solution is left out: "each office gets…" there speaks of the offer, not of a vague customer.
  const customerText = (['oneLiner', 'problem', 'market'] as const).map(text).join('. ');
  const customer = readCustomer(customerText);
  const customerShare =
    (customer.segment.present ? 2 / 3 : 0) +
    (customer.place.present ? 1 / 3 : 0) -
    (customer.vague.present ? 1 / 3 : 0);
  award('namedCustomer', customerShare, {
    parts: (['problem', 'market'] as const).filter((part) => asked.includes(part)),
    values: { vague: customer.vague.evidence.join(', ') },
  });
  const figureParts = FIGURE_PARTS.filter((part) => asked.includes(part));
  const withoutFigures = figureParts.filter(
    (part) => !statedNumbers(text(part), language).some((figure) => figure.unit !== 'year'),
  );
  withoutFigures.forEach((part) => lose(part, 0.3));
  award('figures', 1 - withoutFigures.length / figureParts.length, { parts: withoutFigures, values: {} });
  if (asked.includes('whyNow')) {
    const whyNow = text('whyNow');
    const dated =
      statedNumbers(whyNow, language).some((figure) => figure.unit === 'year') ||
      phrasesIn(whyNow, DATED[language]).length > 0;
    if (!dated) lose('whyNow', 0.4);
    award('datedWhyNow', dated ? 1 : whyNow ? 1 / 3 : 0, { parts: ['whyNow'], values: {} });
  }

  // Evidence: every figure held to the founder's own; none told means nothing to hold.
  // Not every figure is a claim about the company: the ask's money and targets are what it asks
  // for and aims at (its runway aside), and a price in the problem or the competition is someone
  // else's; revenue in the market is the share it would bring ("3 % of it would be $9.3 million a
  // year"), a projection. A bare count in the traction is its customers ("480 nurses order every week"), a bare
  // sum of millions in the market is the market ("it's $14 million a year").
  const claims = filled.flatMap((part) =>
    checkClaims(
      claimsIn(text(part), language, { bare: BARE_FIGURES[part] }).filter(
        (claim) =>
          (part !== 'ask' || claim.metric === 'runway') &&
          !(claim.metric === 'price' && (part === 'problem' || part === 'competition')) &&
          !(claim.metric === 'revenue' && part === 'market'),
      ),
      evidence,
    ).map((claim) => ({ ...claim, part })),
  );
  const weight = { supported: 1, unsupported: 0.4, beyond: 0, differs: 0 } as const;
  const flagged = claims.filter((claim) => claim.verdict === 'beyond' || claim.verdict === 'differs');
  flagged.forEach((claim) => lose(claim.part, 0.4));
  award(
    'claimsHold',
    claims.length
      ? claims.reduce((sum, claim) => sum + weight[claim.verdict], 0) / claims.length -
          flagged.length * FLAGGED_CLAIM_COST
      : 0,
    {
      parts: [...new Set(flagged.map((claim) => claim.part))],
      values: {
        flagged: flagged.length,
        unsupported: claims.filter((claim) => claim.verdict === 'unsupported').length,
        claims: claims.length,
      },
    },
  );

  // The ask: how much, for what, by when.
  const ask = text('ask');
  const askFigures = statedNumbers(ask, language);
  award('askAmount', askFigures.some((figure) => figure.unit === 'money') ? 1 : 0, { parts: ['ask'], values: {} });
  award('askUse', phrasesIn(ask, USE_OF_FUNDS[language]).length > 0 ? 1 : 0, { parts: ['ask'], values: {} });
  award('askWhen', askFigures.some((figure) => figure.unit === 'months' || figure.unit === 'year') ? 1 : 0, {
    parts: ['ask'],
    values: {},
  });
  if (ask && !(earned.askAmount && earned.askUse && earned.askWhen)) lose('ask', 0.4);

  const max = (criterion: RubricCriterion) =>
    (Object.keys(CHECK_POINTS) as RubricCheck[])
      .filter((check) => CHECK_CRITERION[check] === criterion && check in earned)
      .reduce((sum, check) => sum + CHECK_POINTS[check], 0);
  const got = (criterion: RubricCriterion) =>
    (Object.entries(earned) as [RubricCheck, number][])
      .filter(([check]) => CHECK_CRITERION[check] === criterion)
      .reduce((sum, [, points]) => sum + points, 0);
  const available = RUBRIC_CRITERIA.reduce((sum, criterion) => sum + max(criterion), 0);
  // A kind without a why now has less to score: its points are scaled back to 100.
  const scale = 100 / available;
  const criteria = Object.fromEntries(
    RUBRIC_CRITERIA.map((criterion) => [
      criterion,
      { score: round1(got(criterion) * scale), max: round1(max(criterion) * scale) },
    ]),
  ) as RubricResult['criteria'];
  findings.forEach((finding) => (finding.points = round1(finding.points * scale)));
  findings.sort(
    (a, b) => b.points - a.points || RUBRIC_CRITERIA.indexOf(a.criterion) - RUBRIC_CRITERIA.indexOf(b.criterion),
  );
  return {
    score: Math.round(RUBRIC_CRITERIA.reduce((sum, criterion) => sum + got(criterion), 0) * scale),
    criteria,
    parts: Object.fromEntries(asked.map((part) => [part, Math.round(100 * (1 - (partLoss[part] ?? 0)))])),
    findings,
    claims,
  };
}
