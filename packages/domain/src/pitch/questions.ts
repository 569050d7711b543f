import type { Language } from '../constants';
import type { ScoreKey } from '../validation/score-keys';
import { readCustomer, readDifferentiation } from '../validation/text-signals';
import { checkClaims, claimsIn, type CheckedClaim, type EvidenceFigure } from './claims';
import { statedNumbers } from './numbers';
import type { PitchPart } from './pitch';
import { DATED, USE_OF_FUNDS } from './pitch-words';
import { phrasesIn } from './text';
import type { RubricCheck, RubricResult } from './rubric';

/*
 * The investor drill (decision 032): the questions a sceptical investor asks of this pitch, drawn
 * from its weakest points first (a figure beyond the founder's evidence, customers that cost more
 * than a third of what they bring, cash for under six months, the validation's weakest score, then
 * the rubric's costliest findings), five to ten of them. Each says what a good answer contains, and
 * a typed answer is checked for those elements and its figures held to the evidence as the pitch's.
 */

export const DRILL_QUESTIONS = [
  'claimSource',
  'unitEconomics',
  'runwayPlan',
  'validationWeakest',
  'customerWho',
  'marketSize',
  'whyNow',
  'competitionSwitch',
  'tractionProof',
  'askMilestone',
  'teamWhyYou',
  'biggestRisk',
] as const;
export type DrillQuestionId = (typeof DRILL_QUESTIONS)[number];

/** What a good answer holds: a figure, where a figure comes from, a customer one could find, … */
export const ANSWER_ELEMENTS = ['figure', 'source', 'customer', 'date', 'comparison', 'plan'] as const;
export type AnswerElement = (typeof ANSWER_ELEMENTS)[number];

const ELEMENTS: Record<DrillQuestionId, readonly AnswerElement[]> = {
  claimSource: ['figure', 'source'],
  unitEconomics: ['figure', 'plan'],
  runwayPlan: ['figure', 'plan'],
  validationWeakest: ['figure', 'plan'],
  customerWho: ['customer', 'figure'],
  marketSize: ['figure', 'source', 'customer'],
  whyNow: ['date', 'figure'],
  competitionSwitch: ['comparison', 'customer'],
  tractionProof: ['figure', 'date'],
  askMilestone: ['figure', 'plan', 'date'],
  teamWhyYou: ['figure', 'comparison'],
  biggestRisk: ['plan', 'figure'],
};

/** The rubric's checks a question answers, in the order the drill asks them. */
const CHECK_QUESTIONS: Partial<Record<RubricCheck, DrillQuestionId>> = {
  namedCustomer: 'customerWho',
  datedWhyNow: 'whyNow',
  askAmount: 'askMilestone',
  askUse: 'askMilestone',
  askWhen: 'askMilestone',
};
const FIGURE_PART_QUESTIONS: Partial<Record<PitchPart, DrillQuestionId>> = {
  market: 'marketSize',
  traction: 'tractionProof',
  ask: 'askMilestone',
};
const MISSING_PART_QUESTIONS: Partial<Record<PitchPart, DrillQuestionId>> = {
  competition: 'competitionSwitch',
  team: 'teamWhyYou',
  whyNow: 'whyNow',
  traction: 'tractionProof',
};

/** Customers that cost more than this share of what they bring over their life need a question. */
const CAC_TO_LTV_LIMIT = 1 / 3;
/** Cash for fewer months than this needs a plan for slower sales. */
const RUNWAY_MONTHS_LIMIT = 6;
const DRILL_SIZE = { min: 5, max: 10 } as const;
/** The questions asked of every pitch, when its weak points leave room. */
const ALWAYS: readonly DrillQuestionId[] = [
  'biggestRisk',
  'competitionSwitch',
  'customerWho',
  'teamWhyYou',
  'marketSize',
];

/** What the drill knows beyond the rubric: the founder's own metrics. */
export interface DrillFacts {
  /** Acquisition cost over lifetime value, from the newest simulation; null without one. */
  cacToLtv: number | null;
  /** Months of cash at the newest simulation's burn; null when it does not burn or there is none. */
  runwayMonths: number | null;
  /** The validation's weakest score, when there is a validation. */
  weakestScore: ScoreKey | null;
}

