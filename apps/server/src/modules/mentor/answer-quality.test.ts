import { LANGUAGES, type Language } from '@alavanca/domain/constants';
import { groundingFacts } from '@alavanca/domain/mentor/grounding';
import { KNOWLEDGE } from '@alavanca/domain/mentor/knowledge';
import { PERSONA_IDS } from '@alavanca/domain/mentor/personas';
import { fullContext, playedSimulation, SHOP_SETUP } from '@alavanca/domain/mentor/testing/contexts';
import { QUESTION_SET } from '@alavanca/domain/mentor/testing/question-corpus';
import { TOPICS, type Topic } from '@alavanca/domain/mentor/topics';
import { describe, expect, it } from 'vitest';
import { BuiltInMentor } from './built-in-mentor';
import { factSentences, LONG_SENTENCE_WORDS, sentencesOf, wordCount } from './testing/answer-review';
import { writeFact } from './write-answer';

/*
 * What an advisor checks in the built-in mentor's answers for one founder, over a question per
 * topic of the labelled set in each language: no boilerplate (no sentence of ten words or more in
 * more than two answers; a fact of the founder's quoted in a sentence of its own may recur, once
 * per answer), four board seats that never share a sentence, and nothing forbidden (another
 * country's cards, a number in another format than the user's, another currency than the
 * company's, a decision without its what-if runs).
 */

const mentor = new BuiltInMentor();

/** The question of each topic the reader reads as that topic: the first such in the labelled set. */
function questionsPerTopic(language: Language): { topic: Topic; text: string }[] {
  return TOPICS.map((topic) => {
    const found = QUESTION_SET.find(
      (question) =>
        question.language === language &&
        question.topic === topic &&
        mentor.answer(question.text, 'eva', fullContext(language)).topic === topic,
    );
    if (!found) throw new Error(`No ${language} question is read as ${topic}.`);
    return { topic, text: found.text };
  });
}

