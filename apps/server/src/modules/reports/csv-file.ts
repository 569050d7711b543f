/** The columns a simulation's CSV starts with, before every statement line (`reports:columns`). */
export const MONTHLY_CSV_COLUMNS = [
  'month',
  'priceDecision',
  'marketingDecision',
  'headcount',
  'customers',
  'newCustomers',
  'lostCustomers',
  'churnRate',
  'unitsSold',
  'lostSalesUnits',
  'satisfaction',
  'runway',
] as const;
