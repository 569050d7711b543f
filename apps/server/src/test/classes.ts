/** A class of food businesses in Brazil, 12 rounds, one shared market, rounds closed by the teacher. */
export const CLASS_REQUEST = {
  name: 'Empreendedorismo 2026/1',
  businessType: 'food',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 150_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  seed: 2026,
  firstCalendarMonth: 3,
  marketMode: 'shared',
  grouping: 'individual',
  schedule: 'manual',
  showNames: true,
} as const;
