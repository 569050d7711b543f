import { SALON_SAAS } from '@alavanca/domain/canvas/testing/canvas-corpus';
import { LANGUAGES, type Language } from '@alavanca/domain/constants';
import { formatCurrency } from '@alavanca/domain/locale/format';
import { planAnswer } from '@alavanca/domain/mentor/answer';
import type { MentorContext } from '@alavanca/domain/mentor/grounding';
import { KNOWLEDGE, topicKnowledge } from '@alavanca/domain/mentor/knowledge';
import { PERSONA_IDS } from '@alavanca/domain/mentor/personas';
import { canvasFacts } from '@alavanca/domain/mentor/canvas-facts';
import { canvasSnapshot } from '@alavanca/domain/mentor/snapshots';
import { emptyContext, fullContext, plannedCanvas } from '@alavanca/domain/mentor/testing/contexts';
import { TWENTY_QUESTIONS as TWENTY } from '@alavanca/domain/mentor/testing/questions';
import { TOPIC_NEEDS, TOPICS, type Topic } from '@alavanca/domain/mentor/topics';
import { describe, expect, it } from 'vitest';
import { sharedText } from '../../i18n/shared-catalogs';
import { BuiltInMentor } from './built-in-mentor';
import { factsOn } from './testing/answer-review';
import { writeAnswer, writeFact } from './write-answer';

/*
 * The twenty questions first-time founders ask most, in pt-BR and en-US, asked by a founder with
 * a simulation and a validation and by one with neither. Each answer must be about the right
 * topic, quote the founder's own numbers on it (or say it has none and where to get them), speak
 * in the persona's voice, follow the verbosity, and hold no number that is neither the founder's,
 * nor the engine's what-if runs of their company, nor a card's.
 */

/** The facts an answer on a topic must quote for the founder with data: at least one of these. */
const REQUIRED_FACTS: Partial<Record<Topic, string[]>> = {
  validation: ['pendingExperiments', 'validationOverall', 'weakestScore'],
  'startup-cost': ['runway', 'cashNotFalling', 'cashNegative', 'cashRisk', 'breakEvenNotYet'],
  pricing: ['priceRaised', 'priceCut', 'unitMargin', 'priceBelow', 'priceAbove', 'priceAtReference'],
  'break-even': ['breakEvenRevenue', 'breakEvenNotYet', 'breakEvenReached', 'netProfit'],
  'first-customers': ['validationOverall', 'pendingExperiments', 'revenueUp', 'revenueDown', 'revenueDriver', 'churn'],
  competitors: ['competitionScore', 'priceBelow', 'weakestScore'],
  'market-size': ['marketSom', 'weakestScore'],
  loans: ['lossStructural', 'lossFromSpending', 'cashBurn', 'runway', 'cashNegative'],
  'personal-finances': ['reserveTarget', 'runway', 'cashNotFalling', 'netProfit'],
  'cash-flow': ['profitVsCash', 'runway', 'cashNotFalling', 'cashNegative', 'cashRisk', 'cashDriver'],
  hiring: ['payrollPerPerson', 'capacityUsed', 'capacityFull', 'runway', 'headcount'],
  marketing: ['marketingSpend', 'marketingSpendOnly', 'nextCustomer', 'cacUp', 'cacDown'],
  'business-plan': ['validationOverall', 'breakEvenNotYet', 'netProfit', 'marketSom'],
  pivot: ['validationOverall', 'weakestScore', 'pendingExperiments', 'cashRisk', 'bankrupt'],
};

const mentor = new BuiltInMentor();

/** Every number in a text, as its digits (separators and decimal marks dropped); links' targets left out. */
function numbersIn(text: string): string[] {
  const withoutTargets = text.replace(/\]\([^)]*\)/g, ']');
  return [...withoutTargets.matchAll(/\d+(?:[.,\u00a0\u202f ]\d+)*/g)].map((match) => match[0].replace(/\D/g, ''));
}

/**
 * The numbers an answer may state: the founder's facts as the answer writes them, the what-if
 * runs of their company as the answer tells them, and the cards' own.
 */
function allowedNumbers(context: MentorContext): Set<string> {
  const allowed = new Set<string>();
  for (const topic of TOPICS) {
    for (const fact of factsOn(topic, context))
      for (const number of numbersIn(writeFact(fact, context))) allowed.add(number);
    for (const persona of PERSONA_IDS) {
      const plan = planAnswer({ persona, context, topic, cards: [] });
      const runs = plan.blocks.filter((block) => block.kind === 'lean' || block.kind === 'whatIf');
      for (const number of numbersIn(writeAnswer({ ...plan, blocks: runs }, context))) allowed.add(number);
    }
  }
  for (const topic of KNOWLEDGE) {
    for (const card of topic.cards) {
      for (const number of numbersIn(card.text[context.language].body)) allowed.add(number);
      for (const source of card.sources) {
        for (const number of numbersIn(`${source.publisher} ${source.title} ${source.year}`)) allowed.add(number);
      }
    }
  }
  return allowed;
}

