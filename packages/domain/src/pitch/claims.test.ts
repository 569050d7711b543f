import { describe, expect, it } from 'vitest';
import type { Language } from '../constants';
import { checkClaims, claimsIn, type EvidenceFigure } from './claims';

const metrics = (text: string, language: Language) =>
  claimsIn(text, language).map((claim) => [claim.metric, claim.figure.value, claim.period, claim.scope]);

const VALIDATION = { kind: 'validation', id: 'v1', name: 'Marmitas' } as const;
const SIMULATION = { kind: 'simulation', id: 's1', name: 'Café' } as const;

const EVIDENCE: EvidenceFigure[] = [
  { metric: 'marketSize', scope: 'tam', value: 48_000_000, currency: 'BRL', source: VALIDATION },
  { metric: 'marketSize', scope: 'sam', value: 6_000_000, currency: 'BRL', source: VALIDATION },
  { metric: 'marketSize', scope: 'som', value: 1_200_000, currency: 'BRL', source: VALIDATION },
  { metric: 'price', scope: null, value: 229, currency: 'BRL', source: VALIDATION },
  { metric: 'margin', scope: null, value: 12, currency: null, source: SIMULATION },
  { metric: 'customers', scope: null, value: 140, currency: null, source: SIMULATION },
  { metric: 'revenue', scope: null, value: 32_000, currency: 'BRL', source: SIMULATION },
  { metric: 'cac', scope: null, value: 90, currency: 'BRL', source: SIMULATION },
];

const verdicts = (text: string, language: Language) =>
  checkClaims(claimsIn(text, language), EVIDENCE).map((claim) => [claim.metric, claim.verdict]);

