import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { COUNTRY_CODES } from '../locale/country-presets';
import type { CapacityMode } from '../simulation/types';
import { KNOWLEDGE } from './knowledge';
import { PERSONA_IDS } from './personas';
import { TOPICS } from './topics';

/* The rules of knowledge/README.md, checked over every topic file. */

const cards = KNOWLEDGE.flatMap((topic) => topic.cards.map((card) => ({ topic: topic.topic, card })));
const words = (text: string) => text.trim().split(/\s+/).length;
/** The digits of each number in a text, separators and decimal marks dropped, sorted. */
const numbers = (text: string) =>
  [...text.matchAll(/\d+(?:[.,\u00a0\u202f ]\d{3})*(?:[.,]\d+)?/g)].map((match) => match[0].replace(/\D/g, '')).sort();

/** The engine's kinds of business (presets.ts), a card's `modes` name them. */
const CAPACITY_MODES: readonly CapacityMode[] = ['inventory', 'perishable', 'staff', 'subscription'];

describe('the knowledge base', () => {
  it('has a file for every topic, in the topics’ order, and at least 120 cards', () => {
    expect(KNOWLEDGE.map((topic) => topic.topic)).toEqual([...TOPICS]);
    expect(cards.length).toBeGreaterThanOrEqual(120);
    expect(new Set(cards.map(({ card }) => card.id)).size).toBe(cards.length);
  });

  it('names each card after its topic, and gives it five languages of plain text', () => {
    for (const { topic, card } of cards) {
      expect(card.id.startsWith(`${topic}.`), card.id).toBe(true);
      for (const language of LANGUAGES) {
        const text = card.text[language];
        expect(text, `${card.id} ${language}`).toBeDefined();
        expect(text.title.trim(), `${card.id} ${language} title`).not.toBe('');
        expect(text.keywords.trim(), `${card.id} ${language} keywords`).not.toBe('');
        expect(words(text.body), `${card.id} ${language} body length`).toBeGreaterThanOrEqual(30);
        expect(words(text.body), `${card.id} ${language} body length`).toBeLessThanOrEqual(130);
        expect(text.body, `${card.id} ${language}: no Markdown or HTML`).not.toMatch(/[<>*_#\u0060]|\]\(/);
      }
    }
  });

  it('states the same numbers in every language', () => {
    for (const { card } of cards) {
      const reference = numbers(card.text['pt-BR'].body);
      for (const language of LANGUAGES) {
        expect(numbers(card.text[language].body), `${card.id} ${language}`).toEqual(reference);
      }
    }
  });

  it('sources every card that states a figure (but worked examples), with an https address and a year', () => {
    for (const { card } of cards) {
      const figures = numbers(card.text['pt-BR'].body).length > 0;
      if (figures && !card.example) expect(card.sources.length, card.id).toBeGreaterThan(0);
      if (card.example) expect(card.sources, `${card.id} is an example: its numbers need no source`).toEqual([]);
      for (const source of card.sources) {
        expect(source.url, card.id).toMatch(/^https:\/\/[^\s]+$/);
        expect(source.publisher.trim(), card.id).not.toBe('');
        expect(source.title.trim(), card.id).not.toBe('');
        expect(source.year, card.id).toBeGreaterThanOrEqual(1900);
        expect(source.year, card.id).toBeLessThanOrEqual(2026);
      }
    }
  });

  it('marks country-specific cards with countries the product knows, and kind-specific ones with the engine’s kinds of business', () => {
    for (const { card } of cards) {
      for (const country of card.countries ?? []) expect(COUNTRY_CODES, card.id).toContain(country);
      for (const mode of card.modes ?? []) expect(CAPACITY_MODES, card.id).toContain(mode);
      // Subscription metrics are for subscriptions: a card that names them says so.
      if (/\bMRR\b/.test(card.text['en-US'].body)) expect(card.modes, card.id).toEqual(['subscription']);
    }
  });

  it('has questions in five languages and four different moves without digits for every topic', () => {
    for (const topic of KNOWLEDGE) {
      for (const language of LANGUAGES) {
        expect(topic.questions[language].length, `${topic.topic} ${language}`).toBeGreaterThanOrEqual(5);
        const moves = PERSONA_IDS.map((persona) => topic.moves[language][persona]);
        expect(new Set(moves).size, `${topic.topic} ${language}`).toBe(4);
        for (const move of moves) {
          expect(move, `${topic.topic} ${language}`).not.toMatch(/\d/);
          // A move fits any kind of business: no subscription metric.
          expect(move, `${topic.topic} ${language}`).not.toMatch(/\bMRR\b/);
        }
      }
    }
  });
});
