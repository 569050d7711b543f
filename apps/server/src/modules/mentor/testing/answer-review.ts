import { decisionFacts } from '@alavanca/domain/mentor/analysis';
import { modeOf, numbersOf } from '@alavanca/domain/mentor/answer';
import type { Fact } from '@alavanca/domain/mentor/facts';
import { groundingFacts, type MentorContext } from '@alavanca/domain/mentor/grounding';
import { KNOWLEDGE } from '@alavanca/domain/mentor/knowledge';
import { reviewFounders, type Founder } from '@alavanca/domain/mentor/testing/founders';
import { REVIEW_CASES, type ReviewCase } from '@alavanca/domain/mentor/testing/review-corpus';
import { TOPICS, type Topic } from '@alavanca/domain/mentor/topics';
import { formatCurrency, formatEstimate } from '@alavanca/domain/locale/format';
import { sharedText } from '../../../i18n/shared-catalogs';
import { BuiltInMentor } from '../built-in-mentor';
import { writeFact } from '../write-answer';

/*
 * The mentor's quality review (testing/review-corpus.ts): each case's question asked by its founder
 * of its persona, and the answer checked as an advisor would: the topic, the facts that decide it,
 * the what-if runs where the decision calls for them, what the founder lacks, and nothing
 * forbidden. `npm run bench:mentor` prints the report; a test holds it to its bar.
 */

/** A sentence this long repeated in more than two answers of one persona to one founder is boilerplate. */
export const LONG_SENTENCE_WORDS = 10;

/** A Markdown answer's sentences as read: facts' source links and links' targets dropped, tables and the sources' list left out. */
export function sentencesOf(markdown: string): string[] {
  return (
    markdown
      .split('\n')
      .filter((line) => !line.startsWith('|') && !line.startsWith('*') && !line.startsWith('#'))
      .join('\n')
      // A fact's link to the screen its numbers come from: "(Presentes da Vila)" after its sentence.
      .replace(/\s*\(\[[^\]]*\]\([^)]*\)\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\*\*/g, '')
      .split(/(?<=[.!?])\s+|\n+/)
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence !== '')
  );
}

export const wordCount = (sentence: string) =>
  sentence.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** The founder's facts on a topic: the company's and the validation's, and the ones that decide it. */
export function factsOn(topic: Topic, context: MentorContext): Fact[] {
  const numbers = numbersOf(context);
  return [...groundingFacts(context), ...(numbers ? decisionFacts(topic, numbers) : [])];
}

/** The founder's facts as sentences of their own (any topic's), as sentencesOf reads them. */
export function factSentences(context: MentorContext): Set<string> {
  return new Set(
    TOPICS.flatMap((topic) => factsOn(topic, context)).flatMap((fact) => sentencesOf(writeFact(fact, context))),
  );
}

/** The parts of an answer that are the founder's figures: the lead (facts and the persona's pick) and the tables. */
function figuresOf(markdown: string): string {
  const [lead = '', ...rest] = markdown.split('\n\n');
  return [lead, ...rest.filter((part) => part.includes('\n|'))].join('\n');
}

const CURRENCY_SIGNS: Record<string, RegExp> = {
  BRL: /R\$/,
  USD: /(^|[^R])(US)?\$/m,
  EUR: /€/,
  GBP: /£/,
};
/** Amounts written with the other convention than the user's: 1,234.56 for a 1.234,56 user, and the reverse. */
const OTHER_FORMAT = {
  decimal: /\d{1,3}(,\d{3})+\.\d{2}\b|\d\.\d{2}(?!\d)(?![.,]\d)/,
  thousand: /\d{1,3}(\.\d{3})+,\d{2}\b|\d,\d{2}(?!\d)(?![.,]\d)/,
} as const;

/** What must never be in an answer to this founder, found in it. */
function forbiddenIn(answer: string, founder: Founder): string[] {
  const { context } = founder;
  const found: string[] = [];
  for (const card of KNOWLEDGE.flatMap((topic) => topic.cards)) {
    if (
      card.countries &&
      !card.countries.includes(context.country) &&
      answer.includes(`**${card.text[context.language].title}.**`)
    )
      found.push(`another country’s card: ${card.id}`);
  }
  const prefs = { language: context.language, numberFormat: context.numberFormat };
  const currency = context.validations[0]?.currency ?? context.currency;
  for (const cents of founder.sectorCents) {
    for (const written of [formatCurrency(cents, currency, prefs), formatEstimate(cents, currency, prefs)]) {
      if (answer.includes(written)) found.push(`a sector's size as revenue: ${written}`);
    }
  }
  const figures = figuresOf(answer);
  if (OTHER_FORMAT[context.numberFormat].test(figures)) found.push('a figure in another number format than the user’s');
  const allowed = new Set([numbersOf(context)?.currency, context.validations[0]?.currency].filter(Boolean));
  for (const [code, sign] of Object.entries(CURRENCY_SIGNS)) {
    if (!allowed.has(code as MentorContext['currency']) && allowed.size > 0 && sign.test(figures))
      found.push(`an amount in ${code}`);
  }
  const mode = modeOf(context);
  if (mode !== null && mode !== 'subscription' && /\bMRR\b/.test(answer))
    found.push('MRR for a business without subscriptions');
  return found;
}

