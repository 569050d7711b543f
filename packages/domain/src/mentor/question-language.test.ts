import { describe, expect, it } from 'vitest';
import { questionLanguage } from './question-language';
import { QUESTION_SET } from './testing/question-corpus';

describe('questionLanguage', () => {
  it('reads the language of a founder’s question, and leaves a loanword alone to the preference', () => {
    expect(questionLanguage('Devo investir mais em marketing este mês?')).toBe('pt-BR');
    expect(questionLanguage('Should I spend more on ads this month?')).toBe('en-US');
    expect(questionLanguage('¿Cuánto debería cobrar por hora?')).toBe('es-ES');
    expect(questionLanguage('Combien de trésorerie garder de côté ?')).toBe('fr-FR');
    expect(questionLanguage('Lohnt sich ein Kredit für den neuen Ofen?')).toBe('de-DE');
    expect(questionLanguage('marketing?')).toBeNull();
    expect(questionLanguage('MRR')).toBeNull();
  });

  it('is right for nearly every labelled question, wrong for almost none, and undecided on the rest', () => {
    const read = QUESTION_SET.map((question) => ({ question, language: questionLanguage(question.text) }));
    const wrong = read.filter(({ question, language }) => language !== null && language !== question.language);
    const right = read.filter(({ question, language }) => language === question.language);
    expect(wrong.length, wrong.map(({ question }) => question.text).join('\n')).toBeLessThanOrEqual(
      read.length * 0.005,
    );
    expect(right.length / read.length).toBeGreaterThanOrEqual(0.9);
  });
});
