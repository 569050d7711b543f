import { describe, expect, it } from 'vitest';
import { normalizeText, readCustomer, readGeneral, readProblem } from './text-signals';

describe('normalizeText', () => {
  it('folds case, accents and ß, and keeps money and share signs', () => {
    expect(normalizeText('Área de GRÖSSE — Straße, R$ 500/mês; 30%!')).toBe(' area de grosse strasse r$ 500 mes 30% ');
  });
});

describe('readProblem', () => {
  // A pain told by what it makes people do, wait for, miss or pay, without the word "problem".
  const toldByConsequence = {
    pt: 'Quem treina cedo sai da academia com fome e não acha nada saudável por perto.',
    en: 'Busy parents have no time to cook on weeknights, and delivery arrives cold.',
    es: 'Los talleres del centro tardan una semana en arreglar una bici.',
    fr: 'Les familles doivent aller au marché et au supermarché pour remplir leurs bocaux.',
    de: 'In Hamburg warten Radfahrer im Frühjahr zwei bis drei Wochen auf einen Werkstatttermin.',
  };

  it.each(Object.entries(toldByConsequence))('reads a pain told by its consequence in %s', (_language, text) => {
    expect(readProblem(text).pain.present).toBe(true);
  });

  // The same problem, as a founder would write it in each language.
  const measuredPain = {
    pt: 'Donos de restaurante perdem 6 horas toda semana conferindo notas à mão, e erram.',
    en: 'Restaurant owners lose 6 hours every week checking invoices by hand, and get it wrong.',
    es: 'Los dueños de restaurantes pierden 6 horas cada semana revisando facturas a mano.',
    fr: 'Les restaurateurs perdent 6 heures chaque semaine à vérifier les factures à la main.',
    de: 'Restaurantbesitzer verlieren jede Woche 6 Stunden mit dem Prüfen von Rechnungen von Hand.',
  };

  it.each(Object.entries(measuredPain))('reads a measured, recurring pain in %s', (_language, text) => {
    const read = readProblem(text);
    expect(read.pain.present).toBe(true);
    expect(read.frequency.present).toBe(true);
    expect(read.measured).toBe(true);
    expect(read.words).toBeGreaterThan(8);
  });

  it('quotes the words that raised a signal', () => {
    const read = readProblem('Eles perdem dinheiro todo mês com estoque parado.');
    expect(read.pain.evidence).toContain('perd');
    expect(read.frequency.evidence).toContain('todo mes');
  });

  it('finds no pain, frequency or measure in a wish', () => {
    const read = readProblem('Seria legal ter um aplicativo bonito para organizar ideias.');
    expect(read).toEqual({
      words: 9,
      pain: { present: false, evidence: [] },
      frequency: { present: false, evidence: [] },
      measured: false,
    });
  });

  it('reads a number written as a word, in each language', () => {
    for (const text of [
      'Perdem seis horas por semana',
      'They waste two hours a day',
      'Pierden dos horas al día',
      'Ils perdent deux heures par jour',
      'Sie verlieren sechs bis acht Stunden',
      'Das dauert 20 Minuten',
    ])
      expect(readProblem(text).measured, text).toBe(true);
  });

  it('counts money and shares as measures, not bare numbers', () => {
    expect(readProblem('They pay $300 a month for it').measured).toBe(true);
    expect(readProblem('Pagam R$ 300 por isso').measured).toBe(true);
    expect(readProblem('Perdem 20% das vendas').measured).toBe(true);
    expect(readProblem('Il y a 3 grands acteurs').measured).toBe(false);
    // A word that only starts with a unit's letter is not a unit.
    expect(readProblem('3 hamburguerias no bairro').measured).toBe(false);
  });
});

describe('readCustomer', () => {
  it.each([
    ['pt', 'Donos de pequenas empresas de 1 a 10 funcionários no bairro de Pinheiros'],
    ['en', 'Owners of small businesses with 1 to 10 employees in the neighborhood'],
    ['es', 'Dueños de pymes de 1 a 10 empleados en el barrio de Gràcia'],
    ['fr', 'Propriétaires de PME de 1 à 10 salariés dans le quartier'],
    ['de', 'Inhaber von KMU mit 1 bis 10 Mitarbeitern im Viertel'],
  ])('reads a specific customer in %s', (_language, text) => {
    const read = readCustomer(text);
    expect(read.segment.present).toBe(true);
    expect(read.place.present).toBe(true);
    expect(read.hasNumbers).toBe(true);
    expect(read.vague.present).toBe(false);
    expect(read.business.present).toBe(true);
  });

  it('takes "any" before a group as everyone, and a capitalised place after a preposition as a place', () => {
    for (const text of [
      'Qualquer empresa',
      'Any business owner',
      'Cualquier empresa',
      'Toute entreprise',
      'Alle Handwerker',
    ])
      expect(readCustomer(text).vague.present, text).toBe(true);
    expect(readCustomer('Lojas de bairro em Campinas').place.evidence).toContain('Campinas');
    expect(readCustomer('Dentists in Round Rock, Texas').place.evidence).toContain('Round');
    expect(readCustomer('Boulangeries à Lyon').place.evidence).toContain('Lyon');
    expect(readCustomer('lojas de roupas').place.present).toBe(false);
  });

  it('reads sellers, makers and commuters as groups', () => {
    for (const customer of ['Etsy sellers in Ohio', 'Pendler zwischen Köln und Bonn', 'Artesãos que vendem na Elo7'])
      expect(readCustomer(customer).segment.present, customer).toBe(true);
  });

  it('tells people from businesses', () => {
    expect(readCustomer('Mães de primeira viagem de 25 a 35 anos').business.present).toBe(false);
    expect(readCustomer('Restaurants with fewer than 20 tables').business.present).toBe(true);
    // People named before the business they go to are the customers; its owners are a business.
    expect(readCustomer('Alunos de academias de bairro em Belo Horizonte').business.present).toBe(false);
    expect(readCustomer('Mitglieder von Fitnessstudios in Köln').business.present).toBe(false);
    expect(readCustomer('Donos de academias de bairro').business.present).toBe(true);
  });

  it.each([
    ['pt', 'Todo mundo que usa celular'],
    ['en', 'Everyone who has a phone'],
    ['es', 'Todo el mundo con un móvil'],
    ['fr', "Tout le monde, n'importe qui avec un téléphone"],
    ['de', 'Jeder mit einem Handy'],
  ])('reads a customer described as everyone in %s', (_language, text) => {
    const read = readCustomer(text);
    expect(read.vague.present).toBe(true);
    expect(read.segment.present).toBe(false);
  });
});

describe('readGeneral', () => {
  it('counts words and sees numbers', () => {
    expect(readGeneral('')).toEqual({ words: 0, hasNumbers: false });
    expect(readGeneral('Entrega em 2 horas, metade do preço')).toEqual({ words: 7, hasNumbers: true });
  });
});