export interface CaseResult {
  case: ReviewCase;
  answer: string;
  topic: Topic | null;
  topicHit: boolean;
  /** The expected facts the answer does not quote (a list: none of them is quoted). */
  missingFacts: string[];
  forbidden: string[];
  /** Whether the what-if runs are there exactly when the decision calls for them, with links for a simulation. */
  whatIfRight: boolean;
  /** Whether it says what the founder lacks, when they lack it. */
  missingRight: boolean;
}

export interface ReviewReport {
  results: CaseResult[];
  /** Sentences of ten words or more in more than two answers of one persona to one founder (facts excepted). */
  repeated: string[];
}

/** What the review asks: the built-in mentor, or a stand-in that proves the checks catch what they look for. */
export type Answerer = Pick<BuiltInMentor, 'answer'>;

function reviewCase(mentor: Answerer, founder: Founder, item: ReviewCase): CaseResult {
  const { context } = founder;
  const { markdown, topic } = mentor.answer(item.question, item.persona, context);
  const facts = factsOn(item.topic, context);
  const quoted = (ids: readonly string[]) =>
    facts.some((fact) => ids.includes(fact.id) && markdown.includes(writeFact(fact, context)));
  const missingFacts = item.facts
    .map((entry) => (Array.isArray(entry) ? entry : [entry]))
    .filter((ids) => !quoted(ids))
    .map((ids) => ids.join(' | '));
  const numbers = numbersOf(context);
  const table = markdown.includes('| --: |');
  const linked = markdown.includes('?mes=');
  const whatIfRight = item.whatIf ? table && linked === (numbers?.source === undefined) : !table;
  const lack = item.missing ? sharedText('mentor', `missing.${item.missing}`, context.language) : undefined;
  return {
    case: item,
    answer: markdown,
    topic,
    topicHit: topic === item.topic,
    missingFacts,
    forbidden: forbiddenIn(markdown, founder),
    whatIfRight,
    missingRight: lack === undefined || markdown.includes(lack),
  };
}

/** Asks every case and checks every answer; the repetition is counted per founder and persona. */
export function reviewAnswers(mentor: Answerer = new BuiltInMentor()): ReviewReport {
  const founders = reviewFounders();
  const results = REVIEW_CASES.map((item) => reviewCase(mentor, founders[item.founder], item));
  const repeated: string[] = [];
  const groups = new Map<string, CaseResult[]>();
  for (const result of results) {
    const key = `${result.case.founder} ${result.case.persona}`;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  for (const [key, group] of groups) {
    const facts = factSentences(founders[group[0]!.case.founder].context);
    const seen = new Map<string, number>();
    for (const result of group) {
      for (const sentence of new Set(sentencesOf(result.answer))) {
        if (wordCount(sentence) >= LONG_SENTENCE_WORDS && !facts.has(sentence))
          seen.set(sentence, (seen.get(sentence) ?? 0) + 1);
      }
    }
    for (const [sentence, answers] of seen) if (answers > 2) repeated.push(`${key}: ${answers}× ${sentence}`);
  }
  return { results, repeated };
}

/** The review's figures, a line each: what `npm run bench:mentor` prints and the closing notes quote. */
export function summarise(report: ReviewReport): string[] {
  const { results } = report;
  const hits = results.filter((result) => result.topicHit);
  const percent = (part: number, whole: number) =>
    `${part}/${whole} (${whole === 0 ? 0 : Math.round((part / whole) * 100)} %)`;
  const decisions = hits.filter((result) => result.case.whatIf);
  return [
    `cases                          ${results.length} (${new Set(results.map((result) => result.case.founder)).size} founders)`,
    `topic as an advisor files it   ${percent(hits.length, results.length)}`,
    `deciding facts all quoted      ${percent(hits.filter((result) => result.missingFacts.length === 0).length, hits.length)}`,
    `what-if runs where due         ${percent(decisions.filter((result) => result.whatIfRight).length, decisions.length)}`,
    `what-if runs where not due     ${percent(hits.filter((result) => !result.case.whatIf && !result.whatIfRight).length, hits.length - decisions.length)} shown anyway`,
    `lack told when data is missing ${percent(hits.filter((result) => result.missingRight).length, hits.length)}`,
    `answers with forbidden content ${percent(results.filter((result) => result.forbidden.length > 0).length, results.length)}`,
    `long sentences in > 2 answers  ${report.repeated.length}`,
  ];
}