describe('the claims a pitch makes with numbers', () => {
  it('names the metric each figure is told for, by the nearest word its unit fits, in five languages', () => {
    expect(
      metrics(
        'Temos 120 clientes pagando R$ 229 por mês, com margem de 30 % e faturamento de R$ 30 mil por mês.',
        'pt-BR',
      ),
    ).toEqual([
      ['customers', 120, null, null],
      ['price', 229, 'month', null],
      ['margin', 30, null, null],
      ['revenue', 30_000, 'month', null],
    ]);
    expect(metrics('A $2B market (TAM); we grow 15% month over month with a CAC of $40.', 'en-US')).toEqual([
      ['marketSize', 2e9, null, 'tam'],
      ['growth', 15, null, null],
      ['cac', 40, null, null],
    ]);
    expect(metrics('Un mercado de 300 millones de euros y 18 meses de pista.', 'es-ES')).toEqual([
      ['marketSize', 300_000_000, null, null],
      ['runway', 18, null, null],
    ]);
    expect(metrics('Nous avons 85 clients et un chiffre d’affaires de 12 000 € par mois.', 'fr-FR')).toEqual([
      ['customers', 85, null, null],
      ['revenue', 12_000, 'month', null],
    ]);
    expect(metrics('Umsatz von 240.000 € pro Jahr bei einer Marge von 22 Prozent.', 'de-DE')).toEqual([
      ['revenue', 240_000, 'year', null],
      ['margin', 22, null, null],
    ]);
  });

  it('reads what a new customer costs the company as its CAC, not as a price, in five languages', () => {
    const cac = (text: string, language: Language) =>
      claimsIn(text, language).map((claim) => [claim.metric, claim.figure.value]);
    expect(cac('Cada paciente novo nos custa R$ 310 entre visitas e anúncios.', 'pt-BR')).toEqual([['cac', 310]]);
    expect(cac('A new user costs us about $4.', 'en-US')).toEqual([['cac', 4]]);
    expect(cac('Captar a cada viajero nos cuesta 11 €.', 'es-ES')).toEqual([['cac', 11]]);
    expect(cac('Un nouvel inscrit nous coûte 38 €, en flyers.', 'fr-FR')).toEqual([['cac', 38]]);
    expect(cac('Ein Neukunde kostet uns rund 95 €.', 'de-DE')).toEqual([['cac', 95]]);
    // What the customer pays is still a price.
    expect(cac('O pacote custa R$ 2.880.', 'pt-BR')).toEqual([['price', 2880]]);
  });

  it('never reads millions as a price, and reads what a population spends a year as a market', () => {
    expect(metrics('Na Grande BH são R$ 38 milhões por ano, pagos do próprio bolso.', 'pt-BR')).toEqual([]);
    expect(metrics('A reabilitação movimenta R$ 420 milhões por ano.', 'pt-BR')).toEqual([
      ['marketSize', 420_000_000, 'year', null],
    ]);
    expect(metrics('Americans spend $3.2 billion a year on used textbooks.', 'en-US')).toEqual([
      ['marketSize', 3.2e9, 'year', null],
    ]);
    expect(metrics('Les familles dépensent 310 M€ par an en activités.', 'fr-FR')).toEqual([
      ['marketSize', 310_000_000, 'year', null],
    ]);
    expect(metrics('In Deutschland werden jedes Jahr rund 540 Mio. € umgesetzt.', 'de-DE')).toEqual([
      ['marketSize', 540_000_000, null, null],
    ]);
    // A spending verb before a small sum is no market: it is what someone spends.
    expect(metrics('We spend $40 on each flyer run.', 'en-US')).toEqual([]);
  });

  it('reads a bare money figure as the market in the market part, and "doing $X a month" as revenue', () => {
    expect(
      claimsIn('At Chicago’s community colleges, it’s $14 million a year.', 'en-US', {
        bare: { money: 'marketSize' },
      }).map((claim) => claim.metric),
    ).toEqual(['marketSize']);
    expect(metrics('We’re doing $4,300 a month.', 'en-US')).toEqual([['revenue', 4300, 'month', null]]);
    expect(metrics('On grandit de 5 % par mois ; les ventes augmentent de 8 %.', 'fr-FR')).toEqual([
      ['growth', 5, null, null],
      ['growth', 8, null, null],
    ]);
  });

  it('keeps an abbreviation’s points inside its sentence: U.S., Mio.', () => {
    expect(metrics('The market in the U.S. is $3.2 billion.', 'en-US')).toEqual([['marketSize', 3.2e9, null, null]]);
  });

  it('holds unnamed market figures, largest first, to the TAM, the SAM and the SOM', () => {
    const market = (text: string, language: Language) =>
      claimsIn(text, language, { bare: { money: 'marketSize' } }).map((claim) => [
        claim.metric,
        claim.figure.value,
        claim.scope,
      ]);
    expect(
      market('Texas restaurants spend $410 million a year on it; the cities we reach are $58 million.', 'en-US'),
    ).toEqual([
      ['marketSize', 410_000_000, 'tam'],
      ['marketSize', 58_000_000, 'sam'],
    ]);
    // A scope the founder names is kept as named.
    expect(metrics('Um TAM de R$ 2 bi e um mercado de R$ 300 mi.', 'pt-BR').map((claim) => claim[3])).toEqual([
      'tam',
      null,
    ]);
  });

  it('reads a year or a month said before the figure, and a runway only next to its word', () => {
    expect(metrics('Aufs Jahr gerechnet kommen wir auf rund 276.000 € Umsatz.', 'de-DE')).toEqual([
      ['revenue', 276_000, 'year', null],
    ]);
    expect(metrics('Por mês, o faturamento é de R$ 74 mil.', 'pt-BR')).toEqual([['revenue', 74_000, 'month', null]]);
    expect(metrics('We have six months of runway and will reach 700 customers in 18 months.', 'en-US')).toEqual([
      ['runway', 6, null, null],
      ['customers', 700, null, null],
    ]);
    expect(metrics('Temos 7 meses de caixa; we have cash for 8 months.', 'pt-BR').map((claim) => claim[0])).toEqual([
      'runway',
      'runway',
    ]);
    expect(metrics('We bill $49,000 a month.', 'en-US')).toEqual([['revenue', 49_000, 'month', null]]);
    expect(metrics('Mit dem Geld auf dem Konto reicht unsere Liquidität elf Monate.', 'de-DE')).toEqual([
      ['runway', 11, null, null],
    ]);
  });

  it('reads what winning a new customer costs the company however the sentence runs', () => {
    const cac = (text: string, language: Language) =>
      claimsIn(text, language).map((claim) => [claim.metric, claim.figure.value]);
    expect(cac('Einen neuen Haushalt zu gewinnen kostet uns im Schnitt 95 €.', 'de-DE')).toEqual([['cac', 95]]);
    expect(cac('Trazer um cliente novo sai pra gente uns R$ 210.', 'pt-BR')).toEqual([['cac', 210]]);
  });

  it('reads only the traction’s first bare count as its customers, and no rank as a figure', () => {
    const bare = (text: string, language: Language) =>
      claimsIn(text, language, { bare: { plain: 'customers' } }).map((claim) => [claim.metric, claim.figure.value]);
    expect(bare('Hoje são 126 anfitriões pagantes, com 290 imóveis.', 'pt-BR')).toEqual([['customers', 126]]);
    expect(bare('On a lancé dans le 7e. Aujourd’hui on en a 148.', 'fr-FR')).toEqual([['customers', 148]]);
    // A count the text names as customers is the customers: the bare ones are something else.
    expect(bare('Temos 40 clientes e 300 pedidos.', 'pt-BR')).toEqual([['customers', 40]]);
  });

  it('holds a market told by the month as twelve months, and reads the last twelve months as a year', () => {
    const [monthly] = checkClaims(claimsIn('Um mercado de R$ 4 mi por mês.', 'pt-BR'), EVIDENCE);
    expect(monthly).toMatchObject({ metric: 'marketSize', claimed: 48_000_000, verdict: 'supported' });
    expect(verdicts('Um mercado de R$ 9 mi por mês.', 'pt-BR')).toEqual([['marketSize', 'beyond']]);
    expect(metrics('Sur les douze derniers mois nous avons réalisé 648 k€ de chiffre d’affaires.', 'fr-FR')).toEqual([
      ['revenue', 648_000, 'year', null],
    ]);
    expect(metrics('In the last 12 months we billed $1.2M.', 'en-US')).toEqual([['revenue', 1_200_000, 'year', null]]);
  });

  it('reads what winning a customer costs as the CAC, whoever says it costs', () => {
    const cac = (text: string, language: Language) =>
      claimsIn(text, language).map((claim) => [claim.metric, claim.figure.value]);
    expect(cac('Trazer uma família nova custa, em média, R$ 62.', 'pt-BR')).toEqual([['cac', 62]]);
    expect(cac('Signing a fleet costs about $1,850.', 'en-US')).toEqual([['cac', 1850]]);
    expect(cac('Conseguir un cliente cuesta 120 euros.', 'es-ES')).toEqual([['cac', 120]]);
  });

  it('keeps money of something else out of the revenue, and reads a CAC told after its figure', () => {
    expect(
      metrics('Last month they booked $152,000 of kitchen time and our net revenue was $42,600.', 'en-US'),
    ).toEqual([['revenue', 42_600, 'month', null]]);
    expect(metrics('Faturamento de R$ 30 mil de receita recorrente.', 'pt-BR')).toEqual([
      ['revenue', 30_000, null, null],
    ]);
    const cac = (text: string, language: Language) =>
      claimsIn(text, language).map((claim) => [claim.metric, claim.figure.value]);
    expect(cac('It costs us about $95 to bring on a new vendor.', 'en-US')).toEqual([['cac', 95]]);
    expect(cac('Gastamos R$ 80 para trazer um novo cliente.', 'pt-BR')).toEqual([['cac', 80]]);
  });

  it('reads a run rate as a year, and a deposit as no price', () => {
    expect(metrics('Notre chiffre d’affaires atteint 276 k€ en rythme annuel.', 'fr-FR')).toEqual([
      ['revenue', 276_000, 'year', null],
    ]);
    expect(metrics('We are at $1.1M annual run rate.', 'en-US')).toEqual([['revenue', 1_100_000, 'year', null]]);
    expect(metrics('Le client paie 2 € de consigne dans l’appli.', 'fr-FR')).toEqual([]);
  });

  it('takes a period that opens a sentence for all of it', () => {
    expect(
      metrics(
        'En los últimos doce meses han alquilado con nosotros 1.350 clientas y hemos facturado 156.000 €.',
        'es-ES',
      ).filter((claim) => claim[0] === 'revenue'),
    ).toEqual([['revenue', 156_000, 'year', null]]);
    expect(
      metrics('Last month, across all our kitchens, vendors and hosts, our revenue was $42,600.', 'en-US'),
    ).toEqual([['revenue', 42_600, 'month', null]]);
  });

  it('takes the last twelve months after a figure as a year, and no month from another clause', () => {
    expect(
      metrics(
        '210 artisans commandent chaque mois, et nous avons facturé 552 000 € sur les douze derniers mois.',
        'fr-FR',
      ),
    ).toEqual([['revenue', 552_000, 'year', null]]);
  });

  it('makes no claim of a figure no metric fits: a year, a count of something else', () => {
    expect(metrics('Desde 2023, o delivery dobrou na cidade.', 'pt-BR')).toEqual([]);
    expect(metrics('Somos 3 sócios com 10 anos de cozinha.', 'pt-BR')).toEqual([]);
  });

  it('flags a claim twice the evidence with both figures, and takes one within rounding as the evidence', () => {
    const [margin] = checkClaims(claimsIn('Nossa margem é de 30 %.', 'pt-BR'), EVIDENCE);
    expect(margin).toMatchObject({ verdict: 'beyond', claimed: 30, evidence: { value: 12, source: SIMULATION } });
    expect(verdicts('Temos 280 clientes.', 'pt-BR')).toEqual([['customers', 'beyond']]);
    expect(verdicts('Temos 140 clientes.', 'pt-BR')).toEqual([['customers', 'supported']]);
    // "R$ 1,2 mi" told to the tenth of a million: 1,2 mi against 1,24 mi is the same figure, rounded.
    expect(verdicts('Um SOM de R$ 1,2 mi.', 'pt-BR')).toEqual([['marketSize', 'supported']]);
    expect(verdicts('Um SOM de R$ 2,4 mi.', 'pt-BR')).toEqual([['marketSize', 'beyond']]);
    // Without a TAM, an unscoped market is held to the widest scope the evidence has.
    const samOnly = EVIDENCE.filter((figure) => figure.scope !== 'tam');
    expect(checkClaims(claimsIn('Um mercado de R$ 40 mi.', 'pt-BR'), samOnly)[0]).toMatchObject({
      verdict: 'beyond',
      evidence: { scope: 'sam' },
    });
    // A market with no scope named is held to the TAM: nothing reachable is larger.
    expect(verdicts('Um mercado de R$ 40 mi.', 'pt-BR')).toEqual([['marketSize', 'supported']]);
    expect(verdicts('Um mercado de R$ 5 bilhões.', 'pt-BR')).toEqual([['marketSize', 'beyond']]);
  });

  it('holds money told for a year as a month’s, a price either way, and a CAC below the evidence as flattering', () => {
    expect(verdicts('Faturamento de R$ 384 mil por ano.', 'pt-BR')).toEqual([['revenue', 'supported']]);
    expect(verdicts('Faturamento de R$ 1 mi por ano.', 'pt-BR')).toEqual([['revenue', 'beyond']]);
    expect(verdicts('O kit custa R$ 199.', 'pt-BR')).toEqual([['price', 'differs']]);
    expect(verdicts('O kit custa R$ 229.', 'pt-BR')).toEqual([['price', 'supported']]);
    expect(verdicts('Um CAC de R$ 30.', 'pt-BR')).toEqual([['cac', 'beyond']]);
    expect(verdicts('Um CAC de R$ 150.', 'pt-BR')).toEqual([['cac', 'supported']]);
  });

  it('marks a claim with no evidence, or in another currency, unsupported', () => {
    expect(verdicts('Temos 18 meses de caixa para crescer.', 'pt-BR')).toEqual([['runway', 'unsupported']]);
    expect(verdicts('We charge $229 a month.', 'en-US')).toEqual([['price', 'unsupported']]);
  });
});