export interface DrillQuestion {
  id: DrillQuestionId;
  /** The figures its sentence quotes (a claim's metric and both figures, a runway's months). */
  values: Record<string, number | string>;
  elements: readonly AnswerElement[];
}

export function investorDrill(result: RubricResult, facts: DrillFacts): DrillQuestion[] {
  const drill: DrillQuestion[] = [];
  const ask = (id: DrillQuestionId, values: DrillQuestion['values'] = {}) => {
    const repeat = drill.some(
      (question) => question.id === id && (id !== 'claimSource' || question.values.metric === values.metric),
    );
    if (!repeat && drill.length < DRILL_SIZE.max) drill.push({ id, values, elements: ELEMENTS[id] });
  };
  const claimQuestion = (claim: CheckedClaim) =>
    ask('claimSource', {
      metric: claim.metric,
      claimed: claim.claimed,
      ...(claim.evidence ? { evidence: claim.evidence.value } : {}),
    });
  result.claims.filter((claim) => claim.verdict === 'beyond' || claim.verdict === 'differs').forEach(claimQuestion);
  if (facts.cacToLtv !== null && facts.cacToLtv > CAC_TO_LTV_LIMIT) {
    ask('unitEconomics', { cacToLtv: Math.round(facts.cacToLtv * 100) });
  }
  if (facts.runwayMonths !== null && facts.runwayMonths < RUNWAY_MONTHS_LIMIT) {
    ask('runwayPlan', { months: Math.round(facts.runwayMonths * 10) / 10 });
  }
  if (facts.weakestScore) ask('validationWeakest', { score: facts.weakestScore });
  for (const finding of result.findings) {
    const byCheck = CHECK_QUESTIONS[finding.check];
    if (byCheck) ask(byCheck);
    const byPart =
      finding.check === 'figures'
        ? FIGURE_PART_QUESTIONS
        : finding.check === 'partsPresent'
          ? MISSING_PART_QUESTIONS
          : {};
    finding.parts.forEach((part) => {
      const question = byPart[part];
      if (question) ask(question);
    });
  }
  result.claims
    .filter((claim) => claim.verdict === 'unsupported')
    .slice(0, 1)
    .forEach(claimQuestion);
  for (const id of ALWAYS) if (drill.length < DRILL_SIZE.min) ask(id);
  return drill;
}

/** Words that say where a figure comes from: a source, a survey, a register. */
const SOURCE_WORDS =
  /\b(?:fonte|segundo|pesquisa|source|according|survey|fuente|segun|encuesta|selon|enquete|quelle|laut|umfrage|ibge|sebrae|census|insee|destatis|ine|ons|entrevist\w*|interview\w*)\b/;

/** A comparative the validation's contrast words leave to the reader: "plus rapide que", "schneller als". */
const COMPARATIVE = /\b(?:plus|moins|mais|menos|mas|more|less)\s+\w+\s+(?:que|than)\b|\b\w+er\s+(?:than|als)\b/;

export interface AnswerCheck {
  present: AnswerElement[];
  missing: AnswerElement[];
  claims: CheckedClaim[];
}

/** What a typed answer holds of what the question asks for, and how its figures stand against the evidence. */
export function checkAnswer(
  question: DrillQuestion,
  answer: string,
  language: Language,
  evidence: readonly EvidenceFigure[],
): AnswerCheck {
  const figures = statedNumbers(answer, language);
  const folded = ` ${answer
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()} `;
  const customer = readCustomer(answer);
  const holds: Record<AnswerElement, boolean> = {
    figure: figures.some((figure) => figure.unit !== 'year'),
    source: SOURCE_WORDS.test(folded),
    customer: customer.segment.present && !customer.vague.present,
    date:
      figures.some((figure) => figure.unit === 'year' || figure.unit === 'months') ||
      phrasesIn(answer, DATED[language]).length > 0,
    comparison: readDifferentiation(answer).contrast.length > 0 || COMPARATIVE.test(folded),
    plan: figures.some((figure) => figure.unit === 'months') || phrasesIn(answer, USE_OF_FUNDS[language]).length > 0,
  };
  return {
    present: question.elements.filter((element) => holds[element]),
    missing: question.elements.filter((element) => !holds[element]),
    claims: checkClaims(claimsIn(answer, language), evidence),
  };
}