function catalog(language: Language, key: string): string {
  const found = sharedText('mentor', key, language);
  if (!found) throw new Error(`No ${key}`);
  return found;
}

describe.each(['pt-BR', 'en-US'] as const)('the built-in mentor in %s', (language) => {
  const withData = fullContext(language);
  const withNothing = emptyContext(language);
  const allowed = allowedNumbers(withData);

  describe.each(TWENTY)('"$en-US"', (question) => {
    const text = question[language];

    it('is about the right topic, quotes the founder’s numbers and keeps to them', () => {
      const answer = mentor.answer(text, 'eva', withData);
      expect(answer.topic).toBe(question.topic);
      const required = REQUIRED_FACTS[question.topic];
      if (required) {
        const quoted = factsOn(question.topic, withData).filter(
          (fact) => required.includes(fact.id) && answer.markdown.includes(writeFact(fact, withData)),
        );
        expect(quoted.length, `a fact of ${required.join(', ')} in:\n${answer.markdown}`).toBeGreaterThan(0);
      }
      const invented = numbersIn(answer.markdown).filter((number) => !allowed.has(number));
      expect(invented, answer.markdown).toEqual([]);
    });

    it('says what it lacks for a founder with no data, and invents no figure of theirs', () => {
      const answer = mentor.answer(text, 'eva', withNothing);
      expect(answer.topic).toBe(question.topic);
      expect(answer.markdown).not.toContain('/simulacao-negocio/');
      expect(answer.markdown).not.toContain('/validacao-ideia/');
      const need = TOPIC_NEEDS[question.topic];
      if (need) expect(answer.markdown).toContain(catalog(language, `missing.${need}`));
      const invented = numbersIn(answer.markdown).filter((number) => !allowed.has(number));
      expect(invented, answer.markdown).toEqual([]);
    });

    it('speaks in each persona’s voice: its move on the topic', () => {
      const moves = topicKnowledge(question.topic).moves[language];
      PERSONA_IDS.forEach((persona) =>
        expect(mentor.answer(text, persona, withData).markdown).toContain(moves[persona]),
      );
    });
  });

  it('writes longer answers at a higher verbosity', () => {
    const question = TWENTY[14]![language];
    const short = mentor.answer(question, 'eva', { ...withData, verbosity: 10 }).markdown;
    const medium = mentor.answer(question, 'eva', { ...withData, verbosity: 50 }).markdown;
    const long = mentor.answer(question, 'eva', { ...withData, verbosity: 95 }).markdown;
    expect(short.length).toBeLessThan(medium.length);
    expect(medium.length).toBeLessThan(long.length);
  });

  it('says it does not know rather than guess, when no topic is close', () => {
    const answer = mentor.answer(
      language === 'pt-BR' ? 'Qual é a capital da Mongólia?' : 'What is the capital of Mongolia?',
      'leo',
      withData,
    );
    expect(answer.topic).toBeNull();
    expect(answer.markdown).toContain(catalog(language, 'unknown'));
  });

  it('gives the same answer to the same question and data', () => {
    for (const persona of PERSONA_IDS) {
      expect(mentor.answer(TWENTY[4]![language], persona, withData)).toEqual(
        mentor.answer(TWENTY[4]![language], persona, fullContext(language)),
      );
    }
  });

  it('holds a board meeting: four voices, where they disagree, and a synthesis from the founder’s cash', () => {
    const board = mentor.board(TWENTY[15]![language], withData).markdown;
    for (const persona of ['EVA', 'MAX', 'LEO', 'BIA']) expect(board).toContain(`### ${persona}\n`);
    expect(board).toContain(catalog(language, 'board.maxLeo'));
    expect(board).toContain(catalog(language, 'board.evaBia'));
    expect(board).toContain(`### ${catalog(language, 'board.synthesis')}`);
    const invented = numbersIn(board).filter((number) => !allowed.has(number));
    expect(invented, board).toEqual([]);
  });
});

describe('the question’s topic in the other languages', () => {
  const cases: [Language, string, Topic][] = [
    ['es-ES', '¿Cuánto debo cobrar por mi producto?', 'pricing'],
    ['es-ES', '¿Cómo consigo mis primeros clientes?', 'first-customers'],
    ['es-ES', '¿Cuándo debo contratar a mi primer empleado?', 'hiring'],
    ['fr-FR', 'Comment fixer le prix de mon produit ?', 'pricing'],
    ['fr-FR', 'Comment gérer ma trésorerie ?', 'cash-flow'],
    ['fr-FR', 'Comment trouver mes premiers clients ?', 'first-customers'],
    ['de-DE', 'Wie lege ich den Preis für mein Produkt fest?', 'pricing'],
    ['de-DE', 'Wie finde ich meine ersten Kunden?', 'first-customers'],
    ['de-DE', 'Wann erreiche ich die Gewinnschwelle?', 'break-even'],
  ];
  it.each(cases)('%s: "%s" is about %s', (language, question, topic) => {
    expect(mentor.answer(question, 'eva', emptyContext(language)).topic).toBe(topic);
  });
});