describe.each(LANGUAGES)('the built-in mentor’s answers in %s, for one founder', (language) => {
  const context = fullContext(language);
  const questions = questionsPerTopic(language);
  const facts = factSentences(context);

  it.each(PERSONA_IDS)(
    '%s: no sentence of ten words or more in more than two answers, and a fact at most once per answer',
    (persona) => {
      const seen = new Map<string, number>();
      for (const { text } of questions) {
        const sentences = sentencesOf(mentor.answer(text, persona, context).markdown).filter(
          (sentence) => wordCount(sentence) >= LONG_SENTENCE_WORDS,
        );
        for (const sentence of new Set(sentences))
          seen.set(sentence, (seen.get(sentence) ?? 0) + (facts.has(sentence) ? 0 : 1));
        const quotedTwice = sentences.filter(
          (sentence, index) => facts.has(sentence) && sentences.indexOf(sentence) !== index,
        );
        expect(quotedTwice, text).toEqual([]);
      }
      const repeated = [...seen]
        .filter(([, answers]) => answers > 2)
        .map(([sentence, answers]) => `${answers}× ${sentence}`);
      expect(repeated).toEqual([]);
    },
  );

  it('seats four board members that never share a sentence', () => {
    for (const { text } of questions) {
      const sections = mentor.board(text, context).markdown.split(/^### /m).slice(1, 5);
      expect(sections).toHaveLength(4);
      const seats = sections.map((section) => new Set(sentencesOf(section.slice(section.indexOf('\n')))));
      for (let a = 0; a < seats.length; a++) {
        for (let b = a + 1; b < seats.length; b++) {
          expect(
            [...seats[a]!].filter((sentence) => seats[b]!.has(sentence)),
            text,
          ).toEqual([]);
        }
      }
    }
  });

  it('answers every decision with what-if runs of the founder’s company, never quotes another country’s card nor a subscription metric to a shop', () => {
    const foreign = KNOWLEDGE.flatMap((topic) => topic.cards)
      .filter((card) => card.countries && !card.countries.includes(context.country))
      .map((card) => `**${card.text[language].title}.**`);
    for (const { topic, text } of questions) {
      const answer = mentor.answer(text, 'leo', context).markdown;
      const decision = ['pricing', 'marketing', 'hiring', 'loans', 'stock-capacity'].includes(topic);
      expect(answer.includes('| --: |') || answer.includes('| --: | --: |'), `${topic}: ${text}`).toBe(decision);
      if (decision) expect(answer).toContain(`/simulacao-negocio/${context.simulations[0]!.id}?mes=`);
      for (const title of foreign) expect(answer, topic).not.toContain(title);
      // The founder runs a shop: subscription metrics are not theirs.
      expect(answer, topic).not.toMatch(/\bMRR\b/);
    }
  });
});

describe('figures in the user’s format and the company’s currency, whatever the answer’s language', () => {
  // A founder in Brazil whose question was in English: the answer's words follow the question,
  // the money stays in reais, written as the user writes numbers (1.234,56).
  const context = fullContext('en-US', { numberFormat: 'decimal', currency: 'BRL' });

  it('writes every amount of the founder’s as R$ with the decimal comma, none in dollars or with a decimal point', () => {
    for (const question of ['Should I spend more on marketing this month?', 'How should I price my product?']) {
      // The founder's figures: the lead (their facts and the persona's pick) and the what-if table.
      // The cards' worked examples are the card's own, in the card's language.
      const answer = mentor.answer(question, 'eva', context).markdown;
      const [lead = '', ...rest] = answer.split('\n\n');
      const figures = [lead, ...rest.filter((part) => part.includes('\n|'))].join('\n');
      expect(figures).toMatch(/R\$\s?\d{1,3}(\.\d{3})*,\d{2}/);
      expect(figures).not.toMatch(/(^|[^R])\$\s?\d/);
      expect(figures).not.toMatch(/R\$\s?\d{1,3}(,\d{3})+\.\d{2}/);
    }
  });

  it('quotes the idea’s likely range as what the company can take, not a sector’s size', () => {
    const brazil = fullContext('pt-BR');
    const answer = mentor.answer('Qual o tamanho do meu mercado?', 'max', brazil).markdown;
    const som = groundingFacts(brazil).find((fact) => fact.id === 'marketSom')!;
    expect(answer).toContain(writeFact(som, brazil));
    // A frozen-meals kitchen's year three: thousands to a few million reais, not a sector's billions.
    const high = som.values['high'];
    expect(high?.kind === 'money' && high.cents).toBeLessThan(10_000_000_00);
    expect(answer).not.toMatch(/R\$\s?\d+(,\d+)?\s?bi\b/);
  });

  it('quotes no Brazilian card and no real to a company in Spain', () => {
    const spain = playedSimulation({ ...SHOP_SETUP, country: 'ES', currency: 'EUR' });
    const spanish = fullContext('es-ES', { country: 'ES', currency: 'EUR', simulations: [spain], validations: [] });
    const brazilian = KNOWLEDGE.flatMap((topic) => topic.cards)
      .filter((card) => card.countries?.includes('BR') && !card.countries.includes('ES'))
      .map((card) => card.text['es-ES'].title);
    expect(brazilian.length).toBeGreaterThan(0);
    for (const question of [
      '¿Qué forma jurídica me conviene?',
      '¿Cómo busco inversores?',
      '¿Qué precio le pongo a mi producto?',
      '¿Pido un préstamo?',
    ]) {
      const answer = mentor.answer(question, 'max', spanish).markdown;
      for (const title of brazilian) expect(answer).not.toContain(title);
      expect(answer).not.toContain('R$');
    }
    expect(mentor.answer('¿Qué precio le pongo a mi producto?', 'max', spanish).markdown).toMatch(
      /\d{1,3}(\.\d{3})*,\d{2}\s€/,
    );
  });
});
