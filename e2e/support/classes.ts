/**
 * A class made through the API: food businesses in Brazil, 12 rounds in one shared market, closed
 * by the teacher, students named. `seed` keeps each spec's market its own.
 */
export function foodClassRequest(name: string, seed: number) {
  return {
    name,
    businessType: 'food',
    country: 'BR',
    currency: 'BRL',
    startingCapitalCents: 150_000_00,
    horizonMonths: 12,
    difficulty: 'normal',
    seed,
    firstCalendarMonth: 3,
    marketMode: 'shared',
    grouping: 'individual',
    schedule: 'manual',
    showNames: true,
  };
}