describe('a class in the mentor’s sentences', () => {
  it('writes the deadline in the user’s date format and time zone, and a teacher’s class name as text', () => {
    const context = emptyContext('en-US', { timezone: 'America/New_York', dateFormat: 'MM/DD/YYYY' });
    const source = { kind: 'class', id: 'class-1', name: 'Room *1*' } as const;
    const deadline = writeFact(
      {
        id: 'classDeadline',
        topics: ['pricing'],
        values: { deadline: { kind: 'dateTime', iso: '2026-12-01T21:00:00.000Z' } },
        source,
      },
      context,
    );
    expect(deadline).toBe('The round closes on 12/01/2026 4:00 PM. ([Room \\*1\\*](/turmas/class-1))');
    const pending = writeFact(
      {
        id: 'classPending',
        topics: ['pricing'],
        values: { class: { kind: 'name', value: '[prize](https://example.test)' }, round: { kind: 'count', value: 3 } },
        source,
      },
      context,
    );
    expect(pending).toContain('In the class \\[prize\\](https://example.test), round 3 is open');
  });
});

describe('a canvas in the mentor’s answers', () => {
  const QUESTIONS: Record<Language, string> = {
    'pt-BR': 'Qual é o ponto mais fraco do meu canvas?',
    'en-US': 'What is the weakest point of my canvas?',
    'es-ES': '¿Cuál es el punto más débil de mi modelo de negocio?',
    'fr-FR': 'Quel est le point faible de mon canevas ?',
    'de-DE': 'Ist mein Geschäftsmodell stimmig?',
  };
  const canvasText = (language: Language, key: string, values: Record<string, string> = {}) => {
    const found = sharedText('canvas', key, language, values);
    if (!found) throw new Error(`No canvas text at ${key}`);
    return found;
  };

  it.each(LANGUAGES)(
    'in %s, answers a question on the business model with the weakest point, then the untested assumptions',
    (language) => {
      const context = emptyContext(language, { canvases: [plannedCanvas()], verbosity: 10 });
      const answer = mentor.answer(QUESTIONS[language], 'eva', context);
      expect(answer.topic).toBe('business-plan');
      const { markdown } = answer;
      const weakest = markdown.indexOf(canvasText(language, 'findings.slowPayback.short'));
      const untested = markdown.indexOf(canvasText(language, 'quoted', { text: SALON_SAAS.cards[0]!.text }));
      expect(weakest, markdown).toBeGreaterThan(-1);
      expect(untested, markdown).toBeGreaterThan(weakest);
      expect(markdown).toContain(canvasText(language, 'quoted', { text: 'Assinatura mensal' }));
      expect(markdown).toContain('([Agenda de salão](/canvas/canvas-1))');
      expect(markdown).not.toMatch(/\{\{|\}\}/);
    },
  );

  it('states the finding’s numbers in the canvas’s currency and the user’s number format, and its blocks by name', () => {
    const context = emptyContext('en-US');
    const [weakest] = canvasFacts(plannedCanvas());
    const sentence = writeFact(weakest!, context);
    const prefs = { language: 'en-US', numberFormat: context.numberFormat } as const;
    expect(sentence).toContain(formatCurrency(1_200_00, 'BRL', prefs));
    expect(sentence).toContain(formatCurrency(74_00, 'BRL', prefs));
    expect(sentence).toContain('17 months');
    expect(sentence).toContain(
      `${canvasText('en-US', 'blocks.revenueStreams.name')} and ${canvasText('en-US', 'blocks.channels.name')}`,
    );
  });

  it('tells the founder’s card texts as text, and a finding without cards by its reason alone', () => {
    const marked = {
      ...SALON_SAAS,
      cards: SALON_SAAS.cards.map((card) =>
        card.id === 'plan' ? { ...card, text: 'Plano *Pro* [grátis](https://example.test)' } : card,
      ),
    };
    const [weakest] = canvasFacts(canvasSnapshot('canvas-1', marked, null));
    expect(writeFact(weakest!, emptyContext('pt-BR'))).toContain('Plano \\*Pro\\* \\[grátis\\](https://example.test)');
    const blank = canvasSnapshot('canvas-2', { ...SALON_SAAS, cards: [] }, null);
    const [none] = canvasFacts(blank);
    const told = writeFact(none!, emptyContext('pt-BR'));
    expect(told).toContain(canvasText('pt-BR', 'findings.noSegments.why'));
    expect(told).not.toContain(canvasText('pt-BR', 'findings.noSegments.title'));
  });
});
