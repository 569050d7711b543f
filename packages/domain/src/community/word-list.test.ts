import { describe, expect, it } from 'vitest';
import { listedWords } from './word-list';

describe('the community word lists', () => {
  it.each([
    ['pt-BR', 'Que proposta de OTÁRIO, sério.', ['otario']],
    ['en-US', 'You are an idiot.', ['idiot']],
    ['es-ES', 'Vaya gilipollas…', ['gilipollas']],
    ['fr-FR', 'Quel connard !', ['connard']],
    ['de-DE', 'So ein Arschloch.', ['arschloch']],
  ])('finds a listed word in %s whatever its case and accents', (_language, text, words) => {
    expect(listedWords(text)).toEqual(words);
  });

  it('finds phrases across punctuation and spaces, once each', () => {
    expect(listedWords('Lucro   garantido! Lucro-garantido.')).toEqual(['lucro garantido']);
    expect(listedWords('Guaranteed profit, get rich quick')).toEqual(['guaranteed profit', 'get rich quick']);
  });

  it('matches whole words only: no shorter word inside a longer one', () => {
    expect(listedWords('Fiz uma assessoria em Scunthorpe e uma consultoria para a Putanga Ltda.')).toEqual([]);
    expect(listedWords('Computador, disputa, reputação e imputar são palavras comuns.')).toEqual([]);
    expect(listedWords('A classic assessment of the market.')).toEqual([]);
  });

  it('reads a post written in another language than its space’s', () => {
    expect(listedWords('Olá! This pitch is bullshit and you are a moron.')).toEqual(['moron']);
  });
});
