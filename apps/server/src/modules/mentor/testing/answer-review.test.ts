import { describe, expect, it } from 'vitest';
import { knowledgeCard } from '@alavanca/domain/mentor/knowledge';
import { REVIEW_CASES } from '@alavanca/domain/mentor/testing/review-corpus';
import { reviewAnswers, type Answerer } from './answer-review';

/*
 * The quality review held to its bar: every case's answer names the topic an advisor files it
 * under (nine in ten at least: the reader is a statistical one), and on those it quotes the facts
 * that decide it, carries the what-if runs exactly where the decision calls for them, says what
 * the founder lacks; no answer holds anything forbidden, and no long sentence recurs.
 */

const report = reviewAnswers();
const hits = report.results.filter((result) => result.topicHit);
const show = (result: (typeof report.results)[number]) =>
  `${result.case.founder} ${result.case.persona} "${result.case.question}" → ${result.topic}\n${result.answer}`;

describe('the mentor’s quality review', () => {
  it('asks at least 100 cases of founders in five languages', () => {
    expect(REVIEW_CASES.length).toBeGreaterThanOrEqual(100);
  });

  it('files nine questions in ten under the topic an advisor would', () => {
    const misses = report.results.filter((result) => !result.topicHit).map(show);
    expect(hits.length / report.results.length, misses.join('\n\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('quotes the facts that decide each question, with what-if runs exactly where a decision calls for them', () => {
    const wrong = hits
      .filter((result) => result.missingFacts.length > 0 || !result.whatIfRight || !result.missingRight)
      .map(
        (result) =>
          `${show(result)}\n→ facts missing: ${result.missingFacts.join(', ')}; what-if right: ${result.whatIfRight}; lack told: ${result.missingRight}`,
      );
    expect(wrong).toEqual([]);
  });

  it('holds nothing forbidden and repeats no long sentence', () => {
    const forbidden = report.results
      .filter((result) => result.forbidden.length > 0)
      .map((result) => `${show(result)}\n→ ${result.forbidden.join('; ')}`);
    expect(forbidden).toEqual([]);
    expect(report.repeated).toEqual([]);
  });
});

describe('the review’s checks', () => {
  // A stand-in mentor that breaks every rule: the review must see each break.
  const BRAZILIAN_CARD = knowledgeCard('investors.angel-investor')!.card;
  const careless: Answerer = {
    answer: (question) => ({
      topic: 'pricing',
      markdown: [
        `Price it at $1,234.56, tracking your MRR like every founder should do each and every month. ${question}`,
        `**${BRAZILIAN_CARD.text['es-ES'].title}.** ${BRAZILIAN_CARD.text['es-ES'].body}`,
        'This sentence of boilerplate has more than ten words and says nothing at all.',
      ].join('\n\n'),
    }),
  };
  const broken = reviewAnswers(careless);

  it('sees another format, another currency, a subscription metric and another country’s card', () => {
    const bakery = broken.results.find((result) => result.case.founder === 'bakery-br')!;
    expect(bakery.forbidden).toEqual(
      expect.arrayContaining([
        'a figure in another number format than the user’s',
        'an amount in USD',
        'MRR for a business without subscriptions',
      ]),
    );
    const spain = broken.results.find((result) => result.case.founder === 'studio-es')!;
    expect(spain.forbidden).toContain('another country’s card: investors.angel-investor');
  });

  it('sees a topic missed, facts not quoted, what-if runs missing and boilerplate', () => {
    expect(broken.results.filter((result) => result.topicHit).length).toBeLessThan(REVIEW_CASES.length / 5);
    const pricing = broken.results.find(
      (result) => result.case.founder === 'bakery-br' && result.case.topic === 'pricing',
    )!;
    expect(pricing.missingFacts).toEqual(['unitMargin']);
    expect(pricing.whatIfRight).toBe(false);
    expect(broken.repeated.length).toBeGreaterThan(0);
  });
});
