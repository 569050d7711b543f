import { describe, expect, it } from 'vitest';
import type { Language } from '../constants';
import { statedNumbers, type StatedNumber } from './numbers';

const read = (text: string, language: Language) =>
  statedNumbers(text, language).map(({ start, end, value, unit, currency, step }) => ({
    said: text.slice(start, end),
    value,
    unit,
    currency,
    step,
  }));

const one = (text: string, language: Language): Omit<StatedNumber, 'start' | 'end'> & { said: string } => {
  const all = read(text, language);
  expect(all, text).toHaveLength(1);
  return all[0]!;
};

describe('the figures a pitch states', () => {
  it('reads money in each language’s own format, with its sign or its name', () => {
    expect(one('Cobramos R$ 1.234,56 por mês.', 'pt-BR')).toEqual({
      said: 'R$ 1.234,56',
      value: 1234.56,
      unit: 'money',
      currency: 'BRL',
      step: 0.01,
    });
    expect(one('We charge $1,234.56 a month.', 'en-US')).toMatchObject({ said: '$1,234.56', value: 1234.56 });
    expect(one('Cobramos 1.234,56 € al mes.', 'es-ES')).toMatchObject({ said: '1.234,56 €', value: 1234.56 });
    expect(one('Nous facturons 1\u202F234,56\u00A0€ par mois.', 'fr-FR')).toMatchObject({
      said: '1\u202F234,56\u00A0€',
      value: 1234.56,
      currency: 'EUR',
    });
    expect(one('Wir verlangen 1.234,56 € im Monat.', 'de-DE')).toMatchObject({ value: 1234.56, currency: 'EUR' });
    expect(one('O kit custa 229 reais.', 'pt-BR')).toMatchObject({ said: '229 reais', value: 229, currency: 'BRL' });
    expect(one('un marché de 2 millions d’euros', 'fr-FR')).toMatchObject({
      said: '2 millions d’euros',
      value: 2_000_000,
      currency: 'EUR',
      step: 1_000_000,
    });
  });

  it('scales figures by the words and suffixes each language uses, keeping the step they were told in', () => {
    expect(one('um mercado de R$ 2,5 mi por ano', 'pt-BR')).toMatchObject({ value: 2_500_000, step: 100_000 });
    expect(one('um mercado de R$ 3 bilhões', 'pt-BR')).toMatchObject({ value: 3e9, step: 1e9 });
    expect(one('1,2 mil clientes', 'pt-BR')).toMatchObject({ value: 1200, unit: 'plain', step: 100 });
    expect(one('a $1.2M market', 'en-US')).toMatchObject({ value: 1_200_000, currency: 'USD' });
    expect(one('$40k in revenue', 'en-US')).toMatchObject({ value: 40_000 });
    expect(one('a $3 billion market', 'en-US')).toMatchObject({ value: 3e9 });
    expect(one('a $2B market', 'en-US')).toMatchObject({ value: 2e9, step: 1e9 });
    expect(one('un mercado de 4.000 millones de euros', 'es-ES')).toMatchObject({ value: 4e9, currency: 'EUR' });
    expect(one('un mercado de 4 mil millones de euros', 'es-ES')).toMatchObject({ value: 4e9 });
    expect(one('un marché de 3 Md€', 'fr-FR')).toMatchObject({ value: 3e9, currency: 'EUR' });
    expect(one('ein Markt von 2,5 Mio. €', 'de-DE')).toMatchObject({ value: 2_500_000, currency: 'EUR' });
    expect(one('ein Markt von 3 Mrd. Euro', 'de-DE')).toMatchObject({ value: 3e9, currency: 'EUR' });
  });

  it('reads a mark by the digits after it, so a founder mixing formats is still read as meant', () => {
    // A lone mark before three digits follows the language; before other than three, it is decimal.
    expect(one('1.234 clientes', 'pt-BR').value).toBe(1234);
    expect(one('1.234 customers', 'en-US').value).toBe(1.234);
    expect(one('1,234 customers', 'en-US').value).toBe(1234);
    expect(one('R$ 1.5 mi', 'pt-BR').value).toBe(1_500_000);
    expect(one('$2,5M', 'en-US').value).toBe(2_500_000);
    expect(one('1,234,567 clientes', 'pt-BR').value).toBe(1_234_567);
    expect(one('1 234 567 clients', 'fr-FR').value).toBe(1_234_567);
    // Marks that contradict each other are no figure at all.
    expect(read('1.23.4 clientes', 'pt-BR')).toEqual([]);
  });

  it('reads percentages, months, multiples and years', () => {
    expect(one('margem de 30 %', 'pt-BR')).toMatchObject({ value: 30, unit: 'percent', said: '30 %' });
    expect(one('a 30% margin', 'en-US')).toMatchObject({ value: 30, unit: 'percent' });
    expect(one('crecemos un 12,5 por ciento', 'es-ES')).toMatchObject({ value: 12.5, unit: 'percent', step: 0.1 });
    expect(one('une marge de 30\u202F%', 'fr-FR')).toMatchObject({ value: 30, unit: 'percent' });
    expect(one('eine Marge von 30 Prozent', 'de-DE')).toMatchObject({ value: 30, unit: 'percent' });
    expect(one('caixa para 18 meses', 'pt-BR')).toMatchObject({ value: 18, unit: 'months' });
    expect(one('Liquidität für 18 Monate', 'de-DE')).toMatchObject({ value: 18, unit: 'months' });
    expect(one('3x more orders', 'en-US')).toMatchObject({ value: 3, unit: 'multiple' });
    expect(one('desde 2023 o delivery dobrou', 'pt-BR')).toMatchObject({ value: 2023, unit: 'year' });
  });

  it('leaves out digits inside words and codes, and reads every figure of a sentence in order', () => {
    expect(read('Um SaaS B2B para salões, v2 do produto', 'pt-BR')).toEqual([]);
    expect(read('Temos 120 clientes, pagando R$ 49 por mês, e crescemos 8 % ao mês.', 'pt-BR')).toEqual([
      { said: '120', value: 120, unit: 'plain', currency: null, step: 1 },
      { said: 'R$ 49', value: 49, unit: 'money', currency: 'BRL', step: 1 },
      { said: '8 %', value: 8, unit: 'percent', currency: null, step: 1 },
    ]);
  });

  it('does not take a lone m or mi after a plain figure for millions', () => {
    expect(one('uma loja de 50 m²', 'pt-BR')).toMatchObject({ value: 50, unit: 'plain' });
    expect(one('120 mil clientes', 'pt-BR')).toMatchObject({ value: 120_000 });
  });

  it('reads months said in words in each language, and no rank as a figure', () => {
    expect(one('We have six months of runway.', 'en-US')).toMatchObject({ value: 6, unit: 'months' });
    expect(one('Temos caixa para doze meses.', 'pt-BR')).toMatchObject({ value: 12, unit: 'months' });
    expect(one('Nos quedan dieciocho meses de caja.', 'es-ES')).toMatchObject({ value: 18, unit: 'months' });
    expect(one('Il nous reste dix-huit mois.', 'fr-FR')).toMatchObject({ value: 18, unit: 'months' });
    expect(one('Das Geld reicht elf Monate.', 'de-DE')).toMatchObject({ value: 11, unit: 'months' });
    expect(read('Lancé dans le 7e, le 1er mars, au 3º andar, our 2nd city.', 'fr-FR')).toEqual([]);
    // Years, in digits or words, are months: a runway is told in either.
    expect(one('Nous avons un an et demi de trésorerie.', 'fr-FR')).toMatchObject({ value: 18, unit: 'months' });
    expect(one('Temos caixa para 2 anos.', 'pt-BR')).toMatchObject({ value: 24, unit: 'months' });
    expect(one('Das reicht für anderthalb Jahre.', 'de-DE')).toMatchObject({ value: 18, unit: 'months' });
    expect(one('Cash for two years.', 'en-US')).toMatchObject({ value: 24, unit: 'months' });
  });
});
